// tf.histogram_fixed_width (HistogramFixedWidth) from data. Expected counts
// are TensorFlow 2.21's for the same inputs: values below the range count
// in the first bin, the top and above in the last (infinities too), the
// bin of each value is (clamp(v, lo, hi) - lo) / (hi/n - lo/n) in double;
// int32 values as their doubles. A NaN, a range not in order and a count of
// bins that is not positive stop with TensorFlow's messages; with one bin a
// NaN counts, as TensorFlow's kernel counts it before it looks.
// RUN: tagrad-run %s --input="10xf32=0.5,-inf,inf,2,-1,0,1,0.999999,0.25,0.75" --input="2xf32=0,1" --input="i32=4" --input="5xi32=1,5,9,10,-3" | FileCheck %s
// CHECK: 4xi64=[3 1 1 5]
// CHECK-NEXT: 3xi32=[2 1 2]
// RUN: tagrad-run %s --input="10xf32=0.5,nan,inf,2,-1,0,1,0.999999,0.25,0.75" --input="2xf32=0,1" --input="i32=1" --input="5xi32=1,5,9,10,-3" | FileCheck %s --check-prefix=ONE
// ONE: 1xi64=[10]
// RUN: not tagrad-run %s --input="10xf32=0.5,nan,inf,2,-1,0,1,0.999999,0.25,0.75" --input="2xf32=0,1" --input="i32=4" --input="5xi32=1,5,9,10,-3" 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: Histogram values must not contain NaN (at histogram_node)
// RUN: not tagrad-run %s --input="10xf32=0" --input="2xf32=1,0" --input="i32=4" --input="5xi32=1" 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: value_range should satisfy value_range[0] < value_range[1] (at histogram_node)
// RUN: not tagrad-run %s --input="10xf32=0" --input="2xf32=0,1" --input="i32=0" --input="5xi32=1" 2>&1 | FileCheck %s --check-prefix=BINS
// BINS: nbins should be a positive number, but got '0' (at histogram_node)
// RUN: not tagrad-run %s --function=dynamic_range --input="3xf32=0,1,2" --input="3xf32=0,1,2" 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: value_range should be a vector of 2 elements. (at dynamic_histogram)
// RUN: tagrad-run %s --function=dynamic_range --input="3xf32=0,1,2" --input="2xf32=0,4" | FileCheck %s --check-prefix=DYN
// DYN: 2xi32=[2 1]
func.func @main(%v: tensor<10xf32>, %range: tensor<2xf32>, %n: tensor<i32>, %i: tensor<5xi32>) -> (tensor<*xi64>, tensor<*xi32>) {
  %h = "tf.HistogramFixedWidth"(%v, %range, %n) {T = f32, dtype = i64} : (tensor<10xf32>, tensor<2xf32>, tensor<i32>) -> tensor<*xi64> loc("histogram_node")
  %ri = "tf.Const"() {value = dense<[0, 10]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n3 = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %hi = "tf.HistogramFixedWidth"(%i, %ri, %n3) {T = i32, dtype = i32} : (tensor<5xi32>, tensor<2xi32>, tensor<i32>) -> tensor<*xi32>
  return %h, %hi : tensor<*xi64>, tensor<*xi32>
}

func.func @dynamic_range(%v: tensor<3xf32>, %range: tensor<?xf32>) -> tensor<*xi32> {
  %n = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %h = "tf.HistogramFixedWidth"(%v, %range, %n) {T = f32, dtype = i32} : (tensor<3xf32>, tensor<?xf32>, tensor<i32>) -> tensor<*xi32> loc("dynamic_histogram")
  return %h : tensor<*xi32>
}
