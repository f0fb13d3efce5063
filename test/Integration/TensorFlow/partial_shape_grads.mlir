// Gradients TensorFlow builds from shapes known in part (partial_shape_grads
// in gen_tf_goldens.py; x is [None, 6, 5, 3] in the graph, fed batch 2):
// the sum of a max pool and of a dilated average pool (tf.nn.pool:
// SpaceToBatchND), whose gradients Tile the loss by Shape(pool); Keras'
// Reshape((-1,)) (a reshape to [Shape(x)[0], -1]) of two tensors
// concatenated along axis 1, and that concatenated with itself along the
// batch (ConcatOffset of a size known at run time only). Arguments: x, w
// [3]. Results: loss, dL/dx, dL/dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2e-7 here (reported by the generator); 1e-5
// is far above it, and a misplaced element or a wrong size is off by O(1).
//
// RUN: tagrad-run %S/Inputs/partial_shape_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/partial_shape_grads.in0.npy \
// RUN:   --input=@%S/Inputs/partial_shape_grads.in1.npy \
// RUN:   --expected_output=@%S/Inputs/partial_shape_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/partial_shape_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/partial_shape_grads.out2.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-3: matches
// CHECK-NOT: MISMATCH
