//===- Passes.td - TaGrad's CPU code-generation passes -----*- tablegen -*-===//
//
// Code-generation passes the CPU pipeline runs after
// -convert-tagrad-to-linalg (the GPU pipeline reuses
// -tagrad-lower-dynamic-expand-shape), registered so they can be run and
// tested on their own.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_CODEGEN_CPU_PASSES_TD
#define TAGRAD_CODEGEN_CPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def TaGradCpuScheduleBatchNorm
    : Pass<"tagrad-cpu-schedule-batch-norm", "ModuleOp"> {
  let summary = "Tile, parallelize and vectorize batch-norm generics for the "
                "CPU";
  let description = [{
    Schedules, on tensors, the linalg generics `-convert-tagrad-to-linalg`
    emits for `fused_batch_norm_grad` and `fused_batch_norm`, which it
    stamps with a `tagrad.schedule = #tagrad.batch_norm_schedule<...>`
    (their layout, collapsed to `[R, C]` for channels-last data and
    `[N, C, S]` for channels-first data with per-channel operands indexed by
    `d1`; their stage; whether a training gradient may be fused per
    channel). The pass reads the stamps and removes them:

    The work is split between T threads (option `threads`; 0, the default,
    means the logical CPUs the compiling process may run on, the team size
    OpenMP picks by default on the same machine). The channel loops of the
    fused forms are split by OpenMP at run time among however many threads
    it runs; the partial sums and shares below are fixed at T when
    compiling (with fewer threads at run time some run several shares, with
    more some idle):

    * channels-last sums: the T threads take contiguous shares of the
      rows, each summing into its own row of `[T, C]` partials, 16 channels
      per vector; a small generic adds the partials;
    * channels-first training gradients with short static planes (up to
      256 elements), or longer static planes where the block below has runs
      of whole vectors: fused in blocks of K channels, one block per
      `scf.forall` iteration, K the most channels whose dy and x span at
      most `max-block-bytes` (256 KiB) and that divide C into a multiple of
      T blocks (else into T or more), those whose run per batch entry (K
      planes, K x S elements) is whole 16-lane vectors first, if that run
      is 512 bytes or more: per block the two sums, the coefficients, then
      the elementwise pass over the block's cached planes. With runs of
      whole vectors (dy and x viewed as `[N, C / K, K x S]`, per-channel
      operands spread to the K x S elements) the sums run over the batch
      into `[K x S]` partials, whole vectors per run position, and then
      each channel's S partials are reduced horizontally (lanes in any
      order: `fastmath<reassoc>`), once per channel and block; the
      elementwise pass sweeps each run flat, all whole aligned vectors, its
      loop marked `prefetch_channels = 1` (one run further on).
      Otherwise each plane is one vector reduced horizontally into the sums,
      and the elementwise pass goes per plane (cut as below from 64
      elements), marked `prefetch_channels = K`, for
      `-tagrad-cpu-prefetch-next-block`;
    * other channels-first training gradients with planes of 64 elements or
      more (longer than 256 without such a block, dynamic, or short without
      a block and an `x_backprop` over `max-cached-bytes`, 8 MiB): the
      two-sum reduction, the per-channel coefficients and the elementwise
      pass of one channel in one `scf.forall` iteration, so the second pass
      over a channel's planes reads them from cache;
    * channels-first sums over short static planes not fused: the T
      threads take contiguous shares of the batch, each plane is one vector
      reduced horizontally into the thread's row of `[T, C]` partials;
    * other channels-first reductions: T threads split the channels, each
      plane of a channel swept 16 contiguous lanes at a time into vector
      accumulators, reduced horizontally into the channel's sums;
    * elementwise passes: T threads split the outermost dimension, 16 lanes
      innermost; channels-last ones run their rows and lanes backwards
      (the sums swept the same shares forwards just before, so the rows
      still in cache come first); on static channels-first data with
      planes of 64 elements or more, each plane is cut where its memory
      reaches a 64-byte boundary (masked head, whole vectors, masked tail)
      so that the whole vectors can be streamed (the same cut in the blocks
      above).

    Partial tiles are masked. The loops writing a large gradient output
    (static, at least `nontemporal-min-bytes`: the channels-last elementwise
    pass, the whole vectors of cut channels-first planes and of the runs of
    blocks, and the per-channel fused channels-first pass) are marked
    `nontemporal` for `-tagrad-cpu-nontemporal-stores`. The marks are the
    parameters of one `tagrad.cpu_loop = #tagrad.cpu_loop<...>` per loop
    (docs/CpuSchedule.md, Loop marks). Outputs
    that are materialized into a restrict, writable buffer are computed in
    place.
    Generics whose form does not match their stamp are left alone;
    generics without a stamp (other front ends' elementwise ops and bias
    gradients) are scheduled by their form alone (two loops: rows, three:
    planes) and never fused. The tiling and vectorization are the named
    sequences of a transform library (`lib/Codegen/CPU/TransformLibrary/`),
    compiled into the pass.
  }];
  let options = [
    Option<"nontemporalMinBytes", "nontemporal-min-bytes", "int64_t",
           /*default=*/"::mlir::tagrad::kDefaultNontemporalMinBytes",
           "Smallest static x_backprop (bytes) written with non-temporal "
           "stores; 0 marks every static one, -1 none">,
    Option<"threads", "threads", "int64_t", /*default=*/"0",
           "Threads T the schedules split their work between ([T, C] "
           "partial sums, T shares of rows and batches, blocks of channels "
           "in multiples of T); 0: the logical CPUs the compiling process "
           "may run on">,
    Option<"maxBlockBytes", "max-block-bytes", "int64_t",
           /*default=*/"::mlir::tagrad::kDefaultMaxBlockBytes",
           "Most dy and x bytes (together) a block of channels-first "
           "channels may span: a fraction of the core's L2, so that a block "
           "is read from cache the second time while the next is "
           "prefetched">,
    Option<"maxCachedBytes", "max-cached-bytes", "int64_t",
           /*default=*/"::mlir::tagrad::kDefaultMaxCachedBytes",
           "Largest channels-first x_backprop (bytes) whose short planes, "
           "when no block fits, stay on separate passes (the data stays in "
           "the last-level cache between them); larger ones are fused per "
           "channel">,
    Option<"minParallelBytes", "min-parallel-bytes", "int64_t",
           /*default=*/"::mlir::tagrad::kDefaultMinParallelBytes",
           "A function whose batch-norm operands are all smaller (bytes, "
           "static shapes) is scheduled for one thread: no OpenMP region, "
           "whose fork and join would cost more than the work; 0: never">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::transform::TransformDialect",
    "::mlir::vector::VectorDialect",
    // The classes it gives generics, #tagrad.cpu_schedule.
    "::mlir::tagrad::TaGradDialect"
  ];
}

