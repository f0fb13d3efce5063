//===- Pipelines.h - TaGrad pass pipelines ----------------------*- C++ -*-===//

#ifndef TAGRAD_PIPELINES_PIPELINES_H
#define TAGRAD_PIPELINES_PIPELINES_H

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Dialect/TaGrad/Transforms/TensorArrayChecks.h"
#include "TaGrad/Support/ChoiceParser.h"
#include "mlir/Pass/PassOptions.h"
#include <string>

namespace mlir {
class DialectRegistry;
class OpPassManager;

namespace tagrad {

/// --tagrad-resolve-gradients: infer sources, verify flow, resolve
/// accumulators.
void buildResolveGradientsPipeline(OpPassManager &pm);

/// --tagrad-tf-frontend: TensorFlow's importer output (generic tf.* ops) to
/// tagrad and upstream dialects. The one list of the front end's passes,
/// which every tool runs (docs/Architecture.md).
void buildTFFrontEndPipeline(OpPassManager &pm);

struct CpuPipelineOptions : public PassPipelineOptions<CpuPipelineOptions> {
  PassOptions::Option<TensorArrayChecks, ChoiceParser<TensorArrayChecks>>
      checks{*this, "checks",
             llvm::cl::desc("Run-time TensorArray checks: all, bounds or none"),
             tensorArrayChecksValues(), llvm::cl::init(TensorArrayChecks::All)};
  PassOptions::Option<int64_t> nontemporalMinBytes{
      *this, "nontemporal-min-bytes",
      llvm::cl::desc("Smallest static batch-norm x_backprop (bytes) written "
                     "with non-temporal stores; -1: none"),
      llvm::cl::init(kDefaultNontemporalMinBytes)};
  PassOptions::Option<int64_t> threads{
      *this, "threads",
      llvm::cl::desc("Threads the batch-norm schedules split their work "
                     "between (partial sums, shares of rows and batches, "
                     "blocks of channels); 0: the logical CPUs the "
                     "compiling process may run on"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> minParallelBytes{
      *this, "min-parallel-bytes",
      llvm::cl::desc("A function whose batch-norm operands are all smaller "
                     "(bytes) runs its gradient on one thread; 0: never"),
      llvm::cl::init(kDefaultMinParallelBytes)};
  PassOptions::Option<int64_t> minParallelWork{
      *this, "min-parallel-work",
      llvm::cl::desc("A parallel loop whose estimated work is smaller "
                     "(byte-equivalents, -tagrad-cpu-serialize-small-"
                     "parallel) runs without an OpenMP region; 0: none"),
      llvm::cl::init(int64_t(1) << 20)};
  PassOptions::Option<int64_t> maxBlockBytes{
      *this, "max-block-bytes",
      llvm::cl::desc("Most dy and x bytes a block of channels-first "
                     "batch-norm channels may span (a fraction of a core's "
                     "L2)"),
      llvm::cl::init(kDefaultMaxBlockBytes)};
  PassOptions::Option<int64_t> maxCachedBytes{
      *this, "max-cached-bytes",
      llvm::cl::desc("Largest channels-first x_backprop (bytes) whose short "
                     "planes, without blocks, stay on separate passes"),
      llvm::cl::init(kDefaultMaxCachedBytes)};
  PassOptions::Option<bool> scalarizeLoopCarries{
      *this, "scalarize-loop-carries",
      llvm::cl::desc("Carry rank-0 tensors of loops (TensorFlow's tensor<i32> "
                     "counters) as scalars with "
                     "-tagrad-cpu-scalarize-loop-carries"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fold unit dimensions and fuse chains of elementwise "
                     "generics other than batch norm's with "
                     "-tagrad-cpu-fuse-elementwise"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> blas{
      *this, "blas",
      llvm::cl::desc("f32 matrix products (MatMul, BatchMatMul) as OpenBLAS "
                     "sgemm calls with -tagrad-cpu-matmul-to-blas, on "
                     "`threads` threads; false: plain loops"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> hoistProductTransposes{
      *this, "hoist-product-transposes",
      llvm::cl::desc("With blas: a loop-invariant right operand that a "
                     "product in a loop reads transposed is transposed once "
                     "before the loop (-tagrad-cpu-hoist-product-transposes)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> measureParallelRegions{
      *this, "measure-parallel-regions",
      llvm::cl::desc("Each OpenMP region runs on its team or on the calling "
                     "thread, whichever the runtime measures faster "
                     "(-tagrad-cpu-measure-parallel-regions); false: always "
                     "on the team"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseSweeps{
      *this, "fuse-sweeps",
      llvm::cl::desc("Fuse consecutive loops over the rows of the same "
                     "buffers (decomposed TensorArray loops) with "
                     "-tagrad-cpu-fuse-sweeps"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> approximateTanh{
      *this, "approximate-tanh",
      llvm::cl::desc("f32 tanh as TensorFlow's CPU kernels compute it "
                     "(Eigen's rational approximation, vectorized) with "
                     "-tagrad-cpu-approximate-tanh; false: libm's tanhf"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> pairwiseReductions{
      *this, "pairwise-reductions",
      llvm::cl::desc("Sums and products of floating-point reductions "
                     "combined pairwise in blocks, f16/bf16 in f32, with "
                     "-tagrad-lower-pairwise-reductions; false: one running "
                     "accumulator (an error growing like N)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> bufferCache{
      *this, "buffer-cache",
      llvm::cl::desc("Heap buffers through libtagrad_runtime.so's cache "
                     "(MLIR's generic allocation hooks), which keeps large "
                     "freed blocks for the next call; false: malloc and free"),
      llvm::cl::init(true)};
};

/// --tagrad-cpu-pipeline: TaGrad and upstream tensor/linalg code to the LLVM
/// dialect, runnable with mlir-runner and libtagrad_runtime.so.
void buildCpuPipeline(OpPassManager &pm, const CpuPipelineOptions &options);

/// The device code --tagrad-gpu-pipeline emits (gpu-module-to-binary's
/// format names).
enum class GpuBinaryFormat { Isa, Fatbin };

inline llvm::StringRef stringifyGpuBinaryFormat(GpuBinaryFormat format) {
  return format == GpuBinaryFormat::Isa ? "isa" : "fatbin";
}

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     GpuBinaryFormat format) {
  return os << stringifyGpuBinaryFormat(format);
}

struct GpuPipelineOptions : public PassPipelineOptions<GpuPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("Target GPU architecture"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<GpuBinaryFormat, ChoiceParser<GpuBinaryFormat>> format{
      *this, "format",
      llvm::cl::desc("Device code format: isa (PTX) or fatbin (cubin)"),
      llvm::cl::values(clEnumValN(GpuBinaryFormat::Isa, "isa", "PTX"),
                       clEnumValN(GpuBinaryFormat::Fatbin, "fatbin",
                                  "a fat binary with cubin")),
      llvm::cl::init(GpuBinaryFormat::Fatbin)};
};

/// --tagrad-gpu-pipeline: batch norm to GPU kernels, NVVM, PTX/cubin; host
/// code to LLVM calling the mgpu* runtime.
void buildGpuPipeline(OpPassManager &pm, const GpuPipelineOptions &options);

/// Registers the pipelines above.
void registerTaGradPipelines();

/// Lets LLVM IR export drop TaGrad's argument and result attributes
/// (tagrad.name, tagrad.variable) quietly.
void registerTaGradLLVMIRTranslation(DialectRegistry &registry);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_PIPELINES_PIPELINES_H
