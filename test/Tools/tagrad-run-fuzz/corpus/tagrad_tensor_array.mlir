// TaGrad's own TensorArray ops: a fixed-size array of a fed size, written
// and read at fed indices (index arguments).
// FUZZ: @tagrad_tensor_array i64=3 i64=1 i64=1 2xf32=1,2
// EXPECT: @tagrad_tensor_array values(r0) == values(a3) if values(a1) == values(a2)
!T = !tagrad.tensor_array<tensor<2xf32>>
func.func @tagrad_tensor_array(%n: index, %i: index, %j: index, %v: tensor<2xf32>) -> tensor<2xf32> {
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "xs"} : !T
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !T, tensor<2xf32>
  %r = tagrad.tensor_array.read %ta[%j], %f1 : !T
  return %r : tensor<2xf32>
}
