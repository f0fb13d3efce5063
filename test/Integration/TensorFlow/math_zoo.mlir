// Forward elementwise ops, no loop (math_zoo in gen_tf_goldens.py): Sub,
// RealDiv, Neg, Square, Sqrt, Rsqrt, Exp, Log (of positive values),
// Sigmoid, Relu, Reciprocal, Tanh, Maximum, Minimum, SquaredDifference,
// Abs, AddN; Less / LessEqual / Greater / GreaterEqual / Equal / NotEqual
// with LogicalAnd / LogicalOr / LogicalNot; Select (v1, same-shape and
// rank-1 row condition) and SelectV2 (tf.where, broadcasting); Cast
// float -> int32 (truncation of negative values), int32 -> float,
// bool -> float; int32 Add / Mul / Sub / Maximum / Minimum / Neg / Abs /
// Square and compares. Shapes: [2,3] against [3], [2,1], constant scalars
// and a fed scalar. Arguments: a [2,3], b [3], col [2,1], p [2,3] (> 0),
// s []. Results (o_*): 16 [2,3] tensors; the int and bool ones are cast
// back to float32 in the graph, so they must match exactly.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 1.9e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 52 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/math_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/math_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/math_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/math_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/math_zoo.in3.npy \
// RUN:   --input=@%S/Inputs/math_zoo.in4.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out12.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out13.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out14.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo.out15.npy \
// RUN:   --expected_f32_threshold=1e-5
