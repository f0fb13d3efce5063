// Ndtri and Erfinv at the edges of their domains, as TensorFlow 2.21 gives
// them: -inf at 0 (erfinv: -1), +inf at 1, NaN outside and for NaN, 0 at
// the median. Erfinv rounds x / 2 + 1/2 to float32 first, as TensorFlow's
// kernel does: erfinv(1e-8) is 0 and erfinv(0.99999994) is +inf there.
// Finite values to TensorFlow's first six digits (its float32 kernel is a
// rational approximation a few ulps from the correctly rounded value).
// Not TensorFlow's: ndtri(1e-45) is -14.12 here and -inf there (its
// kernels flush subnormal inputs to zero).
// RUN: tagrad-run %s --function=ndtri --input="12xf32=0,1e-30,0.02,0.3,0.5,0.5000001,0.98,0.99999994,1,-0.1,1.1,nan" | FileCheck %s --check-prefix=NDTRI
// NDTRI: 12xf32=[-inf -11.46402{{[0-9]*}} -2.05374{{[0-9]*}} -0.524400{{[0-9]*}} 0 2.98813{{[0-9e-]*}} 2.05374{{[0-9]*}} 5.29470{{[0-9]*}} inf nan nan nan]
// RUN: tagrad-run %s --function=erfinv --input="11xf32=-1,-0.99999994,-0.5,-1e-8,0,1e-8,0.3,0.99999994,1,1.5,nan" | FileCheck %s --check-prefix=ERFINV
// ERFINV: 11xf32=[-inf -3.83250{{[0-9]*}} -0.476936{{[0-9]*}} 0 0 0 0.272462{{[0-9]*}} inf inf nan nan]
// RUN: tagrad-run %s --function=ndtri64 --input="4xf64=1e-300,1e-17,0.3,0.9999999999999999" | FileCheck %s --check-prefix=NDTRI64
// NDTRI64: 4xf64=[-37.0470962993612{{[0-9]*}} -8.4937932241095{{[0-9]*}} -0.5244005127080{{[0-9]*}} 8.209536151601{{[0-9]*}}]

func.func @ndtri(%p: tensor<12xf32>) -> tensor<*xf32> {
  %r = "tf.Ndtri"(%p) : (tensor<12xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

func.func @erfinv(%x: tensor<11xf32>) -> tensor<*xf32> {
  %r = "tf.Erfinv"(%x) : (tensor<11xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

func.func @ndtri64(%p: tensor<4xf64>) -> tensor<*xf64> {
  %r = "tf.Ndtri"(%p) : (tensor<4xf64>) -> tensor<*xf64>
  return %r : tensor<*xf64>
}
