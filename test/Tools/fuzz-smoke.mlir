// The fuzzer's bounded smoke run (docs/Fuzzing.md): a fixed seed, 2000
// mutants of the default seeds (test/Conversion, test/Dialect,
// test/Pipelines, test/Integration/TensorFlow/Inputs) through parse, verify
// and one TaGrad pass or pipeline each. A crash fails the test and leaves
// the reproducer in %t; so does a pass that leaves invalid IR.
// RUN: rm -rf %t
// RUN: tagrad-fuzz --seed=1 --iterations=2000 --seconds=0 --crash-dir=%t \
// RUN:   %tagrad_src_root/test/Conversion %tagrad_src_root/test/Dialect \
// RUN:   %tagrad_src_root/test/Pipelines \
// RUN:   %tagrad_src_root/test/Integration/TensorFlow/Inputs | FileCheck %s
// RUN: not ls %t/crash-* %t/failure-* %t/current.mlir

// CHECK: tagrad-fuzz: {{[0-9]+}} seeds, 2000 mutants ({{[0-9]+}} skipped: known upstream crashes), {{[0-9]+}} parsed, {{[0-9]+}} verified, {{[1-9][0-9]*}} pipelines run ({{[0-9]+}} succeeded), 0 failures, 0 crashes
