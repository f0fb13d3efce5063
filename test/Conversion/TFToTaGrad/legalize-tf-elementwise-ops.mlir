// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// One positive test per element-wise op of the op table (TFOps.def): each
// becomes a linalg.generic whose body holds the op's arith / math form;
// no tf op is left. Values against TensorFlow: test/Integration/TensorFlow
// (math_zoo, math_zoo2, activation_zoo, grad_zoo).

// CHECK-LABEL: func.func @acos
// CHECK: linalg.generic
// CHECK: math.acos
// CHECK-NOT: "tf.
func.func @acos(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Acos"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @acosh
// CHECK: linalg.generic
// CHECK: math.acosh
// CHECK-NOT: "tf.
func.func @acosh(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Acosh"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @asin
// CHECK: linalg.generic
// CHECK: math.asin
// CHECK-NOT: "tf.
func.func @asin(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Asin"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @asinh
// CHECK: linalg.generic
// CHECK: math.asinh
// CHECK-NOT: "tf.
func.func @asinh(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Asinh"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @atan
// CHECK: linalg.generic
// CHECK: math.atan
// CHECK-NOT: "tf.
func.func @atan(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Atan"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @atanh
// CHECK: linalg.generic
// CHECK: math.atanh
// CHECK-NOT: "tf.
func.func @atanh(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Atanh"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @ceil
// CHECK: linalg.generic
// CHECK: math.ceil
// CHECK-NOT: "tf.
func.func @ceil(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Ceil"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @cos
// CHECK: linalg.generic
// CHECK: math.cos
// CHECK-NOT: "tf.
func.func @cos(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Cos"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @cosh
// CHECK: linalg.generic
// CHECK: math.cosh
// CHECK-NOT: "tf.
func.func @cosh(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Cosh"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @elu
// CHECK: linalg.generic
// CHECK: math.expm1
// CHECK-NOT: "tf.
func.func @elu(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Elu"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @erf
// CHECK: linalg.generic
// CHECK: math.erf
// CHECK-NOT: "tf.
func.func @erf(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Erf"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @erfc
// CHECK: linalg.generic
// CHECK: math.erfc
// CHECK-NOT: "tf.
func.func @erfc(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Erfc"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @expm1
// CHECK: linalg.generic
// CHECK: math.expm1
// CHECK-NOT: "tf.
func.func @expm1(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Expm1"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @floor
// CHECK: linalg.generic
// CHECK: math.floor
// CHECK-NOT: "tf.
func.func @floor(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Floor"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @log
// CHECK: linalg.generic
// CHECK: math.log
// CHECK-NOT: "tf.
func.func @log(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Log"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @log1p
// CHECK: linalg.generic
// CHECK: math.log1p
// CHECK-NOT: "tf.
func.func @log1p(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Log1p"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @reciprocal
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK-NOT: "tf.
func.func @reciprocal(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Reciprocal"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @relu6
// CHECK: linalg.generic
// CHECK: arith.minimumf
// CHECK-NOT: "tf.
func.func @relu6(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Relu6"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @rint
// CHECK: linalg.generic
// CHECK: math.roundeven
// CHECK-NOT: "tf.
func.func @rint(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Rint"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @rsqrt
// CHECK: linalg.generic
// CHECK: math.rsqrt
// CHECK-NOT: "tf.
func.func @rsqrt(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Rsqrt"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @selu
// CHECK: linalg.generic
// CHECK: math.expm1
// CHECK-NOT: "tf.
func.func @selu(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Selu"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @sin
// CHECK: linalg.generic
// CHECK: math.sin
// CHECK-NOT: "tf.
func.func @sin(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Sin"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @sinh
// CHECK: linalg.generic
// CHECK: math.sinh
// CHECK-NOT: "tf.
func.func @sinh(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Sinh"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @softsign
// CHECK: linalg.generic
// CHECK: math.absf
// CHECK-NOT: "tf.
func.func @softsign(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Softsign"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @tan
// CHECK: linalg.generic
// CHECK: math.tan
// CHECK-NOT: "tf.
func.func @tan(%x: tensor<3xf32>) -> tensor<*xf32> {
  %y = "tf.Tan"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @add
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK-NOT: "tf.
func.func @add(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Add"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @atan2
// CHECK: linalg.generic
// CHECK: math.atan2
// CHECK-NOT: "tf.
func.func @atan2(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Atan2"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @elugrad
// CHECK: linalg.generic
// CHECK: arith.select
// CHECK-NOT: "tf.
func.func @elugrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.EluGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @invgrad
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: "tf.
func.func @invgrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.InvGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @leakyrelugrad
// CHECK: linalg.generic
// CHECK: arith.select
// CHECK-NOT: "tf.
func.func @leakyrelugrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.LeakyReluGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @maximum
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: "tf.
func.func @maximum(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Maximum"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @minimum
// CHECK: linalg.generic
// CHECK: arith.minimumf
// CHECK-NOT: "tf.
func.func @minimum(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Minimum"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @pow
// CHECK: linalg.generic
// CHECK: math.powf
// CHECK-NOT: "tf.
func.func @pow(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Pow"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @realdiv
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK-NOT: "tf.
func.func @realdiv(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.RealDiv"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @reciprocalgrad
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: "tf.
func.func @reciprocalgrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.ReciprocalGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @relu6grad
// CHECK: linalg.generic
// CHECK: arith.select
// CHECK-NOT: "tf.
func.func @relu6grad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Relu6Grad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @rsqrtgrad
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: "tf.
func.func @rsqrtgrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.RsqrtGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @selugrad
// CHECK: linalg.generic
// CHECK: arith.select
// CHECK-NOT: "tf.
func.func @selugrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.SeluGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @softplusgrad
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK-NOT: "tf.
func.func @softplusgrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.SoftplusGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @softsigngrad
// CHECK: linalg.generic
// CHECK: math.absf
// CHECK-NOT: "tf.
func.func @softsigngrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.SoftsignGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @sqrtgrad
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK-NOT: "tf.
func.func @sqrtgrad(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.SqrtGrad"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @squareddifference
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: "tf.
func.func @squareddifference(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.SquaredDifference"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @truncatemod
// CHECK: linalg.generic
// CHECK: arith.remf
// CHECK-NOT: "tf.
func.func @truncatemod(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.TruncateMod"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @xdivy
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK-NOT: "tf.
func.func @xdivy(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Xdivy"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @xlog1py
// CHECK: linalg.generic
// CHECK: math.log1p
// CHECK: arith.select
// CHECK-NOT: "tf.
func.func @xlog1py(%x: tensor<3xf32>, %y: tensor<2x1xf32>) -> tensor<*xf32> {
  %z = "tf.Xlog1py"(%x, %y) : (tensor<3xf32>, tensor<2x1xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @xlogy
// CHECK: linalg.generic
// CHECK: math.log
// CHECK-NOT: "tf.
func.func @xlogy(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Xlogy"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @mod
// CHECK: linalg.generic
// CHECK: arith.remf
// CHECK-NOT: "tf.
func.func @mod(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.Mod"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @floormod
// CHECK: linalg.generic
// CHECK: arith.remf
// CHECK-NOT: "tf.
func.func @floormod(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.FloorMod"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @floordiv
// CHECK: linalg.generic
// CHECK: math.floor
// CHECK-NOT: "tf.
func.func @floordiv(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.FloorDiv"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @truncatediv
// CHECK: linalg.generic
// CHECK: math.trunc
// CHECK-NOT: "tf.
func.func @truncatediv(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  %z = "tf.TruncateDiv"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @equal
// CHECK: linalg.generic
// CHECK: arith.cmpf oeq
// CHECK-NOT: "tf.
func.func @equal(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xi1> {
  %z = "tf.Equal"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xi1>
  return %z : tensor<*xi1>
}

// -----

// CHECK-LABEL: func.func @notequal
// CHECK: linalg.generic
// CHECK: arith.cmpf une
// CHECK-NOT: "tf.
func.func @notequal(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xi1> {
  %z = "tf.NotEqual"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xi1>
  return %z : tensor<*xi1>
}

// -----

// CHECK-LABEL: func.func @lessequal
// CHECK: linalg.generic
// CHECK: arith.cmpf ole
// CHECK-NOT: "tf.
func.func @lessequal(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<*xi1> {
  %z = "tf.LessEqual"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xi1>
  return %z : tensor<*xi1>
}

// -----

// CHECK-LABEL: func.func @logicaland
// CHECK: linalg.generic
// CHECK: arith.andi
// CHECK-NOT: "tf.
func.func @logicaland(%x: tensor<3xi1>, %y: tensor<3xi1>) -> tensor<*xi1> {
  %z = "tf.LogicalAnd"(%x, %y) : (tensor<3xi1>, tensor<3xi1>) -> tensor<*xi1>
  return %z : tensor<*xi1>
}

// -----

// CHECK-LABEL: func.func @logicalor
// CHECK: linalg.generic
// CHECK: arith.ori
// CHECK-NOT: "tf.
func.func @logicalor(%x: tensor<3xi1>, %y: tensor<3xi1>) -> tensor<*xi1> {
  %z = "tf.LogicalOr"(%x, %y) : (tensor<3xi1>, tensor<3xi1>) -> tensor<*xi1>
  return %z : tensor<*xi1>
}

// -----

// CHECK-LABEL: func.func @logical_not_and_checks
// CHECK: arith.xori
// CHECK: arith.cmpf uno
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf olt
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.select
// CHECK-NOT: "tf.
func.func @logical_not_and_checks(%b: tensor<3xi1>, %x: tensor<3xf32>, %c: tensor<3xi1>) -> (tensor<*xi1>, tensor<*xi1>, tensor<*xi1>, tensor<*xi1>, tensor<*xf32>, tensor<*xf32>) {
  %n = "tf.LogicalNot"(%b) : (tensor<3xi1>) -> tensor<*xi1>
  %nan = "tf.IsNan"(%x) : (tensor<3xf32>) -> tensor<*xi1>
  %inf = "tf.IsInf"(%x) : (tensor<3xf32>) -> tensor<*xi1>
  %fin = "tf.IsFinite"(%x) : (tensor<3xf32>) -> tensor<*xi1>
  %lo = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %hi = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %clip = "tf.ClipByValue"(%x, %lo, %hi) : (tensor<3xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %sel = "tf.SelectV2"(%c, %x, %lo) : (tensor<3xi1>, tensor<3xf32>, tensor<f32>) -> tensor<*xf32>
  return %n, %nan, %inf, %fin, %clip, %sel : tensor<*xi1>, tensor<*xi1>, tensor<*xi1>, tensor<*xi1>, tensor<*xf32>, tensor<*xf32>
}
