// The GraphDef of ../TensorFlow/erfinv_ndtri.mlir (gen_tf_goldens.py writes it as
// Inputs/erfinv_ndtri.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/erfinv_ndtri.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/erfinv_ndtri.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=4,3 -tf-output-arrays=quantiles,inverse_erf,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/erfinv_ndtri.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/erfinv_ndtri.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/erfinv_ndtri.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/erfinv_ndtri.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/erfinv_ndtri.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/erfinv_ndtri.out3.npy \
// RUN:   --expected_f32_threshold=2e-6 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
