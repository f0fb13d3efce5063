// The GraphDef of ../TensorFlow/bucketize_search.mlir (gen_tf_goldens.py writes it as
// Inputs/bucketize_search.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/bucketize_search.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/bucketize_search.pbtxt \
// RUN:   -tf-input-arrays=x,v,i -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=4,5:3,4:6 -tf-output-arrays=loss,buckets,ibuckets,left,right64,ileft,iright \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/bucketize_search.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bucketize_search.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bucketize_search.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bucketize_search.in3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bucketize_search.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
