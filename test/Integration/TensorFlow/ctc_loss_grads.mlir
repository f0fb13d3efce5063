// A speech or OCR model's step on CTC (ctc_loss_grads in gen_tf_goldens.py):
// tf.compat.v1.nn.ctc_loss (CTCLoss; its gradient is the op's second result
// scaled by the loss's) on time-major logits through a learned projection,
// sparse labels fed as data (a repeated label, a null label num_classes - 1
// ending a sequence, a one-label entry of 3 steps), weighted per entry,
// under SGD; and on the same logits the variants: repeats collapsed first,
// repeats not merged in paths, labels longer than the steps ignored (and
// an entry of 0 steps), labels no path produces in the steps (gradient:
// the softmax). Arguments: x [7,4,6], idx [13,2] int64, vals [13] int32,
// steps [4] int32, then the variables bias [6] and w [6,6]. Results: the
// loss, the per-entry losses, dw, dbias, dz, o_*, the updated variables.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow runs the forward-backward recursions in f32 (3e-6
// from its own float64 run on dw), TaGrad in f64: 1e-5.
//
// RUN: tagrad-run %S/Inputs/ctc_loss_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/ctc_loss_grads.in0.npy \
// RUN:   --input=@%S/Inputs/ctc_loss_grads.in1.npy \
// RUN:   --input=@%S/Inputs/ctc_loss_grads.in2.npy \
// RUN:   --input=@%S/Inputs/ctc_loss_grads.in3.npy \
// RUN:   --input=@%S/Inputs/ctc_loss_grads.in4.npy \
// RUN:   --input=@%S/Inputs/ctc_loss_grads.in5.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out3.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out4.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out5.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out6.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out7.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out8.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out9.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out10.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out11.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out12.npy \
// RUN:   --expected_output=@%S/Inputs/ctc_loss_grads.out13.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-14: matches
// CHECK-NOT: MISMATCH
