// Activations and unary math of real models, forward and through
// tf.gradients (activation_zoo in gen_tf_goldens.py): Sin, Cos, Log1p,
// Expm1, Erf, Floor, Ceil, Round and Rint (half to even: -2.5, 1.5, 2.5
// are fed), Sign (float and int32), Softsign, Softplus (inputs -30 and 30
// reach its kernel's exp(x) and x ranges), Elu, Relu6, LeakyRelu (alpha
// 0.1), and the gradient ops tf.gradients emits for them: SqrtGrad,
// RsqrtGrad, ReciprocalGrad, Relu6Grad, EluGrad, SoftplusGrad,
// SoftsignGrad, LeakyReluGrad. Arguments: x [2,6], p [2,6] (> 0).
// Results (o_*): ten [2,6] forward tensors, the loss, dL/dx, dL/dp.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 5.0e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (libm's erff, other sin/cos/exp approximations), so they may
// differ from TF's by about twice that. 1e-5 is 20 times TF's own error;
// a wrong formula, range or rounding mode is off by far more than that
// (the rounding and sign results are integers and must match exactly).
//
// RUN: tagrad-run %S/Inputs/activation_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/activation_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/activation_zoo.in1.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/activation_zoo.out12.npy \
// RUN:   --expected_f32_threshold=1e-5
