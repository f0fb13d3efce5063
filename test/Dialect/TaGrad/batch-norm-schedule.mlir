// RUN: tagrad-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | tagrad-opt --split-input-file | FileCheck %s

// #tagrad.batch_norm_schedule, the stamp -convert-tagrad-to-linalg puts on
// the generics it emits, round-trips under the name tagrad.schedule.

// CHECK-LABEL: func @stamped
// CHECK: linalg.generic {{.*}} attrs =  {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = elementwise, fusion = channels>}
func.func @stamped(%x: tensor<2x3x4xf32>, %k: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %k : tensor<2x3x4xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4xf32>) attrs = {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = elementwise, fusion = channels>} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// -----

// The schedule's other marks are checked by the dialect too
// (discardable-attributes.mlir has the full list).
// expected-error @+1 {{'tagrad.cpu_loop' must be a #tagrad.cpu_loop, got 3 : i64}}
func.func @other_attribute() attributes {tagrad.cpu_loop = 3} {
  return
}

// -----

// expected-error @+1 {{'tagrad.schedule' must be a #tagrad.batch_norm_schedule, got "sums"}}
func.func @not_a_schedule() attributes {tagrad.schedule = "sums"} {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::tagrad::BatchNormStage to be one of: sums, coefficients, elementwise}}
// expected-error @+1 {{failed to parse TaGrad_BatchNormScheduleAttr parameter 'stage'}}
func.func @unknown_stage() attributes {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_last, stage = reduce, fusion = none>} {
  return
}
