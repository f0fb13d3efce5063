// A morphological layer trained: tf.nn.dilation2d (SAME, a stride of 2
// down the rows, a rate of 2 across the columns) and tf.nn.erosion2d
// (VALID, a row rate of 2: TensorFlow writes it as a dilation of the negated
// input by the flipped filter), their gradients (Dilation2DBackpropInput,
// Dilation2DBackpropFilter) through a GradientDescent step on the
// structuring element and a scale. Inputs: x [2, 7, 6, 2], the variables F
// and s; results: the dilation, the erosion, the loss, F and s after the
// step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 2.1e-07 in tagrad-run's measure; 1e-5 leaves room for
// the sums' float32 rounding.
//
// RUN: tagrad-run %S/Inputs/morphology_train.mlir --function=main \
// RUN:   --input=@%S/Inputs/morphology_train.in0.npy \
// RUN:   --input=@%S/Inputs/morphology_train.in1.npy \
// RUN:   --input=@%S/Inputs/morphology_train.in2.npy \
// RUN:   --expected_output=@%S/Inputs/morphology_train.out0.npy \
// RUN:   --expected_output=@%S/Inputs/morphology_train.out1.npy \
// RUN:   --expected_output=@%S/Inputs/morphology_train.out2.npy \
// RUN:   --expected_output=@%S/Inputs/morphology_train.out3.npy \
// RUN:   --expected_output=@%S/Inputs/morphology_train.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
