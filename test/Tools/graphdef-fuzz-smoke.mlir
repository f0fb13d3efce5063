// The GraphDef fuzzer's bounded smoke run (docs/Fuzzing.md): a fixed seed,
// 1500 mutants of the GraphDefs in examples/ and the test corpus, imported,
// then through --tagrad-tf-frontend (every eighth also through -tagrad-cpu-pipeline). A crash, an imported
// module that does not verify, or a pass that fails without an error or
// leaves invalid IR fails the test and leaves the reproducer in %t.
// RUN: rm -rf %t
// RUN: tagrad-graphdef-fuzz --seed=1 --iterations=1500 --seconds=0 --crash-dir=%t \
// RUN:   %tagrad_src_root/examples %tagrad_src_root/test/Integration/TensorFlow/Inputs \
// RUN:   %tagrad_src_root/test/Target/GraphDef/Inputs \
// RUN:   %tagrad_src_root/test/Integration/TFKernelTests/Inputs | FileCheck %s
// RUN: not ls %t/graphdef-crash-* %t/graphdef-hang-* %t/graphdef-failure-* %t/graphdef-current.pbtxt %t/graphdef-current.pb

// CHECK: tagrad-graphdef-fuzz: {{[0-9]+}} seeds, 1500 mutants, {{[1-9][0-9]*}} imported, {{[1-9][0-9]*}} legalized ({{[1-9][0-9]*}} compiled), 0 failures ({{[0-9]+}} known), 0 crashes
