// RUN: tagrad-opt %s --tagrad-verify-flow --split-input-file --verify-diagnostics

// TensorFlow's testWriteTwice (TF_SEMANTICS 8.2).
func.func @double_write(%v: tensor<f32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "foo"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{previous write here}}
  %f1 = tagrad.tensor_array.write %ta[%c2], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-error @+1 {{TensorArray 'foo': Could not write to TensorArray index 2 because it has already been written to}}
  %f2 = tagrad.tensor_array.write %ta[%c2], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return
}

// -----

// A scatter with constant indices writes each row (TF_SEMANTICS 2.6.7).
func.func @scatter_duplicate(%rows: tensor<2xf32>) {
  %c3 = arith.constant 3 : index
  %idx = arith.constant dense<[1, 1]> : tensor<2xindex>
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "s"} : !tagrad.tensor_array<tensor<f32>>
  // expected-error @+2 {{TensorArray 's': Could not write to TensorArray index 1 because it has already been written to}}
  // expected-note @+1 {{previous write here}}
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<2xindex>, tensor<2xf32>
  return
}

// -----

// 8.6: write after read, with the read inside an scf.if branch before it.
func.func @write_after_read(%v: tensor<f32>, %w: tensor<f32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "war", clear_after_read = false} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-note @+1 {{read here}}
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<f32>>
  scf.if %c {
    // expected-error @+1 {{TensorArray 'war': Could not write to TensorArray index 0 because it has already been read}}
    %f2 = tagrad.tensor_array.write %ta[%c0], %w, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  }
  return
}

// -----

// 8.5: clear_after_read, read twice.
func.func @read_twice(%rows: tensor<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %idx = arith.constant dense<[0, 1]> : tensor<2xindex>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "car"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xindex>, tensor<2x2xf32>
  // expected-note @+1 {{previous read here}}
  %r0 = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  // expected-error @+1 {{TensorArray 'car': Could not read index 0 twice because it was cleared after a previous read (perhaps try setting clear_after_read = false?)}}
  %r1 = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  return
}

// -----

// 8.15: gather of [0, 0] on a clear-after-read array.
func.func @gather_duplicates(%rows: tensor<2x2xf32>) {
  %c2 = arith.constant 2 : index
  %idx = arith.constant dense<[0, 1]> : tensor<2xindex>
  %dup = arith.constant dense<[0, 0]> : tensor<2xindex>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "g"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xindex>, tensor<2x2xf32>
  // expected-error @+2 {{Could not read index 0 twice}}
  // expected-note @+1 {{previous read here}}
  %r = tagrad.tensor_array.gather %ta[%dup], %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xindex>
  return
}

// -----

// 8.10: gradient arrays are read once.
func.func @grad_read_twice(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %gf1 = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-note @+1 {{previous read here}}
  %r0 = tagrad.tensor_array.read %g[%c0], %gf1 : !tagrad.tensor_array<tensor<f32>>
  // expected-error @+1 {{TensorArray 'fwd@gradients': Could not read index 0 twice}}
  %r1 = tagrad.tensor_array.read %g[%c0], %gf1 : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// 8.20: use after close, also inside a loop.
func.func @use_after_close(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "closed"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{closed here}}
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<f32>>
  scf.for %i = %c0 to %c3 step %c1 {
    // expected-error @+1 {{TensorArray 'closed' has already been closed}}
    %n = tagrad.tensor_array.size %ta, %f0 : !tagrad.tensor_array<tensor<f32>>
  }
  return
}

// -----

