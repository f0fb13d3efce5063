// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

func.func @unsupported(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Igamma' is not supported by -tagrad-legalize-tf}}
  %y = "tf.Igamma"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @string_const() -> tensor<*x!tf_type.string> {
  // expected-error@+1 {{'tf.Const' has a value TaGrad cannot take}}
  %s = "tf.Const"() {value = #tf_type<tensor_proto : "0x00"> : tensor<!tf_type.string>} : () -> tensor<*x!tf_type.string>
  return %s : tensor<*x!tf_type.string>
}

// -----

func.func @malformed_attribute(%a: tensor<2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatMul' has a malformed 'transpose_a' attribute: expected a boolean, got "yes"}}
  %y = "tf.MatMul"(%a, %a) {transpose_a = "yes"} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @bad_data_format(%x: tensor<1x1x1x2xf32>, %s: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FusedBatchNormV3' has an unsupported data_format "HWCN"}}
  %r:6 = "tf.FusedBatchNormV3"(%x, %s, %s, %s, %s) {data_format = "HWCN"} : (tensor<1x1x1x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Tanh' needs ranked operands, but one is 'tensor<*xf32>'}}
  %y = "tf.Tanh"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dynamic_axes(%x: tensor<2x3xf32>, %axes: tensor<1xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Sum' needs a constant reduction axes (the graph does not determine it at compile time)}}
  %y = "tf.Sum"(%x, %axes) {keep_dims = false} : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @axis_out_of_range(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %axes = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Max' has axis 2 out of range for rank 2}}
  %y = "tf.Max"(%x, %axes) {keep_dims = false} : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @no_broadcast(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AddV2' has operands that do not broadcast}}
  %y = "tf.AddV2"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @bad_reshape(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[4, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' cannot reshape 'tensor<2x3xf32>' to dense<[4, -1]> : tensor<2xi32>}}
  %y = "tf.Reshape"(%x, %shape) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @bad_squeeze(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Squeeze' cannot squeeze dimension 1 of 'tensor<2x3xf32>'}}
  %y = "tf.Squeeze"(%x) {squeeze_dims = [1]} : (tensor<2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @bad_transpose(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %perm = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Transpose' 1 is missing from {0,0}.}}
  %y = "tf.Transpose"(%x, %perm) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @bad_unpack(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Unpack' cannot unpack 'tensor<2x3xf32>' into 3 values}}
  %y:3 = "tf.Unpack"(%x) {axis = 0 : i64} : (tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @slice_out_of_bounds(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Slice' slices out of bounds of 'tensor<2x3xf32>'}}
  %y = "tf.Slice"(%x, %b, %s) : (tensor<2x3xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @zero_stride(%x: tensor<4xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSlice' strides[0] must be non-zero}}
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// x[2] read with a negative stride: TensorFlow takes stride 1 only there.
func.func @shrink_negative_stride(%x: tensor<4xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSlice' only stride 1 allowed on non-range indexing.}}
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shrink_out_of_bounds(%x: tensor<4xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSlice' has index 4 out of bounds for dimension 0}}
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @matmul_rank(%a: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatMul' needs ranked numeric operands of rank >= 2, got 'tensor<3xf32>' and 'tensor<3xf32>'}}
  %y = "tf.MatMul"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @int_div(%a: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.RealDiv' needs floating-point operands}}
  %y = "tf.RealDiv"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @cast_to_string(%a: tensor<2xi32>) -> tensor<*x!tf_type.string> {
  // expected-error@+1 {{'tf.Cast' returns DT_STRING (result 0), which TaGrad takes only as a constant message of Assert and Print}}
  %y = "tf.Cast"(%a) : (tensor<2xi32>) -> tensor<*x!tf_type.string>
  return %y : tensor<*x!tf_type.string>
}

// -----

// A captured variable whose graph gives no ranked type (and no feed).
// expected-error@+1 {{argument 0 ('r') of @resource_argument is a resource whose value type TaGrad cannot know: no resource subtype or handle attributes (_handle_dtypes, _handle_shapes), no ranked ReadVariableOp or AssignVariableOp use, and no tagrad.argument_types or tagrad.variable_types entry}}
func.func @resource_argument(%r: tensor<!tf_type.resource>) -> tensor<*xf32> attributes {tf.entry_function = {inputs = "r", outputs = "v"}} {
  %v = "tf.ReadVariableOp"(%r) : (tensor<!tf_type.resource>) -> tensor<*xf32>
  return %v : tensor<*xf32>
}

// -----

// The same as a placeholder left in the graph (named by its colocation
// class here, by its location in TensorFlow's MLIR).
func.func @resource_placeholder() -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Placeholder' 'w/resource' is a resource whose value type TaGrad cannot know}}
  %r = "tf.Placeholder"() {_class = ["loc:@w/resource"], shape = #tf_type.shape<>} : () -> tensor<!tf_type.resource>
  %v = "tf.ReadVariableOp"(%r) : (tensor<!tf_type.resource>) -> tensor<*xf32>
  return %v : tensor<*xf32>
}

// -----

// A captured variable of strings.
// expected-error@+1 {{argument 0 ('r') of @string_variable holds 'tensor<!tf_type.string>', which TaGrad cannot take (numbers and booleans only)}}
func.func @string_variable(%r: tensor<!tf_type.resource<tensor<!tf_type.string>>>) -> tensor<i32> attributes {tf.entry_function = {inputs = "r", outputs = "v"}} {
  %c = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  return %c : tensor<i32>
}

// -----

// A placeholder that is not a resource is not fed.
func.func @unfed_placeholder() -> tensor<2xf32> {
  // expected-error@+1 {{'tf.Placeholder' is not fed: a placeholder must be an argument of the converted function}}
  %p = "tf.Placeholder"() {shape = #tf_type.shape<2>} : () -> tensor<2xf32>
  return %p : tensor<2xf32>
}

// -----

// Two placeholders of one name.
func.func @twice() -> tensor<*xf32> {
  %r = "tf.Placeholder"() {_class = ["loc:@r"], shape = #tf_type.shape<>} : () -> tensor<!tf_type.resource<tensor<f32>>>
  // expected-error@+1 {{'tf.Placeholder' 'r' names a variable twice}}
  %s = "tf.Placeholder"() {_class = ["loc:@r"], shape = #tf_type.shape<>} : () -> tensor<!tf_type.resource<tensor<f32>>>
  %v = "tf.ReadVariableOp"(%r) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<*xf32>
  return %v : tensor<*xf32>
}

// -----

func.func @resource_result() -> tensor<!tf_type.resource> {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{result 0 of @resource_result is a resource, which -tagrad-legalize-tf cannot return}}
  return %ta#0 : tensor<!tf_type.resource>
}

// -----

func.func @variable_without_type() {
  // expected-error@+1 {{'tf.VarHandleOp' 'v' needs a ranked type (a resource subtype or dtype and shape attributes)}}
  %v = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource>
  return
}

// -----

func.func @variable_types_differ() {
  %a = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  // expected-error@+1 {{'tf.VarHandleOp' 'v' is 'tensor<3xf32>' here but 'tensor<2xf32>' elsewhere}}
  %b = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3xf32>>>
  return
}

// -----

func.func @assign_wrong_type(%x: tensor<3xf32>) {
  %v = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  // expected-error@+1 {{'tf.AssignVariableOp' assigns a value of type 'tensor<3xf32>' to variable 'v' of type 'tensor<2xf32>'}}
  "tf.AssignVariableOp"(%v, %x) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<3xf32>) -> ()
  return
}

// -----

func.func @not_an_array(%x: tensor<f32>) {
  %v = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<f32>>>
  %i = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorArrayWriteV3' needs a TensorArray as operand 0}}
  %f = "tf.TensorArrayWriteV3"(%v, %i, %x, %x) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @unknown_resource(%x: tensor<f32>) {
  // expected-error@+1 {{'tf.SomeHandle' is not supported by -tagrad-legalize-tf}}
  %h = "tf.SomeHandle"() : () -> tensor<!tf_type.resource>
  return
}

// -----

func.func @bad_element_shape() {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorArrayV3' has a malformed 'element_shape' #tf_type.shape<x>}}
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<x>} : (tensor<i32>) -> (tensor<!tf_type.resource>, tensor<f32>)
  return
}

// -----

func.func @loop_rank_changes(%x: tensor<2xf32>) -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  // expected-error@+1 {{'tf.WhileRegion' loop variable 0 enters as 'tensor<2xf32>' and comes back as 'tensor<1x2xf32>'}}
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%v: tensor<*xf32>):
    %s = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
    %w = "tf.Reshape"(%v, %s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
    "tf.Yield"(%w) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @loop_unranked_entry(%x: tensor<*xf32>) -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  // expected-error@+1 {{'tf.WhileRegion' loop variable 0 has no known rank where the loop starts ('tensor<*xf32>')}}
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%v) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @loop_non_boolean(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.WhileRegion' needs a boolean loop condition}}
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%v: tensor<*xf32>):
    %z = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
    "tf.Yield"(%z) : (tensor<f32>) -> ()
  }, {
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%v) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @if_branches_differ(%p: tensor<i1>, %x: tensor<2xf32>, %y: tensor<2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.IfRegion' result 0 is 'tensor<2xf32>' in one branch and 'tensor<2x2xf32>' in the other}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%x) : (tensor<2xf32>) -> ()
  }, {
    "tf.Yield"(%y) : (tensor<2x2xf32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @stray_executor() {
  // expected-error@+1 {{'tf_executor.graph' is not supported by -tagrad-legalize-tf}}
  "tf_executor.graph"() ({
    "tf_executor.fetch"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @arity(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AddV2' has 1 operands and 1 results; TensorFlow's op has 2 operands and 1 result}}
  %y = "tf.AddV2"(%x) : (tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @arity_results() {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorArrayV3' has 1 operands and 0 results; TensorFlow's op has 1 operand and 2 results}}
  "tf.TensorArrayV3"(%n) {dtype = f32} : (tensor<i32>) -> ()
  return
}

// -----

// A variant that is not a TensorList made in the graph.
// expected-error@+1 {{argument 0 of @variant_argument is a TensorList (DT_VARIANT); -tagrad-legalize-tf takes TensorLists made in the graph only}}
func.func @variant_argument(%v: tensor<!tf_type.variant>) {
  "tf.NoOp"() : () -> ()
  return
}

// -----

func.func @matmul_inner(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatMul' multiplies 'tensor<2x3xf32>' by 'tensor<4x5xf32>': the inner dimensions 3 and 4 differ}}
  %c = "tf.MatMul"(%a, %b) : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

func.func @concat_dims(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ConcatV2' concatenates 'tensor<2x3xf32>' and 'tensor<2x4xf32>', which differ in dimension 1}}
  %c = "tf.ConcatV2"(%a, %b, %axis) : (tensor<2x3xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

// The ops the legalizer builds are checked against TaGrad's verifiers: an
// int32 size of 2^31 wraps to a negative size (found by tagrad-fuzz).
func.func @tensor_array_wrapped_size() {
  %n = "tf.Const"() {value = dense<2147483648> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tagrad.tensor_array' op 'size' must be non-negative, got -2147483648 [C1]}}
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<3>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  return
}

// -----

// A write of a value that does not fit the element shape.
func.func @tensor_array_write_wrong_shape(%x: tensor<3xf32>) -> tensor<f32> {
  %n = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<4611686018427387904>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tagrad.tensor_array.write' op 'value' shape [3] is incompatible with the element shape [4611686018427387904] [C2]}}
  %f = "tf.TensorArrayWriteV3"(%ta#0, %i, %x, %ta#1) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<3xf32>, tensor<f32>) -> tensor<f32>
  return %f : tensor<f32>
}

// -----

func.func @l2_loss_of_integers(%x: tensor<3xi32>) -> tensor<*xi32> {
  // expected-error @+1 {{'tf.L2Loss' needs a ranked floating-point input, got 'tensor<3xi32>'}}
  %l = "tf.L2Loss"(%x) : (tensor<3xi32>) -> tensor<*xi32>
  return %l : tensor<*xi32>
}

// -----

// A shape is at most 254 dimensions (TensorFlow's bound): a splat constant
// of 2^31 is refused, not listed.
func.func @reshape_splat_shape(%x: tensor<2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<1> : tensor<2147483648xi32>} : () -> tensor<2147483648xi32>
  // expected-error@+1 {{'tf.Reshape' has a shape of 2147483648 dimensions (TensorFlow allows at most 254)}}
  %r = "tf.Reshape"(%x, %s) : (tensor<2xf32>, tensor<2147483648xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @broadcast_gradient_args_splat_shape(%x: tensor<2xi32>) -> tensor<*xi32> {
  %s = "tf.Const"() {value = dense<1> : tensor<2147483648xi32>} : () -> tensor<2147483648xi32>
  // expected-error@+1 {{'tf.BroadcastGradientArgs' needs shapes of known length}}
  %r:2 = "tf.BroadcastGradientArgs"(%x, %s) : (tensor<2xi32>, tensor<2147483648xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %r#0 : tensor<*xi32>
}

// -----

func.func @fill_splat_shape(%v: tensor<f32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<1> : tensor<2147483648xi32>} : () -> tensor<2147483648xi32>
  // expected-error@+1 {{'tf.Fill' has a shape of 2147483648 dimensions (TensorFlow allows at most 254)}}
  %r = "tf.Fill"(%s, %v) : (tensor<2147483648xi32>, tensor<f32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @tile_constant_overflow(%x: tensor<2xf32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<4611686018427387904> : tensor<1xi64>} : () -> tensor<1xi64>
  // expected-error@+1 {{'tf.Tile' tiles dimension 0 of 2 elements 4611686018427387904 times: more than 2**63 - 1 elements}}
  %t = "tf.Tile"(%x, %m) : (tensor<2xf32>, tensor<1xi64>) -> tensor<*xf32>
  return %t : tensor<*xf32>
}

// -----

func.func @shape_n_unranked(%a: tensor<2xf32>, %b: tensor<*xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ShapeN' needs ranked inputs, got 'tensor<*xf32>' as operand 1}}
  %s:2 = "tf.ShapeN"(%a, %b) : (tensor<2xf32>, tensor<*xf32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %s#1 : tensor<*xi32>
}

// -----

func.func @unsupported_op_with_resource_operand(%g: tensor<2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  // The op is the problem, not its handle operand.
  // expected-error@+1 {{'tf.ResourceApplyAddSign' is not supported by -tagrad-legalize-tf}}
  "tf.ResourceApplyAddSign"(%v, %g) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
  return
}

// -----

func.func @reference_assign_wrong_shape(%x: tensor<3xf32>) {
  %w = "tf.VariableV2"() {shape = #tf_type.shape<2>, shared_name = "w"} : () -> tensor<2x!tf_type.f32ref>
  // expected-error@+1 {{'tf.Assign' assigns a value of type 'tensor<3xf32>' to variable 'w' of type 'tensor<2xf32>'}}
  %w1 = "tf.Assign"(%w, %x) : (tensor<2x!tf_type.f32ref>, tensor<3xf32>) -> tensor<2x!tf_type.f32ref>
  return
}

// -----

func.func @reference_without_shape() {
  // expected-error@+1 {{'tf.VariableV2' 'w' needs a ranked type (a resource subtype or dtype and shape attributes)}}
  %w = "tf.VariableV2"() {shape = #tf_type.shape<*>, shared_name = "w"} : () -> tensor<*x!tf_type.f32ref>
  return
}

// -----

func.func @unique_of_matrix(%x: tensor<2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Unique' unique expects a 1D vector, got 'tensor<2x2xf32>'}}
  %y, %i = "tf.Unique"(%x) : (tensor<2x2xf32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %y : tensor<*xf32>
}

// -----

func.func @adagrad_da_float_global_step(%g: tensor<3x2xf32>, %lr: tensor<f32>, %step: tensor<f32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %s = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "s"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceApplyAdagradDA' needs an integer scalar as operand 7 (global_step), got 'tensor<f32>'}}
  "tf.ResourceApplyAdagradDA"(%v, %a, %s, %g, %lr, %lr, %lr, %step) {use_locking = false} : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<3x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> ()
  return
}

// -----

func.func @optimizer_vector_learning_rate(%g: tensor<3x2xf32>, %lr: tensor<2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceApplyGradientDescent' needs a 'f32' scalar as operand 1, got 'tensor<2xf32>'}}
  "tf.ResourceApplyGradientDescent"(%v, %lr, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xf32>, tensor<3x2xf32>) -> ()
  return
}

// -----

func.func @optimizer_grad_shape(%g: tensor<2x2xf32>, %lr: tensor<f32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceApplyAdagrad' var and grad do not have the same shape: 'tensor<3x2xf32>' vs 'tensor<2x2xf32>'}}
  "tf.ResourceApplyAdagrad"(%v, %a, %lr, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<2x2xf32>) -> ()
  return
}

// -----

func.func @optimizer_accumulator_type(%g: tensor<3x2xf32>, %lr: tensor<f32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  // expected-error@+1 {{'tf.ResourceApplyAdagrad' needs accumulators of the variable's type 'tensor<3x2xf32>', got 'tensor<2xf32>' as operand 1}}
  "tf.ResourceApplyAdagrad"(%v, %a, %lr, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<2xf32>>>, tensor<f32>, tensor<3x2xf32>) -> ()
  return
}

// -----

func.func @sparse_optimizer_matrix_indices(%g: tensor<2x2xf32>, %i: tensor<1x2xi32>, %lr: tensor<f32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceSparseApplyAdagrad' needs indices that are a vector, got 'tensor<1x2xi32>'}}
  "tf.ResourceSparseApplyAdagrad"(%v, %a, %lr, %g, %i) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<2x2xf32>, tensor<1x2xi32>) -> ()
  return
}

// -----

func.func @sparse_optimizer_row_width(%g: tensor<2x3xf32>, %i: tensor<2xi32>, %lr: tensor<f32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceSparseApplyAdagrad' var and grad must match in dimension 1: 'tensor<3x2xf32>' vs 'tensor<2x3xf32>'}}
  "tf.ResourceSparseApplyAdagrad"(%v, %a, %lr, %g, %i) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<2x3xf32>, tensor<2xi32>) -> ()
  return
}

// -----

func.func @ftrl_multiply_linear_by_lr(%g: tensor<3x2xf32>, %s: tensor<f32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %l = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "l"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceApplyFtrl' supports multiply_linear_by_lr = false only}}
  "tf.ResourceApplyFtrl"(%v, %a, %l, %g, %s, %s, %s, %s) {multiply_linear_by_lr = true} : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<3x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> ()
  return
}

// -----

func.func @scatter_update_shape(%i: tensor<2xi32>, %u: tensor<2x3xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceScatterUpdate' Must have updates.shape = indices.shape + params.shape[1:] or updates.shape = [], got 'tensor<2x3xf32>' for indices 'tensor<2xi32>' and params 'tensor<3x2xf32>'}}
  "tf.ResourceScatterUpdate"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x3xf32>) -> ()
  return
}

// -----

func.func @scatter_update_rank(%i: tensor<2xi32>, %u: tensor<2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceScatterAdd' Must have updates.shape = indices.shape + params.shape[1:] or updates.shape = [], got 'tensor<2xf32>'}}
  "tf.ResourceScatterAdd"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2xf32>) -> ()
  return
}

// -----

func.func @resource_gather_batch_dims(%i: tensor<2xi32>) -> tensor<*xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceGather' params.shape[0] = 3 should be equal to indices.shape[0] = 2}}
  %g = "tf.ResourceGather"(%v, %i) {batch_dims = 1 : i64} : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}

// -----

func.func @resource_gather_nd_too_deep(%i: tensor<2x3xi32>) -> tensor<*xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceGatherNd'}}
  %g = "tf.ResourceGatherNd"(%v, %i) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2x3xi32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}

// -----

func.func @reverse_sequence_same_dims(%x: tensor<2x3xf32>, %l: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ReverseSequence' Invalid batch_dim 1 for input of rank 2 and seq_dim 1}}
  %r = "tf.ReverseSequence"(%x, %l) {seq_dim = 1 : i64, batch_dim = 1 : i64} : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @div_no_nan_integers(%x: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.DivNoNan' needs floating-point operands}}
  %r = "tf.DivNoNan"(%x, %x) : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %r : tensor<*xi32>
}

// -----

func.func @strided_slice_begin_of_unknown_length(%x: tensor<6xf32>, %b: tensor<?xi32>) -> tensor<*xf32> {
  %e = "tf.Const"() {value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSlice' needs a begin of known length}}
  %r = "tf.StridedSlice"(%x, %b, %e, %s) : (tensor<6xf32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @slice_runtime_begin_wrong_length(%x: tensor<6x2xf32>, %b: tensor<3xi32>, %s: tensor<3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Slice' Expected begin and size arguments to be 1-D tensors of size 2, but got shapes 'tensor<3xi32>' and 'tensor<3xi32>' instead.}}
  %r = "tf.Slice"(%x, %b, %s) : (tensor<6x2xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pad_runtime_paddings_unknown_shape(%x: tensor<6xf32>, %p: tensor<?x2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Pad' needs paddings of static shape [rank, 2], got 'tensor<?x2xi32>'}}
  %r = "tf.Pad"(%x, %p) : (tensor<6xf32>, tensor<?x2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// '...' in the inputs but not in the output.
func.func @einsum_ellipsis_dropped(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' needs '...' in its output where its inputs have dimensions under it, got "...b,bc->c"}}
  %r = "tf.Einsum"(%a, %b) {equation = "...b,bc->c"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @einsum_implicit(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' supports explicit equations ("ab,bc->ac"), got "ab,bc"}}
  %r = "tf.Einsum"(%a, %b) {equation = "ab,bc"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @einsum_ellipsis_rank(%a: tensor<2xf32>, %b: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' needs a ranked input of at least 2 dimensions for "...ab"}}
  %r = "tf.Einsum"(%a, %b) {equation = "...ab,bc->...ac"} : (tensor<2xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// More dimensions under '...' than letters left to name them.
func.func @einsum_ellipsis_too_deep(%a: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' has too many dimensions under '...'}}
  %r = "tf.Einsum"(%a) {equation = "...ab->...ba"} : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @einsum_label_sizes(%a: tensor<2x3xf32>, %b: tensor<4x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' has label 'b' of sizes 3 and 4}}
  %r = "tf.Einsum"(%a, %b) {equation = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<4x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @einsum_digit_label(%a: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' supports letters and '...' in its equation, got "a1"}}
  %r = "tf.Einsum"(%a) {equation = "a1->a"} : (tensor<3x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @einsum_rank(%a: tensor<3xf32>, %b: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' needs an input of rank 2 for "ab", got 'tensor<3xf32>'}}
  %r = "tf.Einsum"(%a, %b) {equation = "ab,bc->ac"} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cumsum_axis(%x: tensor<3xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Cumsum' needs an axis in [-1, 1)}}
  %r = "tf.Cumsum"(%x, %axis) : (tensor<3xf32>, tensor<i32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @broadcast_to_smaller_rank(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.BroadcastTo' Rank of input (2) must be no greater than rank of output shape (1).}}
  %r = "tf.BroadcastTo"(%x, %s) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @band_part_of_vector(%x: tensor<3xf32>, %n: tensor<i64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixBandPart' input must be at least 2-dim, received shape: 'tensor<3xf32>'}}
  %r = "tf.MatrixBandPart"(%x, %n, %n) : (tensor<3xf32>, tensor<i64>, tensor<i64>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// A string is a message, not a value an op computes (tagrad-graphdef-fuzz:
// Shape with out_type DT_STRING crashed the legalizer).
func.func @string_shape(%x: tensor<2xf32>) -> tensor<i32> {
  // expected-error@+1 {{'tf.Shape' returns DT_STRING (result 0), which TaGrad takes only as a constant message of Assert and Print}}
  %s = "tf.Shape"(%x) : (tensor<2xf32>) -> tensor<1x!tf_type.string>
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  return %n : tensor<i32>
}

// -----

func.func @case_without_branches(%x: tensor<2xf32>, %i: tensor<i32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tf.Case' needs a non-empty 'branches' list of functions}}
  %r = "tf.Case"(%i, %x) {branches = [], is_stateless = true} : (tensor<i32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @case_float_index(%x: tensor<2xf32>, %i: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tf.Case' needs a scalar int32 branch index}}
  %r = "tf.Case"(%i, %x) {branches = [@neg], is_stateless = true} : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func private @neg(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
}

// -----

func.func @read_empty_optional() -> tensor<2xf32> {
  %o = "tf.OptionalNone"() : () -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.OptionalGetValue' reads an optional that has no value}}
  %v = "tf.OptionalGetValue"(%o) : (tensor<!tf_type.variant>) -> tensor<2xf32>
  return %v : tensor<2xf32>
}

// -----

func.func @string_format_into_identity(%x: tensor<3xf32>) -> tensor<*x!tf_type.string> {
  // expected-error@+1 {{'tf.StringFormat' formats a string that 'tf.Identity' reads; TaGrad takes StringFormat's text only as a message of PrintV2 and Assert}}
  %s = "tf.StringFormat"(%x) {template = "{}", placeholder = "{}", summarize = 3 : i64, T = [f32]} : (tensor<3xf32>) -> tensor<!tf_type.string>
  %i = "tf.Identity"(%s) : (tensor<!tf_type.string>) -> tensor<*x!tf_type.string>
  return %i : tensor<*x!tf_type.string>
}

// -----

func.func @check_numerics_of_integers(%x: tensor<3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.CheckNumerics' needs a ranked floating-point tensor, got 'tensor<3xi32>'}}
  %c = "tf.CheckNumerics"(%x) {message = "m"} : (tensor<3xi32>) -> tensor<*xi32>
  return %c : tensor<*xi32>
}

// -----

func.func @sparse_segment_grad_of_integers(%g: tensor<2x3xi32>, %i: tensor<4xi32>, %s: tensor<4xi32>, %n: tensor<i32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.SparseSegmentMeanGrad' needs a float grad of rank >= 1 and segment ids that are a vector, got 'tensor<2x3xi32>' and 'tensor<4xi32>'}}
  %r = "tf.SparseSegmentMeanGrad"(%g, %i, %s, %n) : (tensor<2x3xi32>, tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<*xi32>
  return %r : tensor<*xi32>
}

// -----

func.func @bincount_rank_3(%x: tensor<2x2x2xi32>, %n: tensor<i32>, %w: tensor<0xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DenseBincount' needs an input of rank 1 or 2 and ranked weights, got 'tensor<2x2x2xi32>' and 'tensor<0xf32>'}}
  %r = "tf.DenseBincount"(%x, %n, %w) {T = f32, Tidx = i32, binary_output = false} : (tensor<2x2x2xi32>, tensor<i32>, tensor<0xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @bincount_weights_shape(%x: tensor<4xi32>, %n: tensor<i32>, %w: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DenseBincount' `weights` must be the same shape as `arr` or a length-0 `Tensor`, in which case it acts as all weights equal to 1. Received 'tensor<3xf32>'}}
  %r = "tf.DenseBincount"(%x, %n, %w) {T = f32, Tidx = i32, binary_output = false} : (tensor<4xi32>, tensor<i32>, tensor<3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @bincount_weights_type(%x: tensor<4xi32>, %n: tensor<i32>, %w: tensor<4xf64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DenseBincount' has weights of 'f64' for a result of 'f32'}}
  %r = "tf.DenseBincount"(%x, %n, %w) {T = f32, Tidx = i32, binary_output = false} : (tensor<4xi32>, tensor<i32>, tensor<4xf64>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @bincount_unranked_weights(%x: tensor<4xi32>, %n: tensor<i32>, %w: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Bincount' needs ranked weights, got 'tensor<*xf32>'}}
  %r = "tf.Bincount"(%x, %n, %w) {T = f32} : (tensor<4xi32>, tensor<i32>, tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @bincount_of_floats(%x: tensor<4xf32>, %n: tensor<i32>, %w: tensor<0xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DenseBincount' needs integer values and an integer scalar size, got 'tensor<4xf32>' and 'tensor<i32>'}}
  %r = "tf.DenseBincount"(%x, %n, %w) {T = f32, Tidx = i32, binary_output = false} : (tensor<4xf32>, tensor<i32>, tensor<0xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @sparse_segment_sqrt_n_of_integers(%d: tensor<4x2xi32>, %i: tensor<3xi32>, %s: tensor<3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.SparseSegmentSqrtN' does not support element type 'i32'}}
  %r = "tf.SparseSegmentSqrtN"(%d, %i, %s) : (tensor<4x2xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<*xi32>
  return %r : tensor<*xi32>
}

// -----

// A fuzzed GraphDef's Shape with out_type DT_RESOURCE once crashed the
// shape's folding.
func.func @shape_out_type(%x: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Shape' has out_type 'f32', where TensorFlow takes int32 and int64}}
  %s = "tf.Shape"(%x) {out_type = f32} : (tensor<3xf32>) -> tensor<*xf32>
  return %s : tensor<*xf32>
}

// -----

// A slice assignment's value must broadcast into the slice's final shape
// (each size 1 or the slice's, aligned at the last dimension).
func.func @slice_update_not_broadcastable(%x: tensor<3x4xf32>, %v: tensor<3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.TensorStridedSliceUpdate' Cannot broadcast input shape [3] into final shape [2,2]}}
  %y = "tf.TensorStridedSliceUpdate"(%x, %b, %e, %s, %v) : (tensor<3x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_update_unranked_value(%x: tensor<3x4xf32>, %v: tensor<*xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.TensorStridedSliceUpdate' needs a ranked value}}
  %y = "tf.TensorStridedSliceUpdate"(%x, %b, %e, %s, %v) : (tensor<3x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_update_element_type(%x: tensor<3x4xf32>, %v: tensor<2x2xi32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.TensorStridedSliceUpdate' assigns a value of element type 'i32' to a slice of 'f32'}}
  %y = "tf.TensorStridedSliceUpdate"(%x, %b, %e, %s, %v) : (tensor<3x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// RGBToHSV and HSVToRGB take 3 channels in the last dimension.
func.func @rgb_to_hsv_channels(%x: tensor<2x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.RGBToHSV' input must have 3 channels but input only has 4 channels.}}
  %y = "tf.RGBToHSV"(%x) : (tensor<2x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @hsv_to_rgb_scalar(%x: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.HSVToRGB' needs a ranked input of rank 1 or more, got 'tensor<f32>'}}
  %y = "tf.HSVToRGB"(%x) : (tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @rgb_to_hsv_integers(%x: tensor<2x3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.RGBToHSV' needs a float input, got 'i32'}}
  %y = "tf.RGBToHSV"(%x) : (tensor<2x3xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// AdjustHue and AdjustSaturation: images of rank 3 or more, 3 channels, a
// scalar delta or scale of their type.
func.func @adjust_hue_rank(%x: tensor<2x3xf32>, %d: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AdjustHue' input must be at least 3-D, got shape[2,3]}}
  %y = "tf.AdjustHue"(%x, %d) : (tensor<2x3xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @adjust_saturation_channels(%x: tensor<1x2x4xf32>, %s: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AdjustSaturation' input must have 3 channels but instead has 4 channels.}}
  %y = "tf.AdjustSaturation"(%x, %s) : (tensor<1x2x4xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @adjust_hue_delta(%x: tensor<1x2x3xf32>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AdjustHue' delta must be scalar: [2]}}
  %y = "tf.AdjustHue"(%x, %d) : (tensor<1x2x3xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @adjust_saturation_type(%x: tensor<1x2x3xf32>, %s: tensor<f64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AdjustSaturation' needs float images and a scale of their type}}
  %y = "tf.AdjustSaturation"(%x, %s) : (tensor<1x2x3xf32>, tensor<f64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @adjust_hue_unranked(%x: tensor<*xf32>, %d: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AdjustHue' needs a ranked input and a ranked delta}}
  %y = "tf.AdjustHue"(%x, %d) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
