// A forward loop writes h_t = w * h_{t-1} + x_t (h_0 = 0) into a
// TensorArray; the function returns the last state and the step that
// `at` (known only at run time) reads back, under TensorFlow's bounds rule.

!t = !tagrad.tensor_array<tensor<2xf32>>
#map = affine_map<(d0) -> (d0)>

func.func @loop(%x: tensor<4x2xf32>, %w: f32, %at: index)
    -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c4 {tensor_array_name = "h"} : !t
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %zero, %f = %f0)
      -> (tensor<2xf32>, f32) {
    %xt = tensor.extract_slice %x[%i, 0] [1, 2] [1, 1]
        : tensor<4x2xf32> to tensor<2xf32>
    %e = tensor.empty() : tensor<2xf32>
    %n = linalg.generic {indexing_maps = [#map, #map, #map],
                         iterator_types = ["parallel"]}
        ins(%h, %xt : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %w : f32
      %s = arith.addf %m, %b : f32
      linalg.yield %s : f32
    } -> tensor<2xf32>
    %f1 = tagrad.tensor_array.write %ta[%i], %n, %f : !t, tensor<2xf32>
    scf.yield %n, %f1 : tensor<2xf32>, f32
  }
  %v = tagrad.tensor_array.read %ta[%at], %r#1 : !t
  return %r#0, %v : tensor<2xf32>, tensor<2xf32>
}
