// tf.nn.max_pool_with_argmax (maxpool_argmax in gen_tf_goldens.py):
// MaxPoolWithArgmax of a convolution's output (2x2 VALID, the batch in the
// index) and a SegNet-style unpooling through the argmax (ScatterNd), under
// SGD (the pooling's gradient is MaxPoolGradWithArgmax); and 3x3 SAME
// pooling at stride 2 with an int32 argmax without the batch, on ties (the
// first in row-major order wins) and a NaN (it does not win after the
// first element). Arguments: x [2,4,4,3], t [1,5,5,2], then the variable w
// [1,1,3,3]. Results: the loss, dL/dx, the argmax, o_pool, o_argmax (as
// floats), the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the maxima and positions are exact; the loss (13) and the
// gradients are float32 sums: 1e-5.
//
// RUN: tagrad-run %S/Inputs/maxpool_argmax.mlir --function=main \
// RUN:   --input=@%S/Inputs/maxpool_argmax.in0.npy \
// RUN:   --input=@%S/Inputs/maxpool_argmax.in1.npy \
// RUN:   --input=@%S/Inputs/maxpool_argmax.in2.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_argmax.out0.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_argmax.out1.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_argmax.out2.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_argmax.out3.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_argmax.out4.npy \
// RUN:   --expected_output=@%S/Inputs/maxpool_argmax.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
