// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %s | FileCheck %s

// A conditional nested in the then branch of another. tf.gradients adds
// Switches to a conditional long after it was built (here the one taking
// the stack handle into the outer branch comes last in the graph): the inner
// conditional is still formed first, as one item of the outer branch.

// CHECK-LABEL: func.func @nested_with_late_switch
// CHECK-NEXT:    %[[OUT:.*]] = "tf.IfRegion"(%arg1) ({
// CHECK-NEXT:      %[[IN:.*]] = "tf.IfRegion"(%arg2) ({
// CHECK-NEXT:        %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT:        "tf.Yield"(%[[N]])
// CHECK-NEXT:      }, {
// CHECK-NEXT:        "tf.Yield"(%arg0)
// CHECK-NEXT:      })
// CHECK-NEXT:      %[[P:.*]] = "tf.StackPushV2"(%arg3, %[[IN]])
// CHECK-NEXT:      "tf.Yield"(%[[P]])
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[A:.*]] = "tf.Abs"(%arg0)
// CHECK-NEXT:      "tf.Yield"(%[[A]])
// CHECK-NEXT:    })
// CHECK-NEXT:    return %[[OUT]]
func.func @nested_with_late_switch(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<i1>, %arg3: tensor<!tf_type.resource>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %sw_o:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %sw_p:3 = "tf_executor.Switch"(%arg2, %arg1) : (tensor<i1>, tensor<i1>) -> (tensor<i1>, tensor<i1>, !tf_executor.control)
    %sw_i:3 = "tf_executor.Switch"(%sw_o#1, %sw_p#1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%sw_i#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %mi:3 = "tf_executor.Merge"(%neg#0, %sw_i#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %push:2 = "tf_executor.island"() ({
      %1 = "tf.StackPushV2"(%sw_h#1, %mi#0) : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %abs:2 = "tf_executor.island"() ({
      %1 = "tf.Abs"(%sw_o#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %mo:3 = "tf_executor.Merge"(%push#0, %abs#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %sw_h:3 = "tf_executor.Switch"(%arg3, %arg1) : (tensor<!tf_type.resource>, tensor<i1>) -> (tensor<!tf_type.resource>, tensor<!tf_type.resource>, !tf_executor.control)
    "tf_executor.fetch"(%mo#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}
