// RUN: tagrad-opt %s --tagrad-cpu-pipeline | FileCheck %s --check-prefix=APPROX
// RUN: tagrad-opt %s '--tagrad-cpu-pipeline=approximate-tanh=false' | FileCheck %s --check-prefix=LIBM

// f32 tanh on a tensor becomes Eigen's rational function in the lowered
// loop unless approximate-tanh=false, which leaves LLVM's tanh intrinsic
// (a call of libm's tanhf per element once LLVM lowers it).

// APPROX-LABEL: llvm.func @tanh_tensor
// APPROX-NOT: tanh
// APPROX: llvm.fdiv
// APPROX-NOT: tanh

// LIBM-LABEL: llvm.func @tanh_tensor
// LIBM: llvm.intr.tanh
func.func @tanh_tensor(%x: tensor<64xf32>) -> tensor<64xf32> {
  %y = math.tanh %x : tensor<64xf32>
  return %y : tensor<64xf32>
}
