// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %s -split-input-file | FileCheck %s

// TensorFlow never marks a ControlTrigger dead: it runs once its inputs are
// done, whichever branch ran. One that waits for both branches (the b_sync /
// f_sync of a tf.cond's gradient inside a while loop) stays outside the
// conditional, and what waits for it is ordered after the IfRegion.

// CHECK-LABEL: func.func @trigger_after_both_branches
// CHECK-NEXT:    %[[IF:.*]] = "tf.IfRegion"(%arg1) ({
// CHECK-NEXT:      "tf.StackPushV2"(%arg2, %arg0)
// CHECK-NEXT:      "tf.Yield"(%arg0)
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT:      "tf.StackPushV2"(%arg3, %[[N]])
// CHECK-NEXT:      "tf.Yield"(%[[N]])
// CHECK-NEXT:    })
// CHECK-NEXT:    %[[POP:.*]] = "tf.StackPopV2"(%arg2)
// CHECK-NEXT:    %[[ADD:.*]] = "tf.AddV2"(%[[IF]], %[[POP]])
// CHECK-NEXT:    return %[[ADD]]
func.func @trigger_after_both_branches(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<!tf_type.resource>, %arg3: tensor<!tf_type.resource>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // The pop comes first in the graph; only the trigger orders it.
    %pop:2 = "tf_executor.island"(%sync) ({
      %1 = "tf.StackPopV2"(%arg2) : (tensor<!tf_type.resource>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %push_t:2 = "tf_executor.island"() ({
      %1 = "tf.StackPushV2"(%arg2, %sw#1) : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%sw#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %push_e:2 = "tf_executor.island"() ({
      %1 = "tf.StackPushV2"(%arg3, %neg#0) : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %sync = "tf_executor.ControlTrigger"(%push_t#1, %push_e#1) : (!tf_executor.control, !tf_executor.control) -> !tf_executor.control
    %m:3 = "tf_executor.Merge"(%sw#1, %neg#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%m#0, %pop#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%add#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A ControlTrigger that waits for one branch only runs when the branch does
// not, too: it is not part of the branch, and an op control-dependent on it
// runs after the conditional either way.

// CHECK-LABEL: func.func @trigger_after_one_branch
// CHECK-NEXT:    %[[IF:.*]] = "tf.IfRegion"(%arg1) ({
// CHECK-NEXT:      "tf.StackPushV2"(%arg2, %arg0)
// CHECK-NEXT:      "tf.Yield"(%arg0)
// CHECK-NEXT:    }, {
// CHECK-NEXT:      "tf.Yield"(%arg0)
// CHECK-NEXT:    })
// CHECK-NEXT:    %[[POP:.*]] = "tf.StackPopV2"(%arg2)
// CHECK-NEXT:    %[[ADD:.*]] = "tf.AddV2"(%[[IF]], %[[POP]])
// CHECK-NEXT:    return %[[ADD]]
func.func @trigger_after_one_branch(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<!tf_type.resource>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %pop:2 = "tf_executor.island"(%sync) ({
      %1 = "tf.StackPopV2"(%arg2) : (tensor<!tf_type.resource>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %push:2 = "tf_executor.island"() ({
      %1 = "tf.StackPushV2"(%arg2, %sw#1) : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %sync = "tf_executor.ControlTrigger"(%push#1) : (!tf_executor.control) -> !tf_executor.control
    %m:3 = "tf_executor.Merge"(%sw#1, %sw#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%m#0, %pop#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%add#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}
