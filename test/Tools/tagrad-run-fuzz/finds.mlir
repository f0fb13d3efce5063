// What the run-input fuzzer reports as a bug: a run that breaks an EXPECT
// (a wrong answer) and a call that dies of a signal. Each leaves a
// reproducer with the tagrad-run command line; the exit status is 1.
// RUN: rm -rf %t
// RUN: not tagrad-run-fuzz --seed=1 --iterations=0 --seconds=0 --pipeline-options= --pipeline-options=buffer-cache=false --crash-dir=%t %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: cat %t/run-1-0.sh | FileCheck %s --check-prefix=WRONG
// RUN: cat %t/run-1-2.sh | FileCheck %s --check-prefix=SIGNAL

// CHECK: tagrad-run-fuzz: 2 programs, 4 compiled, 4 mutants run (0 ok, 0 TensorFlow errors, 0 refused), 2 failures, 2 crashes
// ERR: tagrad-run-fuzz: wrong answer: tagrad-run '{{.*}}finds.mlir' --function=negate --input='2xf32=1,2'
// ERR: EXPECT failed: 'values(r0) == values(a0)' does not hold: [-1.00 -2.00] vs [1.00 2.00]
// ERR: tagrad-run-fuzz: signal 11 (Segmentation fault): tagrad-run '{{.*}}finds.mlir' --function=crash --input='i32=11'
// WRONG: # tagrad-run-fuzz --seed=1: wrong answer
// WRONG: # @negate of {{.*}}finds.mlir, pipeline options ""
// WRONG: tagrad-run '{{.*}}finds.mlir' --function=negate --input='2xf32=1,2'
// SIGNAL: # tagrad-run-fuzz --seed=1: signal 11 (Segmentation fault)
// SIGNAL: tagrad-run '{{.*}}finds.mlir' --function=crash --input='i32=11'

// FUZZ: @negate 2xf32=1,2
// EXPECT: @negate values(r0) == values(a0)
func.func @negate(%x: tensor<?xf32>) -> tensor<*xf32> {
  %r = "tf.Neg"(%x) : (tensor<?xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// FUZZ: @crash i32=11
func.func private @raise(i32) -> i32
func.func @crash(%signal: i32) -> i32 {
  %r = func.call @raise(%signal) : (i32) -> i32
  return %r : i32
}
