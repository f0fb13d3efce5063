// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s | FileCheck %s

// TensorFlow 2's TensorLists are tensor arrays whose writes replace
// (writes_replace) with a length kept beside them: SetItem writes after
// checking the index against the length, GetItem reads, Stack gathers the
// first `length` items; the element shape comes from the first write.
// CHECK-LABEL: func.func @reserve_set_get_stack
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %[[C3]] {clear_after_read = false, dynamic_size = true, tensor_array_name = "l", writes_replace = true} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: %[[F1:.*]] = tagrad.tensor_array.write %[[TA]][%{{.*}}], %arg0, %[[F0]]
// CHECK: %[[V:.*]] = tagrad.tensor_array.read %[[TA]][%{{.*}}], %[[F1]]
// CHECK: %[[S:.*]] = tagrad.tensor_array.gather %[[TA]][%{{.*}}], %[[F1]]
// CHECK: %[[SC:.*]] = tensor.cast %[[S]] : tensor<?x2xf32> to tensor<3x2xf32>
// CHECK: return %[[V]], %[[SC]]
func.func @reserve_set_get_stack(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<3x2xf32>) {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<*xf32>>> loc("l")
  %l1 = "tf.TensorListSetItem"(%l, %i, %a) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant<tensor<*xf32>>>
  %v = "tf.TensorListGetItem"(%l1, %i, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<*xf32>>>, tensor<i32>, tensor<i32>) -> tensor<2xf32>
  %s = "tf.TensorListStack"(%l1, %shape) {element_dtype = f32, num_elements = -1 : i64} : (tensor<!tf_type.variant<tensor<*xf32>>>, tensor<i32>) -> tensor<3x2xf32>
  return %v, %s : tensor<2xf32>, tensor<3x2xf32>
}

// -----

// An index from data is checked against the list's length at run time,
// with TensorFlow's message.
// CHECK-LABEL: func.func @checked_index
// The item a fresh list was given is written when the list is first read.
// CHECK: tagrad.runtime_check %{{.*}}, "Trying to modify element {0} in a list with {1} elements."
// CHECK: tagrad.runtime_check %{{.*}}, "Trying to access element {0} in a list with {1} elements."
// CHECK: tagrad.tensor_array.write
// CHECK: tagrad.tensor_array.read
func.func @checked_index(%a: tensor<2xf32>, %i: tensor<i32>) -> tensor<2xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %l1 = "tf.TensorListSetItem"(%l, %i, %a) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %v = "tf.TensorListGetItem"(%l1, %i, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<i32>, tensor<1xi32>) -> tensor<2xf32>
  return %v : tensor<2xf32>
}

// -----

// TF2's loop gradients save forward values by PushBack into an empty list
// and read them back by PopBack: the length and the flow are loop-carried
// like a stack's, and a pop from an empty list fails with TensorFlow's text.
// CHECK-LABEL: func.func @push_pop_loops
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, tensor_array_name = "acc", writes_replace = true} : !tagrad.tensor_array<tensor<f32>>
// CHECK: %[[W:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[F0]]) : (tensor<i32>, index, f32) -> (tensor<i32>, index, f32)
// CHECK: tagrad.tensor_array.write %[[TA]]
// CHECK: scf.while
// CHECK: tagrad.runtime_check %{{.*}}, "Trying to pop from an empty list."
// CHECK: tagrad.tensor_array.read %[[TA]]
func.func @push_pop_loops(%x: tensor<f32>) -> tensor<f32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %fzero = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %acc = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant> loc("acc")
  %fw:2 = "tf.While"(%zero, %acc) {body = @push_body, cond = @cond, is_stateless = true} : (tensor<i32>, tensor<!tf_type.variant>) -> (tensor<i32>, tensor<!tf_type.variant>)
  %bw:3 = "tf.While"(%zero, %fw#1, %fzero) {body = @pop_body, cond = @cond3, is_stateless = true} : (tensor<i32>, tensor<!tf_type.variant>, tensor<f32>) -> (tensor<i32>, tensor<!tf_type.variant>, tensor<f32>)
  return %bw#2 : tensor<f32>
}
func.func private @cond(%i: tensor<i32>, %l: tensor<!tf_type.variant>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @cond3(%i: tensor<i32>, %l: tensor<!tf_type.variant>, %s: tensor<f32>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @push_body(%i: tensor<i32>, %l: tensor<!tf_type.variant>) -> (tensor<i32>, tensor<!tf_type.variant>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %f = "tf.Cast"(%i) : (tensor<i32>) -> tensor<f32>
  %l1 = "tf.TensorListPushBack"(%l, %f) : (tensor<!tf_type.variant>, tensor<f32>) -> tensor<!tf_type.variant>
  %i1 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %i1, %l1 : tensor<i32>, tensor<!tf_type.variant>
}
func.func private @pop_body(%i: tensor<i32>, %l: tensor<!tf_type.variant>, %s: tensor<f32>) -> (tensor<i32>, tensor<!tf_type.variant>, tensor<f32>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l1, %v = "tf.TensorListPopBack"(%l, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>) -> (tensor<!tf_type.variant>, tensor<f32>)
  %s1 = "tf.AddV2"(%s, %v) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %i1 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %i1, %l1, %s1 : tensor<i32>, tensor<!tf_type.variant>, tensor<f32>
}

// -----

// FromTensor scatters the rows; Length, ElementShape (the declared shape)
// and Gather.
// CHECK-LABEL: func.func @from_tensor
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, writes_replace = true} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: %[[F1:.*]] = tagrad.tensor_array.scatter %[[TA]]
// CHECK: arith.constant dense<-1> : tensor<i32>
// CHECK: tagrad.tensor_array.gather %[[TA]]
func.func @from_tensor(%x: tensor<4x2xf32>, %idx: tensor<2xi32>) -> (tensor<i32>, tensor<i32>, tensor<2x2xf32>) {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<4x2xf32>, tensor<i32>) -> tensor<!tf_type.variant>
  %n = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant>) -> tensor<i32>
  %es = "tf.TensorListElementShape"(%l) {shape_type = i32} : (tensor<!tf_type.variant>) -> tensor<i32>
  %g = "tf.TensorListGather"(%l, %idx, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<2xi32>, tensor<i32>) -> tensor<2x2xf32>
  return %n, %es, %g : tensor<i32>, tensor<i32>, tensor<2x2xf32>
}

