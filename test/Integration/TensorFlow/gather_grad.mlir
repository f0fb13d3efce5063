// tf.gather (GatherV2) and its gradient (gather_grad in gen_tf_goldens.py):
// axes 0, 1 and -1, int32 and int64 indices, fed indices of rank 2 with
// repeats, a rank-0 constant index, constant indices; tf.gradients sums the
// IndexedSlices gradients into dense ones with UnsortedSegmentSum (repeated
// indices add up), and takes gathered shapes apart with StridedSlice and
// ConcatV2 of constants (including an empty slice x[1:] of one element).
// Arguments: x [5,4], idx [2,3] int32, col [3] int64. Results (o_*): the
// four gathers, the loss, dL/dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 9.6e-08 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's may be as far on the other side.
// 1e-5 is 100 times TF's own error; a wrong index or a lost repeated
// index is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/gather_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/gather_grad.in0.npy \
// RUN:   --input=@%S/Inputs/gather_grad.in1.npy \
// RUN:   --input=@%S/Inputs/gather_grad.in2.npy \
// RUN:   --expected_output=@%S/Inputs/gather_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/gather_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/gather_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/gather_grad.out3.npy \
// RUN:   --expected_output=@%S/Inputs/gather_grad.out4.npy \
// RUN:   --expected_output=@%S/Inputs/gather_grad.out5.npy \
// RUN:   --expected_f32_threshold=1e-5
