// TaGrad's TensorArray scatter and gather at fed index tensors, on a
// dynamic-size array.
// FUZZ: @tagrad_gather 2xi64=1,4 2x2xf32=1,2,3,4 3xi32=4,0,1
// EXPECT: @tagrad_gather shape(r0) == shape(a2) ++ 2
!T = !tagrad.tensor_array<tensor<2xf32>>
func.func @tagrad_gather(%si: tensor<?xi64>, %rows: tensor<?x2xf32>, %gi: tensor<?xi32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, clear_after_read = false, tensor_array_name = "dyn"} : !T
  %f1 = tagrad.tensor_array.scatter %ta[%si], %rows, %f0 : !T, tensor<?xi64>, tensor<?x2xf32>
  %g = tagrad.tensor_array.gather %ta[%gi], %f1 : !T, tensor<?xi32>
  return %g : tensor<?x2xf32>
}
