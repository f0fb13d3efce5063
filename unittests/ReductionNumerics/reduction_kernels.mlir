// The reductions of ReductionNumericsTest.cpp, written as TensorFlow's MLIR
// importer writes them (tf.Sum, tf.Mean, tf.L2Loss, tf.Prod of dynamic
// shapes), compiled with -tagrad-legalize-tf and --tagrad-cpu-pipeline once
// with threads=1 and once with the default thread count (CMakeLists.txt).
module {
  func.func @sum_f32(%x: tensor<?xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?xf32>, tensor<1xi32>) -> tensor<f32>
    return %r : tensor<f32>
  }

  func.func @mean_f32(%x: tensor<?xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Mean"(%x, %a) {keep_dims = false} : (tensor<?xf32>, tensor<1xi32>) -> tensor<f32>
    return %r : tensor<f32>
  }

  func.func @l2loss_f32(%x: tensor<?xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %r = "tf.L2Loss"(%x) : (tensor<?xf32>) -> tensor<f32>
    return %r : tensor<f32>
  }

  func.func @sum_f16(%x: tensor<?xf16>) -> tensor<f16> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?xf16>, tensor<1xi32>) -> tensor<f16>
    return %r : tensor<f16>
  }

  func.func @mean_f16(%x: tensor<?xf16>) -> tensor<f16> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Mean"(%x, %a) {keep_dims = false} : (tensor<?xf16>, tensor<1xi32>) -> tensor<f16>
    return %r : tensor<f16>
  }

  func.func @l2loss_f16(%x: tensor<?xf16>) -> tensor<f16> attributes {llvm.emit_c_interface} {
    %r = "tf.L2Loss"(%x) : (tensor<?xf16>) -> tensor<f16>
    return %r : tensor<f16>
  }

  func.func @sum_bf16(%x: tensor<?xbf16>) -> tensor<bf16> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?xbf16>, tensor<1xi32>) -> tensor<bf16>
    return %r : tensor<bf16>
  }

  func.func @mean_bf16(%x: tensor<?xbf16>) -> tensor<bf16> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Mean"(%x, %a) {keep_dims = false} : (tensor<?xbf16>, tensor<1xi32>) -> tensor<bf16>
    return %r : tensor<bf16>
  }

  func.func @l2loss_bf16(%x: tensor<?xbf16>) -> tensor<bf16> attributes {llvm.emit_c_interface} {
    %r = "tf.L2Loss"(%x) : (tensor<?xbf16>) -> tensor<bf16>
    return %r : tensor<bf16>
  }

  func.func @sum_all_3d_f32(%x: tensor<?x?x?xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?x?x?xf32>, tensor<3xi32>) -> tensor<f32>
    return %r : tensor<f32>
  }

  func.func @sum_rows_f32(%x: tensor<?x?xf32>) -> tensor<?xf32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
    return %r : tensor<?xf32>
  }

  func.func @sum_cols_f32(%x: tensor<?x?xf32>) -> tensor<?xf32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
    return %r : tensor<?xf32>
  }

  func.func @sum_cols_f16(%x: tensor<?x?xf16>) -> tensor<?xf16> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<?x?xf16>, tensor<1xi32>) -> tensor<?xf16>
    return %r : tensor<?xf16>
  }

  func.func @prod_f32(%x: tensor<?xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Prod"(%x, %a) {keep_dims = false} : (tensor<?xf32>, tensor<1xi32>) -> tensor<f32>
    return %r : tensor<f32>
  }

  // Column sums of static rows: through the batch-norm schedule's shares of
  // rows (sub-shares of 512 rows), then the pairwise lowering.
  func.func @sum_cols_static_f32(%x: tensor<1000000x16xf32>) -> tensor<16xf32> attributes {llvm.emit_c_interface} {
    %a = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
    %r = "tf.Sum"(%x, %a) {keep_dims = false} : (tensor<1000000x16xf32>, tensor<1xi32>) -> tensor<16xf32>
    return %r : tensor<16xf32>
  }

  // The embedding gradient's sum: rows into 4 segments (the gather's
  // gradient, TensorFlow's UnsortedSegmentSum). Rows of 3 accumulate in f64;
  // rows of 64 in f32 leaves of 256 rows a segment, added in f64.
  func.func @unsorted_segment_sum_f32(%x: tensor<?x?xf32>, %ids: tensor<?xi32>) -> tensor<4x?xf32> attributes {llvm.emit_c_interface} {
    %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
    %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x?xf32>, tensor<?xi32>, tensor<i32>) -> tensor<4x?xf32>
    return %r : tensor<4x?xf32>
  }

  func.func @unsorted_segment_sum_wide_f32(%x: tensor<?x64xf32>, %ids: tensor<?xi32>) -> tensor<4x64xf32> attributes {llvm.emit_c_interface} {
    %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
    %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x64xf32>, tensor<?xi32>, tensor<i32>) -> tensor<4x64xf32>
    return %r : tensor<4x64xf32>
  }
}