def TaGradCpuNontemporalStores
    : Pass<"tagrad-cpu-nontemporal-stores", "ModuleOp"> {
  let summary = "Lower marked vector writes to non-temporal stores";
  let description = [{
    After bufferization: in `scf.for` loops marked
    `#tagrad.cpu_loop<nontemporal = true>` (by
    `-tagrad-cpu-schedule-batch-norm`), each unmasked, in-bounds, 1-D
    `vector.transfer_write` to a memref with a unit innermost stride becomes
    a `vector.store {nontemporal = true, alignment = 64}` when its address is
    64-byte aligned at run time and a plain `vector.store` otherwise
    (without the alignment LLVM splits a non-temporal vector store into
    scalar ones). Other writes in those loops are left as they are; the
    `nontemporal` marks are cleared.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

def TaGradCpuPrefetchNextBlock
    : Pass<"tagrad-cpu-prefetch-next-block", "ModuleOp"> {
  let summary = "Prefetch the next block of channels while the current one "
                "is swept from cache, and rows ahead of a sweep over rows";
  let description = [{
    After bufferization: in `scf.for` loops marked
    `#tagrad.cpu_loop<prefetch_channels = K>` (by `-tagrad-cpu-schedule-batch-norm`, on the elementwise pass of a
    block of K channels of channels-first data), each 1-D
    `vector.transfer_read` along the innermost dimension of a memref reached
    through rank-preserving `memref.subview`s of a buffer of rank 3 or more
    gets a `memref.prefetch` (read, locality 2: into the L2 cache) of the
    same element K channels (dimension 1) further on, where the buffer has
    that channel; the last block prefetches its own element instead. The
    walk stops at any other view: for a block's runs the schedule reads
    through `[N, C / K, K x S]` reshapes, whose dimension 1 is the block
    (K = 1 there). The elementwise pass of a block reads from cache, so
    the memory system is otherwise idle while it runs; the prefetches have
    the next block's sums find their data in cache.

    In `scf.for` loops marked `#tagrad.cpu_loop<prefetch_row_bytes = B>`
    (by the schedule's transform library, on the vector loops of each
    thread's share of a channels-last sum and of a channels-last elementwise
    pass), each
    `vector.transfer_read` (1-D or 2-D, minor identity) of a rank-2 buffer
    of rows with a static row stride, reached through rank-preserving
    `memref.subview`s, gets one `memref.prefetch` (read, locality 2) per row
    it reads: the same element D = ceil(|B| / row bytes) rows further on for
    B > 0, D rows back for B < 0 (a loop the schedule runs backwards), or of
    its own row where the buffer has no such row. The sums read each row
    once, from memory, and the elementwise pass reads it again from L3: the
    hardware prefetcher alone keeps too few lines in flight for either.
    Static buffers with no more rows than the distance and reads of other
    buffers get no prefetch.

    The prefetch marks are cleared.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def TaGradLowerDynamicExpandShape : Pass<"tagrad-lower-dynamic-expand-shape"> {
  let summary = "Rewrite contiguous memref.expand_shape ops with several "
                "dynamic dimensions in one group to memref.reinterpret_cast";
  let description = [{
    Works around an MLIR 22 crash in `-expand-strided-metadata` on a
    `memref.expand_shape` with several dynamic dimensions in one
    reassociation group. An expand_shape of a contiguous (identity-layout)
    source has a contiguous result whose strides are products of the output
    sizes, so it becomes a `memref.reinterpret_cast` of the source. Run it
    right before `-expand-strided-metadata`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect"
  ];
}

def TaGradLowerScalarTransfers : Pass<"tagrad-lower-scalar-transfers"> {
  let summary = "Lower 0-d and rank-1 vector transfers to loads and stores";
  let description = [{
    Vectorizing batch-norm generics on fully dynamic shapes leaves 0-d
    `vector.transfer_read` ops (a per-channel scalar read through a memref
    with a dynamic stride) that neither `-convert-vector-to-scf` nor
    `-convert-vector-to-llvm` lowers. This pass turns them, and the other
    scalar and rank-1 transfers, into `memref.load` / `vector.load` plus
    broadcasts. Run it right after `-convert-vector-to-scf`.
  }];
  let dependentDialects = [
    "::mlir::memref::MemRefDialect", "::mlir::vector::VectorDialect"
  ];
}

def TaGradCpuLoopStackRestore : Pass<"tagrad-cpu-loop-stack-restore"> {
  let summary = "Hoist a loop body's stack temporaries, or release them "
                "every iteration";
  let description = [{
    A `memref.alloca` of static shape in a loop body (left by
    `-promote-buffers-to-stack` or `-convert-vector-to-scf`) whose memory
    does not leave its trip (neither it nor a memref derived from it is a
    terminator's operand) moves out of the sequential ops around it
    (`scf.for`, `scf.while`, `scf.if`, `scf.execute_region`,
    `scf.index_switch`) to the entry block of the region that holds the
    outermost of them: every trip reuses one slot, and in a function's
    entry block LLVM promotes it to registers. `scf.parallel` /
    `scf.forall` bodies are not crossed.

    Each `scf.for` / `scf.while` body that still holds an alloca (dynamic
    shapes, yielded buffers) saves the stack pointer on entry and restores
    it before its terminator (`llvm.intr.stacksave` /
    `llvm.intr.stackrestore`), so that the stack does not grow with the
    trip count. A body that yields one of its stack buffers is left alone.

    First, a `memref.alloca_scope` whose body is one block becomes that
    body between a stack save and restore: `-finalize-memref-to-llvm`
    (which `--tagrad-cpu-pipeline` runs before `-convert-scf-to-cf`) would
    lower it by splitting the block it is in, invalid inside an `scf.if` or
    `scf.for`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def TaGradCpuApproximateTanh : Pass<"tagrad-cpu-approximate-tanh"> {
  let summary = "f32 math.tanh as the rational approximation TensorFlow's "
                "CPU kernels (Eigen) evaluate";
  let description = [{
    Rewrites `math.tanh` on `f32` scalars and vectors into arithmetic: the
    inputs clamped to about +-7.99 (tanh is +-1 in f32 beyond), values
    below 4e-4 in magnitude returned as they are, and a 13/6-degree
    rational function with Eigen's coefficients in between (upstream's
    `populatePolynomialApproximateTanhPattern`). That is what TensorFlow's
    CPU `Tanh` computes for float (Eigen's fast tanh), and unlike libm's
    `tanhf` it vectorizes. Other element types are left alone.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect"];
}

def TaGradCpuScalarizeLoopCarries : Pass<"tagrad-cpu-scalarize-loop-carries"> {
  let summary = "Carry rank-0 tensors of scf.while / scf.for loops as the "
                "scalars they hold";
  let description = [{
    TensorFlow's while loops count in `tensor<i32>`: legalized, a loop
    carries each counter as a rank-0 tensor, extracted to compare and
    rebuilt with `tensor.from_elements` to yield. Bufferized, every such
    argument is a `memref<i32>` allocated, copied and freed on each trip.
    This pass carries the element instead (integer, index or float): the
    init is extracted before the loop, each region rebuilds the tensor from
    the scalar for its other uses, the terminators yield the extracted
    element, and the results are rebuilt after the loop; the canonicalizer
    folds `tensor.extract` of `tensor.from_elements`. Values are unchanged.
    `scf.while` loops whose before and after arguments differ in types are
    left alone.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def TaGradCpuAccumulateIntoProducts
    : Pass<"tagrad-cpu-accumulate-into-products", "::mlir::func::FuncOp"> {
  let summary = "X + A B becomes the product A B accumulated into X";
  let description = [{
    TensorFlow's graphs add matrix products to other tensors: an RNN cell's
    `x_t U + h W`, and a loop's gradient `dW += h^T dz` carried as
    `AddN(dW, MatMul)`. Legalized, each product is a contraction generic
    into a fresh tensor of zeros (a `linalg.fill`) and the sum an
    elementwise generic: on buffers a fill, a product and a pass reading
    both tensors, per step, for what sgemm does in one call (C += A B).
    This pass rewrites an elementwise `addf` of two tensors of one type,
    one of them a float contraction into zeros with no other use, to the
    contraction into the other addend (upstream's FoldAddIntoDest does so
    for named ops). Only contractions whose m, n and k are each one loop
    not statically of extent 1 are taken: the ones the CPU pipeline calls
    sgemm for; the others -tagrad-cpu-fuse-elementwise makes elementwise.
    Results differ by rounding: the addend is added first, then the terms
    of the product (TensorFlow adds the product's sum to it).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def TaGradCpuHoistProductTransposes
    : Pass<"tagrad-cpu-hoist-product-transposes", "::mlir::func::FuncOp"> {
  let summary = "A loop-invariant right operand read transposed by a matrix "
                "product in a loop is transposed once before the loop";
  let description = [{
    An RNN's backward loop computes `dh = dz W^T` every step (TensorFlow's
    `MatMul` with `transpose_b`): a contraction generic whose right operand
    is read as stored `[n, k]`, which sgemm runs as `CblasTrans`, 1.4-2.4x
    slower than `CblasNoTrans` on the RNN's shapes (OpenBLAS 0.3.21,
    `[32, H] x [H, H]`, H = 64 and 256). Where that operand is defined
    outside the loop (a weight), this pass transposes it once before the
    outermost loop it is invariant in (`linalg.transpose` into a new
    tensor) and the product reads the copy as `[k, n]`. Taken: 2-d f32
    products on tensors with a row-major result (map `(m, n)`) whose m, n
    and k are not statically of extent 1 (a batch of one folds m away and
    the product stays loops, where the transposed read is the dot
    product's contiguous one: 4x slower the other way), and only
    where the loops around them run more than one trip (an unknown count
    counts as more). Results are the same: the products' terms and their
    order do not change.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def TaGradCpuFuseElementwise
    : Pass<"tagrad-cpu-fuse-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Fold unit dimensions and fuse chains of elementwise "
                "generics (not batch norm's)";
  let description = [{
    A TensorFlow graph legalized op by op computes one `linalg.generic` per
    op, each writing a whole tensor: in an RNN's backward loop the weight
    gradient `dW += h^T dh` is a fill of zeros, a product whose reduction
    dimension is the batch (1) and an add, three sweeps of an H x H tensor
    per step. This pass folds unit-extent dimensions of generics
    (upstream's `populateFoldUnitExtentDimsPatterns`; the product becomes
    elementwise) and fuses producers with one use into their elementwise
    consumers (`populateElementwiseOpsFusionPatterns`, which also folds a
    fill into the body as its constant): one sweep, the same operations in
    the same order, so the same values. Then an elementwise generic that
    writes a fresh tensor (`tensor.empty` init) from an input of the same
    type and map that dies there writes into that input instead: a sum
    carried by TensorFlow's backward while loop (`dW`) is then updated in
    its own buffer, and one-shot bufferization neither allocates a result
    per trip nor copies the carried tensors. Inputs that are constants,
    function arguments, or tensors whose buffer may be reached around them
    (those starting at a `bufferization.to_tensor`, through views, loops
    and destination-style ops) are not overwritten. Generics stamped
    `#tagrad.batch_norm_schedule` are neither changed nor fused:
    `-tagrad-cpu-schedule-batch-norm` schedules them. The patterns visit
    only the other generics and the ops they create, so the IR around
    batch norm stays as it was (upstream's sets would fold the collapse of
    x_backprop's `tensor.empty`, hiding from empty-tensor elimination that
    it is the function's output buffer).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::affine::AffineDialect"];
}

def TaGradCpuMatmulToBlas : Pass<"tagrad-cpu-matmul-to-blas", "ModuleOp"> {
  let summary = "Run f32 matrix products on buffers as OpenBLAS sgemm calls";
  let description = [{
    An f32 contraction on buffers, `C[b, m, n] += A[b, m, k] * B[b, k, n]`
    with one m, n and k loop, at most one batch loop and every operand in
    either orientation (the generic the TensorFlow front end emits for
    `MatMul` and `BatchMatMul`, `linalg.matmul`, `linalg.batch_matmul`),
    becomes a call of the runtime's `tagradSgemm` with each operand's
    aligned pointer, offset and strides: OpenBLAS's `cblas_sgemm` with
    beta = 1, a transposed operand passed as `CblasTrans` without a copy.
    Where C was set to zeros just before the product (nothing with a memory
    effect in between) by a fill of +0.0, or by a copy of a buffer whose
    only writer is such a fill (a zero fill hoisted out of a loop, which
    bufferization then copies on every trip), the call overwrites C
    (beta = 0) and the fill or copy is erased.
    Products of static shape with fewer than `min-flops` floating-point
    operations stay loops. Summation order is OpenBLAS's, so results differ
    from the loop's by rounding.
  }];
  let options = [
    Option<"threads", "threads", "int64_t", /*default=*/"0",
           "OpenBLAS threads per product; 0: the logical CPUs the compiling "
           "process may run on">,
    Option<"minFlops", "min-flops", "int64_t", /*default=*/"0",
           "Smallest product (2 m n k b, static shapes) called as sgemm">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TaGradCpuSerializeSmallParallel
    : Pass<"tagrad-cpu-serialize-small-parallel"> {
  let summary = "Run scf.parallel loops too small to repay an OpenMP region "
                "as scf.for";
  let description = [{
    Before `-convert-scf-to-openmp`: each outermost `scf.parallel` without
    reductions whose estimated work is below `min-parallel-bytes` becomes
    nested `scf.for` loops (with the `scf.parallel` loops inside it), so
    that no OpenMP region is forked and joined for it. The estimate is in
    byte-equivalents over the whole iteration space: each load or store
    counts the bytes it moves, each arithmetic op its lanes, each `math` op
    16 per lane, each multiplied by the static trip counts of the loops
    around it. A loop with a dynamic trip count, a `scf.while` or a call
    inside is taken as large and stays parallel.
  }];
  let options = [
    Option<"minParallelBytes", "min-parallel-bytes", "int64_t",
           /*default=*/"::mlir::tagrad::kDefaultMinParallelBytes",
           "Smallest estimated work (byte-equivalents) run as an OpenMP "
           "region; 0: every loop">
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def TaGradCpuMeasureParallelRegions
    : Pass<"tagrad-cpu-measure-parallel-regions", "::mlir::ModuleOp"> {
  let summary = "Run each OpenMP region on its team or on the calling "
                "thread, whichever the runtime measures faster";
  let description = [{
    An OpenMP region waits for its slowest thread: on a machine where
    another busy process takes a core, a thread of the team is often
    descheduled, and a region that saves microseconds on a quiet machine
    costs milliseconds (an RNN step at B = 32, H = 64 with one region per
    call ran 7-23% slower on two threads than on one next to a spinning
    process). Run after -convert-scf-to-openmp, this pass gives every
    outermost `omp.parallel` (not one with an `if` clause or a constant
    team of one) a state of its own, a private `memref.global` of zeros,
    and brackets it with the runtime's `tagradParallelRegionBegin`, whose
    answer is the region's `if` clause, and `tagradParallelRegionEnd`. The
    runtime runs the way measured faster for that region and tries the
    other one again now and then (TaGrad/Runtime/ParallelRegions.h).
    Results do not change: a region computes the same on one thread.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::omp::OpenMPDialect"];
}

def TaGradCpuFuseSweeps : Pass<"tagrad-cpu-fuse-sweeps"> {
  let summary = "Fuse consecutive loops that sweep the rows of the same "
                "buffers";
  let description = [{
    Two consecutive `scf.for` loops from 0 to the same N by 1 become one
    when each trip of either touches the buffers it shares with the other
    (one of them writing) only at its own row: row i or row N-1-i of a
    buffer allocated in the function (`memref.alloc`/`alloca`), through a
    one-row `memref.subview` or a `memref.load` / `memref.store` whose first
    index is that row. The decomposed TensorArray loops of a TensorFlow
    program (writes of an unstack, a loop reading x[i] and writing y[i], the
    gradient loops) have that form; fused, each element is written and read
    again while it is in registers or L1 instead of streaming every array
    through memory once per loop.

    A loop that carries no values and touches each buffer it writes at one
    row order has independent trips; it is reversed (trip j does what trip
    N-1-j did) when that makes its rows match its neighbour's, as for a
    gradient loop that walks an array backwards after the loop that wrote
    it forwards. The ops between the loops must be free of memory effects or
    allocations, and neither loop may use the other's results.

    Nothing is fused when a body touches a memref from outside in any other
    way (a whole-buffer copy, a view that is not one row, a tensor taken of
    a buffer), has an op with unknown or global memory effects (a call, a
    print, a runtime check's report), carries a tensor or memref from trip
    to trip, or when both loops touch memrefs that are not the function's
    own allocations (arguments may alias one another) and one writes them.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def TaGradCpuBoundAliasChains
    : Pass<"tagrad-cpu-bound-alias-chains", "::mlir::func::FuncOp"> {
  let summary = "Cut chains of in-place tensor updates before bufferization";
  let description = [{
    One-shot bufferization decides op by op whether a result may reuse an
    operand's buffer, checking every read against every write of the
    buffers already joined with it: along a chain of N updates that each may
    reuse the last one's buffer (`acc = acc + x` unrolled N times, a loop
    state carried through N loops) that is O(N^3). This pass walks each
    function in order, counts how many updates each tensor value's buffer
    may already carry (through the ops' `BufferizableOpInterface` aliasing
    and loop iter_args), and when an update that writes in place would
    extend a chain to `max-length` (views such as `tensor.extract_slice`
    only join the chain), gives it a fresh buffer instead: a `tensor.empty`
    destination when the op only overwrites it (elementwise linalg ops), a
    `bufferization.alloc_tensor() copy(...)` otherwise. One-shot
    bufferization then costs O(N * max-length^2), and at run time one extra
    buffer (a copy only where the old contents are read) per `max-length`
    updates.
  }];
  let options = [
    Option<"maxLength", "max-length", "unsigned", /*default=*/"32",
           "Longest chain of in-place updates left to one-shot "
           "bufferization's analysis">,
  ];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::tensor::TensorDialect"];
}

def TaGradCpuUntieEmptyTensors
    : Pass<"tagrad-cpu-untie-empty-tensors", "::mlir::func::FuncOp"> {
  let summary = "Give every use of a tensor.empty its own tensor.empty";
  let description = [{
    CSE merges identical `tensor.empty` ops, also one in a loop body with
    one before the loop, and one-shot bufferization then gives all their
    uses one buffer. Where a loop carries a value written into that buffer
    and a later use in the same trip writes into it again before the
    carried value is read, the carried value is overwritten: two Keras RNN
    layers differentiated in one graph got wrong weight gradients in the
    second gradient loop. Each use gets a copy of the `tensor.empty`,
    placed right before its user (its size operands dominate the original,
    and so the user), and the original goes. Run it right before one-shot
    bufferization; the buffer hoisting after it moves the allocations of
    invariant size out of loops again.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def TaGradCpuEmptyCollapses
    : Pass<"tagrad-cpu-empty-collapses", "::mlir::func::FuncOp"> {
  let summary = "Replace tensor.collapse_shape and expand_shape ops with a "
                "group of a static 0 and a dynamic size by tensor.empty";
  let description = [{
    Works around MLIR 22: a `tensor.collapse_shape` reassociation group with
    a static 0 and a dynamic size (`[0, 7, ?]`, an empty batch of dynamic
    width, collapsed by a batch norm's lowering or a `Reshape`) collapses to
    a dynamic size on tensors, but one-shot bufferization and
    `memref.collapse_shape`'s canonicalization multiply the static sizes to
    a static 0 and build a `memref.collapse_shape` that does not verify
    ("collapsed dim must be dynamic if and only if reassociation group is
    dynamic"; found by tagrad-graphdef-fuzz), and the `expand_shape` back
    lowers its dynamic size as the collapsed size divided by the static
    ones (0 / 0) instead of its `output_shape`. Such a reshape has no
    elements: it becomes a `tensor.empty` of its type with its sizes. Run
    it right before one-shot bufferization.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def TaGradLowerPairwiseReductions
    : Pass<"tagrad-lower-pairwise-reductions"> {
  let summary = "Lower floating-point sum and product reductions to loops "
                "whose error grows like log N";
  let description = [{
    `-convert-linalg-to-loops` lowers a reduction `linalg.generic` to one
    running accumulator: the error of a sum of N terms grows like N, and a
    32.8M-element f32 loss lost two digits. This pass lowers, on buffers
    and before `-convert-linalg-to-loops`, every `linalg.generic` whose
    outputs are floating-point buffers indexed by the parallel loops and
    each combined with its own term by one `arith.addf` or `arith.mulf`
    (Sum, Mean, Prod, L2Loss, softmax and cross-entropy sums, BiasAddGrad, a
    broadcast's gradient, the batch-norm schedule's partials, fused with
    whatever computes the terms) to loops in the generic's own order that
    combine partial results pairwise:

    * every reduction loop is cut into blocks; each block's partial result
      (a scalar, or the slab of outputs indexed by the parallel loops inside
      it) is pushed into a binary-counter cascade, so that after N blocks the
      partials held are sums of 1, 2, 4, ... blocks, each combined only with
      one of its own size (pairwise summation);
    * the innermost reduction loop sums blocks of `leaf-block` terms (256)
      in registers, its adds marked `fastmath<reassoc>` so that LLVM
      spreads them over vector lanes; an outer reduction loop takes blocks of
      enough iterations for `min-block-terms` terms (32), or one iteration;
    * f16 and bf16 terms of a sum accumulate in f32, products of f32 and
      narrower types in f64 (each multiplication rounds once whatever the
      order, so only a wider accumulator bounds a product's error); the
      result is rounded once when stored.

    A sum of N terms in any such order has a relative error bound (for terms
    of one sign) of (L + 2 ceil(log2 N) + 1) u per reduction loop, L the
    longest run summed in one accumulator and u the unit roundoff:
    docs/Numerics.md derives it. Adds already marked `reassoc` (matrix
    products, whose producers declared the order free), integer reductions
    and maxima are left to `-convert-linalg-to-loops`.
  }];
  let options = [
    Option<"leafBlock", "leaf-block", "int64_t", /*default=*/"256",
           "Terms of the innermost reduction loop summed in one register "
           "before they join the cascade">,
    Option<"minBlockTerms", "min-block-terms", "int64_t", /*default=*/"32",
           "Fewest terms an outer reduction loop's block covers">,
  ];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def TaGradCpuLowerScfLastFirst
    : Pass<"tagrad-cpu-lower-scf-last-first", "::mlir::ModuleOp"> {
  let summary = "Lower scf control flow to cf, the last op of each block first";
  let description = [{
    Runs just before `-convert-scf-to-cf` in `--tagrad-cpu-pipeline` and
    applies upstream's scf-to-cf patterns (`scf.if`, `scf.for`,
    `scf.while`, `scf.execute_region`, `scf.index_switch`) to every such op
    whose block may be split (its region is not a single-block one),
    visiting each block from its end and outer ops before the ones nested
    in them. Lowering one splits its block and moves the operations after
    it; `-convert-scf-to-cf` visits a block from its front, so a function of
    N checked TensorArray accesses and small element loops, as straight-line
    code, moved O(N^2) operations through the conversion driver's undo log.
    From the back every operation moves once. What is left (inside
    single-block regions of other dialects) is lowered by
    `-convert-scf-to-cf`.
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect"];
}

def TaGradAddIntoSlices : Pass<"tagrad-add-into-slices"> {
  let summary = "An add of a zero-padded slice updates that slice in place";
  let description = [{
    TensorFlow's gradient of a slice (`StridedSliceGrad`, `SliceGrad` as
    `Pad`) is the slice's gradient placed in a tensor of zeros, and a loop
    that reads `x[t]` adds one such tensor to the running gradient of `x`
    every step: O(size of x) per step, quadratic over the loop (TensorFlow
    runs it so). An elementwise `addf` of a tensor and a
    `tensor.insert_slice` into zeros (a `linalg.fill` of 0 or a zero
    splat) is rewritten to add the slice alone and insert it into the
    other operand, which bufferization updates in place: O(size of the
    slice) per step.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def TaGradCpuFillSplatConstants
    : Pass<"tagrad-cpu-fill-splat-constants", "::mlir::ModuleOp"> {
  let summary = "Large splat tensor constants become fills";
  let description = [{
    A splat `arith.constant` of a tensor becomes, through bufferization, a
    `memref.global`, and MLIR 22's LLVM IR translation expands a splat
    global element by element (a list of one pointer per element: a splat
    of 2^31 floats runs out of memory and aborts). Above `max-elements`
    elements the constant is instead a `linalg.fill` of a `tensor.empty`:
    the same value, allocated and filled at run time (an allocation that
    fails is the runtime's "out of memory" error).
  }];
  let options = [
    Option<"maxElements", "max-elements", "int64_t", "1 << 20",
           "the most elements a splat tensor constant keeps">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def TaGradCpuCheckAllocationSizes
    : Pass<"tagrad-cpu-check-allocation-sizes", "::mlir::ModuleOp"> {
  let summary = "Every dynamically sized buffer's byte count fits int64";
  let description = [{
    `-finalize-memref-to-llvm` sizes an allocation as the product of its
    sizes and the element's bytes in wrapping int64 arithmetic: sizes from
    data whose product passes 2^63 give a small buffer that the code writes
    past. The front end checks TensorFlow's shapes as TensorFlow does, but
    TaGrad's own buffers (f64 accumulators of f32 values, counts, scratch)
    can be larger. Before each `memref.alloc` and `memref.alloca` with
    dynamic sizes this pass adds a `tagrad.runtime_check` that fails on a
    negative size or an overflowing byte count ("OOM when allocating a
    buffer with shape[...] of N-byte elements", at the allocation's
    location); `-tagrad-lower-runtime-checks` lowers it. Allocations of
    static shape are left alone.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tagrad::TaGradDialect"];
}

def TaGradCpuCheckAllocations
    : Pass<"tagrad-cpu-check-allocations", "::mlir::ModuleOp"> {
  let summary = "Every heap allocation of compiled code reports a failure";
  let description = [{
    With buffer-cache=false, `-finalize-memref-to-llvm` calls `malloc` (and
    `aligned_alloc`), whose NULL on failure the code then writes through.
    This pass points those calls at `tagradCheckedMalloc` /
    `tagradCheckedAlignedAlloc` (libtagrad_runtime.so), which report
    "out of memory: cannot allocate N bytes for a buffer" through the
    runtime's error entry point, as the buffer cache does. Blocks stay
    malloc's: `free` releases them. Only declarations with upstream's
    signatures are redirected.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def TaGradCpuAnnotateAllocHooks
    : Pass<"tagrad-cpu-annotate-alloc-hooks", "::mlir::ModuleOp"> {
  let summary = "Tell LLVM that MLIR's generic allocation hooks are malloc "
                "and free";
  let description = [{
    Marks the declarations of `_mlir_memref_to_llvm_alloc`,
    `_mlir_memref_to_llvm_aligned_alloc` and `_mlir_memref_to_llvm_free`
    (what `-finalize-memref-to-llvm=use-generic-functions=true` calls, and
    what libtagrad_runtime.so's buffer cache implements) with what LLVM
    knows of malloc, aligned_alloc and free by name: a `noalias` result,
    `allockind`, `allocsize`, `allocalign`, `allocptr`, the `malloc`
    allocation family, `nounwind` and `willreturn`. Definitions, and
    declarations whose signature is not upstream's, are left alone.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def TaGradCpuLowerAsserts
    : Pass<"tagrad-cpu-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Report a failed cf.assert through the TaGrad runtime";
  let description = [{
    Upstream lowers `cf.assert` to a `puts` of its message and `abort`:
    the message goes to stdout, which a pipe buffers, so the abort loses it.
    This pass lowers each `cf.assert` directly in a function body (all of
    them after `-convert-scf-to-cf`, where the CPU pipeline runs it) to a
    branch to a block
    that calls `tagradRuntimeError` with the message (stderr, or the
    embedding application's error handler, as for the TensorArray rules)
    and, should the handler return, `abort`: code after a failed assert,
    such as a batch norm whose shapes disagree, must not run. The message
    becomes a private string global.

    What asserts: the shape checks the batch-norm lowerings emit for
    dynamic shapes, and those of `-tagrad-legalize-tf`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect"];
}

def TaGradCpuExtendBF16 : Pass<"tagrad-cpu-extend-bf16"> {
  let summary = "Compute bf16 arith and math ops in f32 and expand bf16 "
                "conversions to integer operations";
  let description = [{
    LLVM's x86 back end soft-promotes bf16 and aborts ("Do not know how to
    soft promote this operator's operand!") on the operations it has no
    promotion for, which depend on the CPU: with avx512bf16, shuffles of
    odd-width bf16 vectors that LLVM's vectorizers make of plain copies (a
    transpose). So that LLVM sees no bf16, this pass rewrites, before the
    conversion to the LLVM dialect:

    * arith ops on bf16 (scalars, vectors) into the f32 op between
      `arith.extf` and `arith.truncf` (upstream's
      `arith-emulate-unsupported-floats`): each op rounds to bf16 as soft
      promotion would;
    * math ops on bf16 likewise (upstream's
      `math-extend-to-supported-types`; f16 math is left alone);
    * `arith.extf` / `arith.truncf` between bf16 and f32 into bit casts,
      shifts and round-to-nearest-even on integers (upstream's
      `populateExpandBFloat16Patterns`).

    What is left of bf16 only moves values; `-tagrad-cpu-bf16-as-i16`
    retypes it after the LLVM conversion. Modules without bf16 are left
    unchanged.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TaGradCpuConvertToLLVM
    : Pass<"tagrad-cpu-convert-to-llvm", "::mlir::ModuleOp"> {
  let summary = "The arith, cf, func, index, omp and ub ops to LLVM in one "
                "conversion";
  let description = [{
    One dialect conversion with the patterns each of these dialects gives
    through its `ConvertToLLVMPatternInterface` (upstream's per-dialect
    passes in one walk and one verification: the same output). Unlike
    upstream's `-convert-to-llvm`, the set is fixed, so that a dialect the
    CPU pipeline does not lower (`complex`) stays for
    `-tagrad-cpu-verify-lowered` to name, and a dialect of the set that
    the module never loaded is skipped. A loaded dialect of the set without
    the interface (a context without `registerAllExtensions`) is an error.
    A private function the module defines (upstream's `dealloc_helper`)
    gets internal linkage, so that two compiled modules link into one
    binary.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def TaGradCpuBF16AsI16 : Pass<"tagrad-cpu-bf16-as-i16", "::mlir::ModuleOp"> {
  let summary = "Carry the bf16 values LLVM only moves as i16";
  let description = [{
    Runs on the LLVM dialect after `-tagrad-cpu-extend-bf16` and the
    conversions: every bf16 there is loaded, stored, shuffled, selected,
    passed or bit-cast, and LLVM's vectorizers would still make odd-width
    bf16 vectors of such moves that the x86 back end cannot legalize. Every
    bf16 type (scalars, vectors, arrays, function types, allocas, GEPs,
    globals) becomes i16 and every bf16 constant the i16 of its bits; bit
    casts between the two disappear. Scalar bf16 arguments of calls are
    then passed as i16 (TaGrad's own calls pass memrefs).

    Any other op on bf16 (an LLVM float operation or intrinsic) is an error
    at its location: the back end could abort on it.
  }];
}

def TaGradCpuVerifyLowered : Pass<"tagrad-cpu-verify-lowered", "::mlir::ModuleOp"> {
  let summary = "Reject any op the CPU pipeline left unlowered";
  let description = [{
    The last pass of `--tagrad-cpu-pipeline`: every op left must be in the
    LLVM dialect (or OpenMP's, which translates as it is). Any other op
    (`linalg.softmax`, `complex.*`, another dialect's) is an error at its
    location naming it, instead of an exit status 0 and a failure later in
    `mlir-runner`.
  }];
}

def TaGradVerifyPipelineInput
    : Pass<"tagrad-verify-pipeline-input", "ModuleOp"> {
  let summary = "Reject input the pipelines' upstream passes would crash on "
                "or compile into wrong code";
  let description = [{
    The first pass of `--tagrad-cpu-pipeline` and `--tagrad-gpu-pipeline`
    (declared with the CPU code-generation passes, which both pipelines
    link).
    It checks what the pipeline is given before any upstream pass sees it,
    and reports an error at the op for:

    * a `tensor.dim` / `memref.dim` whose index is a constant outside
      `[0, rank)` (negative for an unranked source): MLIR 22's
      canonicalization of a negative one crashes, and any out-of-range one
      reads past the shape at run time;
    * a value, block argument or type attribute whose shaped type (also
      inside a function type or a TensorArray's element type) holds more
      bytes than the target's index type can address (its element count
      times its element size overflows a signed index): the lowered
      allocation size would wrap around and the code would write past a
      small buffer.

    The index width is the data layout's (64 bits unless the module says
    otherwise). Input that passes is left unchanged.
  }];
}

#endif // TAGRAD_CODEGEN_CPU_PASSES_TD
