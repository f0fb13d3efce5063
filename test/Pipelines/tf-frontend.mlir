// RUN: tagrad-opt --allow-unregistered-dialect --tagrad-tf-frontend %s | FileCheck %s

// --tagrad-tf-frontend runs the front end's passes in order: the graph is
// unwrapped (functionalize), the call in it inlined, then legalized; the
// callee is gone.
// CHECK-LABEL: func.func @main
// CHECK-SAME:    (%[[X:.*]]: tensor<2xf32>) -> tensor<2xf32>
// CHECK:         %[[N:.*]] = linalg.generic
// CHECK:           arith.negf
// CHECK:         return %[[N]]
// CHECK-NOT:     func.func
func.func @main(%x: tensor<2xf32>) -> tensor<*xf32> {
  %0 = "tf_executor.graph"() ({
    %c:2 = "tf_executor.island"() ({
      %1 = "tf.PartitionedCall"(%x) {f = @negate, config = "", config_proto = "", executor_type = ""} : (tensor<2xf32>) -> tensor<*xf32>
      "tf_executor.yield"(%1) : (tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, !tf_executor.control)
    "tf_executor.fetch"(%c#0) : (tensor<*xf32>) -> ()
  }) : () -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func private @negate(%a: tensor<*xf32>) -> tensor<*xf32> {
  %n = "tf.Neg"(%a) : (tensor<*xf32>) -> tensor<*xf32>
  return %n : tensor<*xf32>
}
