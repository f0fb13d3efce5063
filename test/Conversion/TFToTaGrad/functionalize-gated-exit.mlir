// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %s -split-input-file | FileCheck %s

// A gated gradient (tf.gradients(gate_gradients=True), or a loop's Merge
// gradient under GATE_GRAPH) groups the two outputs of the loop Switch with
// tf.tuple: the final value reaches the Exit through an Identity (the
// tuple's control_dependency) with a control edge from the group's NoOp.
// The Identity belongs to the loop's structure: the while's result is what
// the Exit gives.

// CHECK-LABEL: func.func @gated_exit
// CHECK:         %[[W:.*]] = "tf.WhileRegion"(%arg0) ({
// CHECK:           "tf.Less"
// CHECK:         }, {
// CHECK:           %[[ADD:.*]] = "tf.AddV2"
// CHECK-NEXT:      "tf.Yield"(%[[ADD]])
// CHECK:         })
// CHECK-NEXT:    %[[N:.*]] = "tf.Neg"(%[[W]])
// CHECK-NEXT:    return %[[N]]
func.func @gated_exit(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %group = "tf_executor.island"(%switch#2) ({
      "tf.NoOp"() : () -> ()
      "tf_executor.yield"() : () -> ()
    }) : (!tf_executor.control) -> !tf_executor.control
    %dep0:2 = "tf_executor.island"(%group) ({
      %1 = "tf.Identity"(%switch#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %dep1:2 = "tf_executor.island"(%group) ({
      %1 = "tf.Identity"(%switch#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%dep0#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%dep1#1) ({
      %1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%dep1#0, %one#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<f32>) -> ()
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%exit#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%neg#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A tf.cond in the loop's condition that reads the loop variable switches
// the Merge's output on its own predicate: a conditional of the condition
// region, not a loop Switch (tf.linalg.expm's squaring loop).

// CHECK-LABEL: func.func @cond_in_loop_condition
// CHECK:         "tf.WhileRegion"(%arg0) ({
// CHECK-NEXT:    ^bb0(%[[A:.*]]: tensor<f32>):
// CHECK-NEXT:      %[[P:.*]] = "tf.IsFinite"(%[[A]])
// CHECK-NEXT:      %[[IF:.*]] = "tf.IfRegion"(%[[P]])
// CHECK:             "tf.Neg"
// CHECK:           "tf.Less"(%[[IF]]
// CHECK:         }, {
// CHECK:           "tf.AddV2"
func.func @cond_in_loop_condition(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.IsFinite"(%merge#0) : (tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %csw:3 = "tf_executor.Switch"(%merge#0, %p#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%csw#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %same:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%csw#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %cm:3 = "tf_executor.Merge"(%same#0, %neg#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%cm#0, %lim#0) : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%switch#2) ({
      %1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%switch#1, %one#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<f32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}
