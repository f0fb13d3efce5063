// Segment sums of rows of 16 or more elements go in f32 leaves of 256 rows
// a segment and f64 totals (docs/Numerics.md): sums across several leaves,
// a mean over them, rows dropped for a negative id, bf16 rows summed in f32
// (a running bf16 sum of 600 ones stops at 256).

// RUN: tagrad-run %s --function=sum --input="600x16xf32=0.5" --input="600xi32=1" --expected_output="3x16xf32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,300,300,300,300,300,300,300,300,300,300,300,300,300,300,300,300,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0" --expected_f32_threshold=0 | FileCheck %s --check-prefix=SUM
// SUM: result 0: 3x16xf32 matches
func.func @sum(%x: tensor<?x16xf32>, %ids: tensor<?xi32>) -> tensor<3x16xf32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x16xf32>, tensor<?xi32>, tensor<i32>) -> tensor<3x16xf32>
  return %r : tensor<3x16xf32>
}

// RUN: tagrad-run %s --function=sum --input="600x16xf32=0.5" --input="600xi32=-1" --expected_output="3x16xf32=0" --expected_f32_threshold=0 | FileCheck %s --check-prefix=DROPPED
// DROPPED: result 0: 3x16xf32 matches

// RUN: tagrad-run %s --function=mean --input="513x16xf32=0.25" --input="513xi32=0" --expected_output="1x16xf32=0.25" --expected_f32_threshold=0 | FileCheck %s --check-prefix=MEAN
// MEAN: result 0: 1x16xf32 matches
func.func @mean(%x: tensor<?x16xf32>, %ids: tensor<?xi32>) -> tensor<?x16xf32> {
  %r = "tf.SegmentMean"(%x, %ids) : (tensor<?x16xf32>, tensor<?xi32>) -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

// RUN: tagrad-run %s --function=bf16 --input="600x32xbf16=1" --input="600xi64=0" | FileCheck %s --check-prefix=BF16
// BF16: 2x32xbf16={{\[}}[600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600 600][0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0]]
func.func @bf16(%x: tensor<?x32xbf16>, %ids: tensor<?xi64>) -> tensor<2x32xbf16> {
  %n = "tf.Const"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x32xbf16>, tensor<?xi64>, tensor<i64>) -> tensor<2x32xbf16>
  return %r : tensor<2x32xbf16>
}