// 8.11 (D): a forward write past the size locked by a grad.
func.func @write_past_locked_size(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "dyn", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %f3 = tagrad.tensor_array.write %ta[%c2], %v, %f2 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-note @+1 {{size locked here}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f3 source "grad" : !tagrad.tensor_array<tensor<f32>>
  // expected-error @+1 {{TensorArray 'dyn': Tried to write to index 3 but array is not resizeable and size is: 3 (the size was locked by a gradient)}}
  %f4 = tagrad.tensor_array.write %ta[%c3], %v, %f3 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return
}

// -----

// A grad of a dynamic array whose flow skips a write (the write_barrier of
// TensorFlow's gradient code exists to prevent this race).
func.func @grad_not_after_writes(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "race", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-note @+1 {{write not ordered before the gradient}}
  %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-error @+1 {{gradient of dynamically sized TensorArray 'race' is not ordered after all its writes}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// The same, with the writes in a loop whose flow the grad does not take.
func.func @grad_not_after_loop_writes(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "loop", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %fl = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %f0) -> (f32) {
    // expected-note @+1 {{write not ordered before the gradient}}
    %fn = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %fn : f32
  }
  // expected-error @+1 {{is not ordered after all its writes}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// 8.14: the gradient of a gradient array, reached through a loop-carried
// handle.
func.func @grad_of_grad(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{gradient array created here}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %g) -> (!tagrad.tensor_array<tensor<f32>>) {
    // expected-error @+1 {{cannot take the gradient of gradient array 'fwd@gradients'}}
    %gg, %ggf = tagrad.tensor_array.grad %x, %gf source "gradients_1" : !tagrad.tensor_array<tensor<f32>>
    scf.yield %x : !tagrad.tensor_array<tensor<f32>>
  }
  return
}

// -----

// A grad and a grad_with_shape of one (array, source) share one accumulator:
// their element types must agree (TensorFlow returns the first one).
func.func @grad_type_mismatch(%f: f32) {
  %c2 = arith.constant 2 : index
  %prepend = arith.constant dense<[4]> : tensor<1xi32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<3xf32>>
  // expected-note @+1 {{earlier gradient here}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  // expected-error @+1 {{gradient of TensorArray 'fwd' for source 'gradients' has element type 'tensor<4x3xf32>' but an earlier gradient of the same (array, source) has 'tensor<3xf32>'}}
  %h, %hf = tagrad.tensor_array.grad_with_shape %ta, %f0, %prepend source "gradients" : !tagrad.tensor_array<tensor<3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<4x3xf32>>
  return
}

// -----

// Across a call: the callee writes index 0 of the caller's array again.
func.func private @write_zero(%ta: !tagrad.tensor_array<tensor<f32>>, %v: tensor<f32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{TensorArray 'callee': Could not write to TensorArray index 0 because it has already been written to}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return %f1 : f32
}

func.func @double_write_across_call(%v: tensor<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "callee"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{previous write here}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %f2 = func.call @write_zero(%ta, %v, %f1) : (!tagrad.tensor_array<tensor<f32>>, tensor<f32>, f32) -> f32
  return %f2 : f32
}

// -----

// A read whose flow skips the write to its index: it may run before the
// write (and then TensorFlow's write fails with "already been read").
func.func @read_not_after_write(%v: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "rnw"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{write not ordered before the read}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-error @+1 {{TensorArray 'rnw': the read of index 0 is not ordered after the write to that index}}
  %r = tagrad.tensor_array.read %ta[%c0], %f2 : !tagrad.tensor_array<tensor<f32>>
  return %r : tensor<f32>
}

// -----

// The same on a gradient accumulator: the read takes the grad's fresh flow,
// not the flow of the write before it.
func.func @grad_read_not_after_write(%v: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{write not ordered before the read}}
  %gf1 = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-error @+1 {{TensorArray 'fwd@gradients': the read of index 0 is not ordered after the write to that index}}
  %r = tagrad.tensor_array.read %g[%c0], %gf : !tagrad.tensor_array<tensor<f32>>
  return %r : tensor<f32>
}

// -----

// A gather with constant indices, inside a loop, on a flow from before the
// write (a flow defined outside the loop is the same in every trip).
func.func @gather_not_after_write(%v: tensor<f32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %idx = arith.constant dense<[1, 0]> : tensor<2xindex>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "gnw", clear_after_read = false} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-note @+1 {{write not ordered before the read}}
  %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{TensorArray 'gnw': the read of index 1 is not ordered after the write to that index}}
    %r = tagrad.tensor_array.gather %ta[%idx], %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<2xindex>
  }
  return
}

// -----

// A write of a fixed index in a loop that runs 3 times (TensorFlow's
// testWriteTwice, one write per trip).
func.func @write_in_loop(%v: tensor<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "foo"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{the loop runs 3 times: its second trip writes index 2 again}}
  %fl = scf.for %i = %c0 to %c3 step %c1 iter_args(%f = %f0) -> (f32) {
    // expected-error @+1 {{TensorArray 'foo': Could not write to TensorArray index 2 because it has already been written to}}
    %fn = tagrad.tensor_array.write %ta[%c2], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %fn : f32
  }
  return %fl : f32
}

