// Quantization-aware training (fake_quant_qat in gen_tf_goldens.py): a
// convolution filter quantized per output channel with learned ranges
// (FakeQuantWithMinMaxVarsPerChannel and its gradient), weights per tensor
// with learned min and max (FakeQuantWithMinMaxVars, 6 bits), activations
// with fixed ranges (FakeQuantWithMinMaxArgs: 4 bits with a narrow range,
// and [0, 6]) under SGD of all six variables; and the ops on special
// inputs: a [0, 0] range (all 0, and the whole gradient passes), an
// inverted range, 10 bits (a zero point past 255), NaN, values on the
// levels. Not at 10 bits the value -1.0: it lies exactly on a half level,
// where TensorFlow's kernel (Eigen's vectorized arithmetic) gives the upper
// level (-0.9990225) and the correctly rounded f32 quotient (TaGrad's,
// numpy's) the lower one (-1.0009775). Arguments: x [2,4,4,2], z [7], then the variables. Results: the
// loss, o_*, the updated variables.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the quantized values are TensorFlow's f32 arithmetic step by
// step and match exactly; the loss and updates are float32 sums: 1e-5.
//
// RUN: tagrad-run %S/Inputs/fake_quant_qat.mlir --function=main \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in0.npy \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in1.npy \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in2.npy \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in3.npy \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in4.npy \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in5.npy \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in6.npy \
// RUN:   --input=@%S/Inputs/fake_quant_qat.in7.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out0.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out1.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out2.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out3.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out4.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out5.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out6.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out7.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out8.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out9.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out10.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out11.npy \
// RUN:   --expected_output=@%S/Inputs/fake_quant_qat.out12.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-13: matches
// CHECK-NOT: MISMATCH
