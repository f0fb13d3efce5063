// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-inline-calls -tagrad-tf-lift-variables -tagrad-legalize-tf %s | FileCheck %s

// A SavedModel signature (convert_saved_model): index paths stay on the
// arguments and results, tf_saved_model module ops and attributes go, and
// functions only the signature called are gone once inlined.
// CHECK: module {
// CHECK-NOT: tf_saved_model.semantics
// CHECK-NOT: tf_saved_model.session_initializer
// CHECK-LABEL: func.func @serving_default
// CHECK-SAME: (%{{.*}}: tensor<2xf32> {tf_saved_model.index_path = ["x"]})
// CHECK-SAME: -> (tensor<2xf32> {tf_saved_model.index_path = ["y"]})
// CHECK-NOT: tf_saved_model.exported_names
// CHECK: math.exp
// CHECK-NOT: func.func
module attributes {tf_saved_model.semantics, tf.versions = {producer = 2474 : i32}} {
  "tf_saved_model.session_initializer"() {initializers = []} : () -> ()
  func.func @serving_default(%x: tensor<2xf32> {tf_saved_model.index_path = ["x"]}) -> (tensor<*xf32> {tf_saved_model.index_path = ["y"]}) attributes {tf_saved_model.exported_names = ["serving_default"]} {
    %y = "tf.StatefulPartitionedCall"(%x) {f = @inner, config = "", config_proto = "", executor_type = ""} : (tensor<2xf32>) -> tensor<*xf32>
    return %y : tensor<*xf32>
  }
  func.func private @inner(%x: tensor<*xf32>) -> tensor<*xf32> {
    %e = "tf.Exp"(%x) : (tensor<*xf32>) -> tensor<*xf32>
    %i = "tf.Identity"(%e) : (tensor<*xf32>) -> tensor<*xf32>
    return %i : tensor<*xf32>
  }
}
