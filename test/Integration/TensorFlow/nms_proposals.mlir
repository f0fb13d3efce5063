// A detection step's proposal selection: box scores from crops of the image
// (crop_and_resize, a learned projection), then tf.image.non_max_suppression
// on them (NonMaxSuppressionV3 with a score threshold),
// non_max_suppression_with_scores (V5, hard), non_max_suppression_padded
// (TensorFlow's Python loop of sorts and conditionals) and
// NonMaxSuppressionV4 (padded to 8, a score threshold) on fed scores with
// ties (equal scores kept lower index first) and boxes with swapped corners
// or no area; the loss on the kept boxes' scores trains W by
// GradientDescent. Inputs: image [1, 8, 8, 2], boxes [6, 4], fixed [6] (the
// fed scores), the variable W; results: the selections, V5's scores and the
// counts, the loss, W after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.4e-08 in tagrad-run's measure (the selections
// exactly equal); 1e-5 leaves room for the crops' float32 rounding.
//
// RUN: tagrad-run %S/Inputs/nms_proposals.mlir --function=main \
// RUN:   --input=@%S/Inputs/nms_proposals.in0.npy \
// RUN:   --input=@%S/Inputs/nms_proposals.in1.npy \
// RUN:   --input=@%S/Inputs/nms_proposals.in2.npy \
// RUN:   --input=@%S/Inputs/nms_proposals.in3.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out1.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out2.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out3.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out4.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out5.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out6.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out7.npy \
// RUN:   --expected_output=@%S/Inputs/nms_proposals.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
