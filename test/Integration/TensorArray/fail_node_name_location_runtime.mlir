// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// A run-time error on an op whose location is a TensorFlow node name (what
// an imported graph carries: a NameLoc, a FusedLoc of names, no file) names
// the node. Here the array stays on the runtime (dynamically sized, locked
// by a grad); fail_node_name_location.mlir has a decomposed one.

func.func @opaque(%i: index) -> index {
  return %i : index
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %i = func.call @opaque(%c5) : (index) -> index
  %v = arith.constant dense<1.0> : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %ta, %fd = tagrad.tensor_array %c2 {dynamic_size = true, tensor_array_name = "x"} : !tagrad.tensor_array<tensor<2xf32>>
  %fw = tagrad.tensor_array.write %ta[%c0], %v, %fd : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %g, %gf = tagrad.tensor_array.grad %ta, %fw source "gradients" : !tagrad.tensor_array<tensor<2xf32>> loc("gradients/TensorArrayGradV3")
  %f0 = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // CHECK: tagrad runtime error: TensorArray x: Tried to write to index 5 but array is not resizeable and size is: 2 (at while/TensorArrayWriteV3)
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32> loc(fused["while/TensorArrayWriteV3", "while/TensorArrayWriteV3/Enter"])
  vector.print str "not reached\n"
  return
}
