// A training step through tf.extract_volume_patches (ExtractVolumePatches)
// whose gradient TensorFlow builds from a sparse matrix of patch positions
// cut by SparseSlice and SparseTensorDenseMatMul: 2x2x2 patches at stride 2
// (VALID, a plane left over) and overlapping 2x3x2 patches (SAME, strides
// 1, 2, 1) of conv3d(x, K), and tf.sparse.slice of a SparseTensor of the
// activations (from_dense; its window across the shape's end; its gradient
// SparseSliceGrad) in the loss, GradientDescent on K. Inputs: x [2, 3, 4,
// 5, 2], the variable K; results: the slice's indices, values and shape,
// the loss, K after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.3e-07 in tagrad-run's measure; 1e-5 leaves room for
// the products' float32 rounding.
//
// RUN: tagrad-run %S/Inputs/volume_patches_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/volume_patches_grad.in0.npy \
// RUN:   --input=@%S/Inputs/volume_patches_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches_grad.out3.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches_grad.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
