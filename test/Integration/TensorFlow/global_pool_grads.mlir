// Reductions over all but the batch (global_pool_grads in
// gen_tf_goldens.py): a Conv3D map averaged as keras'
// GlobalAveragePooling3D does and a Conv2D map's spatial maximum, under
// SGD. The batch is unknown in the graph (x is [None,4,4,3,2], fed 2), so
// TensorFlow builds the gradients' shapes from tf.shape(x) at run time
// (DynamicStitch with ones, then BroadcastTo); the mean's reaches
// Conv3DBackpropFilterV2, which needs the sizes they keep. Arguments: x,
// then the variables f2 [3,3,2,2] and f3 [2,2,2,2,3]. Results: the loss,
// dL/dx, the updated variables.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: float32 sums of a few products: 1e-5.
//
// RUN: tagrad-run %S/Inputs/global_pool_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/global_pool_grads.in0.npy \
// RUN:   --input=@%S/Inputs/global_pool_grads.in1.npy \
// RUN:   --input=@%S/Inputs/global_pool_grads.in2.npy \
// RUN:   --expected_output=@%S/Inputs/global_pool_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/global_pool_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/global_pool_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/global_pool_grads.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
