// NonMaxSuppressionV2..V5 on boxes fed as data (values from TensorFlow
// 2.21): corners in either order, a box of no area (4: it overlaps
// nothing), equal scores taken lower index first (1, 2, 5), score_threshold
// dropping boxes, V4 padded to max_output_size with zeros, V5's scores, and
// TensorFlow's messages for a bad threshold or size and for soft-NMS.
//
// RUN: tagrad-run %s --function=v3 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="6xf32=0.9,0.8,0.8,0.95,0.99,0.8" --input="i32=4" --input="f32=0.5" --input="f32=0.85" 2>&1 | FileCheck %s --check-prefix=V3
// V3: 2xi32=[4 3]
// RUN: tagrad-run %s --function=v2 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="6xf32=0.9,0.8,0.8,0.95,0.99,0.8" --input="i32=10" --input="f32=0.3" 2>&1 | FileCheck %s --check-prefix=V2
// V2: 4xi32=[4 3 2 5]
// RUN: tagrad-run %s --function=v4 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="6xf32=0.9,0.8,0.8,0.95,0.99,0.8" --input="i32=8" --input="f32=0.9" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=V4
// V4: 8xi32=[4 3 1 2 5 0 0 0]
// V4: i32=5
// RUN: tagrad-run %s --function=v5 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="6xf32=0.9,0.8,0.8,0.95,0.99,0.8" --input="i32=2" --input="f32=0.5" --input="f32=0" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=V5
// V5: 2xi32=[4 3]
// V5: 2xf32=[0.99000001 0.949999988]
// V5: i32=2
// RUN: not tagrad-run %s --function=v3 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="6xf32=0.9,0.8,0.8,0.95,0.99,0.8" --input="i32=4" --input="f32=1.5" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=IOU
// IOU: iou_threshold must be in [0, 1]
// RUN: not tagrad-run %s --function=v3 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="6xf32=0.9,0.8,0.8,0.95,0.99,0.8" --input="i32=-1" --input="f32=0.5" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: output size must be non-negative
// RUN: not tagrad-run %s --function=v5 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="6xf32=0.9,0.8,0.8,0.95,0.99,0.8" --input="i32=2" --input="f32=0.5" --input="f32=0" --input="f32=0.5" 2>&1 | FileCheck %s --check-prefix=SOFT
// SOFT: supports hard suppression only (soft_nms_sigma = 0)
// RUN: not tagrad-run %s --function=v3 --input="6x4xf32=0,0,1,1,0,0.1,1,1.1,2,2,0,0,1,1,0,0,0.5,0.5,0.5,2,3,3,4,4" --input="5xf32=0.9,0.8,0.8,0.95,0.99" --input="i32=4" --input="f32=0.5" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=SCORES
// SCORES: scores has incompatible shape

func.func @v2(%b: tensor<6x4xf32>, %s: tensor<6xf32>, %n: tensor<i32>, %iou: tensor<f32>) -> tensor<*xi32> {
  %y = "tf.NonMaxSuppressionV2"(%b, %s, %n, %iou) : (tensor<6x4xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}
func.func @v3(%b: tensor<6x4xf32>, %s: tensor<?xf32>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>) -> tensor<*xi32> {
  %y = "tf.NonMaxSuppressionV3"(%b, %s, %n, %iou, %st) : (tensor<6x4xf32>, tensor<?xf32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}
func.func @v4(%b: tensor<6x4xf32>, %s: tensor<6xf32>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>) -> (tensor<*xi32>, tensor<*xi32>) {
  %y:2 = "tf.NonMaxSuppressionV4"(%b, %s, %n, %iou, %st) {pad_to_max_output_size = true} : (tensor<6x4xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %y#0, %y#1 : tensor<*xi32>, tensor<*xi32>
}
func.func @v5(%b: tensor<6x4xf32>, %s: tensor<6xf32>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>, %sigma: tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>, tensor<*xi32>) {
  %y:3 = "tf.NonMaxSuppressionV5"(%b, %s, %n, %iou, %st, %sigma) {pad_to_max_output_size = false} : (tensor<6x4xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>, tensor<*xi32>)
  return %y#0, %y#1, %y#2 : tensor<*xi32>, tensor<*xf32>, tensor<*xi32>
}
