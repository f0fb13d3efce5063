// tf.linalg.eigh and eigvalsh (SelfAdjointEigV2 with and without
// eigenvectors) of a batch of symmetric matrices built from data, and of a
// matrix whose upper triangle differs from its lower one (only the lower
// one is read, as Eigen's solver reads it), with TensorFlow's gradients
// (MatrixSetDiagV3, MatrixBandPart, Reciprocal; eigvalsh's gradient runs
// the solver again for the eigenvectors) through a GradientDescent step.
// Eigenvectors are fetched as |v| and enter the loss squared: their signs
// are the solver's choice. Inputs: x, the variable W; results: both calls'
// eigenvalues, |v|, the loss, dL/dx, W after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.5e-06 in tagrad-run's measure (dL/dx, through the
// eigenvalue gaps); TaGrad's Jacobi rotations run in float64 and round
// once. 1e-5 leaves room for that; a wrong triangle or ordering moves the
// eigenvalues by 0.1 or more.
//
// RUN: tagrad-run %S/Inputs/eigh_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/eigh_grads.in0.npy \
// RUN:   --input=@%S/Inputs/eigh_grads.in1.npy \
// RUN:   --expected_output=@%S/Inputs/eigh_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/eigh_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/eigh_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/eigh_grads.out3.npy \
// RUN:   --expected_output=@%S/Inputs/eigh_grads.out4.npy \
// RUN:   --expected_output=@%S/Inputs/eigh_grads.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
