// A function whose check fails on every call still compiles (other
// functions of the module run) and fails with TensorFlow's message at the
// op when called.
//
// RUN: not tagrad-run %s --function=always_fails --input="0xf32=" 2>&1 | FileCheck %s --check-prefix=FAILS
// FAILS: tagrad runtime error: Input to reshape is a tensor with 0 values, but the requested shape has 24 (at reshape_node)
// RUN: tagrad-run %s --function=other --input="2xf32=1,2" | FileCheck %s --check-prefix=OTHER
// OTHER: 2xf32=[2 4]

func.func @always_fails(%x: tensor<?xf32>) -> tensor<24xf32> {
  %true = arith.constant true
  %c0 = arith.constant 0 : i64
  %c24 = arith.constant 24 : i64
  tagrad.runtime_check %true, "Input to reshape is a tensor with {0} values, but the requested shape has {1}" (%c0, %c24 : i64, i64) loc("reshape_node")
  %s = tensor.cast %x : tensor<?xf32> to tensor<24xf32>
  return %s : tensor<24xf32>
}

func.func @other(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = arith.addf %x, %x : tensor<2xf32>
  return %y : tensor<2xf32>
}
