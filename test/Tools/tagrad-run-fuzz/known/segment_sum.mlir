// Known find of tagrad-run-fuzz (docs/Fuzzing.md), not fixed here:
// UnsortedSegmentSum does not check at run time that the data's shape
// starts with the segment ids' shape (TensorFlow: "data.shape = [2,2] does
// not start with segment_ids.shape = [4]"): it reads a data row per id,
// here past a 2x2 input (garbage, exit 0); a 0x2 input with
// buffer-cache=false, or 1048576 ids, segfaults. XFAIL until
// -tagrad-legalize-tf (lib/Conversion/TFToTaGrad/LegalizeTF.cpp) checks it.
// RUN: tagrad-run %s --input=2x2xf32=1 --input=4xi32=0,1,2,0 --input=i32=3 > %t 2>&1; test $? -eq 1
// RUN: FileCheck %s < %t
// CHECK: tagrad runtime error: {{.*}}segments_node
//
// FUZZ: @segment_sum 4x2xf32=1,2,3,4,5,6,7,8 4xi32=2,0,2,-1 i32=3
// EXPECT: @segment_sum shape(r0) == values(a2) ++ 2
func.func @segment_sum(%d: tensor<?x2xf32>, %ids: tensor<?xi32>, %n: tensor<i32>) -> tensor<*xf32> {
  %r = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<?x2xf32>, tensor<?xi32>, tensor<i32>) -> tensor<*xf32> loc("segments_node")
  return %r : tensor<*xf32>
}
