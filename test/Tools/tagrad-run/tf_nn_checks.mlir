// The run-time checks of the neural-network ops (tagrad.runtime_check):
// TensorFlow's message, the op's location, exit status 1.
//
// SparseSoftmaxCrossEntropyWithLogits: a label outside [0, classes) (TF's
// CPU kernel checks them before computing; it reports the smallest label
// if negative, else the largest).
// RUN: not tagrad-run %s --function=xent --input="2x3xf32=1,2,3,0.5,-1,2" --input="2xi64=2,3" 2>&1 | FileCheck %s --check-prefix=XENT-LARGE
// RUN: tagrad-run %s --function=xent --input="2x3xf32=1,2,3,0.5,-1,2" --input="2xi64=2,3" 2> /dev/null; test $? -eq 1
// XENT-LARGE: tagrad runtime error: Received a label value of 3 which is outside the valid range of [0, 3). (at xent_node)
// RUN: not tagrad-run %s --function=xent --input="2x3xf32=1,2,3,0.5,-1,2" --input="2xi64=-1,7" 2>&1 | FileCheck %s --check-prefix=XENT-NEG
// XENT-NEG: tagrad runtime error: Received a label value of -1 which is outside the valid range of [0, 3). (at xent_node)
// RUN: not tagrad-run %s --function=xent_i32 --input="2x3xf32=1,2,3,0.5,-1,2" --input="2xi32=0,9" --pipeline-options="checks=none threads=2" 2>&1 | FileCheck %s --check-prefix=XENT-I32
// XENT-I32: tagrad runtime error: Received a label value of 9 which is outside the valid range of [0, 3). (at xent_node)
// Labels in range: loss and backprop as TensorFlow 2.21 computes them.
// RUN: tagrad-run %s --function=xent --input="2x3xf32=1,2,3,0.5,-1,2" --input="2xi64=2,0" \
// RUN:   --expected_output="2xf32=0.40760595,1.7413113" \
// RUN:   --expected_output="2x3xf32=0.09003057,0.24472848,-0.33475906,-0.8247096,0.03911257,0.78559703" \
// RUN:   --expected_f32_threshold=1e-6
//
// Conv2DBackpropInput: input_sizes from the Shape of a tensor whose batch
// only run time knows, against out_backprop's batch.
// RUN: not tagrad-run %s --function=conv_input_grad --input="2x3x3x1xf32=1" --input="1x1x1x1xf32=1" --input="1x3x3x1xf32=1" 2>&1 | FileCheck %s --check-prefix=CONV-BATCH
// CONV-BATCH: tagrad runtime error: Conv2DCustomBackpropInput: input and out_backprop must have the same batch size. Input batch: 2, outbackprop batch: 1, batch_dim: 0 (at conv_node)
// RUN: tagrad-run %s --function=conv_input_grad --input="2x3x3x1xf32=1" --input="1x1x1x1xf32=2" --input="2x3x3x1xf32=1.5" --expected_output="2x3x3x1xf32=3"
//
// MaxPoolGrad: the batches of orig_input and grad, both unknown until run
// time.
// RUN: not tagrad-run %s --function=max_pool_grad --input="2x4x4x1xf32=1" --input="1x2x2x1xf32=1" 2>&1 | FileCheck %s --check-prefix=POOL-BATCH
// POOL-BATCH: tagrad runtime error: Expected grad shape to be [2,2,2,1], but got [1,2,2,1] (at pool_node)

func.func @xent(%l: tensor<2x3xf32>, %y: tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<2x3xf32>, tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>) loc("xent_node")
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}

func.func @xent_i32(%l: tensor<2x3xf32>, %y: tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<2x3xf32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>) loc("xent_node")
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}

func.func @conv_input_grad(%x: tensor<?x3x3x1xf32>, %f: tensor<1x1x1x1xf32>, %dy: tensor<?x3x3x1xf32>) -> tensor<*xf32> {
  %s = "tf.Shape"(%x) : (tensor<?x3x3x1xf32>) -> tensor<4xi32>
  %d = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<1x1x1x1xf32>, tensor<?x3x3x1xf32>) -> tensor<*xf32> loc("conv_node")
  return %d : tensor<*xf32>
}

func.func @max_pool_grad(%x: tensor<?x4x4x1xf32>, %g: tensor<?x2x2x1xf32>) -> tensor<*xf32> {
  %y = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]} : (tensor<?x4x4x1xf32>) -> tensor<*xf32>
  %d = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]} : (tensor<?x4x4x1xf32>, tensor<*xf32>, tensor<?x2x2x1xf32>) -> tensor<*xf32> loc("pool_node")
  return %d : tensor<*xf32>
}
