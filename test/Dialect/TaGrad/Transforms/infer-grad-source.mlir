// RUN: tagrad-opt %s --tagrad-infer-grad-source --split-input-file | FileCheck %s

// The examples of TensorFlow's testSkipEagerGetGradSource_* tests.

// CHECK-LABEL: func @tf_names
func.func @tf_names(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // CHECK: source "gradients"
  %g0, %f0 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("gradients/foo")
  // CHECK: source "gradients"
  %g1, %f1 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("gradients/foo/bar")
  // CHECK: source "gradients_0"
  %g2, %f2 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("gradients_0/foo")
  // CHECK: source "gradients:0"
  %g3, %f3 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("gradients:0")
  // CHECK: source "foo/gradients"
  %g4, %f4 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("foo/gradients/bar")
  // CHECK: source "foo/bar/gradients_0"
  %g5, %f5 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("foo/bar/gradients_0/baz")
  // The innermost gradients scope wins.
  // CHECK: source "foo/gradients/bar/gradients_0"
  %g6, %f6 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("foo/gradients/bar/gradients_0/baz")
  // CHECK: source "gradients_1"
  %g7, %f7 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("gradients_1/while/TensorArrayGrad")
  return
}

// -----

// A source that is already set is kept, whatever the location says.
// CHECK-LABEL: func @explicit_source_kept
func.func @explicit_source_kept(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // CHECK: source "mine"
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "mine" : !tagrad.tensor_array<tensor<3xf32>> loc("gradients_3/x")
  return
}

// -----

// Names inside fused and call-site locations, and grad_with_shape.
// CHECK-LABEL: func @nested_locations
func.func @nested_locations(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32) {
  // CHECK: tagrad.tensor_array.grad {{.*}} source "gradients_2"
  %g0, %f0 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<2x3xf32>> loc(fused["model.py":3:1, "gradients_2/while/grad"])
  // CHECK: tagrad.tensor_array.grad {{.*}} source "outer/gradients"
  %g1, %f1 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<2x3xf32>> loc(callsite("outer/gradients/TensorArrayGrad" at "model.py":7:2))
  // The first fused name without a gradients scope is skipped.
  // CHECK: tagrad.tensor_array.grad {{.*}} source "gradients_1"
  %g2, %f2 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<2x3xf32>> loc(fused["forward/read", "gradients_1/read_grad"])
  %prepend = arith.constant dense<[4]> : tensor<1xi32>
  // CHECK: tagrad.tensor_array.grad_with_shape {{.*}} source "gradients"
  %g3, %f3 = tagrad.tensor_array.grad_with_shape %ta, %f, %prepend source "" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<4x2x3xf32>> loc("gradients/TensorArrayGradWithShape")
  return
}
