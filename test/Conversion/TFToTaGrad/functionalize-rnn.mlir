// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %S/Inputs/rnn_grad.mlir | FileCheck %s

// A real TF 2.21 import (tf.compat.v1 while_loop over a TensorArray, and its
// tf.gradients): the forward frame and the gradient frame become two
// WhileRegions in sequence. The forward body pushes what the backward body
// pops, on stacks created before both loops and captured by both; the
// gradient loop's trip count is the forward loop's f_count result.

// CHECK-LABEL: func.func @main
// CHECK-NOT:     tf_executor
// CHECK:         %[[S0:.*]] = "tf.StackV2"
// CHECK:         %[[S1:.*]] = "tf.StackV2"
// CHECK:         %[[S2:.*]] = "tf.StackV2"
// CHECK:         %[[S3:.*]] = "tf.StackV2"
// CHECK:         %[[FWD:.*]]:4 = "tf.WhileRegion"
// CHECK:           "tf.Less"
// CHECK:           "tf.Yield"
// CHECK:         }, {
// CHECK:           %[[FCOUNT:.*]] = "tf.AddV2"(%{{.*}}, %{{.*}}) {_class = ["loc:@while/Exit_2"]
// CHECK:           "tf.StackPushV2"(%[[S2]],
// CHECK:           "tf.StackPushV2"(%[[S0]],
// CHECK:           "tf.MatMul"(%{{.*}}, %arg1)
// CHECK:           "tf.Tanh"
// CHECK:           "tf.StackPushV2"(%[[S1]],
// CHECK:           "tf.TensorArrayWriteV3"
// CHECK:           "tf.StackPushV2"(%[[S3]],
// CHECK:           "tf.Yield"(%{{.*}}, %{{.*}}, %[[FCOUNT]], %{{.*}})
// CHECK-NEXT:    }) {is_stateless = false, parallel_iterations = 10 : i64}
// CHECK-NOT:       "tf.StackPushV2"
// CHECK:         %[[BWD:.*]]:5 = "tf.WhileRegion"(%[[FWD]]#2,
// CHECK:           "tf.GreaterEqual"
// CHECK:           "tf.Yield"
// CHECK:         }, {
// CHECK:           "tf.Sub"
// CHECK:           "tf.StackPopV2"(%[[S0]])
// CHECK:           "tf.StackPopV2"(%[[S1]])
// CHECK:           "tf.StackPopV2"(%[[S2]])
// CHECK:           "tf.StackPopV2"(%[[S3]])
// CHECK:           "tf.TanhGrad"
// CHECK:           "tf.Yield"
// CHECK-NEXT:    }) {is_stateless = false, parallel_iterations = 10 : i64}
// CHECK-NOT:     "tf.StackPopV2"
// CHECK:         return %{{.*}}, %{{.*}}, %{{.*}} : tensor<f32>, tensor<*xf32>, tensor<4x3xf32>
