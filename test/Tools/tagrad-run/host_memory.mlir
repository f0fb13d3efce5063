// Host copies that do not fit what is left of the address space are errors,
// not an abort in std::vector ("LLVM ERROR: out of memory"); found by
// tagrad-run-fuzz (docs/Fuzzing.md). Under a 3.5 GB limit (ulimit -v):
//
// a result the compiled code could allocate but tagrad-run cannot copy out
// (a 2 GiB Range): out of memory, exit status 1;
// RUN: sh -c "ulimit -v 3500000 && exec tagrad-run %s --function=range --input=i32=536870912" > %t.out 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=RESULT < %t.out
// RESULT: tagrad-run: out of memory: cannot copy a 536870912xi32 result (2147483648 bytes) out of the compiled code's buffer
// RUN: tagrad-run %s --function=range --input=i32=3 | FileCheck %s --check-prefix=SMALL
// SMALL: 3xi32=[0 1 2]
//
// an input under the limit that does not fit beside the process's own
// memory and 256 MiB for compiling and running: a bad input, exit status 2.
// RUN: sh -c "ulimit -v 3500000 && exec tagrad-run %s --function=negate --input=850000000xf32=1" > %t.in 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=INPUT < %t.in
// INPUT: tagrad-run: argument 0 (--input 850000000xf32=1): '850000000xf32' needs 3400000000 bytes, more than this process can allocate now and still compile and run
//
// One value that fills an input is parsed once and its bytes copied (it
// was parsed per element: 19 s for 10^8 floats, a hang to the fuzzer).
// RUN: tagrad-run %s --function=negate --input=7xf32=1.5 | FileCheck %s --check-prefix=FILL
// FILL: 7xf32=[-1.5 -1.5 -1.5 -1.5 -1.5 -1.5 -1.5]

func.func @range(%n: tensor<i32>) -> tensor<*xi32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.Range"(%zero, %n, %one) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %r : tensor<*xi32>
}

func.func @negate(%x: tensor<?xf32>) -> tensor<*xf32> {
  %r = "tf.Neg"(%x) : (tensor<?xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
