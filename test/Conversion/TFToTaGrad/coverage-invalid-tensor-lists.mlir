// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for TensorList and Optional diagnostics of -tagrad-legalize-tf
// that no other test covers (scripts/tf_frontend_coverage.py keeps them
// covered).

// TensorListReserve of complex elements.
func.func @reserve_complex_elements(%n: tensor<i32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorListReserve' needs a numeric or boolean 'element_dtype'}}
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = complex<f32>} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %len = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// TensorListReserve of lists (pfor's vectorized while loop keeps one list
// per item of a TensorArray of variants).
func.func @reserve_list_of_lists(%n: tensor<i32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorListReserve' makes a TensorList of TensorLists, one list per item (pfor's vectorized while loops: GradientTape.jacobian or tf.vectorized_map over a loop); TaGrad keeps lists of lists only as loop gradient accumulators (experimental_use_pfor=False avoids them)}}
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = !tf_type.variant} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %len = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// AddN of a TensorList and a tensor.
func.func @add_list_and_tensor(%x: tensor<2xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<2xf32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<f32>>>
  // expected-error@+1 {{'tf.AddN' adds a TensorList to something else}}
  %s = "tf.AddN"(%l, %x) : (tensor<!tf_type.variant<tensor<f32>>>, tensor<2xf32>) -> tensor<!tf_type.variant<tensor<f32>>>
  %len = "tf.TensorListLength"(%s) : (tensor<!tf_type.variant<tensor<f32>>>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// ZerosLike of a list of lists (an EmptyTensorList without element_dtype)
// that no list was pushed onto.
func.func @zeros_like_list_of_lists() -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.ZerosLike' takes a list of lists that holds no list}}
  %z = "tf.ZerosLike"(%l) : (tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %len = "tf.TensorListLength"(%z) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// ZerosLike of a list of lists holding a list whose items' shape is not
// known before compiling.
func.func @zeros_like_list_of_unshaped_lists(%x: tensor<?xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %outer = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %inner = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %i1 = "tf.TensorListPushBack"(%inner, %x) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<?xf32>) -> tensor<!tf_type.variant>
  %o1 = "tf.TensorListPushBack"(%outer, %i1) : (tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.ZerosLike' takes a loop accumulator whose items' shape is not known before run time; TaGrad cannot make their zeros}}
  %z = "tf.ZerosLike"(%o1) : (tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %len = "tf.TensorListLength"(%z) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// TensorListLength of a loop accumulator (an EmptyTensorList in a loop body).
func.func @accumulator_length(%x: tensor<f32>) -> tensor<*xf32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %w:2 = "tf.While"(%zero, %x) {body = @body, cond = @cond, is_stateless = true} : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<*xf32>)
  return %w#1 : tensor<*xf32>
}
func.func private @cond(%i: tensor<i32>, %x: tensor<f32>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %x: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.TensorListLength' uses a TensorList made by an EmptyTensorList in a loop body; TaGrad keeps those as one stack per op (loop gradient accumulators), which only TensorListPushBack and TensorListPopBack may use}}
  %len = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant>) -> tensor<i32>
  %i1 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %i1, %x : tensor<i32>, tensor<f32>
}

// -----

// TensorListFromTensor of a scalar.
func.func @from_scalar(%x: tensor<f32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorListFromTensor' needs a tensor of rank 1 or more, got 'tensor<f32>'}}
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<f32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<f32>>>
  %len = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant<tensor<f32>>>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// Two different lists pushed onto one list of lists.
func.func @push_two_lists(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %ll = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %a = "tf.TensorListFromTensor"(%x, %shape) : (tensor<2xf32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<f32>>>
  %b = "tf.TensorListFromTensor"(%y, %shape) : (tensor<2xf32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<f32>>>
  %ll1 = "tf.TensorListPushBack"(%ll, %a) : (tensor<!tf_type.variant>, tensor<!tf_type.variant<tensor<f32>>>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.TensorListPushBack' pushes a handle that is not the one TensorList this list of lists holds}}
  %ll2 = "tf.TensorListPushBack"(%ll1, %b) : (tensor<!tf_type.variant>, tensor<!tf_type.variant<tensor<f32>>>) -> tensor<!tf_type.variant>
  %len = "tf.TensorListLength"(%ll2) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// TensorListElementShape answering in int16.
func.func @element_shape_int16(%x: tensor<2x3xf32>) -> tensor<*xi16> {
  %shape = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<!tf_type.variant<tensor<3xf32>>>
  // expected-error@+1 {{'tf.TensorListElementShape' needs an int32 or int64 'shape_type'}}
  %s = "tf.TensorListElementShape"(%l) : (tensor<!tf_type.variant<tensor<3xf32>>>) -> tensor<*xi16>
  return %s : tensor<*xi16>
}

// -----

// TensorListGather with a matrix of indices.
func.func @gather_matrix_indices(%x: tensor<4x3xf32>, %i: tensor<2x1xi32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<4x3xf32>, tensor<1xi32>) -> tensor<!tf_type.variant<tensor<3xf32>>>
  // expected-error@+1 {{'tf.TensorListGather' needs a vector of indices, got 'tensor<2x1xi32>'}}
  %g = "tf.TensorListGather"(%l, %i, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<3xf32>>>, tensor<2x1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}

// -----

// TensorListSplit with a matrix of lengths.
func.func @split_matrix_lengths(%x: tensor<4x3xf32>, %n: tensor<2x1xi64>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<[-1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.TensorListSplit' needs a vector of lengths, got 'tensor<2x1xi64>'}}
  %l = "tf.TensorListSplit"(%x, %shape, %n) {element_dtype = f32} : (tensor<4x3xf32>, tensor<2xi32>, tensor<2x1xi64>) -> tensor<!tf_type.variant<tensor<?x3xf32>>>
  %len = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant<tensor<?x3xf32>>>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// OptionalFromValue of two components.
func.func @optional_two_components(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<i1> {
  // expected-error@+1 {{'tf.OptionalFromValue' takes one tensor component here, got 2}}
  %o = "tf.OptionalFromValue"(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %h = "tf.OptionalHasValue"(%o) : (tensor<!tf_type.variant>) -> tensor<i1>
  return %h : tensor<i1>
}

// -----

// OptionalGetValue of two components.
func.func @optional_get_two(%x: tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %o = "tf.OptionalFromValue"(%x) : (tensor<2xf32>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.OptionalGetValue' needs an optional of one tensor component}}
  %a, %b = "tf.OptionalGetValue"(%o) : (tensor<!tf_type.variant>) -> (tensor<*xf32>, tensor<*xf32>)
  return %a, %b : tensor<*xf32>, tensor<*xf32>
}

// -----

// A list used again after an AddN took it (its items went into the sum).
func.func @list_after_add_n(%x: tensor<2xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %a1 = "tf.TensorListSetItem"(%a, %i, %x) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %b = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %b1 = "tf.TensorListSetItem"(%b, %i, %x) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %s = "tf.AddN"(%a1, %b1) : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<!tf_type.variant<tensor<2xf32>>>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  // expected-error@+1 {{'tf.TensorListLength' uses a TensorList that an AddN took}}
  %len = "tf.TensorListLength"(%b1) : (tensor<!tf_type.variant<tensor<2xf32>>>) -> tensor<i32>
  return %len : tensor<i32>
}
