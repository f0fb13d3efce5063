// A gradient penalty through 3-D max pooling (maxpool3d_grad_grad in
// gen_tf_goldens.py): the critic's gradient differentiated again, so that
// MaxPool3DGrad's gradient MaxPool3DGradGrad runs (each window takes grad
// at its first element exactly equal to its maximum, as TensorFlow's CPU
// kernel picks it, although MaxPool3DGrad routes a window's gradient to
// every element within 1e-5 of it), over 2x2x2 VALID and 3x3x3 SAME
// windows at stride 2 of inputs of multiples of 0.5 (ties in most
// windows) with a batch known only at run time, under SGD; and the raw op
// on windows of ties and a near-tie (2 - 5e-6 before 2). Arguments:
// x [?,4,4,4,2], then the variable w [2]. Results: the loss, dx, o_ties,
// the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: float32 sums of a few dozen terms (2.1e-7 from
// TensorFlow's own float64 run, maxima in float32): 1e-5.
//
// RUN: tagrad-run %S/Inputs/maxpool3d_grad_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/maxpool3d_grad_grad.in0.npy \
// RUN:   --input=@%S/Inputs/maxpool3d_grad_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool3d_grad_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool3d_grad_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool3d_grad_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool3d_grad_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
