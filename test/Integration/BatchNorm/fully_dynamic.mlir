// RUN: tagrad-opt %s --tagrad-cpu-pipeline | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %s

// Every dimension dynamic (tensor<?x?x?x?xf32>): the collapsed [N*H*W, C]
// form is expanded back with several dynamic sizes in one group, which MLIR
// 22's -expand-strided-metadata cannot lower by itself (it crashed the
// pipeline). Values are TF_SEMANTICS.md scenarios 27 (NHWC) and 30 (NCHW),
// exact in binary.

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?x?x?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?x?x?xf32> to memref<?x?x?x?xf32>
  %u = memref.cast %m : memref<?x?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print1(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @grad_nhwc(%dy: tensor<?x?x?x?xf32>, %x: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %m: tensor<?xf32>, %v: tensor<?xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {epsilon = 0.0 : f32, data_format = "NHWC", is_training = true} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  call @print(%dx) : (tensor<?x?x?x?xf32>) -> ()
  call @print1(%ds) : (tensor<?xf32>) -> ()
  call @print1(%do) : (tensor<?xf32>) -> ()
  return
}

func.func @grad_nchw(%dy: tensor<?x?x?x?xf32>, %x: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %m: tensor<?xf32>, %v: tensor<?xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {epsilon = 0.0 : f32, data_format = "NCHW", is_training = true} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  call @print(%dx) : (tensor<?x?x?x?xf32>) -> ()
  call @print1(%ds) : (tensor<?xf32>) -> ()
  call @print1(%do) : (tensor<?xf32>) -> ()
  return
}

func.func @main() {
  // Scenario 27: NHWC [1,2,2,1], x = [0,2,0,2], dy = [1,1,0,2], scale,
  // mean and variance 1, epsilon 0.
  // CHECK: sizes = [1, 2, 2, 1]
  // CHECK-NEXT: {{\[\[\[\[}}0.5],
  // CHECK-NEXT: [-0.5]],
  // CHECK-NEXT: {{\[\[}}-0.5],
  // CHECK-NEXT: [0.5]]]]
  // CHECK: [2]
  // CHECK: [4]
  %x = arith.constant dense<[[[[0.0], [2.0]], [[0.0], [2.0]]]]> : tensor<1x2x2x1xf32>
  %dy = arith.constant dense<[[[[1.0], [1.0]], [[0.0], [2.0]]]]> : tensor<1x2x2x1xf32>
  %one = arith.constant dense<1.0> : tensor<1xf32>
  %xd = tensor.cast %x : tensor<1x2x2x1xf32> to tensor<?x?x?x?xf32>
  %dyd = tensor.cast %dy : tensor<1x2x2x1xf32> to tensor<?x?x?x?xf32>
  %oned = tensor.cast %one : tensor<1xf32> to tensor<?xf32>
  call @grad_nhwc(%dyd, %xd, %oned, %oned, %oned) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> ()

  // Scenario 30: NCHW [1,2,1,2], channel 0 x = [1,3], channel 1 x = [10,30];
  // dy ch0 [1,0], ch1 [0,1]; scale [1,2]; mean [2,20]; variance [1,100].
  // dx is 0 exactly in real arithmetic; f32 rounding of (x - mean) * q
  // leaves at most 2^-26 (1.5e-8) here, so anything below 1e-7 passes.
  // CHECK: sizes = [1, 2, 1, 2]
  // CHECK-NEXT: {{\[\[\[\[(-?0|-?[0-9]\.[0-9]+e-0[89]), +(-?0|-?[0-9]\.[0-9]+e-0[89])\]\],}}
  // CHECK-NEXT: {{\[\[(-?0|-?[0-9]\.[0-9]+e-0[89]), +(-?0|-?[0-9]\.[0-9]+e-0[89])\]\]\]\]}}
  // CHECK: [-1,  1]
  // CHECK: [1,  1]
  %x30 = arith.constant dense<[[[[1.0, 3.0]], [[10.0, 30.0]]]]> : tensor<1x2x1x2xf32>
  %dy30 = arith.constant dense<[[[[1.0, 0.0]], [[0.0, 1.0]]]]> : tensor<1x2x1x2xf32>
  %s30 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %m30 = arith.constant dense<[2.0, 20.0]> : tensor<2xf32>
  %v30 = arith.constant dense<[1.0, 100.0]> : tensor<2xf32>
  %x30d = tensor.cast %x30 : tensor<1x2x1x2xf32> to tensor<?x?x?x?xf32>
  %dy30d = tensor.cast %dy30 : tensor<1x2x1x2xf32> to tensor<?x?x?x?xf32>
  %s30d = tensor.cast %s30 : tensor<2xf32> to tensor<?xf32>
  %m30d = tensor.cast %m30 : tensor<2xf32> to tensor<?xf32>
  %v30d = tensor.cast %v30 : tensor<2xf32> to tensor<?xf32>
  call @grad_nchw(%dy30d, %x30d, %s30d, %m30d, %v30d) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> ()
  return
}
