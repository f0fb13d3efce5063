// Tanh over its float range and its gradient (tanh_range in
// gen_tf_goldens.py): x on a grid of [-10, 10] and the edges of the
// rational approximation TensorFlow's CPU kernel (Eigen) evaluates (its
// clamp near 7.9, the pass-through below 4e-4, zero, +-1e-30, 88, 1e30),
// loss = sum(tanh(x) * w), dL/dx through TanhGrad. Run twice: with the
// pipeline's approximation (-tagrad-cpu-approximate-tanh, the default) and
// with libm's tanhf.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the float64 graph by
// at most 7.9e-07 in tagrad-run's measure (|a - e| / max(1, |e|)), its
// tanh by 2.6e-07 (4.4 ulp near -7.92, where TF's clamp already gives -1);
// TaGrad's may be as far on the other side (measured: 3.0e-07 on tanh,
// 9.2e-07 on dx), so 2e-6. A wrong coefficient, clamp or pass-through
// threshold is off by 1e-5 or more.
//
// RUN: tagrad-run %S/Inputs/tanh_range.mlir --function=main \
// RUN:   --input=@%S/Inputs/tanh_range.in0.npy \
// RUN:   --input=@%S/Inputs/tanh_range.in1.npy \
// RUN:   --expected_output=@%S/Inputs/tanh_range.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tanh_range.out1.npy \
// RUN:   --expected_output=@%S/Inputs/tanh_range.out2.npy \
// RUN:   --expected_f32_threshold=2e-6
// RUN: tagrad-run %S/Inputs/tanh_range.mlir --function=main \
// RUN:   --pipeline-options=approximate-tanh=false \
// RUN:   --input=@%S/Inputs/tanh_range.in0.npy \
// RUN:   --input=@%S/Inputs/tanh_range.in1.npy \
// RUN:   --expected_output=@%S/Inputs/tanh_range.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tanh_range.out1.npy \
// RUN:   --expected_output=@%S/Inputs/tanh_range.out2.npy \
// RUN:   --expected_f32_threshold=2e-6
