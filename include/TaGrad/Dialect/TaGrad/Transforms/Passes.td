//===- Passes.td - TaGrad transformation passes ------------*- tablegen -*-===//

#ifndef TAGRAD_TRANSFORMS_PASSES_TD
#define TAGRAD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TaGradVerifyIR : Pass<"tagrad-verify-ir"> {
  let summary = "Run MLIR's verifier on the operation: a pipeline's stage "
                "boundary";
  let description = [{
    The compile paths (`tagrad-run`, the runner library, the C API) run the
    pipelines without MLIR's verification after every pass, which on large
    programs cost as much as the passes themselves (docs/performance.md,
    compile time); the pipelines verify instead where one stage hands its
    IR to the next. IR that does not verify is an error at the offending
    op and fails the pipeline there. Changes nothing.
  }];
}

def TaGradInferGradSource : Pass<"tagrad-infer-grad-source", "ModuleOp"> {
  let summary = "Fill empty grad sources from name locations, as TensorFlow's "
                "_GetGradSource does";
  let description = [{
    A `tensor_array.grad` / `grad_with_shape` with an empty `source` gets it
    from the op's name location (also inside `FusedLoc` and `CallSiteLoc`):
    the name's path up to and including the last component that starts
    with `gradients`, e.g. `loc("gradients_1/while/TensorArrayGrad")` gives
    "gradients_1". An empty source that cannot be inferred is an error at
    the op.
  }];
}

