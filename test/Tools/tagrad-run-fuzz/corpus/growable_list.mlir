// Growable storage (a dynamically sized array with TensorList rules): a
// list created with a fed size, written at a fed index (growing it), read
// at another, gathered at fed indices, and pushed a fed number of times
// (none when the count is negative: a for loop of no trips; at most 4096,
// so that a mutant's huge count tests growth, not the machine's memory).
// FUZZ: @growable_list i64=2 i64=5 i64=5 2xf32=1,2 2xi64=0,5 i64=3
// EXPECT: @growable_list values(r0) == values(a3) if values(a1) == values(a2)
// EXPECT: @growable_list shape(r1) == shape(a4) ++ 2
!L = !tagrad.tensor_array<tensor<2xf32>>
func.func @growable_list(%n: index, %i: index, %j: index, %v: tensor<2xf32>, %at: tensor<?xi64>, %pushes: index) -> (tensor<2xf32>, tensor<?x2xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ta, %f0 = tagrad.tensor_array %n {dynamic_size = true, writes_replace = true, clear_after_read = false, tensor_array_name = "list"} : !L
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !L, tensor<2xf32>
  %r = tagrad.tensor_array.read %ta[%j], %f1 : !L
  %g = tagrad.tensor_array.gather %ta[%at], %f1 : !L, tensor<?xi64>
  %most = arith.constant 4096 : index
  %bound = arith.minsi %pushes, %most : index
  %p:2 = scf.for %k = %c0 to %bound step %c1 iter_args(%len = %c0, %f = %f1) -> (index, f32) {
    %f2 = tagrad.tensor_array.write %ta[%len], %v, %f : !L, tensor<2xf32>
    %len1 = arith.addi %len, %c1 : index
    scf.yield %len1, %f2 : index, f32
  }
  return %r, %g, %p#0 : tensor<2xf32>, tensor<?x2xf32>, index
}
