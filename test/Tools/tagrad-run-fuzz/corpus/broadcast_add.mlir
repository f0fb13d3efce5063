// Elementwise ops on fed shapes that must agree (TaGrad does not
// broadcast a dynamic dimension that is 1: an error, test/Tools/tagrad-run/
// tf_dynamic_shapes.mlir).
// FUZZ: @broadcast_add 3xf32=1,2,3 3xf32=10
// EXPECT: @broadcast_add numel(r0) == numel(a1)
func.func @broadcast_add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<*xf32> {
  %c = "tf.AddV2"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<*xf32> loc("add_node")
  return %c : tensor<*xf32>
}
