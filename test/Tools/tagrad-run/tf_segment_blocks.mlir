// Segment sums of narrow rows accumulated in f64 (docs/Numerics.md): blocks
// of rows (256 of one element, 64 of wider rows) whose ids are all in range
// take a loop without checks; other blocks send rows of negative ids into an
// extra segment row the result leaves out, and stop at an id past
// num_segments with TensorFlow's message, naming the first such row; the last
// rows go one at a time. A mean divides by counts that the extra row leaves
// alone.

// RUN: tagrad-run %s --function=single --input="300x1xf32=0.5" --input="300xi32=1" | FileCheck %s --check-prefix=SINGLE
// SINGLE: 3x1xf32={{\[\[}}0][150][0]]
// RUN: tagrad-run %s --function=single --input="300x1xf32=0.5" --input="300xi32=-1" | FileCheck %s --check-prefix=DROPPED
// DROPPED: 3x1xf32={{\[\[}}0][0][0]]
// RUN: not tagrad-run %s --function=single --input="300x1xf32=0.5" --input="300xi32=3" 2>&1 | FileCheck %s --check-prefix=SINGLE-BAD
// SINGLE-BAD: segment_ids[0] = 3 is out of range [0, 3)
func.func @single(%x: tensor<?x1xf32>, %ids: tensor<?xi32>) -> tensor<3x1xf32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x1xf32>, tensor<?xi32>, tensor<i32>) -> tensor<3x1xf32>
  return %r : tensor<3x1xf32>
}

// Ids -1, 0, 1, 2, -1, ... over one block of 64 rows and 6 more.
// RUN: tagrad-run %s --function=triples --input="70x3xf32=1" --input="70xi32=-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0" | FileCheck %s --check-prefix=TRIPLES
// TRIPLES: 3x3xf32={{\[\[}}18 18 18][17 17 17][17 17 17]]
// RUN: not tagrad-run %s --function=triples --input="70x3xf32=1" --input="70xi32=-1,0,1,2,-1,3,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0" 2>&1 | FileCheck %s --check-prefix=TRIPLES-BAD
// TRIPLES-BAD: segment_ids[5] = 3 is out of range [0, 3)
// RUN: not tagrad-run %s --function=triples --input="70x3xf32=1" --input="70xi32=-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,1,2,-1,0,3,2,-1,0" 2>&1 | FileCheck %s --check-prefix=TAIL-BAD
// TAIL-BAD: segment_ids[66] = 3 is out of range [0, 3)
func.func @triples(%x: tensor<?x3xf32>, %ids: tensor<?xi32>) -> tensor<3x3xf32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x3xf32>, tensor<?xi32>, tensor<i32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

// RUN: tagrad-run %s --function=mean --input="70x3xf32=2" --input="70xi32=0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,2,2,2,2,2,2,2,2,2,2,3,3,3,3,3,3,3,3,3,3,4,4,4,4,4,4,4,4,4,4,5,5,5,5,5,5,5,5,5,5,6,6,6,6,6,6,6,6,6,6" | FileCheck %s --check-prefix=MEAN
// MEAN: 7x3xf32={{\[\[}}2 2 2][2 2 2][2 2 2][2 2 2][2 2 2][2 2 2][2 2 2]]
func.func @mean(%x: tensor<?x3xf32>, %ids: tensor<?xi32>) -> tensor<?x3xf32> {
  %r = "tf.SegmentMean"(%x, %ids) : (tensor<?x3xf32>, tensor<?xi32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
