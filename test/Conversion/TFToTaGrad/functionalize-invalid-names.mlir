// RUN: not tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %s 2>&1 | FileCheck %s

// With the importer's fused locations, the error is at the node and names it
// by its graph name; the module is not printed.

// CHECK: error: loc(fused["Merge:", "while/Merge"]): cannot functionalize frame 'while/while_context': node 'while/Merge' is a Merge without an Enter/NextIteration pair
// CHECK-NOT: func.func
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %e0:2 = "tf_executor.Enter"(%arg0) {frame_name = "while/while_context", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control) loc(fused["Enter:", "while/Enter"])
    %e1:2 = "tf_executor.Enter"(%arg0) {frame_name = "while/while_context", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control) loc(fused["Enter:", "while/Enter_1"])
    %m:3 = "tf_executor.Merge"(%e0#0, %e1#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control) loc(fused["Merge:", "while/Merge"])
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.IsFinite"(%m#0) : (tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %lc:2 = "tf_executor.LoopCond"(%p#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%m#0, %lc#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %x:2 = "tf_executor.Exit"(%sw#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%x#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}
