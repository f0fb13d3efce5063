// The run-input fuzzer's bounded smoke run (docs/Fuzzing.md): a fixed seed,
// the corpus's seed inputs and 4 mutants per program and pipeline option
// combination (the default, buffer-cache=false, threads=1), each call in a
// forked child. A crash, a hang, an exit status 1 without TaGrad's error
// message, a broken EXPECT or a program that does not compile fails the
// test and leaves the reproducer (a tagrad-run command line) in %t.
// RUN: rm -rf %t
// RUN: tagrad-run-fuzz --seed=1 --iterations=4 --crash-dir=%t %S/corpus | FileCheck %s
// RUN: not ls %t/run-*

// CHECK: tagrad-run-fuzz: {{[0-9]+}} programs, {{[0-9]+}} compiled, {{[0-9]+}} mutants run ({{[1-9][0-9]*}} ok, {{[1-9][0-9]*}} TensorFlow errors, {{[0-9]+}} refused), 0 failures, 0 crashes
