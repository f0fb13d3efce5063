// Empty(shape): TensorFlow leaves its contents uninitialized unless `init`;
// TaGrad gives zeros either way (tf.nn.ctc_loss's dense path fills one).
//
// RUN: tagrad-run %s --function=empty --input="2xi32=2,3" 2>&1 | FileCheck %s
// CHECK: 2x3xf32={{\[\[}}0 0 0][0 0 0]]

func.func @empty(%shape: tensor<2xi32>) -> tensor<*xf32> {
  %e = "tf.Empty"(%shape) {dtype = f32, init = false} : (tensor<2xi32>) -> tensor<*xf32>
  return %e : tensor<*xf32>
}
