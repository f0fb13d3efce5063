// tf.sets on dense inputs (set_operations in gen_tf_goldens.py):
// DenseToDenseSetOperation's a - b, b - a, intersection and union of the
// rows of two int32 [2,2,4] tensors with repeats, as sparse tensors and
// densified (SparseToDense), and tf.compat.v1.losses with per-example
// weights on a batch of unknown size, whose check that the weights
// broadcast TensorFlow builds on a set difference and an Assert.
// Arguments: a, b [2,2,4] int32, x [5,3], labels [5] int32, weights [5].
// Results: each set's indices, values and shape, the dense union, the
// loss, dL/dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the sets are integers and match exactly; the loss and its
// gradient go through softmax and float32 sums: 1e-5.
//
// RUN: tagrad-run %S/Inputs/set_operations.mlir --function=main \
// RUN:   --input=@%S/Inputs/set_operations.in0.npy \
// RUN:   --input=@%S/Inputs/set_operations.in1.npy \
// RUN:   --input=@%S/Inputs/set_operations.in2.npy \
// RUN:   --input=@%S/Inputs/set_operations.in3.npy \
// RUN:   --input=@%S/Inputs/set_operations.in4.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out0.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out1.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out2.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out3.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out4.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out5.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out6.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out7.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out8.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out9.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out10.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out11.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out12.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out13.npy \
// RUN:   --expected_output=@%S/Inputs/set_operations.out14.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-15: matches
// CHECK-NOT: MISMATCH
