// RUN: tagrad-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// The dialect's discardable attributes, each of the kind and in the place
// the dialect verifies.
// CHECK-LABEL: func @known
// CHECK-SAME: tagrad.name = "x", tagrad.variable = "v"
// CHECK: tagrad.final_size = 3 : index
// CHECK: arith.addf %{{.*}} {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_piece>} : f32
// CHECK: scf.for
// CHECK: } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_channels = 8>}
// CHECK: scf.forall
// CHECK: } {tagrad.cpu_loop = #tagrad.cpu_loop<channel_block = 16>}
func.func @known(%x: f32 {tagrad.name = "x", tagrad.variable = "v"}) -> (f32 {tagrad.name = "y"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ta, %flow = tagrad.tensor_array %c0 {dynamic_size = true, tagrad.final_size = 3 : index} : !tagrad.tensor_array<tensor<f32>>
  %y = arith.addf %x, %x {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_piece>} : f32
  scf.for %i = %c0 to %c1 step %c1 {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_channels = 8>}
  scf.forall (%b) in (2) {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<channel_block = 16>}
  return %y : f32
}

// -----

func.func @final_size_kind() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'tagrad.final_size' must be a non-negative index}}
  %ta, %flow = tagrad.tensor_array %c0 {dynamic_size = true, tagrad.final_size = 3 : i64} : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

func.func @final_size_negative() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'tagrad.final_size' must be a non-negative index}}
  %ta, %flow = tagrad.tensor_array %c0 {dynamic_size = true, tagrad.final_size = -1 : index} : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

func.func @final_size_fixed_array() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'tagrad.final_size' belongs on a 'tagrad.tensor_array' with dynamic_size = true}}
  %ta, %flow = tagrad.tensor_array %c0 {tagrad.final_size = 3 : index} : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

func.func @final_size_elsewhere() {
  // expected-error @+1 {{'tagrad.final_size' belongs on a 'tagrad.tensor_array' with dynamic_size = true}}
  %c0 = arith.constant {tagrad.final_size = 3 : index} 0 : index
  return
}

// -----

// expected-error @+1 {{'tagrad.name' must be a string}}
func.func @name_kind(%x: f32 {tagrad.name = 1 : i32}) {
  return
}

// -----

func.func @name_on_op() {
  // expected-error @+1 {{'tagrad.name' belongs on a function argument or result}}
  %c0 = arith.constant {tagrad.name = "c"} 0 : index
  return
}

// -----

