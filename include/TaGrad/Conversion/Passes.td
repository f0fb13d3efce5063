//===- Passes.td - TaGrad conversion passes ----------------*- tablegen -*-===//

#ifndef TAGRAD_CONVERSION_PASSES_TD
#define TAGRAD_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTaGradToLinalg : Pass<"convert-tagrad-to-linalg"> {
  let summary = "Lower fused_batch_norm(_grad) to linalg";
  let description = [{
    Lowers `tagrad.fused_batch_norm_grad` and `tagrad.fused_batch_norm` to
    linalg: one fused per-channel reduction over `dy` and `x` (both sums in
    the centred form), then one elementwise pass. Both layouts, both modes,
    f32/f16/bf16 with f32 accumulation, dynamic dimensions. No transposes.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect",
    "::mlir::cf::ControlFlowDialect"
  ];
}

def ConvertTaGradToRuntime : Pass<"convert-tagrad-to-runtime", "ModuleOp"> {
  let summary = "Lower tensor arrays that stay dynamic to runtime calls";
  let description = [{
    Every TensorArray op left after `-tagrad-decompose-tensor-arrays`
    becomes a call into `libtagrad_runtime.so` (see docs/Runtime.md).
    Functions that create arrays (or call functions) and have no
    TensorArray in their signature become steps: they call
    `tagradTensorArrayStepBegin` on entry and `tagradTensorArrayStepEnd`
    before each return, and the runtime frees the arrays a step created
    when the outermost step ends, as TensorFlow frees a run's arrays.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::tensor::TensorDialect", "::mlir::scf::SCFDialect"
  ];
}

def TaGradLowerRuntimeChecks
    : Pass<"tagrad-lower-runtime-checks", "::mlir::ModuleOp"> {
  let summary = "Lower tagrad.runtime_check ops to the runtime's report";
  let description = [{
    Each `tagrad.runtime_check` becomes an `scf.if` on its `failed`
    operand that calls the runtime's `tagradReportRuntimeCheck` with the
    message, its values and the op's location (through one private helper
    function per value count); a check whose condition folds to false is
    erased. Every check reaches the runtime this one way: the TensorFlow
    front end's, the TensorArray decomposition's and the batch-norm shape
    rules of `-convert-tagrad-to-linalg` and `-convert-tagrad-to-gpu`.
    The CPU pipeline runs it after the tensor-level canonicalization: a
    check whose condition folded to true in a function's body (not in a
    loop or branch) fails on every call, and the function ends there, its
    results placeholders (empty tensors, zeros) that no caller sees; the
    code after it holds the shapes the check refuses, which later folds
    could turn into IR that does not verify.
  }];
  let dependentDialects = [
    "::mlir::func::FuncDialect", "::mlir::scf::SCFDialect",
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
}

