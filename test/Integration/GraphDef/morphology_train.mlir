// The GraphDef of ../TensorFlow/morphology_train.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/morphology_train.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/morphology_train.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/morphology_train.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=2,7,6,2 \
// RUN:   -tf-output-arrays=dilation,erosion,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/morphology_train.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/morphology_train.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/morphology_train.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/morphology_train.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/morphology_train.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/morphology_train.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/morphology_train.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/morphology_train.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
