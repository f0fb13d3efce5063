// The GraphDef of ../TensorFlow/vectorized_map_cross.mlir (gen_tf_goldens.py writes it as
// Inputs/vectorized_map_cross.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/vectorized_map_cross.mlir, where
// the case is described. The batch is unknown here (-1): the
// permutation and the squeezed size are read at run time.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/vectorized_map_cross.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,4 -tf-output-arrays=mapped,products,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/vectorized_map_cross.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/vectorized_map_cross.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/vectorized_map_cross.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/vectorized_map_cross.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/vectorized_map_cross.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/vectorized_map_cross.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
