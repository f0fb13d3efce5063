// One argument of each element type the package passes; each comes back
// (the f16 one doubled, the rest as given: results that are the arguments'
// own buffers), plus the scalars.
func.func @kinds(%h: tensor<2xf16>, %d: tensor<2x1xf64>, %b: tensor<3xi1>,
                 %i: tensor<2xi32>, %n: i64, %s: f32)
    -> (tensor<2xf16>, tensor<2x1xf64>, tensor<3xi1>, tensor<2xi32>, i64,
        f32) {
  %e = tensor.empty() : tensor<2xf16>
  %h2 = linalg.add ins(%h, %h : tensor<2xf16>, tensor<2xf16>)
                   outs(%e : tensor<2xf16>) -> tensor<2xf16>
  return %h2, %d, %b, %i, %n, %s
      : tensor<2xf16>, tensor<2x1xf64>, tensor<3xi1>, tensor<2xi32>, i64, f32
}
