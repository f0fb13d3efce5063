// Run-time facts of TensorFlow ops the graph does not fix at compile time:
// a Reshape to a fed shape with -1 (its size is the rest of the elements),
// a Reshape whose fed shape does not account for every element
// (TensorFlow's error, not an out-of-bounds read), a GatherV2 with a fed
// index out of range, and UnsortedSegmentSum dropping negative ids and
// stopping at an id past num_segments. The checks are tagrad.runtime_check
// ops (the message, the op's location; tagrad-run then exits 1).
//
// RUN: tagrad-run %s --function=reshape --input="6xf32=1,2,3,4,5,6" --input="2xi32=-1,2" | FileCheck %s --check-prefix=RESHAPE
// RESHAPE: 3x2xf32={{\[\[}}1 2][3 4][5 6]]
// RUN: tagrad-run %s --function=reshape --input="6xf32=1,2,3,4,5,6" --input="2xi32=3,-1" | FileCheck %s --check-prefix=RESHAPE
// RUN: not tagrad-run %s --function=reshape --input="6xf32=1,2,3,4,5,6" --input="2xi32=4,-1" 2>&1 | FileCheck %s --check-prefix=RESHAPE-BAD
// RUN: not tagrad-run %s --function=reshape --input="6xf32=1,2,3,4,5,6" --input="2xi32=2,2" 2>&1 | FileCheck %s --check-prefix=RESHAPE-BAD
// RESHAPE-BAD: Input to reshape is a tensor of tensor<6xf32> whose number of values differs from the requested shape's (at reshape_node)
//
// RUN: tagrad-run %s --function=gather --input="3x2xf32=1,2,3,4,5,6" --input="2xi64=2,0" | FileCheck %s --check-prefix=GATHER
// GATHER: 2x2xf32={{\[\[}}5 6][1 2]]
// RUN: not tagrad-run %s --function=gather --input="3x2xf32=1,2,3,4,5,6" --input="2xi64=0,-1" 2>&1 | FileCheck %s --check-prefix=GATHER-BAD
// RUN: not tagrad-run %s --function=gather --input="3x2xf32=1,2,3,4,5,6" --input="2xi64=3,0" 2>&1 | FileCheck %s --check-prefix=GATHER-BAD
// GATHER-BAD: indices are not all in [0, 3) (at gather_node)
//
// RUN: tagrad-run %s --function=segments --input="4x2xf32=1,2,3,4,5,6,7,8" --input="4xi32=2,0,2,-1" | FileCheck %s --check-prefix=SEGMENTS
// SEGMENTS: 3x2xf32={{\[\[}}3 4][0 0][6 8]]
// RUN: not tagrad-run %s --function=segments --input="4x2xf32=1,2,3,4,5,6,7,8" --input="4xi32=2,0,3,1" 2>&1 | FileCheck %s --check-prefix=SEGMENTS-BAD
// SEGMENTS-BAD: segment_ids[2] = 3 is out of range [0, 3) (at segments_node)
//
// Sorted ids: as many segments as the last id plus one, empty ones 0;
// TensorFlow's messages for ids out of order and negative.
// RUN: tagrad-run %s --function=sorted_segments --input="4x2xf32=1,2,3,4,5,6,7,8" --input="4xi32=0,0,2,2" | FileCheck %s --check-prefix=SORTED
// SORTED: 3x2xf32={{\[\[}}2 3][0 0][6 7]]
// RUN: not tagrad-run %s --function=sorted_segments --input="4x2xf32=1,2,3,4,5,6,7,8" --input="4xi32=0,2,1,2" 2>&1 | FileCheck %s --check-prefix=SORTED-ORDER
// SORTED-ORDER: segment ids are not increasing (at sorted_node)
// RUN: not tagrad-run %s --function=sorted_segments --input="4x2xf32=1,2,3,4,5,6,7,8" --input="4xi32=-1,0,1,2" 2>&1 | FileCheck %s --check-prefix=SORTED-NEG
// SORTED-NEG: segment ids must be >= 0 (at sorted_node)
//
// TopKV2 of rows shorter than k (known at run time only).
// RUN: tagrad-run %s --function=top_k --input="2x3xf32=1,3,2,5,5,4" | FileCheck %s --check-prefix=TOPK
// TOPK: 2x2xf32={{\[\[}}3 2][5 5]]
// TOPK: 2x2xi32={{\[\[}}1 2][0 1]]
// RUN: not tagrad-run %s --function=top_k --input="2x1xf32=1,2" 2>&1 | FileCheck %s --check-prefix=TOPK-BAD
// TOPK-BAD: input must have at least k columns. Had 1, needed 2 (at top_k_node)

func.func @reshape(%x: tensor<6xf32>, %shape: tensor<2xi32>) -> tensor<*xf32> {
  %r = "tf.Reshape"(%x, %shape) : (tensor<6xf32>, tensor<2xi32>) -> tensor<*xf32> loc("reshape_node")
  return %r : tensor<*xf32>
}

func.func @gather(%x: tensor<3x2xf32>, %i: tensor<2xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.GatherV2"(%x, %i, %a) {batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2xi64>, tensor<i32>) -> tensor<*xf32> loc("gather_node")
  return %r : tensor<*xf32>
}

func.func @segments(%d: tensor<4x2xf32>, %ids: tensor<4xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<4x2xf32>, tensor<4xi32>, tensor<i32>) -> tensor<*xf32> loc("segments_node")
  return %r : tensor<*xf32>
}

func.func @sorted_segments(%d: tensor<4x2xf32>, %ids: tensor<4xi32>) -> tensor<*xf32> {
  %r = "tf.SegmentMean"(%d, %ids) : (tensor<4x2xf32>, tensor<4xi32>) -> tensor<*xf32> loc("sorted_node")
  return %r : tensor<*xf32>
}

func.func @top_k(%x: tensor<2x?xf32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %k = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %v, %i = "tf.TopKV2"(%x, %k) : (tensor<2x?xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>) loc("top_k_node")
  return %v, %i : tensor<*xf32>, tensor<*xi32>
}

// A dimension of size 1 known only at run time broadcasts, as in TensorFlow
// (a reshape to a shape computed from data, then an element-wise op).
// RUN: tagrad-run %s --function=broadcast_dynamic --input="2x1xf32=1,2" --input="2x3xf32=10,20,30,40,50,60" | FileCheck %s --check-prefix=BCAST
// BCAST: 2x3xf32={{\[\[}}11 21 31][42 52 62]]
// RUN: tagrad-run %s --function=broadcast_dynamic --input="1x3xf32=1,2,3" --input="2x3xf32=10,20,30,40,50,60" | FileCheck %s --check-prefix=BCAST-ROW
// BCAST-ROW: 2x3xf32={{\[\[}}11 22 33][41 52 63]]
// RUN: not tagrad-run %s --function=broadcast_dynamic --input="2x2xf32=1,2,3,4" --input="2x3xf32=10,20,30,40,50,60" 2>&1 | FileCheck %s --check-prefix=BCAST-BAD
// BCAST-BAD: Incompatible shapes
func.func @broadcast_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x3xf32>) -> tensor<*xf32> {
  %r = "tf.AddV2"(%a, %b) : (tensor<?x?xf32>, tensor<?x3xf32>) -> tensor<*xf32> loc("bcast_node")
  return %r : tensor<*xf32>
}
