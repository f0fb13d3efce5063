// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %S/Inputs/cond_in_loop_grad.mlir | FileCheck %s

// A real TF 2.21 import (test/Integration/TensorFlow/Inputs/cond_in_loop.mlir
// without its locations): a tf1.cond inside a tf1.while_loop over a
// TensorArray, h = tanh(x_t * w + h) if sum(x_t) > 0 else relu(h * w - x_t),
// and its tf.gradients. The forward body pushes the predicate and, in each
// branch, what that branch's gradient needs; the backward body pops the
// predicate and branches on it, popping in each branch what the same branch
// pushed. The ControlTriggers that wait for the pushes (f_sync) and the pops
// (b_sync) of both branches before the loop counters advance run after the
// IfRegion; they only order, and vanish.

// CHECK-LABEL: func.func @main
// CHECK-NOT:     tf_executor
// CHECK:         %[[S_PRED:.*]] = "tf.StackV2"(%{{.*}}) {_class = ["loc:@while/cond/Merge", "loc:@while/cond/pred_id"]
// CHECK:         %[[S_RELU:.*]] = "tf.StackV2"(%{{.*}}) {_class = ["loc:@while/cond/Relu"]
// CHECK:         %[[S_TANH:.*]] = "tf.StackV2"(%{{.*}}) {_class = ["loc:@while/cond/Tanh"]
// CHECK:         %[[S_MUL1:.*]] = "tf.StackV2"(%{{.*}}) {_class = ["loc:@while/Identity_1", "loc:@while/cond/mul_1"]
// CHECK:         %[[S_MUL:.*]] = "tf.StackV2"(%{{.*}}) {_class = ["loc:@while/TensorArrayReadV3", "loc:@while/cond/mul"]

// The forward loop.
// CHECK:         %[[FWD:.*]]:4 = "tf.WhileRegion"
// CHECK:           "tf.Less"
// CHECK:         }, {
// CHECK:           %[[XT:.*]] = "tf.TensorArrayReadV3"
// CHECK:           %[[P:.*]] = "tf.Greater"
// CHECK:           "tf.StackPushV2"(%[[S_PRED]],
// CHECK-NEXT:      %[[H:.*]] = "tf.IfRegion"(%[[P]]) ({
// CHECK-NEXT:        "tf.StackPushV2"(%[[S_MUL]], %[[XT]])
// CHECK:             %[[TANH:.*]] = "tf.Tanh"
// CHECK-NEXT:        "tf.StackPushV2"(%[[S_TANH]], %[[TANH]])
// CHECK-NEXT:        "tf.Yield"(%[[TANH]])
// CHECK-NEXT:      }, {
// CHECK-NEXT:        "tf.StackPushV2"(%[[S_MUL1]],
// CHECK:             %[[RELU:.*]] = "tf.Relu"
// CHECK-NEXT:        "tf.StackPushV2"(%[[S_RELU]], %[[RELU]])
// CHECK-NEXT:        "tf.Yield"(%[[RELU]])
// CHECK-NEXT:      }) {is_stateless = false}
// CHECK-NEXT:      %[[FLOW:.*]] = "tf.TensorArrayWriteV3"(%{{.*}}, %{{.*}}, %[[H]],
// CHECK-NEXT:      "tf.StackPushV2"(%{{.*}}, %[[FLOW]])
// CHECK-NEXT:      "tf.Yield"(%{{.*}}, %[[FLOW]], %{{.*}}, %[[H]])
// CHECK-NEXT:    }) {is_stateless = false, parallel_iterations = 10 : i64}

// The gradient loop runs f_count times.
// CHECK:         %[[BWD:.*]]:5 = "tf.WhileRegion"(%[[FWD]]#2,
// CHECK:           "tf.GreaterEqual"
// CHECK:         }, {
// CHECK:           %[[PP:.*]] = "tf.StackPopV2"(%[[S_PRED]])
// CHECK:           %[[G:.*]]:6 = "tf.IfRegion"(%[[PP]]) ({
// CHECK-NEXT:        %[[PT:.*]] = "tf.StackPopV2"(%[[S_TANH]])
// CHECK-NEXT:        %[[PM:.*]] = "tf.StackPopV2"(%[[S_MUL]])
// CHECK-NEXT:        %[[TG:.*]] = "tf.TanhGrad"(%[[PT]],
// CHECK-NEXT:        "tf.Mul"(%[[TG]], %[[PM]])
// CHECK-NEXT:        "tf.Mul"(%[[TG]], %arg1)
// CHECK-NEXT:        "tf.Yield"
// CHECK-NEXT:      }, {
// CHECK-NEXT:        %[[PR:.*]] = "tf.StackPopV2"(%[[S_RELU]])
// CHECK-NEXT:        %[[PM1:.*]] = "tf.StackPopV2"(%[[S_MUL1]])
// CHECK-NEXT:        %[[RG:.*]] = "tf.ReluGrad"(%{{.*}}, %[[PR]])
// CHECK-NEXT:        "tf.Mul"(%[[RG]], %[[PM1]])
// CHECK-NEXT:        "tf.Neg"(%[[RG]])
// CHECK-NEXT:        "tf.Mul"(%[[RG]], %arg1)
// CHECK-NEXT:        "tf.Yield"
// CHECK-NEXT:      }) {is_stateless = false}
// CHECK-NOT:       "tf.StackPopV2"
// CHECK:           "tf.TensorArrayWriteV3"
// CHECK:           "tf.Yield"
// CHECK-NEXT:    }) {is_stateless = false, parallel_iterations = 10 : i64}
// CHECK-NOT:     "tf.StackPopV2"
// CHECK-NOT:     "tf.StackPushV2"
// CHECK:         "tf.TensorArrayGatherV3"
// CHECK:         return
