// A gradient penalty through max pooling (maxpool_grad_grad in
// gen_tf_goldens.py): WGAN-GP's critic differentiated twice, so that
// MaxPoolGrad's gradient MaxPoolGradGrad runs (each window takes grad at
// its first element equal to its maximum, as TensorFlow's CPU kernel
// picks it), over 3x3 SAME windows at stride 2 and 2x2 VALID ones, under
// SGD; and the raw op on windows with ties. Arguments: x [2,6,6,3], then
// the variable w [3,3]. Results: the loss, dx, o_ties, the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: float32 sums of a few dozen terms (2e-7 from TensorFlow's own
// float64 run): 1e-5.
//
// RUN: tagrad-run %S/Inputs/maxpool_grad_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/maxpool_grad_grad.in0.npy \
// RUN:   --input=@%S/Inputs/maxpool_grad_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_grad_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_grad_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_grad_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_grad_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
