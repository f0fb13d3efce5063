// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s | FileCheck %s

// CheckNumerics: one or-reduction of NaN / Inf bits over the input, one
// run-time check per combination with TensorFlow's message; the input
// passes on. V1 names Inf and NaN, V2 -Inf, +Inf and NaN.
// CHECK-LABEL: func.func @check_numerics
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "reduction"]
// CHECK: arith.cmpf uno
// CHECK: tagrad.runtime_check {{.*}}"loss : Tensor had Inf values"
// CHECK: tagrad.runtime_check {{.*}}"loss : Tensor had NaN values"
// CHECK: tagrad.runtime_check {{.*}}"loss : Tensor had Inf and NaN values"
// CHECK-NOT: tagrad.runtime_check
// CHECK: tagrad.runtime_check {{.*}}"g : Tensor had -Inf values"
// CHECK: tagrad.runtime_check {{.*}}"g : Tensor had -Inf, +Inf, and NaN values"
// CHECK: return %arg0
func.func @check_numerics(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %c = "tf.CheckNumerics"(%x) {message = "loss"} : (tensor<2x3xf32>) -> tensor<*xf32>
  %d = "tf.CheckNumericsV2"(%c) {message = "g"} : (tensor<*xf32>) -> tensor<*xf32>
  return %d : tensor<*xf32>
}

// -----

// tf.print's StringFormat and PrintV2 leave nothing; an unfed
// PlaceholderWithDefault is its default.
// CHECK-LABEL: func.func @print_and_default
// CHECK-NEXT: %[[D:.*]] = arith.constant dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT: return %[[D]]
func.func @print_and_default(%x: tensor<3xf32>) -> tensor<*xf32> {
  %s = "tf.StringFormat"(%x) {template = "x = {}", placeholder = "{}", summarize = 3 : i64, T = [f32]} : (tensor<3xf32>) -> tensor<!tf_type.string>
  "tf.PrintV2"(%s) {output_stream = "stderr", end = "\0A"} : (tensor<!tf_type.string>) -> ()
  %d = "tf.Const"() {value = dense<1.5> : tensor<f32>} : () -> tensor<f32>
  %p = "tf.PlaceholderWithDefault"(%d) : (tensor<f32>) -> tensor<*xf32>
  return %p : tensor<*xf32>
}

// -----

// DenseBincount: run-time checks of the size and of each value, then a
// loop adding into the value's bin when it is below the size.
// CHECK-LABEL: func.func @bincount
// CHECK: tagrad.runtime_check {{.*}}"size ({0}) must be non-negative"
// CHECK: scf.for
// CHECK: scf.for
// CHECK: tagrad.runtime_check {{.*}}"Input arr must be non-negative!"
// CHECK: scf.if
// CHECK: arith.addf
func.func @bincount(%x: tensor<5xi32>, %w: tensor<5xf32>, %n: tensor<i32>) -> tensor<*xf32> {
  %r = "tf.DenseBincount"(%x, %n, %w) {T = f32, Tidx = i32, binary_output = false} : (tensor<5xi32>, tensor<i32>, tensor<5xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Weights of a dynamic length: checked against the input at run time.
// CHECK-LABEL: func.func @bincount_dynamic_weights
// CHECK: tagrad.runtime_check {{.*}}"`weights` must be the same shape as `arr` or a length-0 `Tensor`, in which case it acts as all weights equal to 1."
func.func @bincount_dynamic_weights(%x: tensor<?xi32>, %w: tensor<?xf32>, %n: tensor<i32>) -> tensor<*xf32> {
  %r = "tf.Bincount"(%x, %n, %w) {T = f32} : (tensor<?xi32>, tensor<i32>, tensor<?xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
