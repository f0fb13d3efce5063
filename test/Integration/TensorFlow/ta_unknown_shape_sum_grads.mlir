// TensorArrays with infer_shape=False in a TF1 while loop, summed, and their
// gradients (ta_unknown_shape_sum_grads in gen_tf_goldens.py): the elements'
// rank is unknown in TensorFlow's graph, so Sum's gradient reshapes to a
// shape built from the rank and shape the forward loop pushed onto stacks
// (DynamicStitch of Range(0, rank)); constant pushes keep them known at the
// pops. One array unstacked from x, one split from y (pieces of 2, 3 and 2
// rows, TensorArraySplitV3) and a third concatenated (TensorArrayConcatV3).
// Arguments: x [3,2,4], y [7,3], w [3]. Results: the loss, dL/dx, dL/dy,
// dL/dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the float64 graph
// by at most 2.5e-07 (relative); 1e-5 is 40 times that and far below a wrong
// gradient.
//
// RUN: tagrad-run %S/Inputs/ta_unknown_shape_sum_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/ta_unknown_shape_sum_grads.in0.npy \
// RUN:   --input=@%S/Inputs/ta_unknown_shape_sum_grads.in1.npy \
// RUN:   --input=@%S/Inputs/ta_unknown_shape_sum_grads.in2.npy \
// RUN:   --expected_output=@%S/Inputs/ta_unknown_shape_sum_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_unknown_shape_sum_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/ta_unknown_shape_sum_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/ta_unknown_shape_sum_grads.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