// -----

// A TensorList is a handle: an op that takes a tensor cannot take one.
func.func @list_as_tensor(%x: tensor<4x2xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<4x2xf32>, tensor<i32>) -> tensor<!tf_type.variant>
  // expected-error @+1 {{'tf.Neg' takes a TensorList (DT_VARIANT) as operand 0, where TensorFlow's op takes a tensor}}
  %y = "tf.Neg"(%l) : (tensor<!tf_type.variant>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A list op needs a list.
func.func @not_a_list(%x: tensor<i32>) -> tensor<i32> {
  %s = "tf.StackV2"(%x) {elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  // expected-error @+1 {{'tf.TensorListLength' needs a TensorList as operand 0}}
  %n = "tf.TensorListLength"(%s) : (tensor<!tf_type.resource>) -> tensor<i32>
  return %n : tensor<i32>
}

// -----

func.func @rank0_from_tensor(%x: tensor<f32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error @+1 {{'tf.TensorListFromTensor' needs a tensor of rank 1 or more, got 'tensor<f32>'}}
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<f32>, tensor<i32>) -> tensor<!tf_type.variant>
  %n = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %n : tensor<i32>
}

// -----

// A variant argument is not a list TaGrad knows the contents of.
// expected-error @+1 {{argument 0 of @variant_argument is a TensorList (DT_VARIANT); -tagrad-legalize-tf takes TensorLists made in the graph only}}
func.func @variant_argument(%l: tensor<!tf_type.variant>) -> tensor<i32> {
  %n = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %n : tensor<i32>
}

// -----

// TensorFlow's gradient of TensorListGetItem in a loop: a fresh list of the
// length with one item set, added (AddN) to the running gradient list. The
// item is added in place, and the fresh list's array is never made.
// CHECK-LABEL: func.func @add_fresh_list
// CHECK: tagrad.tensor_array.scatter
// CHECK: %[[TA:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, writes_replace = true} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK-NOT: tagrad.tensor_array %
// CHECK: %[[OLD:.*]] = tagrad.tensor_array.read %[[TA]][%{{.*}}]
// CHECK: %[[SUM:.*]] = linalg.generic
// CHECK: tagrad.tensor_array.write %[[TA]][%{{.*}}], %[[SUM]]
// CHECK: tagrad.tensor_array.gather %[[TA]]
func.func @add_fresh_list(%x: tensor<3x2xf32>, %d: tensor<2xf32>) -> tensor<3x2xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<!tf_type.variant>
  %z = "tf.ZerosLike"(%l) : (tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %f = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant>
  %f1 = "tf.TensorListSetItem"(%f, %i, %d) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %sum = "tf.AddN"(%z, %f1) : (tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %s = "tf.TensorListStack"(%sum, %shape) {element_dtype = f32, num_elements = 3 : i64} : (tensor<!tf_type.variant>, tensor<1xi32>) -> tensor<3x2xf32>
  return %s : tensor<3x2xf32>
}

// -----

// cond_v2 keeps a branch's intermediates as optionals: an optional of one
// tensor is that tensor.
// CHECK-LABEL: func.func @optionals
// CHECK-NEXT: return %arg0
func.func @optionals(%x: tensor<2xf32>) -> tensor<2xf32> {
  %o = "tf.OptionalFromValue"(%x) : (tensor<2xf32>) -> tensor<!tf_type.variant>
  %v = "tf.OptionalGetValue"(%o) : (tensor<!tf_type.variant>) -> tensor<2xf32>
  return %v : tensor<2xf32>
}

// -----

// An accumulator made in a loop body (the inner loop's, in nested loops'
// gradients) is one stack for all trips, made at the entry, and a list of
// such lists holds that one list.
// CHECK-LABEL: func.func @nested_accumulators
// CHECK: tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, tensor_array_name = "inner", writes_replace = true} : !tagrad.tensor_array<tensor<f32>>
// CHECK: scf.while
func.func @nested_accumulators(%x: tensor<f32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %outer = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<!tf_type.variant>>>
  %r:2 = "tf.While"(%zero, %outer) {body = @outer_body, cond = @outer_cond, is_stateless = true} : (tensor<i32>, tensor<!tf_type.variant<tensor<!tf_type.variant>>>) -> (tensor<i32>, tensor<!tf_type.variant<tensor<!tf_type.variant>>>)
  %last, %inner = "tf.TensorListPopBack"(%r#1, %shape) : (tensor<!tf_type.variant<tensor<!tf_type.variant>>>, tensor<i32>) -> (tensor<!tf_type.variant<tensor<!tf_type.variant>>>, tensor<!tf_type.variant<tensor<f32>>>)
  %l, %v = "tf.TensorListPopBack"(%inner, %shape) : (tensor<!tf_type.variant<tensor<f32>>>, tensor<i32>) -> (tensor<!tf_type.variant<tensor<f32>>>, tensor<f32>)
  return %r#0 : tensor<i32>
}
func.func private @outer_cond(%i: tensor<i32>, %l: tensor<!tf_type.variant<tensor<!tf_type.variant>>>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @outer_body(%i: tensor<i32>, %l: tensor<!tf_type.variant<tensor<!tf_type.variant>>>) -> (tensor<i32>, tensor<!tf_type.variant<tensor<!tf_type.variant>>>) {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %f = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %inner = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<f32>>> loc("inner")
  %inner1 = "tf.TensorListPushBack"(%inner, %f) : (tensor<!tf_type.variant<tensor<f32>>>, tensor<f32>) -> tensor<!tf_type.variant<tensor<f32>>>
  %l1 = "tf.TensorListPushBack"(%l, %inner1) : (tensor<!tf_type.variant<tensor<!tf_type.variant>>>, tensor<!tf_type.variant<tensor<f32>>>) -> tensor<!tf_type.variant<tensor<!tf_type.variant>>>
  %i1 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %i1, %l1 : tensor<i32>, tensor<!tf_type.variant<tensor<!tf_type.variant>>>
}

// -----

// Such a stack takes pushes and pops only.
func.func @shared_stack_read(%x: tensor<f32>) -> tensor<i32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.While"(%zero) {body = @read_body, cond = @read_cond, is_stateless = true} : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func private @read_cond(%i: tensor<i32>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @read_body(%i: tensor<i32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<f32>>>
  // expected-error @+1 {{'tf.TensorListLength' uses a TensorList made by an EmptyTensorList in a loop body; TaGrad keeps those as one stack per op (loop gradient accumulators), which only TensorListPushBack and TensorListPopBack may use}}
  %n = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant<tensor<f32>>>) -> tensor<i32>
  %i1 = "tf.AddV2"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %i1 : tensor<i32>
}

// -----

// SetItem with resize_if_index_out_of_bounds: only a negative index fails,
// and the list grows to the index.
// CHECK-LABEL: func.func @set_item_resize
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[I:.*]], %c0
// CHECK-NEXT: tagrad.runtime_check %[[NEG]], "Trying to modify element {0} in a list with {1} elements."
// CHECK: %[[END:.*]] = arith.addi %[[I]], %c1
// CHECK: %[[LEN:.*]] = arith.maxsi %[[END]], %{{.*}}
// CHECK: arith.index_cast %[[LEN]] : index to i32
func.func @set_item_resize(%a: tensor<2xf32>, %i: tensor<i32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant>
  %l1 = "tf.TensorListSetItem"(%l, %i, %a) {element_dtype = f32, resize_if_index_out_of_bounds = true} : (tensor<!tf_type.variant>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %n = "tf.TensorListLength"(%l1) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %n : tensor<i32>
}
