// SpaceToDepth, DepthToSpace, Roll, LinSpace and EuclideanNorm, no loop
// (space_depth_roll in gen_tf_goldens.py): block sizes 2 and 3 (each op is
// the other's gradient); Roll with constant shifts (a repeated axis, a
// negative axis, shifts negative and longer than the dimension) and with
// shifts fed at run time (its gradient rolls back by their negation);
// LinSpace with a constant count, a fed one and a count of 1; EuclideanNorm
// over one axis, two with keep_dims, and all. Arguments: x [2,4,6,3], y
// [1,2,3,18], shift [4, -8] (int32), num 6 (int32). Results: the 10 ops'
// outputs (o_*), the loss (each differentiable output weighed by
// constants), d/dx, d/dy.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.6e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, another square root), so they may
// differ from TF's by about twice that. 1e-5 is 38 times TF's own error; a
// wrong element, block, shift or norm is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/space_depth_roll.mlir --function=main \
// RUN:   --input=@%S/Inputs/space_depth_roll.in0.npy \
// RUN:   --input=@%S/Inputs/space_depth_roll.in1.npy \
// RUN:   --input=@%S/Inputs/space_depth_roll.in2.npy \
// RUN:   --input=@%S/Inputs/space_depth_roll.in3.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out0.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out1.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out2.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out3.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out4.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out5.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out6.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out7.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out8.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out9.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out10.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out11.npy \
// RUN:   --expected_output=@%S/Inputs/space_depth_roll.out12.npy \
// RUN:   --expected_f32_threshold=1e-5
