// Elementwise ops on fed shapes: equal, or one of them 1 (a dynamic
// dimension of 1 broadcasts, as in TensorFlow); any other pair is
// TensorFlow's "Incompatible shapes" error.
// FUZZ: @broadcast_add 3xf32=1,2,3 3xf32=10
// EXPECT: @broadcast_add numel(r0) == numel(a0) if numel(a0) == numel(a1)
// EXPECT: @broadcast_add numel(r0) == numel(a0) if numel(a1) == 1
// EXPECT: @broadcast_add numel(r0) == numel(a1) if numel(a0) == 1
func.func @broadcast_add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<*xf32> {
  %c = "tf.AddV2"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<*xf32> loc("add_node")
  return %c : tensor<*xf32>
}