// expected-error @+1 {{'tagrad.cpu_loop' is not an argument or result attribute}}
func.func @loop_mark_on_argument(%x: f32 {tagrad.cpu_loop = #tagrad.cpu_loop<writes_dx = true>}) {
  return
}

// -----

// expected-error @+1 {{'tagrad.variable' must be a string}}
func.func @variable_result_kind() -> (f32 {tagrad.variable = unit}) {
  %c = arith.constant 1.0 : f32
  return %c : f32
}

// -----

// The loop marks' own checks are in cpu-loop.mlir.
func.func @loop_mark_kind(%x: f32) {
  // expected-error @+1 {{'tagrad.cpu_loop' must be a #tagrad.cpu_loop, got unit}}
  %y = arith.addf %x, %x {tagrad.cpu_loop} : f32
  return
}

// -----

func.func @schedule_kind(%x: f32) {
  // expected-error @+1 {{'tagrad.cpu_schedule' must be a #tagrad.cpu_schedule, got 1 : i64}}
  %y = arith.addf %x, %x {tagrad.cpu_schedule = 1 : i64} : f32
  return
}

// -----

// The class is typed; its name as a string is not a class.
func.func @schedule_kind_string(%x: f32) {
  // expected-error @+1 {{'tagrad.cpu_schedule' must be a #tagrad.cpu_schedule, got "plane_piece"}}
  %y = arith.addf %x, %x {tagrad.cpu_schedule = "plane_piece"} : f32
  return
}

// -----

func.func @schedule_kind_unknown(%x: f32) {
  // expected-error @+2 {{expected ::mlir::tagrad::CpuSchedule to be one of:}}
  // expected-error @+1 {{failed to parse TaGrad_CpuScheduleAttr parameter 'value'}}
  %y = arith.addf %x, %x {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_pieces>} : f32
  return
}

// -----

func.func @unknown(%x: f32) {
  // expected-error @+1 {{unknown attribute 'tagrad.final_sizes' of the tagrad dialect}}
  %y = arith.addf %x, %x {tagrad.final_sizes = 1 : index} : f32
  return
}

// -----

// tagrad.argument_types (a TensorFlow function's feeds): an array of types.
// CHECK-LABEL: func @argument_types
// CHECK-SAME: tagrad.argument_types = [tensor<2xf32>, f32]
func.func @argument_types(%x: f32) attributes {tagrad.argument_types = [tensor<2xf32>, f32]} {
  return
}

// -----

// expected-error @+1 {{'tagrad.argument_types' must be an array of types}}
func.func @argument_types_kind(%x: f32) attributes {tagrad.argument_types = [1 : i32]} {
  return
}

// -----

// tagrad.variable_types (a TensorFlow function's variables by name): a
// dictionary of types.
// CHECK-LABEL: func @variable_types
// CHECK-SAME: tagrad.variable_types = {"v/resource" = tensor<2xf32>}
func.func @variable_types() attributes {tagrad.variable_types = {"v/resource" = tensor<2xf32>}} {
  return
}

// -----

// expected-error @+1 {{'tagrad.variable_types' must be a dictionary of types}}
func.func @variable_types_kind() attributes {tagrad.variable_types = {v = 1 : i32}} {
  return
}

// -----

// tagrad.variable_type (-tagrad-tf-lift-variables): a variable argument's
// value type, a ranked tensor type, on arguments only.
// CHECK-LABEL: func @variable_type
// CHECK-SAME: tagrad.variable = "w", tagrad.variable_type = tensor<2xf32>
func.func @variable_type(%w: tensor<2xi32> {tagrad.variable = "w", tagrad.variable_type = tensor<2xf32>}) {
  return
}

// -----

// expected-error @+1 {{'tagrad.variable_type' must be a ranked tensor type}}
func.func @variable_type_kind(%w: f32 {tagrad.variable_type = f32}) {
  return
}

// -----

// expected-error @+1 {{'tagrad.variable_type' belongs on a function argument}}
func.func @variable_type_on_result() -> (f32 {tagrad.variable_type = tensor<2xf32>}) {
  %c = arith.constant 1.0 : f32
  return %c : f32
}

// -----

// tagrad.unsigned: TensorFlow's uint8 to uint64 arguments and results, now
// signless integers of 8, 16, 32 or 64 bits (scalars, tensors, buffers).
// CHECK-LABEL: func @unsigned_marks
// CHECK-SAME: tensor<4xi8> {tagrad.name = "image", tagrad.unsigned}
// CHECK-SAME: memref<2xi64> {tagrad.unsigned}
// CHECK-SAME: -> (i16 {tagrad.unsigned}, tensor<i32> {tagrad.unsigned})
func.func @unsigned_marks(%x: tensor<4xi8> {tagrad.name = "image", tagrad.unsigned}, %m: memref<2xi64> {tagrad.unsigned}, %s: i16, %t: tensor<i32>) -> (i16 {tagrad.unsigned}, tensor<i32> {tagrad.unsigned}) {
  return %s, %t : i16, tensor<i32>
}

// -----

// expected-error @+1 {{'tagrad.unsigned' marks signless integers of 8, 16, 32 or 64 bits, not argument 0 of type 'tensor<2xf32>'}}
func.func @unsigned_float(%x: tensor<2xf32> {tagrad.unsigned}) {
  return
}

// -----

// expected-error @+1 {{'tagrad.unsigned' marks signless integers of 8, 16, 32 or 64 bits, not result 1 of type 'tensor<2xi1>'}}
func.func @unsigned_bool(%x: tensor<2xi1>) -> (tensor<2xi1>, tensor<2xi1> {tagrad.unsigned}) {
  return %x, %x : tensor<2xi1>, tensor<2xi1>
}

// -----

// expected-error @+1 {{'tagrad.unsigned' marks signless integers of 8, 16, 32 or 64 bits, not argument 0 of type 'tensor<2xui8>'}}
func.func @unsigned_of_unsigned(%x: tensor<2xui8> {tagrad.unsigned}) {
  return
}

// -----

// expected-error @+1 {{'tagrad.unsigned' marks signless integers of 8, 16, 32 or 64 bits, not argument 0 of type 'index'}}
func.func @unsigned_index(%i: index {tagrad.unsigned}) {
  return
}

// -----

// expected-error @+1 {{'tagrad.unsigned' must be a unit attribute}}
func.func @unsigned_kind(%x: tensor<2xi8> {tagrad.unsigned = true}) {
  return
}

// -----

func.func @unsigned_on_op() {
  // expected-error @+1 {{'tagrad.unsigned' belongs on a function argument or result}}
  %c0 = arith.constant {tagrad.unsigned} 0 : i8
  return
}