def TaGradVerifyFlow : Pass<"tagrad-verify-flow", "ModuleOp"> {
  let summary = "Check TensorArray flow ordering and TensorFlow's rules "
                "statically";
  let description = [{
    Follows each array's flow chain through straight-line code, `scf.for`,
    `scf.while`, `scf.if` and `func.call`, and reports what it can prove: a
    grad of a dynamic array not ordered after all its writes; a read (read,
    gather, concat) of a statically known index not ordered after the write
    to that index; a write past a locked size; any use after close; a
    second write to a statically known index of a non-aggregating array,
    also by the second trip of an `scf.for` with a constant trip count >= 2;
    a write after a read of the same index; a second read of a
    clear-after-read index, also in such a loop; a grad of a gradient array;
    a `grad` and a `grad_with_shape` of one (array, source) with different
    element types. What cannot be proven is left to run-time checks.

    A pure checker: the interpretation is TensorArrayAnalysis'
    (include/TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h), which
    the pass keeps for the passes after it; it changes nothing. Arrays are
    named by the analysis' naming policy, as at run time.

    Facts are "must" facts in program order: a region sees the facts from
    before it and its own facts end with it, so only errors that happen
    whenever the offending op runs are reported (a flow-ordering error
    needs a write that surely ran and a flow proven not to follow it). A
    private function with one call site is interpreted at that call with
    its arguments bound to the caller's arrays and flows; every other
    function once on its own and, for at most 4 call sites per function in
    the whole module, at each call with its arguments bound, all effects
    of that check undone afterwards (so what a shared callee does to an
    array is not carried to the caller: two calls that write one index are
    left to run time). Each function body is interpreted at most 5 times:
    linear in the number of ops. One diagnostic per (location, message);
    one found at a call site has a note at each call on the way.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TaGradResolveAccumulators
    : Pass<"tagrad-resolve-accumulators", "ModuleOp"> {
  let summary = "Turn tensor_array.grad into explicit per-source gradient "
                "accumulators";
  let description = [{
    One accumulator per (forward array, source): a `tagrad.tensor_array`
    named exactly `<forward name>@<source>`, with
    `multiple_writes_aggregate = true`, sized by the forward array's size
    at the grad, with the forward element type. Grads with the same forward
    array and source share one accumulator, across regions and calls;
    different sources never share. A `tensor_array.lock_size` on the
    forward array at each grad point carries TensorFlow's size lock into
    the IR.

    Facts carried for later passes, written before the rewrite: every
    unnamed `tagrad.tensor_array` gets the naming policy's name in
    `tensor_array_name` (TensorArrayAnalysis: its node name, else
    `<function>/TensorArray_<k>`), and a dynamically sized one whose final
    size TensorArrayAnalysis proves gets `tagrad.final_size`, an index
    IntegerAttr: the array's size once its writes are done (the size a grad
    locks), only where proven (constant indices, scf.for loops with
    constant bounds writing at the induction variable, no escape into
    calls the analysis does not interpret).

    Contract for `-tagrad-decompose-tensor-arrays`: an accumulator is

    ```mlir
    %n = tagrad.tensor_array.size %fwd, %flow_in_of_first_grad
    %acc, %accflow = tagrad.tensor_array %n
        {multiple_writes_aggregate = true, tensor_array_name = "fwd@gradients"}
    ```

    with the grad's result type (the forward type for `grad`, the prepended
    type for `grad_with_shape`); the size operand links it to the forward
    array (its per-index shapes). Each grad becomes
    `%l = tagrad.tensor_array.lock_size %fwd, %flow_in`; its handle result
    is replaced by `%acc` and its flow result by `%l` (ordered after
    `flow_in`, as TensorFlow's Python re-derives it).

    Placement: in the function owning the forward array, before the first
    use in program order, hoisted to the innermost block enclosing every
    use and out of any loop that does not create the forward array (one
    accumulator for all trips); the sizing flow is carried back through
    iter_args to the loop's init. Without such a flow a fixed-size forward
    uses its creation flow, a dynamic one its proven final size; else it
    is an error. A private function taking the gradient of an argument
    array gets one extra accumulator argument per (argument, source),
    supplied by its callers (as TensorFlow's decomposition threads
    AccessedGradients); a public function creates it inside.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TaGradDecomposeTensorArrays
    : Pass<"tagrad-decompose-tensor-arrays", "ModuleOp"> {
  let summary = "Turn statically sized tensor arrays into tensors";
  let description = [{
    Arrays whose size and element shape are known at compile time become
    `tensor<size x element>` values threaded through `scf.for`,
    `scf.while`, `scf.if` and `func.call`. Writes become
    `tensor.insert_slice` (an add for aggregating arrays), reads
    `tensor.extract_slice`, and gather/scatter/concat/split their tensor
    equivalents. TensorFlow's rules are kept according to `checks`: where
    they cannot be proven, a `tagrad.tensor_array.check` that
    `-convert-tagrad-to-runtime` lowers to the runtime's error call.

    With `buffers`, each array's state is instead one `memref.alloc` (data,
    and under checks=all a `memref<size x i8>` of flags and a `memref<i1>`
    closed flag) that the accesses load, store and copy into in place:
    nothing is threaded, callees take the buffers as arguments, reads copy
    the element out (`bufferization.to_tensor ... restrict writable`) and
    writes copy the value in (`bufferization.to_buffer ... read_only`).
    `--tagrad-cpu-pipeline` uses it: one-shot bufferization's analysis of a
    chain of N in-place tensor updates costs O(N^3), of these buffers
    nothing.

    Also with `buffers`, a dynamically sized array with TensorList
    semantics (writes replace, reads do not clear, no close, no size, split
    or concat: TensorLists, including the push/pop stacks of TF2 loop
    gradients) whose element shape is static is growable storage: one
    `memref<?xi8>` held in a `memref<memref<?xi8>>` box, read and written
    inline through `memref.view`; a write past the capacity calls
    `tagradGrowableReserve` (amortized doubling, zeros beyond the written
    elements), and the storage is freed (`tagradGrowableFree`) at the end
    of the block that creates the array. Reads past the capacity give
    zeros, as an unset list item does.
  }];
  let options = [
    Option<"checks", "checks", "::mlir::tagrad::TensorArrayChecks",
           /*default=*/"::mlir::tagrad::TensorArrayChecks::All",
           "Run-time checks to keep: all (bounds, double write, write "
           "after read, read once, use after close), bounds, or none",
           "::mlir::tagrad::tensorArrayChecksValues()">,
    Option<"buffers", "buffers", "bool", /*default=*/"false",
           "Keep each array's state in memrefs accessed in place instead "
           "of tensors threaded as SSA values">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::bufferization::BufferizationDialect"
  ];
}

#endif // TAGRAD_TRANSFORMS_PASSES_TD
