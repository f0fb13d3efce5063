// Matrix products whose operand is a one-use unary op, as an inference
// step or tf.recompute_grad's forward has them (unary_into_products in
// gen_tf_goldens.py): -x @ a, softmax(tanh(x @ w1) @ w2), exp(x) @ b^T,
// |xb| @ bb batched, einsum of sin(x). Elementwise fusion puts the unary
// op into the product's body, and -tagrad-cpu-matmul-to-blas took such a
// body for a plain product: four of the five came out without their unary
// op (-x @ a as x @ a).
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: TensorFlow's float32 results differ from float64's by
// at most 2.7e-07 relative; 1e-5 leaves room for OpenBLAS's summation
// order over 20 terms, and a dropped unary op is off by 0.3 or more.
//
// RUN: tagrad-run %S/Inputs/unary_into_products.mlir --function=main \
// RUN:   --input=@%S/Inputs/unary_into_products.in0.npy \
// RUN:   --input=@%S/Inputs/unary_into_products.in1.npy \
// RUN:   --input=@%S/Inputs/unary_into_products.in2.npy \
// RUN:   --input=@%S/Inputs/unary_into_products.in3.npy \
// RUN:   --input=@%S/Inputs/unary_into_products.in4.npy \
// RUN:   --input=@%S/Inputs/unary_into_products.in5.npy \
// RUN:   --expected_output=@%S/Inputs/unary_into_products.out0.npy \
// RUN:   --expected_output=@%S/Inputs/unary_into_products.out1.npy \
// RUN:   --expected_output=@%S/Inputs/unary_into_products.out2.npy \
// RUN:   --expected_output=@%S/Inputs/unary_into_products.out3.npy \
// RUN:   --expected_output=@%S/Inputs/unary_into_products.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
// CHECK-COUNT-5: matches
