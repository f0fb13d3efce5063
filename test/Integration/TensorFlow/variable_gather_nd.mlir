// Reads of a variable by coordinates: tf.gather_nd on a resource variable
// (ResourceGatherNd; its gradient a ScatterNd) trained by Adam, and the
// variable gathered along axis 1 with batch_dims=1 by ResourceGather
// (tf.raw_ops). Inputs: idx [3, 2] (int64), ids [2, 2] (int32), the
// variables V, its Adam slots and the beta powers; results: the rows
// gathered, the batch gather, the loss, and the variables after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 8.9e-08 in tagrad-run's measure; 1e-5 leaves room for
// Adam's float32 rounding.
//
// RUN: tagrad-run %S/Inputs/variable_gather_nd.mlir --function=main \
// RUN:   --input=@%S/Inputs/variable_gather_nd.in0.npy \
// RUN:   --input=@%S/Inputs/variable_gather_nd.in1.npy \
// RUN:   --input=@%S/Inputs/variable_gather_nd.in2.npy \
// RUN:   --input=@%S/Inputs/variable_gather_nd.in3.npy \
// RUN:   --input=@%S/Inputs/variable_gather_nd.in4.npy \
// RUN:   --input=@%S/Inputs/variable_gather_nd.in5.npy \
// RUN:   --input=@%S/Inputs/variable_gather_nd.in6.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out0.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out1.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out2.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out3.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out4.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out5.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out6.npy \
// RUN:   --expected_output=@%S/Inputs/variable_gather_nd.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
