// tf.broadcast_to (a constant and a fed shape) and tf.linalg.band_part (a
// causal attention mask; lower and upper bands with fed bounds) with
// tf.gradients through them (broadcast_band in gen_tf_goldens.py).
// Arguments: x [1,3], m [2,4,4], shape [3] int32, lo, hi int32. Results:
// the broadcasts, the bands, the loss, dL/dx, dL/dm.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: 1e-5; broadcasts and bands are copies, the loss and gradients
// differ from float64 by TensorFlow's own rounding (printed by the
// generator), and a wrong band or broadcast axis is off by O(1).
//
// RUN: tagrad-run %S/Inputs/broadcast_band.mlir --function=main \
// RUN:   --input=@%S/Inputs/broadcast_band.in0.npy \
// RUN:   --input=@%S/Inputs/broadcast_band.in1.npy \
// RUN:   --input=@%S/Inputs/broadcast_band.in2.npy \
// RUN:   --input=@%S/Inputs/broadcast_band.in3.npy \
// RUN:   --input=@%S/Inputs/broadcast_band.in4.npy \
// RUN:   --expected_output=@%S/Inputs/broadcast_band.out0.npy \
// RUN:   --expected_output=@%S/Inputs/broadcast_band.out1.npy \
// RUN:   --expected_output=@%S/Inputs/broadcast_band.out2.npy \
// RUN:   --expected_output=@%S/Inputs/broadcast_band.out3.npy \
// RUN:   --expected_output=@%S/Inputs/broadcast_band.out4.npy \
// RUN:   --expected_output=@%S/Inputs/broadcast_band.out5.npy \
// RUN:   --expected_output=@%S/Inputs/broadcast_band.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
