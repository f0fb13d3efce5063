// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-inline-calls -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// A gradient branch reading a scalar from an optional whose every branch
// holds a [3] tensor: no padding to drop.
func.func @read_lower_rank(%p: tensor<i1>, %x: tensor<3xf32>) -> tensor<f32> {
  %o = "tf.If"(%p, %x) {then_branch = @save, else_branch = @save, is_stateless = true} : (tensor<i1>, tensor<3xf32>) -> tensor<!tf_type.variant>
  %g = "tf.If"(%p, %o) {then_branch = @read_scalar, else_branch = @read_scalar, is_stateless = true} : (tensor<i1>, tensor<!tf_type.variant>) -> tensor<f32>
  return %g : tensor<f32>
}
func.func private @save(%x: tensor<3xf32>) -> tensor<!tf_type.variant> {
  %o = "tf.OptionalFromValue"(%x) : (tensor<3xf32>) -> tensor<!tf_type.variant>
  return %o : tensor<!tf_type.variant>
}
func.func private @read_scalar(%o: tensor<!tf_type.variant>) -> tensor<f32> {
  // expected-error@+1 {{'tf.OptionalGetValue' reads a 'tensor<f32>' from an optional holding 'tensor<3xf32>'}}
  %v = "tf.OptionalGetValue"(%o) {output_shapes = [#tf_type.shape<>], output_types = [f32]} : (tensor<!tf_type.variant>) -> tensor<*xf32>
  %s = "tf.Identity"(%v) : (tensor<*xf32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// The same rank, another static size.
func.func @read_other_size(%p: tensor<i1>, %x: tensor<3xf32>) -> tensor<4xf32> {
  %o = "tf.If"(%p, %x) {then_branch = @save, else_branch = @save, is_stateless = true} : (tensor<i1>, tensor<3xf32>) -> tensor<!tf_type.variant>
  %g = "tf.If"(%p, %o) {then_branch = @read_four, else_branch = @read_four, is_stateless = true} : (tensor<i1>, tensor<!tf_type.variant>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}
func.func private @save(%x: tensor<3xf32>) -> tensor<!tf_type.variant> {
  %o = "tf.OptionalFromValue"(%x) : (tensor<3xf32>) -> tensor<!tf_type.variant>
  return %o : tensor<!tf_type.variant>
}
func.func private @read_four(%o: tensor<!tf_type.variant>) -> tensor<4xf32> {
  // expected-error@+1 {{'tf.OptionalGetValue' reads a 'tensor<4xf32>' from an optional holding 'tensor<3xf32>'}}
  %v = "tf.OptionalGetValue"(%o) : (tensor<!tf_type.variant>) -> tensor<4xf32>
  return %v : tensor<4xf32>
}
