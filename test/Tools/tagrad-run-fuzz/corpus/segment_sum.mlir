// UnsortedSegmentSum with fed segment ids and number of segments (the
// data's rows fixed: rows that do not match the ids are a known find,
// ../known/segment_sum.mlir).
// FUZZ: @segment_sum 4x2xf32=1,2,3,4,5,6,7,8 4xi32=2,0,2,-1 i32=3
// EXPECT: @segment_sum shape(r0) == values(a2) ++ 2
func.func @segment_sum(%d: tensor<4x2xf32>, %ids: tensor<4xi32>, %n: tensor<i32>) -> tensor<*xf32> {
  %r = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<4x2xf32>, tensor<4xi32>, tensor<i32>) -> tensor<*xf32> loc("segments_node")
  return %r : tensor<*xf32>
}
