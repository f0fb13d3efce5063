// A small RNN trained through TensorArrays, forward and backward.
//
//   h_t = w * h_{t-1} + x_t   (h_0 = 0, hidden size 2, T = 4 steps)
//   loss = sum(h_T)
//
// Forward: the inputs are unstacked (scatter) into `xs`; a loop reads x_t,
// computes h_t, writes it into `hs` (and h_{t-1} into `hprev`); the states
// are stacked (gather). Backward, as TensorFlow's gradients build it: the
// grad of the stack scatters d(loss)/d(stacked) into hs's accumulator; a
// reverse loop reads it, adds the carried gradient, writes d x_t into xs's
// accumulator and sums d w; a gather of xs's accumulator is d(loss)/dx.
//
// Run (scripts/run-example.sh does this):
//   tagrad-opt examples/rnn_tensor_array.mlir --tagrad-cpu-pipeline |
//   mlir-runner -e main -entry-point-result=void \
//     -shared-libs=libmlir_c_runner_utils.so,libmlir_runner_utils.so,libtagrad_runtime.so
//
// Expected output:
//   h_1..h_4: ( 1, 2 ) ( 3.5, 5 ) ( 6.75, 8.5 ) ( 10.375, 12.25 )
//   loss 22.625
//   dx_1..dx_4: ( 0.125, 0.125 ) ( 0.25, 0.25 ) ( 0.5, 0.5 ) ( 1, 1 )
//   dw 20.25

#map = affine_map<(d0) -> (d0)>
!ta = !tagrad.tensor_array<tensor<2xf32>>

// w * h + x, elementwise.
func.func private @axpy(%w: f32, %h: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%h, %x : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %w, %a : f32
    %s = arith.addf %m, %b : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func private @dot(%a: tensor<2xf32>, %b: tensor<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = tensor.extract %a[%c0] : tensor<2xf32>
  %a1 = tensor.extract %a[%c1] : tensor<2xf32>
  %b0 = tensor.extract %b[%c0] : tensor<2xf32>
  %b1 = tensor.extract %b[%c1] : tensor<2xf32>
  %p0 = arith.mulf %a0, %b0 : f32
  %p1 = arith.mulf %a1, %b1 : f32
  %s = arith.addf %p0, %p1 : f32
  return %s : f32
}

func.func private @print_rows(%t: tensor<4x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = tensor.extract %t[%i, %c0] : tensor<4x2xf32>
    %y = tensor.extract %t[%i, %c1] : tensor<4x2xf32>
    vector.print str "( "
    vector.print %x : f32 punctuation <no_punctuation>
    vector.print str ", "
    vector.print %y : f32 punctuation <no_punctuation>
    vector.print str " ) "
  }
  vector.print str "\n"
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %inputs = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %steps = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>

  // Forward.
  %xs, %fx0 = tagrad.tensor_array %c4 {tensor_array_name = "xs"} : !ta
  %hs, %fh0 = tagrad.tensor_array %c4 {tensor_array_name = "hs"} : !ta
  %hp, %fp0 = tagrad.tensor_array %c4 {tensor_array_name = "hprev"} : !ta
  %fx1 = tagrad.tensor_array.scatter %xs[%steps], %inputs, %fx0 : !ta, tensor<4xi32>, tensor<4x2xf32>
  // The recurrent state is carried as two scalars (a loop-carried tensor
  // that is replaced every step would need allow-return-allocs-from-loops).
  %fwd:4 = scf.for %t = %c0 to %c4 step %c1 iter_args(%ha = %zero, %hb = %zero, %fh = %fh0, %fp = %fp0) -> (f32, f32, f32, f32) {
    %h = tensor.from_elements %ha, %hb : tensor<2xf32>
    %x = tagrad.tensor_array.read %xs[%t], %fx1 : !ta
    %hn = func.call @axpy(%w, %h, %x) : (f32, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %fh1 = tagrad.tensor_array.write %hs[%t], %hn, %fh : !ta, tensor<2xf32>
    %fp1 = tagrad.tensor_array.write %hp[%t], %h, %fp : !ta, tensor<2xf32>
    %hna = tensor.extract %hn[%c0] : tensor<2xf32>
    %hnb = tensor.extract %hn[%c1] : tensor<2xf32>
    scf.yield %hna, %hnb, %fh1, %fp1 : f32, f32, f32, f32
  }
  %stacked = tagrad.tensor_array.gather %hs[%steps], %fwd#2 : !ta, tensor<4xi32>
  %loss = arith.addf %fwd#0, %fwd#1 : f32
  vector.print str "h_1..h_4: "
  func.call @print_rows(%stacked) : (tensor<4x2xf32>) -> ()
  vector.print str "loss "
  vector.print %loss : f32

  // Backward. d(loss)/d(stacked): ones in the last row.
  %dstacked = arith.constant dense<[[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [1.0, 1.0]]> : tensor<4x2xf32>
  %ghs, %gfh0 = tagrad.tensor_array.grad %hs, %fwd#2 source "gradients" : !ta
  %gfh1 = tagrad.tensor_array.scatter %ghs[%steps], %dstacked, %gfh0 : !ta, tensor<4xi32>, tensor<4x2xf32>
  %gxs, %gfx0 = tagrad.tensor_array.grad %xs, %fx1 source "gradients" : !ta
  %bwd:4 = scf.for %j = %c0 to %c4 step %c1 iter_args(%ca = %zero, %cb = %zero, %dw = %zero, %gfx = %gfx0) -> (f32, f32, f32, f32) {
    %carry = tensor.from_elements %ca, %cb : tensor<2xf32>
    %r = arith.subi %c4, %j : index
    %t = arith.subi %r, %c1 : index
    %g = tagrad.tensor_array.read %ghs[%t], %gfh1 : !ta
    %dh = func.call @axpy(%w, %carry, %g) : (f32, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %gfx1 = tagrad.tensor_array.write %gxs[%t], %dh, %gfx : !ta, tensor<2xf32>
    %hprev = tagrad.tensor_array.read %hp[%t], %fwd#3 : !ta
    %contrib = func.call @dot(%dh, %hprev) : (tensor<2xf32>, tensor<2xf32>) -> f32
    %dw1 = arith.addf %dw, %contrib : f32
    // The carried gradient dh enters the next step as w * dh (axpy).
    %dha = tensor.extract %dh[%c0] : tensor<2xf32>
    %dhb = tensor.extract %dh[%c1] : tensor<2xf32>
    scf.yield %dha, %dhb, %dw1, %gfx1 : f32, f32, f32, f32
  }
  %dx = tagrad.tensor_array.gather %gxs[%steps], %bwd#3 : !ta, tensor<4xi32>
  vector.print str "dx_1..dx_4: "
  func.call @print_rows(%dx) : (tensor<4x2xf32>) -> ()
  vector.print str "dw "
  vector.print %bwd#2 : f32
  tagrad.tensor_array.close %xs : !ta
  tagrad.tensor_array.close %hs : !ta
  tagrad.tensor_array.close %hp : !ta
  return
}
