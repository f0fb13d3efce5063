//===- CpuPipeline.cpp - --tagrad-cpu-pipeline -----------------*- C++ -*-===//
//
// After -convert-tagrad-to-linalg the batch-norm generics are scheduled for
// the CPU (-tagrad-cpu-schedule-batch-norm): split across threads with
// scf.forall, tiled so that the innermost loop runs along contiguous memory,
// and vectorized, all on tensors; everything else (other engineers' tensor,
// scf, func and runtime-call code, the small per-channel generics) takes the
// plain path: one-shot bufferization, linalg to loops. scf.forall becomes
// scf.parallel and then OpenMP (libomp, linked by libtagrad_runtime.so).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Pipelines/Pipelines.h"

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::tagrad;

/// The largest buffer -promote-buffers-to-stack moves to the stack (upstream's
/// default is 1 KiB): a block's spread coefficients, 16 x 49 f32, and the
/// [2, 576] partial sums of 512 channels (4608 bytes) stay off the heap
/// (docs/CpuSchedule.md, Constants).
static constexpr unsigned kMaxStackTemporaryBytes = 8192;

void mlir::tagrad::buildCpuPipeline(OpPassManager &pm,
                                    const CpuPipelineOptions &options) {
  // Input that upstream passes below crash on is an error at its op.
  pm.addPass(createTaGradVerifyPipelineInput());
  // Large splats stay compact: LLVM IR translation would list every element.
  pm.addPass(createTaGradCpuFillSplatConstants());
  // Slice gradients added into a running gradient update it in place.
  pm.addPass(createTaGradAddIntoSlices());
  // Loops written with cf branches (TF1-style graphs after import) become
  // scf.while, which the TensorArray passes and bufferization follow.
  pm.addPass(createLiftControlFlowToSCFPass());
  buildResolveGradientsPipeline(pm);
  TaGradDecomposeTensorArraysOptions decomposeOptions;
  decomposeOptions.checks = options.checks;
  // Array state in buffers: one-shot bufferization's analysis of the
  // insert_slice chains of threaded tensors is cubic in their length.
  decomposeOptions.buffers = true;
  pm.addPass(createTaGradDecomposeTensorArrays(decomposeOptions));
  pm.addPass(createConvertTaGradToRuntime());
  pm.addPass(createConvertTaGradToLinalg());
  // TensorFlow's tensor<i32> loop counters carried as i32, not as a buffer
  // allocated and copied per trip.
  if (options.scalarizeLoopCarries)
    pm.addPass(createTaGradCpuScalarizeLoopCarries());
  // Elementwise arith / math on tensors (what a TensorFlow front end emits)
  // become linalg.generic.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());
  // Sums of matrix products (an RNN cell's x U + h W, a weight gradient's
  // dW += h^T dz) accumulate in the product: one sgemm, no fill or add pass.
  if (options.blas) {
    pm.addNestedPass<func::FuncOp>(createTaGradCpuAccumulateIntoProducts());
    // A weight read transposed in a loop (an RNN's dh W^T) is transposed
    // once before it: sgemm without CblasTrans.
    if (options.hoistProductTransposes)
      pm.addNestedPass<func::FuncOp>(createTaGradCpuHoistProductTransposes());
  }
  // A TensorFlow op per generic: elementwise chains (a gradient's fill,
  // product and accumulation) as one sweep.
  if (options.fuseElementwise)
    pm.addNestedPass<func::FuncOp>(createTaGradCpuFuseElementwise());
  // Sweeps over the same arrays (a forward loop and the gradient loops that
  // walk it back) as one loop: each element once through memory.
  if (options.fuseSweeps)
    pm.addNestedPass<func::FuncOp>(createTaGradCpuFuseSweeps());

  // Batch-norm schedule on tensors, before bufferization.
  TaGradCpuScheduleBatchNormOptions scheduleOptions;
  scheduleOptions.nontemporalMinBytes = options.nontemporalMinBytes;
  scheduleOptions.threads = options.threads;
  scheduleOptions.minParallelBytes = options.minParallelBytes;
  scheduleOptions.maxBlockBytes = options.maxBlockBytes;
  scheduleOptions.maxCachedBytes = options.maxCachedBytes;
  pm.addPass(createTaGradCpuScheduleBatchNorm(scheduleOptions));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Vector accumulators of the reductions become loop-carried vectors
  // (registers) instead of a tensor read and written every iteration.
  pm.addPass(createLoopInvariantSubsetHoistingPass());
  // Every tagrad.runtime_check (the front end's, the decomposition's, the
  // batch-norm rules) once their conditions have folded: a function ends at
  // one that fails on every run, before bufferization's folds of the shapes
  // it refuses.
  pm.addPass(createTaGradLowerRuntimeChecks());
  // Stage boundaries: the compile paths verify here, not after every pass.
  pm.addPass(createTaGradVerifyIR());

  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  // Arguments and results are dense (the runtime and the C API pass
  // contiguous buffers): copies from them are one memcpy, not a generic
  // strided copy through descriptors on the stack.
  bufferizeOptions.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Loop-carried tensors that each iteration computes afresh (an RNN's
  // hidden state) yield a new buffer per iteration; the deallocation
  // pipeline frees the previous one. Tensors updated in place (decomposed
  // TensorArrays) stay equivalent to their iter_args and keep one buffer.
  bufferizeOptions.allowReturnAllocsFromLoops = true;
  // Long chains of in-place updates (unrolled loops) get a fresh buffer
  // every few links: the analysis below is cubic in a chain's length.
  pm.addNestedPass<func::FuncOp>(createTaGradCpuBoundAliasChains());
  // Collapses of an empty group of dynamic type become tensor.empty: MLIR 22
  // bufferizes them to a memref.collapse_shape that does not verify.
  pm.addNestedPass<func::FuncOp>(createTaGradCpuEmptyCollapses());
  // One tensor.empty per use: CSE merged them across loop bodies, and one
  // buffer for them all let a loop overwrite the value it carries.
  pm.addNestedPass<func::FuncOp>(createTaGradCpuUntieEmptyTensors());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  // A loop's per-trip temporaries of invariant size (an RNN step's element
  // copies, a read's target) allocated once before the loop, not per trip;
  // the small ones then go to the stack below.
  pm.addNestedPass<func::FuncOp>(bufferization::createBufferLoopHoistingPass());
  // Small per-channel temporaries (coefficients, partial sums, a block's
  // coefficients spread over its planes: 16 x 49 f32 for 7x7 planes) on the
  // stack instead of a malloc/free per channel or block inside the parallel
  // loops.
  bufferization::PromoteBuffersToStackPassOptions promoteOptions;
  promoteOptions.maxAllocSizeInBytes = kMaxStackTemporaryBytes;
  pm.addNestedPass<func::FuncOp>(
      bufferization::createPromoteBuffersToStackPass(promoteOptions));
  bufferization::BufferDeallocationPipelineOptions deallocOptions;
  bufferization::buildBufferDeallocationPipeline(pm, deallocOptions);
  // Lowers the bufferization.clone the deallocation pipeline inserts for
  // buffers returned from functions (decomposed arrays passed to callees).
  pm.addPass(createConvertBufferizationToMemRefPass());
  // TaGrad's own buffers sized from data (wider accumulators, counts) can
  // pass int64 bytes where TensorFlow's tensor does not: checked here and
  // lowered like the front end's checks.
  pm.addPass(createTaGradCpuCheckAllocationSizes());
  pm.addPass(createTaGradLowerRuntimeChecks());
  pm.addPass(createTaGradVerifyIR());

  pm.addPass(createTaGradCpuNontemporalStores());
  pm.addPass(createTaGradCpuPrefetchNextBlock());
  pm.addPass(createForallToParallelLoopPass());
  // Matrix products at GEMM speed (packed, register-blocked, threaded),
  // before the pairwise lowering takes them for sums.
  if (options.blas) {
    TaGradCpuMatmulToBlasOptions blasOptions;
    blasOptions.threads = options.threads;
    pm.addPass(createTaGradCpuMatmulToBlas(blasOptions));
  }
  // Sums with an error growing like log N, not N (docs/Numerics.md); what
  // they leave is lowered one running accumulator per output.
  if (options.pairwiseReductions)
    pm.addPass(createTaGradLowerPairwiseReductions());
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createTaGradLowerScalarTransfers());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createTaGradCpuLoopStackRestore());
  // An OpenMP region only where the loop's work repays its fork and join,
  // and on a shared machine the wait for a descheduled thread: 1 MiB of
  // byte-equivalents, about 50-100 us on one core (at 64 KiB an RNN step's
  // [32, 256] passes stayed parallel, 1.5x slower than threads=1).
  TaGradCpuSerializeSmallParallelOptions serializeOptions;
  serializeOptions.minParallelBytes = options.minParallelWork;
  pm.addPass(createTaGradCpuSerializeSmallParallel(serializeOptions));
  pm.addPass(createConvertSCFToOpenMPPass());
  // The regions left run on the team only while the runtime measures that
  // it pays (a busy machine's descheduled thread makes one thread faster).
  if (options.measureParallelRegions)
    pm.addPass(createTaGradCpuMeasureParallelRegions());
  pm.addPass(createTaGradLowerDynamicExpandShape());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Before scf-to-cf: the alloca scopes that scf-to-openmp wraps loop bodies
  // in must still have a single block when they are lowered.
  FinalizeMemRefToLLVMConversionPassOptions memrefOptions;
  // The runtime's buffer cache: a kernel called in a loop would otherwise
  // fault in its large buffers' pages afresh on every call.
  memrefOptions.useGenericFunctions = options.bufferCache;
  // The aligned allocation returns the pointer the kernel uses: rounding a
  // plain allocation up goes through inttoptr, after which LLVM no longer
  // knows that a new buffer aliases no argument, and keeps loops that read
  // an input and write a new buffer scalar.
  memrefOptions.useAlignedAlloc = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefOptions));
  // Without the cache, malloc's NULL is reported as the cache reports it.
  if (!options.bufferCache)
    pm.addPass(createTaGradCpuCheckAllocations());
  pm.addPass(createTaGradCpuAnnotateAllocHooks());
  pm.addPass(createTaGradCpuLowerScfLastFirst());
  pm.addPass(createSCFToControlFlowPass());
  // A failed shape check reports through the runtime, on stderr.
  pm.addPass(createTaGradCpuLowerAsserts());
  // Math ops with an LLVM intrinsic first; what is left (erf, erfc, tan,
  // atan, ...: no intrinsic) calls libm, one lane at a time, before the
  // vector ops of that unrolling are lowered.
  // No bf16 reaches LLVM's back end: computed in f32, moved as i16.
  pm.addPass(createTaGradCpuExtendBF16());
  if (options.approximateTanh)
    pm.addPass(createTaGradCpuApproximateTanh());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  // Vector ops through their own pass: it first lowers what has no direct
  // LLVM form (contractions, transposes, n-D shapes).
  pm.addPass(createConvertVectorToLLVMPass());
  // Everything else (arith, index, func, cf, omp, ub) in one conversion.
  pm.addPass(createTaGradCpuConvertToLLVM());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createTaGradCpuBF16AsI16());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createTaGradVerifyIR());
  pm.addPass(createTaGradCpuVerifyLowered());
}
