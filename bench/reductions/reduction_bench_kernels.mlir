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
  // tf.math.unsorted_segment_sum of [?, k] rows into 1000 segments (an
  // embedding gradient's rows), k = 1, 4, 16, 64; and the running f32 row
  // loop of TensorFlow's kernel and of TaGrad before issue 43, as
  // TensorScatterAdd into zeros.
  func.func @segment_sum_k1(%x: tensor<?x1xf32>, %ids: tensor<?xi32>) -> tensor<1000x1xf32> attributes {llvm.emit_c_interface} {
    %n = "tf.Const"() {value = dense<1000> : tensor<i32>} : () -> tensor<i32>
    %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x1xf32>, tensor<?xi32>, tensor<i32>) -> tensor<1000x1xf32>
    return %r : tensor<1000x1xf32>
  }
  func.func @scatter_add_k1(%x: tensor<?x1xf32>, %ids: tensor<?xi32>) -> tensor<1000x1xf32> attributes {llvm.emit_c_interface} {
    %z = "tf.Const"() {value = dense<0.0> : tensor<1000x1xf32>} : () -> tensor<1000x1xf32>
    %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %i = "tf.ExpandDims"(%ids, %axis) : (tensor<?xi32>, tensor<i32>) -> tensor<?x1xi32>
    %r = "tf.TensorScatterAdd"(%z, %i, %x) : (tensor<1000x1xf32>, tensor<?x1xi32>, tensor<?x1xf32>) -> tensor<1000x1xf32>
    return %r : tensor<1000x1xf32>
  }
  func.func @segment_sum_k4(%x: tensor<?x4xf32>, %ids: tensor<?xi32>) -> tensor<1000x4xf32> attributes {llvm.emit_c_interface} {
    %n = "tf.Const"() {value = dense<1000> : tensor<i32>} : () -> tensor<i32>
    %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x4xf32>, tensor<?xi32>, tensor<i32>) -> tensor<1000x4xf32>
    return %r : tensor<1000x4xf32>
  }
  func.func @scatter_add_k4(%x: tensor<?x4xf32>, %ids: tensor<?xi32>) -> tensor<1000x4xf32> attributes {llvm.emit_c_interface} {
    %z = "tf.Const"() {value = dense<0.0> : tensor<1000x4xf32>} : () -> tensor<1000x4xf32>
    %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %i = "tf.ExpandDims"(%ids, %axis) : (tensor<?xi32>, tensor<i32>) -> tensor<?x1xi32>
    %r = "tf.TensorScatterAdd"(%z, %i, %x) : (tensor<1000x4xf32>, tensor<?x1xi32>, tensor<?x4xf32>) -> tensor<1000x4xf32>
    return %r : tensor<1000x4xf32>
  }
  func.func @segment_sum_k16(%x: tensor<?x16xf32>, %ids: tensor<?xi32>) -> tensor<1000x16xf32> attributes {llvm.emit_c_interface} {
    %n = "tf.Const"() {value = dense<1000> : tensor<i32>} : () -> tensor<i32>
    %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x16xf32>, tensor<?xi32>, tensor<i32>) -> tensor<1000x16xf32>
    return %r : tensor<1000x16xf32>
  }
  func.func @scatter_add_k16(%x: tensor<?x16xf32>, %ids: tensor<?xi32>) -> tensor<1000x16xf32> attributes {llvm.emit_c_interface} {
    %z = "tf.Const"() {value = dense<0.0> : tensor<1000x16xf32>} : () -> tensor<1000x16xf32>
    %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %i = "tf.ExpandDims"(%ids, %axis) : (tensor<?xi32>, tensor<i32>) -> tensor<?x1xi32>
    %r = "tf.TensorScatterAdd"(%z, %i, %x) : (tensor<1000x16xf32>, tensor<?x1xi32>, tensor<?x16xf32>) -> tensor<1000x16xf32>
    return %r : tensor<1000x16xf32>
  }
  func.func @segment_sum_k64(%x: tensor<?x64xf32>, %ids: tensor<?xi32>) -> tensor<1000x64xf32> attributes {llvm.emit_c_interface} {
    %n = "tf.Const"() {value = dense<1000> : tensor<i32>} : () -> tensor<i32>
    %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x64xf32>, tensor<?xi32>, tensor<i32>) -> tensor<1000x64xf32>
    return %r : tensor<1000x64xf32>
  }
  func.func @scatter_add_k64(%x: tensor<?x64xf32>, %ids: tensor<?xi32>) -> tensor<1000x64xf32> attributes {llvm.emit_c_interface} {
    %z = "tf.Const"() {value = dense<0.0> : tensor<1000x64xf32>} : () -> tensor<1000x64xf32>
    %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %i = "tf.ExpandDims"(%ids, %axis) : (tensor<?xi32>, tensor<i32>) -> tensor<?x1xi32>
    %r = "tf.TensorScatterAdd"(%z, %i, %x) : (tensor<1000x64xf32>, tensor<?x1xi32>, tensor<?x64xf32>) -> tensor<1000x64xf32>
    return %r : tensor<1000x64xf32>
  }
}