// -----

// A split with constant lengths in an inner loop that runs once, inside an
// outer loop that runs twice: the outer loop repeats every row.
func.func @split_in_nested_loop(%v: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lengths = arith.constant dense<[1, 3]> : tensor<2xi64>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "spl"} : !tagrad.tensor_array<tensor<?xf32>>
  // expected-note @+1 {{the loop runs 2 times: its second trip writes index 0 again}}
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      // expected-error @+1 {{TensorArray 'spl': Could not write to TensorArray index 0 because it has already been written to}}
      %f1 = tagrad.tensor_array.split %ta, %v, %lengths, %f0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<4xf32>, tensor<2xi64>
    }
  }
  return
}

// -----

// A read of a fixed index of a clear-after-read array in a loop that runs
// 4 times (step 2 over [0, 7)).
func.func @read_in_loop(%rows: tensor<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %idx = arith.constant dense<[0, 1]> : tensor<2xindex>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "once"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xindex>, tensor<2x2xf32>
  // expected-note @+1 {{the loop runs 4 times: its second trip reads index 1 again}}
  scf.for %i = %c0 to %c7 step %c2 {
    // expected-error @+1 {{TensorArray 'once': Could not read index 1 twice because it was cleared after a previous read (perhaps try setting clear_after_read = false?)}}
    %r = tagrad.tensor_array.read %ta[%c1], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  }
  return
}

// -----

// The same on a gradient accumulator (always read-once), by a gather.
func.func @grad_gather_in_loop(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %idx = arith.constant dense<[0]> : tensor<1xindex>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{the loop runs 2 times: its second trip reads index 0 again}}
  scf.for %i = %c0 to %c2 step %c1 {
    // expected-error @+1 {{TensorArray 'fwd@gradients': Could not read index 0 twice}}
    %r = tagrad.tensor_array.gather %g[%idx], %gf : !tagrad.tensor_array<tensor<f32>>, tensor<1xindex>
  }
  return
}

// -----

// A function with two call sites is checked at each: the first caller has
// already written index 0, the second passes a fresh array (no error there).
func.func private @write_first(%ta: !tagrad.tensor_array<tensor<f32>>, %v: tensor<f32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{TensorArray 'twice': Could not write to TensorArray index 0 because it has already been written to}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return %f1 : f32
}

func.func @caller_one(%v: tensor<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "twice"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{previous write here}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-note @+1 {{in the call from here (a function with several call sites is checked at each of them)}}
  %f2 = func.call @write_first(%ta, %v, %f1) : (!tagrad.tensor_array<tensor<f32>>, tensor<f32>, f32) -> f32
  return %f2 : f32
}

func.func @caller_two(%v: tensor<f32>) -> f32 {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fresh"} : !tagrad.tensor_array<tensor<f32>>
  %f1 = func.call @write_first(%ta, %v, %f0) : (!tagrad.tensor_array<tensor<f32>>, tensor<f32>, f32) -> f32
  return %f1 : f32
}

// -----

// The same for a read whose flow comes from before the caller's write, and
// for a callee reached through another function checked per call site.
func.func private @read_zero(%ta: !tagrad.tensor_array<tensor<f32>>, %f: f32) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{TensorArray 'early': the read of index 0 is not ordered after the write to that index}}
  %r = tagrad.tensor_array.read %ta[%c0], %f : !tagrad.tensor_array<tensor<f32>>
  return %r : tensor<f32>
}

