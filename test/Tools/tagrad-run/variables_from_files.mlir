// Variable arguments (tagrad.variable) no --input gives are read from
// var__NAME.npy or refvar__NAME.npy ('/' in NAME written '__') in the
// folder of the first --input file, or in --variables=dir.
// The files: @make writes them.
// RUN: rm -rf %t && mkdir -p %t/feeds %t/vars
// RUN: tagrad-run %s --function=make --output=@%t/vars/var__layer__w.npy --output=@%t/vars/refvar__b.npy --output=@%t/feeds/x.npy
// RUN: cp %t/vars/*.npy %t/feeds/
//
// Feeds only: the variables, wherever they sit, come from the files.
// RUN: tagrad-run %s --function=step --input=@%t/feeds/x.npy | FileCheck %s
// RUN: tagrad-run %s --function=step --input="2xf32=1,2" --variables=%t/vars | FileCheck %s
// Otherwise the inputs bind in order (w = x.npy, x = 10) and the trailing
// variables come from the files.
// RUN: tagrad-run %s --function=step --input=@%t/feeds/x.npy --input="2xf32=10" | FileCheck %s --check-prefix=GIVEN
// CHECK: 2xf32=[11.5 24]
// CHECK-NEXT: 2xf32=[9.5 19]
// GIVEN: 2xf32=[16 22]
// GIVEN-NEXT: 2xf32=[0.5 1]
//
// RUN: not tagrad-run %s --function=step --input="2xf32=1,2" 2>&1 | FileCheck %s --check-prefix=NODIR
// NODIR: tagrad-run: @step takes 3 arguments but 1 --input are given (the missing ones are variables: give --variables=dir or their --input)
// RUN: not tagrad-run %s --function=step --input=@%t/feeds/x.npy --variables=%t 2>&1 | FileCheck %s --check-prefix=NOFILE -DDIR=%t
// NOFILE: tagrad-run: @step takes 3 arguments but 1 --input are given and variable 'layer/w' has no var__ or refvar__ file in [[DIR]]
// A missing feed is not read from a file.
// RUN: not tagrad-run %s --function=feeds_last --input=@%t/feeds/x.npy 2>&1 | FileCheck %s --check-prefix=FEED
// FEED: tagrad-run: @feeds_last takes 3 arguments but 1 --input are given{{$}}

func.func @make() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %w = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %b = arith.constant dense<[0.5, 1.0]> : tensor<2xf32>
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %w, %b, %x : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// Returns x + w + x * b, and w - b (an updated variable).
func.func @step(%w: tensor<2xf32> {tagrad.variable = "layer/w"}, %x: tensor<2xf32>, %b: tensor<2xf32> {tagrad.variable = "b"}) -> (tensor<2xf32>, tensor<2xf32>) {
  %y = arith.addf %x, %w : tensor<2xf32>
  %s = arith.mulf %x, %b : tensor<2xf32>
  %z = arith.addf %y, %s : tensor<2xf32>
  %u = arith.subf %w, %b : tensor<2xf32>
  return %z, %u : tensor<2xf32>, tensor<2xf32>
}

func.func @feeds_last(%w: tensor<2xf32> {tagrad.variable = "layer/w"}, %x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %z = arith.addf %x, %y : tensor<2xf32>
  return %z : tensor<2xf32>
}
