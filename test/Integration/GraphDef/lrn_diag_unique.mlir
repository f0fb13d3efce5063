// The GraphDef of ../TensorFlow/lrn_diag_unique.mlir (gen_tf_goldens.py
// writes it as Inputs/lrn_diag_unique.pbtxt), imported by tagrad-translate instead
// of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/lrn_diag_unique.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/lrn_diag_unique.pbtxt \
// RUN:   -tf-input-arrays=x,m,ids -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=2,3,3,6:3,4,4:6 -tf-output-arrays=loss,dx,dm,y,u,i,n \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/lrn_diag_unique.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/lrn_diag_unique.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/lrn_diag_unique.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/lrn_diag_unique.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/lrn_diag_unique.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/lrn_diag_unique.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/lrn_diag_unique.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/lrn_diag_unique.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/lrn_diag_unique.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/lrn_diag_unique.out6.npy \
// RUN:   --expected_f32_threshold=1e-5