func.func private @forward_read(%ta: !tagrad.tensor_array<tensor<f32>>, %f: f32) -> tensor<f32> {
  // expected-note @+1 {{in the call from here}}
  %r = func.call @read_zero(%ta, %f) : (!tagrad.tensor_array<tensor<f32>>, f32) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @early(%v: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "early"} : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{write not ordered before the read}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-note @+1 {{in the call from here}}
  %r = func.call @forward_read(%ta, %f0) : (!tagrad.tensor_array<tensor<f32>>, f32) -> tensor<f32>
  %s = func.call @forward_read(%ta, %f1) : (!tagrad.tensor_array<tensor<f32>>, f32) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A write in a loop nested in a loop, both with constant trip counts >= 1,
// surely runs: a grad whose flow skips it is reported.
func.func @grad_not_after_nested_loop_write(%v: tensor<f32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "nested", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  scf.if %c {
    %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      // expected-note @+1 {{write not ordered before the gradient}}
      %f3 = tagrad.tensor_array.write %ta[%i], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    }
  }
  // expected-error @+1 {{gradient of dynamically sized TensorArray 'nested' is not ordered after all its writes}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// Index INT64_MAX (the empty key of a DenseMap<int64_t>) and INT64_MAX - 1
// (its tombstone) are indices like any other: written, read, then written
// again, each is reported once and nothing else is.
func.func @extreme_indices(%v: tensor<2xf32>) {
  %max = arith.constant 9223372036854775807 : index
  %almost = arith.constant 9223372036854775806 : index
  %c0 = arith.constant 0 : index
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "x"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%max], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %f2 = tagrad.tensor_array.write %ta[%almost], %v, %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // expected-note @+1 {{read here}}
  %r = tagrad.tensor_array.read %ta[%max], %f2 : !tagrad.tensor_array<tensor<2xf32>>
  // expected-error @+1 {{TensorArray 'x': Could not write to TensorArray index 9223372036854775807 because it has already been read}}
  %f3 = tagrad.tensor_array.write %ta[%max], %v, %f2 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // expected-note @-5 {{previous write here}}
  // expected-error @+1 {{TensorArray 'x': Could not write to TensorArray index 9223372036854775806 because it has already been written to}}
  %f4 = tagrad.tensor_array.write %ta[%almost], %v, %f2 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return
}

// -----

// Names follow the naming policy (TensorArrayAnalysis.h), as at run time: an
// unnamed array without a name location is "<function>/TensorArray_<k>".
func.func @unnamed_array(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<f32>>
  // expected-note @+1 {{previous write here}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // expected-error @+1 {{TensorArray 'unnamed_array/TensorArray_0': Could not write to TensorArray index 0 because it has already been written to}}
  %f2 = tagrad.tensor_array.write %ta[%c0], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return
}

// -----

// An array received by a public function is "<function>/arg<n>".
func.func @argument_array(%ta: !tagrad.tensor_array<tensor<f32>>) {
  %c0 = arith.constant 0 : index
  %flow = arith.constant 0.0 : f32
  // expected-note @+1 {{closed here}}
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<f32>>
  // expected-error @+1 {{TensorArray 'argument_array/arg0' has already been closed}}
  %r = tagrad.tensor_array.read %ta[%c0], %flow : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// 8.14, the direct cases. A gradient of a gradient array is no verifier
// rule (canonicalization can make the loop-carried case above direct): this
// pass reports it.
func.func @grad_of_grad_direct(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-note @+1 {{gradient array created here}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  // expected-error @+1 {{cannot take the gradient of gradient array 'grad_of_grad_direct/arg0@gradients' (TensorFlow: a gradient TensorArray has no gradient)}}
  %gg, %ggf = tagrad.tensor_array.grad %g, %gf source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  return
}

// -----

// An accumulator made explicit by -tagrad-resolve-accumulators.
func.func @grad_of_accumulator(%n: index, %f: f32) {
  // expected-note @+1 {{gradient array created here}}
  %acc, %af = tagrad.tensor_array %n {multiple_writes_aggregate = true, tensor_array_name = "ta@gradients"} : !tagrad.tensor_array<tensor<3xf32>>
  // expected-error @+1 {{cannot take the gradient of gradient array 'ta@gradients'}}
  %gg, %ggf = tagrad.tensor_array.grad %acc, %af source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  return
}

// -----

func.func @grad_with_shape_of_grad(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32, %p: tensor<1xi32>) {
  // expected-note @+1 {{gradient array created here}}
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  // expected-error @+1 {{cannot take the gradient of gradient array 'grad_with_shape_of_grad/arg0@gradients'}}
  %gg, %ggf = tagrad.tensor_array.grad_with_shape %g, %gf, %p source "s" : !tagrad.tensor_array<tensor<3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x3xf32>>
  return
}
