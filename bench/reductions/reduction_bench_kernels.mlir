// The reductions bench/reductions times, as TensorFlow's importer writes
// them; compiled twice by CMakeLists.txt: with pairwise-reductions=true
// (the default) and, renamed running_*, with pairwise-reductions=false.
module {
  // reduce_sum of 1e8 f32.
  func.func @sum_1d(%x: tensor<?xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?xf32>, tensor<1xi32>) -> tensor<f32>
    return %r : tensor<f32>
  }
  // The RNN step's loss: sum(h * h) over [T, B, H].
  func.func @loss_3d(%x: tensor<?x?x?xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
    %sq = "tf.Mul"(%x, %x) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %r = "tf.Sum"(%sq, %a) {keep_dims = false} : (tensor<?x?x?xf32>, tensor<3xi32>) -> tensor<f32>
    return %r : tensor<f32>
  }
  // Row sums (a softmax's denominators, a mean over the last axis).
  func.func @row_sums(%x: tensor<?x?xf32>) -> tensor<?xf32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
    return %r : tensor<?xf32>
  }
  // reduce_sum of 1e8 f16 (f32 accumulation when pairwise).
  func.func @sum_1d_f16(%x: tensor<?xf16>) -> tensor<f16> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?xf16>, tensor<1xi32>) -> tensor<f16>
    return %r : tensor<f16>
  }
}
