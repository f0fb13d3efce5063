// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-runtime | FileCheck %s

// A function that creates arrays (or calls functions) and has no array in
// its signature is one step: StepBegin on entry, StepEnd with its token
// before every return, so the runtime frees the arrays the call created.
// A function that takes or returns arrays is left alone: its arrays belong
// to its caller's step.

// CHECK-LABEL: func @step
// CHECK-NEXT: %[[TOKEN:.*]] = call @tagradTensorArrayStepBegin() : () -> i64
// CHECK: call @tagradTensorArrayCreate
// CHECK: call @tagradTensorArrayStepEnd(%[[TOKEN]]) : (i64) -> ()
// CHECK-NEXT: return
// CHECK: call @tagradTensorArrayStepEnd(%[[TOKEN]]) : (i64) -> ()
// CHECK-NEXT: return
func.func @step(%n: index, %early: i1) -> index {
  %ta, %f0 = tagrad.tensor_array %n : !tagrad.tensor_array<tensor<2xf32>>
  cf.cond_br %early, ^done, ^size
^done:
  return %n : index
^size:
  %s = tagrad.tensor_array.size %ta, %f0 : !tagrad.tensor_array<tensor<2xf32>>
  return %s : index
}

// CHECK-LABEL: func @returns_an_array
// CHECK-NOT: tagradTensorArrayStep
// CHECK: return
func.func @returns_an_array(%n: index) -> !tagrad.tensor_array<tensor<2xf32>> {
  %ta, %f0 = tagrad.tensor_array %n : !tagrad.tensor_array<tensor<2xf32>>
  return %ta : !tagrad.tensor_array<tensor<2xf32>>
}

// The caller owns what its callee returned.
// CHECK-LABEL: func @caller
// CHECK-NEXT: %[[T:.*]] = call @tagradTensorArrayStepBegin()
// CHECK: call @returns_an_array
// CHECK: call @tagradTensorArrayStepEnd(%[[T]])
func.func @caller(%n: index) -> index {
  %ta = call @returns_an_array(%n) : (index) -> !tagrad.tensor_array<tensor<2xf32>>
  %f = arith.constant 0.0 : f32
  %s = tagrad.tensor_array.size %ta, %f : !tagrad.tensor_array<tensor<2xf32>>
  return %s : index
}

// Neither creates arrays nor calls: no step.
// CHECK-LABEL: func @plain
// CHECK-NOT: tagradTensorArrayStep
// CHECK: return
func.func @plain(%x: f32) -> f32 {
  return %x : f32
}

// -----

// A module without runtime arrays gets no steps.
// CHECK-LABEL: func @no_arrays
// CHECK-NOT: tagradTensorArrayStep
func.func @no_arrays(%x: f32) -> f32 {
  %y = call @id(%x) : (f32) -> f32
  return %y : f32
}
func.func private @id(%x: f32) -> f32 {
  return %x : f32
}
