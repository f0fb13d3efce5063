//===- TaGradBase.td - TaGrad dialect and types ------------*- tablegen -*-===//
//
// The tagrad dialect: TensorFlow's TensorArray family (with
// TensorArrayGradV3's per-source gradient accumulators) and the fused batch
// normalization ops, with TensorFlow's runtime semantics.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_BASE_TD
#define TAGRAD_BASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/OpBase.td"

def TaGrad_Dialect : Dialect {
  let name = "tagrad";
  let cppNamespace = "::mlir::tagrad";
  let summary = "TensorFlow TensorArray gradients and fused batch norm";
  let description = [{
    The `tagrad` dialect models two groups of TensorFlow training ops that
    other compilers reject, decompose badly or get subtly wrong:

    * the TensorArray family (`tensor_array`, `write`, `read`, `gather`,
      `scatter`, `concat`, `split`, `size`, `close`) together with
      `tensor_array.grad` / `tensor_array.grad_with_shape`, TensorFlow's
      `TensorArrayGradV3`: per-`source` gradient accumulators, size locking
      and flow ordering;
    * `fused_batch_norm` and `fused_batch_norm_grad` (TensorFlow's
      `FusedBatchNormV3` / `FusedBatchNormGradV3`), 4-D and 5-D, both
      layouts, training and inference mode.

    Flow values are `f32` scalars, as in TensorFlow: they carry no data and
    only order operations on an array. TensorFlow's runtime kernels are the
    reference semantics.

    One attribute, `#tagrad.batch_norm_schedule` (TaGradAttrs.md), carries
    what `-convert-tagrad-to-linalg` knows about the generics it emits to
    the CPU schedule, under the discardable name `tagrad.schedule`; two
    more carry the CPU schedule's decisions, `#tagrad.cpu_schedule` about
    generics and `#tagrad.cpu_loop` about loops. The dialect verifies all
    three.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  // Checks the `tagrad.schedule` attributes of the batch-norm generics.
  let hasConstantMaterializer = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  // Every `tagrad.*` attribute a pass puts on another dialect's op, argument
  // or result; the dialect verifies each one's kind and place and rejects
  // any other `tagrad.*` name.
  let discardableAttrs = (ins
    // On a dynamically sized `tagrad.tensor_array`: its proven final size
    // (index, >= 0), written by -tagrad-resolve-accumulators.
    "::mlir::IntegerAttr":$final_size,
    // On a bufferization.to_buffer that -convert-tagrad-to-runtime makes for
    // a runtime call: a number distinct per function, so that CSE does not
    // merge two calls' to_buffers of one tensor (TaGradToRuntime.cpp).
    "::mlir::IntegerAttr":$access,
    // Function argument/result: the TensorFlow input/output name.
    "::mlir::StringAttr":$name,
    // Function argument/result: the variable's shared_name.
    "::mlir::StringAttr":$variable,
    // Function argument/result of integers: unsigned in TensorFlow (uint8
    // to uint64; -tagrad-legalize-tf makes them signless), for the caller
    // (tagrad-run, the C API) to pass and return them unsigned.
    "::mlir::UnitAttr":$unsigned,
    // Function argument: the value type of the variable a TensorFlow handle
    // argument names (-tagrad-tf-lift-variables).
    "::mlir::TypeAttr":$variable_type,
    // On a TensorFlow function: the types of the values its caller will
    // pass (tagrad-run's feeds), which type captured variables whose graph
    // does not (-tagrad-tf-lift-variables).
    "::mlir::ArrayAttr":$argument_types,
    // On a TensorFlow function: the types of variables by name (tagrad-run's
    // var__NAME.npy files), for the captured ones no argument type gives.
    "::mlir::DictionaryAttr":$variable_types
    // The CPU schedule's attributes are typed (TaGradAttrs.td), each with
    // its own name: tagrad.schedule (a #tagrad.batch_norm_schedule),
    // tagrad.cpu_schedule (a #tagrad.cpu_schedule) and tagrad.cpu_loop (a
    // #tagrad.cpu_loop).
  );
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
}

class TaGrad_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TaGrad_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def TaGrad_TensorArrayType : TaGrad_Type<"TensorArray", "tensor_array"> {
  let summary = "handle to a TensorFlow TensorArray";
  let description = [{
    A handle to a TensorArray whose elements have the given tensor type. The
    element type may be fully static, partly dynamic (`?` dimensions) or
    unranked (`*`); elements of any TensorFlow dtype are allowed.

    Example:

    ```mlir
    !tagrad.tensor_array<tensor<3xf32>>
    !tagrad.tensor_array<tensor<?x4xbf16>>
    !tagrad.tensor_array<tensor<*xi32>>
    ```
  }];
  let parameters = (ins "::mlir::TensorType":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
  let extraClassDeclaration = [{
    /// The element type of the elements' tensor type (f32 for tensor<3xf32>).
    ::mlir::Type getDtype() const { return getElementType().getElementType(); }
  }];
}

def TaGrad_Flow : TypeAlias<F32, "flow token (f32 scalar)">;

#endif // TAGRAD_BASE_TD
