// The GraphDef of ../TensorFlow/scan_attention.mlir (TensorFlow 2.21, TF1 graph;
// gen_tf_goldens.py writes it as Inputs/scan_attention.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/scan_attention.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/scan_attention.pbtxt \
// RUN:   -tf-input-arrays=x,enc,dec \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=5,3:2,5,4:2,3,4 \
// RUN:   -tf-output-arrays=loss,dx,denc,dw_scan,dW_attention \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/scan_attention.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/scan_attention.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/scan_attention.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/scan_attention.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/scan_attention.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scan_attention.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scan_attention.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scan_attention.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scan_attention.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scan_attention.out4.npy \
// RUN:   --expected_f32_threshold=2e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
