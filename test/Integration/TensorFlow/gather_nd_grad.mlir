// tf.gather_nd and tf.scatter_nd against TensorFlow: the last relevant
// output of a masked RNN (gather_nd of [row, lens - 1] pairs), a gather_nd
// of single elements with a repeated index, a scatter_nd with repeated
// indices (they add up), all under tf.gradients (GatherNd's gradient is a
// ScatterNd). Results: loss, last, dx, dk. A gather_nd index out of range
// fails with TensorFlow's message (second RUN line: lens 7 > 6 steps).
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.6e-07 in tagrad-run's measure; 1e-5 is 30 times
// that, and a misplaced or dropped gather/scatter element is off by O(1).
//
// RUN: tagrad-run %S/Inputs/gather_nd_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/gather_nd_grad.in0.npy \
// RUN:   --input=@%S/Inputs/gather_nd_grad.in1.npy \
// RUN:   --input=@%S/Inputs/gather_nd_grad.in2.npy \
// RUN:   --expected_output=@%S/Inputs/gather_nd_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/gather_nd_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/gather_nd_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/gather_nd_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
// RUN: not tagrad-run %S/Inputs/gather_nd_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/gather_nd_grad.in0.npy --input="3xi32=7,2,4" \
// RUN:   --input=@%S/Inputs/gather_nd_grad.in2.npy 2>&1 | FileCheck %s
// CHECK: indices[0] (row-major over the leading dimensions) does not index into param shape [3,6,5]
