// f32 matrix products through the CPU pipeline's sgemm calls, against
// float64 references (gen_gemm_goldens.py): A B, A^T B, A B^T, A^T B^T as
// the TF front end's generics order their loops for MatMul's transpose_a /
// transpose_b, and a batched product (BatchMatMul), at shapes no kernel
// tiles evenly. The same again with blas=false (plain loops).
//
// RUN: tagrad-run %s --function=main \
// RUN:   --input=@%S/Inputs/gemm.in0.npy --input=@%S/Inputs/gemm.in1.npy \
// RUN:   --input=@%S/Inputs/gemm.in2.npy --input=@%S/Inputs/gemm.in3.npy \
// RUN:   --input=@%S/Inputs/gemm.in4.npy --input=@%S/Inputs/gemm.in5.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out0.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out1.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out2.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out3.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
// RUN: tagrad-run %s --function=main --pipeline-options=blas=false \
// RUN:   --input=@%S/Inputs/gemm.in0.npy --input=@%S/Inputs/gemm.in1.npy \
// RUN:   --input=@%S/Inputs/gemm.in2.npy --input=@%S/Inputs/gemm.in3.npy \
// RUN:   --input=@%S/Inputs/gemm.in4.npy --input=@%S/Inputs/gemm.in5.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out0.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out1.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out2.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out3.npy \
// RUN:   --expected_output=@%S/Inputs/gemm.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
// RUN: tagrad-opt %s --tagrad-cpu-pipeline | FileCheck %s --check-prefix=IR

// CHECK-NOT: mismatch
// IR-COUNT-5: llvm.call @tagradSgemm

// Loops (m, k, n) without transpose_b, (m, n, k) with it, as the front end
// orders them.
#mkn_a = affine_map<(m, k, n) -> (m, k)>
#mkn_at = affine_map<(m, k, n) -> (k, m)>
#mkn_b = affine_map<(m, k, n) -> (k, n)>
#mkn_c = affine_map<(m, k, n) -> (m, n)>
#mnk_a = affine_map<(m, n, k) -> (m, k)>
#mnk_at = affine_map<(m, n, k) -> (k, m)>
#mnk_bt = affine_map<(m, n, k) -> (n, k)>
#mnk_c = affine_map<(m, n, k) -> (m, n)>
#bx = affine_map<(b, m, k, n) -> (b, m, k)>
#by = affine_map<(b, m, k, n) -> (b, k, n)>
#bz = affine_map<(b, m, k, n) -> (b, m, n)>
func.func @main(%a: tensor<33x65xf32>, %b: tensor<65x47xf32>,
                %at: tensor<65x33xf32>, %bt: tensor<47x65xf32>,
                %x: tensor<3x9x5xf32>, %y: tensor<3x5x7xf32>)
    -> (tensor<33x47xf32>, tensor<33x47xf32>, tensor<33x47xf32>,
        tensor<33x47xf32>, tensor<3x9x7xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33x47xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<33x47xf32>) -> tensor<33x47xf32>
  %r0 = linalg.generic {indexing_maps = [#mkn_a, #mkn_b, #mkn_c],
                        iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : tensor<33x65xf32>, tensor<65x47xf32>) outs(%z : tensor<33x47xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<33x47xf32>
  %r1 = linalg.generic {indexing_maps = [#mkn_at, #mkn_b, #mkn_c],
                        iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%at, %b : tensor<65x33xf32>, tensor<65x47xf32>) outs(%z : tensor<33x47xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<33x47xf32>
  %r2 = linalg.generic {indexing_maps = [#mnk_a, #mnk_bt, #mnk_c],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %bt : tensor<33x65xf32>, tensor<47x65xf32>) outs(%z : tensor<33x47xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<33x47xf32>
  %r3 = linalg.generic {indexing_maps = [#mnk_at, #mnk_bt, #mnk_c],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%at, %bt : tensor<65x33xf32>, tensor<47x65xf32>) outs(%z : tensor<33x47xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<33x47xf32>
  %eb = tensor.empty() : tensor<3x9x7xf32>
  %zb = linalg.fill ins(%zero : f32) outs(%eb : tensor<3x9x7xf32>) -> tensor<3x9x7xf32>
  %r4 = linalg.generic {indexing_maps = [#bx, #by, #bz],
                        iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%x, %y : tensor<3x9x5xf32>, tensor<3x5x7xf32>) outs(%zb : tensor<3x9x7xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x9x7xf32>
  return %r0, %r1, %r2, %r3, %r4 : tensor<33x47xf32>, tensor<33x47xf32>,
      tensor<33x47xf32>, tensor<33x47xf32>, tensor<3x9x7xf32>
}