def ConvertTaGradToGPU : Pass<"convert-tagrad-to-gpu", "ModuleOp"> {
  let summary = "Lower fused_batch_norm(_grad) to gpu dialect kernels";
  let description = [{
    Lowers `tagrad.fused_batch_norm_grad` and `tagrad.fused_batch_norm` to
    `gpu.launch` kernels on one stream (an async token chain), ending in a
    `gpu.wait` so the results are ready when the op's values are used:

    * a per-channel reduction sweep: every thread accumulates in f32 over a
      strided range of one channel's elements, the block combines its
      threads (warp shuffles through `gpu.all_reduce` for NCHW, a shared
      memory column sum for NHWC), and one thread per channel adds the
      block partial to the result with an atomic add;
    * a tiny per-channel finish kernel (scale by `rstd`, or divide by `M`);
    * an elementwise sweep that computes the per-channel coefficients once
      per thread and then streams `dy`/`x` to `dx` (or `x` to `y`).

    Access is coalesced for the layout: channels-last (NHWC, NDHWC) puts 32
    consecutive channels on a warp's lanes and rows on the other threads;
    channels-first (NCHW, NCDHW) gives each block one channel and walks the
    channel's `N x spatial` elements linearly, so consecutive lanes read
    consecutive addresses. f16/bf16 data is widened to f32 on load. The
    forward op in training mode runs the centred two-pass statistics (sum
    of `x`, then of `(x - mean)^2`).

    By default the op's tensors are host memory: operands are copied to
    device buffers and results copied back. With `device-resident` the
    tensors are assumed to be device memory already (e.g. buffers from
    `gpu.alloc` wrapped with `bufferization.to_tensor`): nothing is copied,
    new results are `gpu.alloc`ed (the caller frees them with
    `gpu.dealloc`), and a result whose only use is a
    `bufferization.materialize_in_destination` into a memref is computed
    in that memref directly.

    The kernels are target-neutral (`arith`, `math`, `memref`, `scf`,
    `gpu`): `rstd` is an IEEE square root (`math.sqrt`) then a correctly
    rounded division, and products are fused with `math.fma`. The target's
    part of `--tagrad-gpu-pipeline` gives them forms that need no device
    library (`-tagrad-gpu-lower-math-to-nvvm`).

    Summation order across blocks depends on atomic ordering, so results
    may differ in the last bits between runs.
  }];
  let options = [
    Option<"blockSize", "block-size", "unsigned", /*default=*/"256",
           "Threads per block (a multiple of 32, at most 1024)">,
    Option<"gridBlocks", "grid-blocks", "unsigned", /*default=*/"1024",
           "Target number of blocks per sweep (about 8 per SM keeps a "
           "Hopper GPU busy); reductions split each channel into about "
           "grid-blocks / channel-tiles partial blocks">,
    Option<"deviceResident", "device-resident", "bool", /*default=*/"false",
           "Treat the op's tensors as device memory: no host copies">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::cf::ControlFlowDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def TaGradFunctionalizeTFControlFlow
    : Pass<"tagrad-functionalize-tf-control-flow", "::mlir::func::FuncOp"> {
  let summary = "Turn TensorFlow's tf_executor graphs into ops in program "
                "order with functional loops and conditionals";
  let description = [{
    Rewrites each `tf_executor.graph` that TensorFlow's GraphDef importer
    emits (generic form, read with `--allow-unregistered-dialect`) into the
    plain `tf.*` ops it wraps, in a topological order of its data and
    control edges (ties keep the graph's order), so control dependencies
    become program order:

    * islands are unwrapped; control tokens, `ControlTrigger` and
      `tf.NoOp` only order ops and are dropped;
    * nodes that no fetched value or control output reaches (data, control,
      or a `NextIteration` back edge) are pruned, as a TensorFlow session
      prunes them (a TF1 graph's variable initializers are);
    * frames are assigned as TensorFlow's BuildControlFlowInfo does (entered
      at an `Enter`, left at an `Exit`); each TF1 while-loop frame
      (`Enter` / `Merge` / `Switch` / `LoopCond` / `NextIteration` / `Exit`,
      nested frames included) becomes one generic `"tf.WhileRegion"` with
      one loop variable per non-constant `Enter`: its cond region holds what
      feeds the `LoopCond` and yields the `LoopCond` input; its body region
      holds every other node of the frame (stack pushes that only control
      edges reach included; a cond value the body reads is cloned) and
      yields the `NextIteration` inputs; results replace the `Exit`s.
      Loop-invariant `Enter`s (`is_constant`) are captured from above;
    * `Switch`es sharing a predicate (looked up through `tf.Identity`), the
      nodes their outputs reach and the `Merge`s joining both sides become
      a `"tf.IfRegion"` (then: true outputs), outside loops or inside a loop
      body; inner conditionals are formed first. Switches on one predicate
      that depend on another conditional's `Merge` on it (a `tf.cond` and
      its gradient) form a later `IfRegion`, as TensorFlow's
      FunctionalizeCond separates them; branch values of the earlier one
      that the later one reads are cloned into it. A `ControlTrigger`
      waiting for a conditional's branches runs after it whichever branch
      ran, so what waits on it is ordered after the `IfRegion`; any other
      node that only control edges from both branches reach would never
      run in TensorFlow and is an error.

    The output is what `-tagrad-tf-inline-calls` and then
    `-tagrad-legalize-tf` take. A frame that
    cannot be rebuilt is an error at the offending node naming the frame.
  }];
}

def TaGradTFInlineCalls : Pass<"tagrad-tf-inline-calls", "::mlir::ModuleOp"> {
  let summary = "Inline TensorFlow's function calls into their callers";
  let description = [{
    The whole-program step of the TensorFlow front end that runs between
    `-tagrad-functionalize-tf-control-flow` and `-tagrad-legalize-tf`, on
    generic (unregistered) `tf.*` ops. It replaces every call in the
    module's functions by the body of the function it names:

    * `tf.PartitionedCall`, `tf.StatefulPartitionedCall` and
      `tf.LegacyCall` (the function in attribute `f`);
    * `func.call` of a function that takes a resource (a variable, stack,
      TensorArray or TensorList handle): a handle names state of the
      caller, which no function boundary carries after legalization.
      Other `func.call`s stay calls.

    Calls in the inlined bodies are inlined in turn. Functions that
    `tf.While`, `tf.If` and `tf.Case` name stay functions (the legalizer
    reads them by symbol), with their own calls inlined. A private
    function that only inlined calls name is erased once no call is left.
    Where a callee's argument or result type differs from the value
    passed (TensorFlow's function types are often less precise), a
    `builtin.unrealized_conversion_cast` keeps each op seeing the type it
    was written with; `-tagrad-legalize-tf` looks through it.

    Diagnostics: a call whose `f` names no function of one block, a call
    passing a different number of operands than the callee takes or
    expecting a different number of results than it returns, a callee
    not ending in `func.return` or `tf.Yield`, and calls more than 64
    deep (recursion, which inlining cannot end).

    Example:

    ```mlir
    func.func @main(%x: tensor<2xf32>) -> tensor<*xf32> {
      %y = "tf.PartitionedCall"(%x) {f = @neg} : (tensor<2xf32>) -> tensor<*xf32>
      return %y : tensor<*xf32>
    }
    func.func private @neg(%a: tensor<*xf32>) -> tensor<*xf32> {
      %n = "tf.Neg"(%a) : (tensor<*xf32>) -> tensor<*xf32>
      return %n : tensor<*xf32>
    }
    ```

    becomes

    ```mlir
    func.func @main(%x: tensor<2xf32>) -> tensor<*xf32> {
      %a = builtin.unrealized_conversion_cast %x : tensor<2xf32> to tensor<*xf32>
      %n = "tf.Neg"(%a) : (tensor<*xf32>) -> tensor<*xf32>
      return %n : tensor<*xf32>
    }
    ```
  }];
}

def TaGradTFLiftVariables
    : Pass<"tagrad-tf-lift-variables", "::mlir::ModuleOp"> {
  let summary = "Make a TensorFlow program's variables arguments and "
                "results of its function";
  let description = [{
    The whole-program step of variables in the TensorFlow front end, run
    between `-tagrad-tf-inline-calls` and `-tagrad-legalize-tf` on generic
    `tf.*` ops, as TF-MLIR promotes variable handles to arguments before it
    legalizes. For each entry function (one with tf ops that no loop, branch
    or call names):

    * every variable it or the functions it names declare
      (`tf.VarHandleOp`, TF1's `tf.VariableV2`), by `shared_name` (else its
      node name), becomes one argument, after the function's own, in byte
      order of the names; declarations in the function are replaced by the
      argument, those in loop and branch functions name it;
    * TF2's captured variables come first: resource arguments of the
      function keep their place, resource `tf.Placeholder`s become
      arguments after the function's own, in byte order of their names;
    * each argument is marked `tagrad.variable` (the name) and
      `tagrad.variable_type` (the value's type: the handle's subtype or
      `dtype`/`shape` attributes; for captured handles, else what their
      reads and writes state, else the caller's `tagrad.argument_types` /
      `tagrad.variable_types`, which the pass consumes);
    * each variable that something may write (any use but a read, through
      identities, loops, branches and the references TF1 updates return) is
      read at the end of the function (`tf.ReadVariableOp`, or `tf.Identity`
      of a TF1 reference) and returned after the function's results, in
      argument order, marked `tagrad.variable`.

    `-tagrad-legalize-tf` then gives each marked argument its value type
    and carries the values through the ops. Diagnostics: a variable
    without a ranked type, one of a type TaGrad cannot hold (strings,
    variants), one declared with two types, a name declared twice, a
    resource argument of a private function, a captured variable whose
    type nothing states.

    Example:

    ```mlir
    func.func @main(%g: tensor<2xf32>) -> tensor<2xf32> {
      %v = "tf.VarHandleOp"() {shared_name = "w"}
          : () -> tensor<!tf_type.resource<tensor<2xf32>>>
      "tf.AssignSubVariableOp"(%v, %g)
          : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
      return %g : tensor<2xf32>
    }
    ```

    becomes

    ```mlir
    func.func @main(%g: tensor<2xf32>,
        %v: tensor<!tf_type.resource<tensor<2xf32>>>
            {tagrad.variable = "w", tagrad.variable_type = tensor<2xf32>})
        -> (tensor<2xf32>, tensor<2xf32> {tagrad.variable = "w"}) {
      "tf.AssignSubVariableOp"(%v, %g)
          : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
      %w = "tf.ReadVariableOp"(%v)
          : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
      return %g, %w : tensor<2xf32>, tensor<2xf32>
    }
    ```
  }];
}

def TaGradLegalizeTF : Pass<"tagrad-legalize-tf", "::mlir::ModuleOp"> {
  let summary = "Lower TensorFlow's MLIR (generic tf.* ops) to tagrad and "
                "upstream dialects";
  let description = [{
    Converts the functions of a module of generic `tf.*` ops (TensorFlow's
    importer output after `-tagrad-functionalize-tf-control-flow` and
    `-tagrad-tf-inline-calls`, or functional `tf.While`/`tf.If` from
    `convert_saved_model`) to tagrad,
    func, arith, math, tensor, linalg and scf, ready for
    `--tagrad-cpu-pipeline`. TaGrad registers no `tf` dialect: parse the
    input with `--allow-unregistered-dialect`.

    Ops are converted in program order and every value gets the most
    precise type the graph determines: unranked and partly known loop
    values are refined to the join of their entry and back-edge types.
    TensorArray ops map to `tagrad.tensor_array.*`, TF1 stacks to dynamic
    tensor arrays with a counter (docs/Rationale.md), fused batch norms to
    `tagrad.fused_batch_norm(_grad)`. Variables are arguments that
    `-tagrad-tf-lift-variables` marked (`tagrad.variable`,
    `tagrad.variable_type`): each takes its value type, and the legalizer
    carries the values through loops and conditionals to the reads the lift
    returned. Calls must have been inlined (`-tagrad-tf-inline-calls`) and
    variables lifted (`--tagrad-tf-frontend` runs the four passes in
    order): a call or a variable left is an error. An op outside the
    supported set is an error at its location naming it.
  }];
  let dependentDialects = [
    "::mlir::tagrad::TaGradDialect", "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
    "::mlir::cf::ControlFlowDialect", "::mlir::ub::UBDialect"
  ];
}

#endif // TAGRAD_CONVERSION_PASSES_TD
