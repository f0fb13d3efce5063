// RUN: tagrad-run %s --function=keep_or_update --input="4xf32=0" --input="i64=5" | FileCheck %s --check-prefix=KEEP
// RUN: tagrad-run %s --function=two_updates --input="4xf32=0" --input="i64=4" | FileCheck %s --check-prefix=TWO
// RUN: tagrad-run %s --function=two_generics --input="1024xf32=1" --input="i64=4" | FileCheck %s --check-prefix=GENERICS

// A loop-carried tensor chosen by arith.select between the old value and
// values updated from it in place: bufferization must copy whichever the
// other still reads, or an update leaks into the value not chosen.

// Odd trips add 1 to item 1, even trips keep the tensor.
// KEEP: 4xf32=[0 2 0 0]

// Even trips add 1 to item 0, odd trips to item 1 (both updates are of
// the same tensor; one of them must be a copy).
// TWO: 4xf32=[2 2 0 0]

// Even trips double, odd trips add 1 (both read the old tensor): 1, 2, 3,
// 6, 7.
// GENERICS: 1024xf32=[7 7 7 7

#map = affine_map<(d0) -> (d0)>

func.func @keep_or_update(%init: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %r:2 = scf.while (%acc = %init, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %acc, %i : tensor<4xf32>, index
  } do {
  ^bb0(%acc: tensor<4xf32>, %i: index):
    %j = arith.remui %i, %c2 : index
    %e = tensor.extract %acc[%j] : tensor<4xf32>
    %v = arith.addf %e, %one : f32
    %new = tensor.insert %v into %acc[%j] : tensor<4xf32>
    %odd = arith.cmpi eq, %j, %c0 : index
    %sel = arith.select %odd, %acc, %new : tensor<4xf32>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %sel, %i1 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

func.func @two_updates(%init: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %r:2 = scf.while (%acc = %init, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %acc, %i : tensor<4xf32>, index
  } do {
  ^bb0(%acc: tensor<4xf32>, %i: index):
    %j = arith.remui %i, %c2 : index
    %e0 = tensor.extract %acc[%c0] : tensor<4xf32>
    %v0 = arith.addf %e0, %one : f32
    %new1 = tensor.insert %v0 into %acc[%c0] : tensor<4xf32>
    %e1 = tensor.extract %acc[%c1] : tensor<4xf32>
    %v1 = arith.addf %e1, %one : f32
    %new2 = tensor.insert %v1 into %acc[%c1] : tensor<4xf32>
    %even = arith.cmpi eq, %j, %c0 : index
    %sel = arith.select %even, %new1, %new2 : tensor<4xf32>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %sel, %i1 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

func.func @two_generics(%init: tensor<1024xf32>, %n: index) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.while (%acc = %init, %i = %c0) : (tensor<1024xf32>, index) -> (tensor<1024xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %acc, %i : tensor<1024xf32>, index
  } do {
  ^bb0(%acc: tensor<1024xf32>, %i: index):
    %j = arith.remui %i, %c2 : index
    %e = tensor.empty() : tensor<1024xf32>
    %a = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%acc : tensor<1024xf32>) outs(%acc : tensor<1024xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %x : f32
      linalg.yield %y : f32
    } -> tensor<1024xf32>
    %b = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%acc : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
    ^bb0(%x: f32, %o: f32):
      %one = arith.constant 1.0 : f32
      %y = arith.addf %x, %one : f32
      linalg.yield %y : f32
    } -> tensor<1024xf32>
    %even = arith.cmpi eq, %j, %c0 : index
    %sel = arith.select %even, %a, %b : tensor<1024xf32>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %sel, %i1 : tensor<1024xf32>, index
  }
  return %r#0 : tensor<1024xf32>
}
