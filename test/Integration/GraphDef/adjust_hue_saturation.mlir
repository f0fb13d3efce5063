// The GraphDef of ../TensorFlow/adjust_hue_saturation.mlir (gen_tf_goldens.py writes it as
// Inputs/adjust_hue_saturation.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/adjust_hue_saturation.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/adjust_hue_saturation.pbtxt \
// RUN:   -tf-input-arrays=images,delta,scale -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,4,5,3:: -tf-output-arrays=hue,hue_back,saturation,saturated \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/adjust_hue_saturation.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/adjust_hue_saturation.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/adjust_hue_saturation.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/adjust_hue_saturation.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/adjust_hue_saturation.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/adjust_hue_saturation.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/adjust_hue_saturation.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
