// RUN: tagrad-opt %s --tagrad-infer-grad-source --split-input-file --verify-diagnostics

// TensorFlow's ValueError cases: "foo", "foo/bar" and "". A bare name
// location carries no file position, hence @unknown.

func.func @no_gradients_scope(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-error @unknown {{has an empty 'source' that cannot be inferred: Expected op/tensor name to start with gradients (excluding scope), got: foo/bar}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("foo/bar")
  return
}

// -----

func.func @single_component(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-error @unknown {{got: foo}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("foo")
  return
}

// -----

func.func @empty_name(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-error @unknown {{has an empty 'source' and no name location}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("")
  return
}

// -----

// A gradients scope only counts at the start of a component.
func.func @not_a_prefix(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-error @unknown {{got: my_gradients/x}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>> loc("my_gradients/x")
  return
}

// -----

func.func @no_name_location(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-error @+1 {{'tagrad.tensor_array.grad' op has an empty 'source' and no name location to infer it from}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<3xf32>>
  return
}

// -----

func.func @grad_with_shape_no_name(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32, %p: tensor<1xi32>) {
  // expected-error @+1 {{'tagrad.tensor_array.grad_with_shape' op has an empty 'source' and no name location}}
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %p source "" : !tagrad.tensor_array<tensor<3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x3xf32>>
  return
}
