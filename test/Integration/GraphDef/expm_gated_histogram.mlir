// The GraphDef of ../TensorFlow/expm_gated_histogram.mlir (gen_tf_goldens.py writes it as
// Inputs/expm_gated_histogram.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/expm_gated_histogram.mlir, where
// the case is described. The batch is unknown here (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/expm_gated_histogram.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,3 -tf-output-arrays=expm,loss,gated,hist \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/expm_gated_histogram.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/expm_gated_histogram.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/expm_gated_histogram.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/expm_gated_histogram.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/expm_gated_histogram.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/expm_gated_histogram.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/expm_gated_histogram.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
