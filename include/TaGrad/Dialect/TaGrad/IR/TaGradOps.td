//===- TaGradOps.td - TaGrad operations --------------------*- tablegen -*-===//
//
// Operand order and attribute names are the contract of ../shared/SPEC.md
// section 2. Verifier rules are numbered (C1, C2, ...) in each description;
// diagnostics end with the rule, and test/Dialect/TaGrad/invalid.mlir has
// one negative case per rule.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_OPS_TD
#define TAGRAD_OPS_TD

include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.td"
include "TaGrad/Dialect/TaGrad/IR/TaGradBase.td"
include "TaGrad/Dialect/TaGrad/IR/TaGradInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/EnumAttr.td"

class TaGrad_Op<string mnemonic, list<Trait> traits = []>
    : Op<TaGrad_Dialect, mnemonic, traits>;

// TensorArray ops have no declared memory effects on purpose: every one of
// them reads or updates the array's hidden state (written/read/cleared
// flags, the size lock), so none may be erased or reordered, even when its
// results are unused (a grad still locks the forward array's size).

//===----------------------------------------------------------------------===//
// tensor_array
//===----------------------------------------------------------------------===//

def TaGrad_TensorArrayOp : TaGrad_Op<"tensor_array", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "creates a TensorArray (TensorArrayV3)";
  let description = [{
    Creates a TensorArray of `size` elements of the handle's element type and
    returns its handle and an initial flow value (0.0).

    * `dynamic_size`: writes past the end grow the array (until a
      `tensor_array.grad` or `tensor_array.lock_size` locks it).
    * `clear_after_read`: an element can be read once.
    * `identical_element_shapes`: every element has the same shape.
    * `multiple_writes_aggregate`: writing an index twice adds the values
      (gradient accumulators).
    * `tensor_array_name`: the name used in messages and as the prefix of
      gradient accumulators (`<name>@<source>`).
    * `writes_replace`: a write replaces the element, whether it was written
      or read before (TensorFlow's TensorLists, whose `TensorListSetItem`
      and `TensorListPushBack` overwrite): no double-write or
      write-after-read rule.

    Verifier rules:

    * C1: a constant `size` is non-negative.
    * C2: `multiple_writes_aggregate` needs a numeric element type
      (TensorFlow cannot add booleans, strings or other non-numbers).
    * C3: `writes_replace` excludes `clear_after_read` and
      `multiple_writes_aggregate` (a list's items are read any number of
      times and never added).

    Example:

    ```mlir
    %c3 = arith.constant 3 : index
    %ta, %flow = tagrad.tensor_array %c3 {tensor_array_name = "ta"}
        : !tagrad.tensor_array<tensor<2xf32>>
    ```
  }];
  let arguments = (ins Index:$size,
      DefaultValuedAttr<BoolAttr, "false">:$dynamic_size,
      DefaultValuedAttr<BoolAttr, "true">:$clear_after_read,
      DefaultValuedAttr<BoolAttr, "false">:$identical_element_shapes,
      DefaultValuedAttr<BoolAttr, "false">:$multiple_writes_aggregate,
      DefaultValuedAttr<StrAttr, "\"\"">:$tensor_array_name,
      DefaultValuedAttr<BoolAttr, "false">:$writes_replace);
  let results = (outs TaGrad_TensorArrayType:$handle, TaGrad_Flow:$flow);
  let assemblyFormat = "$size attr-dict `:` qualified(type($handle))";
  let hasVerifier = 1;
  // A constant a fold gives that the verifier rejects becomes
  // tagrad.opaque_constant.
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// tensor_array.write
//===----------------------------------------------------------------------===//

def TaGrad_WriteOp : TaGrad_Op<"tensor_array.write", [
    TaGrad_TensorArrayAccessOpInterface]> {
  let summary = "writes one element (TensorArrayWriteV3)";
  let description = [{
    Writes `value` at `index`. Without `multiple_writes_aggregate` each
    index may be written once and not after it was read; with it, a second
    write adds to the element. Writing past the end of a fixed-size (or
    size-locked) array is an error at run time.

    Verifier rules:

    * C1: the element type of `value` is the array's element type.
    * C2: the shape of `value` is compatible with the element shape.
    * C3: a constant `index` is non-negative.

    Example:

    ```mlir
    %flow1 = tagrad.tensor_array.write %ta[%i], %v, %flow0
        : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, Index:$index,
                   AnyTensor:$value, TaGrad_Flow:$flow_in);
  let results = (outs TaGrad_Flow:$flow_out);
  let assemblyFormat = [{
    $handle `[` $index `]` `,` $value `,` $flow_in attr-dict `:`
    qualified(type($handle)) `,` type($value)
  }];
  let hasVerifier = 1;
  // A constant a fold gives that the verifier rejects becomes
  // tagrad.opaque_constant.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::WriteElements;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.read
//===----------------------------------------------------------------------===//

def TaGrad_ReadOp : TaGrad_Op<"tensor_array.read", [InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<TaGrad_TensorArrayAccessOpInterface,
        ["getTensorArrayFlowOut"]>]> {
  let summary = "reads one element (TensorArrayReadV3)";
  let description = [{
    Reads the element at `index`; the result has the array's element type.
    An element never written reads as zeros of the element shape. With
    `clear_after_read`, a second read of an index is an error.

    Verifier rules:

    * C1: a constant `index` is non-negative.

    Example:

    ```mlir
    %v = tagrad.tensor_array.read %ta[%i], %flow
        : !tagrad.tensor_array<tensor<2xf32>>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, Index:$index,
                   TaGrad_Flow:$flow_in);
  let results = (outs AnyTensor:$value);
  let assemblyFormat = [{
    $handle `[` $index `]` `,` $flow_in attr-dict `:` qualified(type($handle))
  }];
  let hasVerifier = 1;
  // A constant a fold gives that the verifier rejects becomes
  // tagrad.opaque_constant.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::ReadElements;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.gather
//===----------------------------------------------------------------------===//

def TaGrad_IndexTensor : 1DTensorOf<[Index, I32, I64]>;

def TaGrad_GatherOp : TaGrad_Op<"tensor_array.gather", [InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<TaGrad_TensorArrayAccessOpInterface,
        ["getTensorArrayFlowOut"]>]> {
  let summary = "stacks selected elements (TensorArrayGatherV3)";
  let description = [{
    Reads the elements at `indices` and stacks them along a new leading
    dimension of size `#indices`. `stack` is a gather of `0 .. size-1`.

    Verifier rules:

    * C1: constant `indices` are non-negative.

    Example:

    ```mlir
    %all = tagrad.tensor_array.gather %ta[%indices], %flow
        : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xindex>
    // %all : tensor<3x2xf32>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle,
                   TaGrad_IndexTensor:$indices, TaGrad_Flow:$flow_in);
  let results = (outs AnyTensor:$value);
  let assemblyFormat = [{
    $handle `[` $indices `]` `,` $flow_in attr-dict `:`
    qualified(type($handle)) `,` type($indices)
  }];
  let hasVerifier = 1;
  // A constant a fold gives that the verifier rejects becomes
  // tagrad.opaque_constant.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::ReadElements;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.scatter
//===----------------------------------------------------------------------===//

def TaGrad_ScatterOp : TaGrad_Op<"tensor_array.scatter", [
    TaGrad_TensorArrayAccessOpInterface]> {
  let summary = "writes the rows of a tensor (TensorArrayScatterV3)";
  let description = [{
    Writes row `k` of `value` at index `indices[k]`. `unstack` is a scatter
    to `0 .. n-1`. Each row write follows the rules of
    `tagrad.tensor_array.write`.

    Verifier rules:

    * C1: `value` is at least a vector.
    * C2: `value`'s leading dimension equals the number of indices.
    * C3: the element type of `value` is the array's element type.
    * C4: `value`'s row shape is compatible with the element shape.
    * C5: constant `indices` are non-negative.

    Example:

    ```mlir
    %flow1 = tagrad.tensor_array.scatter %ta[%indices], %rows, %flow0
        : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xindex>, tensor<3x2xf32>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle,
                   TaGrad_IndexTensor:$indices, AnyTensor:$value,
                   TaGrad_Flow:$flow_in);
  let results = (outs TaGrad_Flow:$flow_out);
  let assemblyFormat = [{
    $handle `[` $indices `]` `,` $value `,` $flow_in attr-dict `:`
    qualified(type($handle)) `,` type($indices) `,` type($value)
  }];
  let hasVerifier = 1;
  // A constant a fold gives that the verifier rejects becomes
  // tagrad.opaque_constant.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::WriteElements;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.concat
//===----------------------------------------------------------------------===//

def TaGrad_ConcatOp : TaGrad_Op<"tensor_array.concat", [InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<TaGrad_TensorArrayAccessOpInterface,
        ["getTensorArrayFlowOut"]>]> {
  let summary = "concatenates all elements (TensorArrayConcatV3)";
  let description = [{
    Concatenates elements `0 .. size-1` along their first dimension and
    returns the result and the length of each element's first dimension.
    Elements may have different leading dimensions.

    Verifier rules:

    * C1: elements are at least vectors (TensorFlow: "Concat saw a scalar
      shape ... but requires at least vectors").

    Example:

    ```mlir
    %value, %lengths = tagrad.tensor_array.concat %ta, %flow
        : !tagrad.tensor_array<tensor<?x2xf32>>
    // %value : tensor<?x2xf32>, %lengths : tensor<?xi64>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, TaGrad_Flow:$flow_in);
  let results = (outs AnyTensor:$value, 1DTensorOf<[I64]>:$lengths);
  let assemblyFormat = [{
    $handle `,` $flow_in attr-dict `:` qualified(type($handle))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::ReadElements;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.split
//===----------------------------------------------------------------------===//

def TaGrad_SplitOp : TaGrad_Op<"tensor_array.split", [
    TaGrad_TensorArrayAccessOpInterface]> {
  let summary = "splits a tensor into elements (TensorArraySplitV3)";
  let description = [{
    Splits `value` along its first dimension into pieces of `lengths[k]`
    rows and writes piece `k` at index `k`. Lengths may differ.

    Verifier rules:

    * C1: `value` is at least a vector.
    * C2: the element type of `value` is the array's element type.
    * C3: `value`'s trailing dimensions are compatible with the element
      shape's trailing dimensions (elements are at least vectors).
    * C4: constant `lengths` are non-negative and, when `value`'s leading
      dimension is static, sum to it.

    Example:

    ```mlir
    %flow1 = tagrad.tensor_array.split %ta, %value, %lengths, %flow0
        : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>, tensor<3xi64>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, AnyTensor:$value,
                   1DTensorOf<[I64]>:$lengths, TaGrad_Flow:$flow_in);
  let results = (outs TaGrad_Flow:$flow_out);
  let assemblyFormat = [{
    $handle `,` $value `,` $lengths `,` $flow_in attr-dict `:`
    qualified(type($handle)) `,` type($value) `,` type($lengths)
  }];
  let hasVerifier = 1;
  // A constant a fold gives that the verifier rejects becomes
  // tagrad.opaque_constant.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::WriteElements;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.size
//===----------------------------------------------------------------------===//

def TaGrad_SizeOp : TaGrad_Op<"tensor_array.size", [
    DeclareOpInterfaceMethods<TaGrad_TensorArrayAccessOpInterface,
        ["getTensorArrayFlowOut"]>]> {
  let summary = "the current size of an array (TensorArraySizeV3)";
  let description = [{
    Returns the number of elements. Folds to the creation size for arrays
    that cannot grow (`dynamic_size = false`) created with a constant size.

    Example:

    ```mlir
    %n = tagrad.tensor_array.size %ta, %flow : !tagrad.tensor_array<tensor<2xf32>>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, TaGrad_Flow:$flow_in);
  let results = (outs Index:$size);
  let assemblyFormat = [{
    $handle `,` $flow_in attr-dict `:` qualified(type($handle))
  }];
  let hasFolder = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::State;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.close
//===----------------------------------------------------------------------===//

def TaGrad_CloseOp : TaGrad_Op<"tensor_array.close", [
    DeclareOpInterfaceMethods<TaGrad_TensorArrayAccessOpInterface,
        ["getTensorArrayFlowIn", "getTensorArrayFlowOut"]>]> {
  let summary = "closes an array (TensorArrayCloseV3)";
  let description = [{
    Releases the array; any later use of the handle is an error.

    Example:

    ```mlir
    tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<2xf32>>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle);
  let assemblyFormat = "$handle attr-dict `:` qualified(type($handle))";
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::Close;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.grad
//===----------------------------------------------------------------------===//

def TaGrad_GradOp : TaGrad_Op<"tensor_array.grad", [
    AllTypesMatch<["handle", "grad_handle"]>,
    TaGrad_TensorArrayGradOpInterface]> {
  let summary = "the gradient accumulator of an array (TensorArrayGradV3)";
  let description = [{
    Returns the gradient TensorArray for (`handle`, `source`), creating it
    on first use: an accumulator named `<forward name>@<source>`, sized by
    the forward array's size when the op executes, with the forward
    element type, whose writes to one index add up and whose unwritten
    elements read as zeros. Each distinct `source` (e.g. "gradients",
    "gradients_1") gets its own accumulator, so separate gradient
    computations never double count; two grads with one source share one.

    The op also locks the forward array's size: later writes past it fail.
    `flow_in` orders the op after the forward writes it depends on; for a
    dynamically sized array it must follow all of them. `flow_out` is a
    fresh flow of the accumulator (TensorFlow returns 0.0, not `flow_in`).

    `source` may be empty on input; `-tagrad-infer-grad-source` fills it
    from the op's name location as TensorFlow's `_GetGradSource` does.

    Taking the gradient of a gradient array is an error TensorFlow
    reports at run time. `-tagrad-verify-flow` reports it at compile time
    wherever the handle is known to be one, and the runtime does for the
    rest. It is no verifier rule: whether a handle is a gradient array
    depends on the op that defines it, and folding (an `scf.for` that
    yields its handle unchanged) can make a valid grad of a loop-carried
    handle into a direct one.

    Example:

    ```mlir
    %g, %gflow = tagrad.tensor_array.grad %ta, %flow source "gradients"
        : !tagrad.tensor_array<tensor<2xf32>>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, TaGrad_Flow:$flow_in,
                   StrAttr:$source);
  let results = (outs TaGrad_TensorArrayType:$grad_handle,
                  TaGrad_Flow:$flow_out);
  let assemblyFormat = [{
    $handle `,` $flow_in `source` $source attr-dict `:`
    qualified(type($handle))
  }];
}

//===----------------------------------------------------------------------===//
// tensor_array.grad_with_shape
//===----------------------------------------------------------------------===//

def TaGrad_GradWithShapeOp : TaGrad_Op<"tensor_array.grad_with_shape", [
    TaGrad_TensorArrayGradOpInterface]> {
  let summary = "a gradient accumulator with prepended dimensions "
                "(TensorArrayGradWithShape)";
  let description = [{
    Like `tagrad.tensor_array.grad`, but the accumulator's elements have
    the dimensions `shape_to_prepend` in front of the forward element's
    dimensions (used for batched gradients).

    Verifier rules:

    * C1: the result's element type is the forward element type.
    * C2: the result's element rank is `len(shape_to_prepend)` plus the
      forward element rank, where both are known.
    * C3: the result's trailing dimensions are compatible with the forward
      element's dimensions.
    * C4: a constant `shape_to_prepend` is non-negative, and the result's
      leading dimensions are compatible with it.

    A gradient of a gradient array is reported as for
    `tagrad.tensor_array.grad`.

    Example:

    ```mlir
    %prepend = arith.constant dense<[4, 5]> : tensor<2xi32>
    %g, %gflow = tagrad.tensor_array.grad_with_shape %ta, %flow, %prepend
        source "gradients" : !tagrad.tensor_array<tensor<2x3xf32>>,
        tensor<2xi32> -> !tagrad.tensor_array<tensor<4x5x2x3xf32>>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, TaGrad_Flow:$flow_in,
                   1DTensorOf<[I32]>:$shape_to_prepend, StrAttr:$source);
  let results = (outs TaGrad_TensorArrayType:$grad_handle,
                  TaGrad_Flow:$flow_out);
  let assemblyFormat = [{
    $handle `,` $flow_in `,` $shape_to_prepend `source` $source attr-dict `:`
    qualified(type($handle)) `,` type($shape_to_prepend) `->`
    qualified(type($grad_handle))
  }];
  let extraClassDeclaration = [{
    /// The accumulator type TensorFlow gives: constant leading dimensions of
    /// `shapeToPrepend` (else `?`) followed by the forward element's shape.
    static TensorArrayType inferGradType(TensorArrayType forward,
                                         Value shapeToPrepend);
  }];
  let hasVerifier = 1;
  // A constant a fold gives that the verifier rejects becomes
  // tagrad.opaque_constant.
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// tensor_array.lock_size
//===----------------------------------------------------------------------===//

def TaGrad_LockSizeOp : TaGrad_Op<"tensor_array.lock_size", [
    TaGrad_TensorArrayAccessOpInterface]> {
  let summary = "stops an array from growing (DisableDynamicSize)";
  let description = [{
    From here on the array cannot grow: a later write past its current size
    is an error. `-tagrad-resolve-accumulators` emits it at every grad
    point, carrying TensorFlow's size lock into the IR.

    Example:

    ```mlir
    %flow1 = tagrad.tensor_array.lock_size %ta, %flow0
        : !tagrad.tensor_array<tensor<2xf32>>
    ```
  }];
  let arguments = (ins TaGrad_TensorArrayType:$handle, TaGrad_Flow:$flow_in);
  let results = (outs TaGrad_Flow:$flow_out);
  let assemblyFormat = [{
    $handle `,` $flow_in attr-dict `:` qualified(type($handle))
  }];
  let extraClassDeclaration = [{
    static constexpr ::mlir::tagrad::TensorArrayAccessKind
        kTensorArrayAccessKind = ::mlir::tagrad::TensorArrayAccessKind::State;
  }];
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

// Ranked data (C2: 4 or 5 dimensions) and 1-D statistics (C3): both
// lowerings need every rank.
def TaGrad_BatchNormData : TensorRankOf<[F32, F16, BF16], [4, 5]>;
def TaGrad_BatchNormStat : 1DTensorOf<[F32]>;

// Both batch-norm ops keep TensorFlow's `data_format = "NHWC"` spelling in
// their attribute dictionary over typed storage (parseBatchNorm and
// printBatchNorm in TaGradOps.cpp).
defvar TaGrad_BatchNormDeclarations = [{
  /// The verifier's rules with `operandTypes` in place of the operands'
  /// types: the pipelines' input contract asks them of the types that
  /// folding the tensor.casts of the operands would give.
  ::llvm::LogicalResult verifyWithOperandTypes(::mlir::TypeRange operandTypes,
      ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError);
}];

def TaGrad_FusedBatchNormGradOp : TaGrad_Op<"fused_batch_norm_grad", [
    Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>,
    AllElementTypesMatch<["y_backprop", "x", "x_backprop"]>]> {
  let summary = "gradient of batch normalization (FusedBatchNormGradV3)";
  let description = [{
    The gradient of fused batch normalization with respect to `x`, `scale`
    and `offset`. Reductions run over every dimension but the channel one
    (`M` elements per channel); with `rstd = 1 / sqrt(var + epsilon)`:

    * `offset_backprop = sum(dy)`,
      `scale_backprop = rstd * sum(dy * (x - mean))`;
    * training (`is_training = true`): `mean`/`var` are `reserve_space_1`
      (batch mean) and `reserve_space_2` (biased batch variance), and
      `x_backprop = scale * rstd * (dy - sum(dy) / M
                    - (x - mean) * rstd * scale_backprop / M)`;
    * inference: `mean`/`var` are the population statistics and
      `x_backprop = dy * scale * rstd`.

    `x`, `y_backprop` and `x_backprop` are f32, f16 or bf16; statistics are
    f32 and low-precision inputs accumulate in f32. `reserve_space_3` and
    `reserve_space_4` are empty placeholders. Unlike TensorFlow's CPU
    kernel, inference mode takes NCHW directly. An empty batch gives zero
    scale and offset gradients without reading the reserve spaces (NaN
    after an empty training forward pass), as TensorFlow's kernel.

    Verifier rules:

    * C1: `data_format` is NHWC, NCHW, NDHWC or NCDHW.
    * C2: `y_backprop` and `x` are ranked, 4- or 5-dimensional, matching
      `data_format` (4 for NHWC/NCHW, 5 for NDHWC/NCDHW).
    * C3: `scale`, `reserve_space_1` and `reserve_space_2` are
      1-dimensional (ranked).
    * C4: `x` and `y_backprop` have the same shape.
    * C5: `x` and `y_backprop` have the same element type.
    * C6: `scale`, `reserve_space_1` and `reserve_space_2` have as many
      elements as `x` has channels (with dynamic channels: as each other).
    * C7: `epsilon` is finite and non-negative.

    Example:

    ```mlir
    %dx, %dscale, %doffset, %rs3, %rs4 = tagrad.fused_batch_norm_grad
        %dy, %x, %scale, %mean, %var
        {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true}
        : tensor<8x7x7x16xf32>, tensor<8x7x7x16xf32>, tensor<16xf32>,
          tensor<16xf32>, tensor<16xf32>
    ```
  }];
  let arguments = (ins TaGrad_BatchNormData:$y_backprop,
      TaGrad_BatchNormData:$x, TaGrad_BatchNormStat:$scale,
      TaGrad_BatchNormStat:$reserve_space_1,
      TaGrad_BatchNormStat:$reserve_space_2,
      DefaultValuedAttr<F32Attr, "1.0e-4f">:$epsilon,
      DefaultValuedAttr<TaGrad_DataFormatAttr,
                        "::mlir::tagrad::DataFormat::NHWC">:$data_format,
      DefaultValuedAttr<BoolAttr, "true">:$is_training);
  let results = (outs TaGrad_BatchNormData:$x_backprop,
      TaGrad_BatchNormStat:$scale_backprop,
      TaGrad_BatchNormStat:$offset_backprop,
      TaGrad_BatchNormStat:$reserve_space_3,
      TaGrad_BatchNormStat:$reserve_space_4);
  // Five operands, the attribute dictionary, the five operand types.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = TaGrad_BatchNormDeclarations;
}

def TaGrad_FusedBatchNormOp : TaGrad_Op<"fused_batch_norm", [
    Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "batch normalization (FusedBatchNormV3, CPU conventions)";
  let description = [{
    `y = scale * (x - mean) * rstd + offset`, reducing over every dimension
    but the channel one (`M` elements per channel).

    * Training: `mean` and the biased variance are computed from `x` (a
      centred two-pass formula, stable for large offsets);
      `reserve_space_1` = batch mean, `reserve_space_2` = biased batch
      variance (what `fused_batch_norm_grad` takes), `batch_mean` /
      `batch_variance` are the running statistics: the batch mean and the
      Bessel-corrected variance, blended with the `mean` / `variance`
      inputs as `(1 - f) * old + f * new` when
      `exponential_avg_factor = f` is not 1.
    * Inference: `mean` / `variance` are used as given and copied to the
      outputs.
    * An empty batch (`M = 0`), as TensorFlow's CPU kernel: `batch_mean`
      and `batch_variance` are NaN in both modes; in training the reserve
      spaces are NaN too (TensorFlow leaves them uninitialized).

    Verifier rules:

    * C1: `data_format` is NHWC, NCHW, NDHWC or NCDHW.
    * C2: `x` is ranked, 4- or 5-dimensional, matching `data_format`.
    * C3: `scale`, `offset`, `mean` and `variance` are 1-dimensional
      (ranked).
    * C4: `scale` and `offset` have as many elements as `x` has channels.
    * C5: with `is_training = false` or `exponential_avg_factor != 1`,
      `mean` and `variance` have as many elements as `x` has channels.
      With dynamic channels, the statistics C4 and C5 name have as many
      elements as each other.
    * C6: `epsilon` is finite and non-negative.
    * C7: `exponential_avg_factor` is finite.

    Example:

    ```mlir
    %y, %bm, %bv, %rs1, %rs2 = tagrad.fused_batch_norm
        %x, %scale, %offset, %mean, %var {epsilon = 1.0e-03 : f32}
        : tensor<8x7x7x16xf32>, tensor<16xf32>, tensor<16xf32>,
          tensor<0xf32>, tensor<0xf32>
    ```
  }];
  let arguments = (ins TaGrad_BatchNormData:$x, TaGrad_BatchNormStat:$scale,
      TaGrad_BatchNormStat:$offset, TaGrad_BatchNormStat:$mean,
      TaGrad_BatchNormStat:$variance,
      DefaultValuedAttr<F32Attr, "1.0e-4f">:$epsilon,
      DefaultValuedAttr<F32Attr, "1.0f">:$exponential_avg_factor,
      DefaultValuedAttr<TaGrad_DataFormatAttr,
                        "::mlir::tagrad::DataFormat::NHWC">:$data_format,
      DefaultValuedAttr<BoolAttr, "true">:$is_training);
  let results = (outs TaGrad_BatchNormData:$y,
      TaGrad_BatchNormStat:$batch_mean, TaGrad_BatchNormStat:$batch_variance,
      TaGrad_BatchNormStat:$reserve_space_1,
      TaGrad_BatchNormStat:$reserve_space_2);
  // Five operands, the attribute dictionary, the five operand types.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = TaGrad_BatchNormDeclarations # [{
    /// Whether `mean` and `variance` are read: in inference, and in
    /// training that blends the batch statistics into them
    /// (exponential_avg_factor != 1). Only then must they have the channel
    /// count.
    bool readsStatistics() {
      return !getIsTraining() ||
             getExponentialAvgFactor().convertToFloat() != 1.0f;
    }
  }];
}

//===----------------------------------------------------------------------===//
// opaque_constant: a folded constant that a verifier would reject
//===----------------------------------------------------------------------===//

def TaGrad_OpaqueConstantOp : TaGrad_Op<"opaque_constant", [Pure,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "a constant kept out of sight of the TensorArray verifiers";
  let description = [{
    The verifiers reject statically known negative sizes and indices
    (SPEC.md section 2), and folding elsewhere can make an operand constant:
    `arith.select %true, %c-1, %i` folds to `%c-1`. Canonicalization then
    moves such a constant into this op instead, so that the access stays
    valid IR and keeps its meaning: TensorFlow's run-time error at checks
    `all`, the documented behaviour at `none`. Passes treat the value as
    unknown (as before the fold), so `-tagrad-verify-flow` leaves the
    access to the run-time checks.

    The op is not `ConstantLike`. It folds to its value once no TensorArray
    op whose verifier inspects constants uses it (after the arrays are
    decomposed or lowered to the runtime), and `-convert-tagrad-to-runtime`
    lowers any that are left to `arith.constant`.

    Example:

    ```mlir
    %index = tagrad.opaque_constant -1 : index
    %flow1 = tagrad.tensor_array.write %ta[%index], %v, %flow0
        : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyTypeOf<[Index, AnySignlessInteger,
      RankedTensorOf<[Index, AnySignlessInteger]>]>:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// tensor_array.check: a run-time check of decomposed arrays
//===----------------------------------------------------------------------===//

// The values are the runtime's rule codes (TagradTensorArrayRule in
// TaGrad/Runtime/ErrorHandling.h; TensorArrayABI.h pairs each with its
// message): -convert-tagrad-to-runtime passes them through unchanged.
def TaGrad_TensorArrayRule : I32EnumAttr<"TensorArrayRule",
    "a TensorFlow TensorArray rule checked at run time", [
  I32EnumAttrCase<"WriteOutOfRange", 1, "write_out_of_range">,
  I32EnumAttrCase<"ReadOutOfRange", 2, "read_out_of_range">,
  I32EnumAttrCase<"DoubleWrite", 3, "double_write">,
  I32EnumAttrCase<"WriteAfterRead", 4, "write_after_read">,
  I32EnumAttrCase<"ReadAfterClear", 5, "read_after_clear">,
  I32EnumAttrCase<"UseAfterClose", 6, "use_after_close">,
  I32EnumAttrCase<"WriteBeyondLockedSize", 7, "write_beyond_locked_size">,
  I32EnumAttrCase<"NegativeWriteIndex", 8, "negative_write_index">,
  I32EnumAttrCase<"NegativeReadIndex", 9, "negative_read_index">,
  I32EnumAttrCase<"NegativeSize", 10, "negative_size">,
  I32EnumAttrCase<"GradOfGrad", 11, "grad_of_grad">,
  I32EnumAttrCase<"IncompatibleShape", 12, "incompatible_shape">
]> {
  let cppNamespace = "::mlir::tagrad";
}

def TaGrad_TensorArrayRuleArray
    : TypedArrayAttrBase<TaGrad_TensorArrayRule,
                         "TensorArray rules, highest priority first">;

def TaGrad_CheckOp : TaGrad_Op<"tensor_array.check",
                               [AttrSizedOperandSegments]> {
  let summary = "reports the first TensorArray rule an access breaks";
  let description = [{
    What `-tagrad-decompose-tensor-arrays` leaves where an access of a
    decomposed array cannot be proven to follow TensorFlow's rules. Each
    `condition` says whether the access breaks the rule beside it; rules are
    listed in TensorFlow's order (the first that holds is the one
    TensorFlow reports). When one holds, the runtime's error entry point is
    called with TensorFlow's message for it about array
    `tensor_array_name` of `size` elements at `index`, and the op's
    location. `ok` is true when no rule is broken: the access may go ahead
    (an embedding application's error handler may return).

    The `incompatible_shape` rule needs the written value's dimensions
    (`value_shape`) and the array's `element_shape`: its message names
    both.

    `-convert-tagrad-to-runtime` lowers the op to the runtime call; until
    then no LLVM dialect op or runtime symbol is in the IR.

    Verifier rules:
    * C1: one condition per rule.
    * C2: `value_shape` and `element_shape` are given, with the same
      number of dimensions, exactly when `incompatible_shape` is a rule.
    * `size` is not negative (an attribute constraint).

    Example:

    ```mlir
    %ok = tagrad.tensor_array.check "ta" [%i] size 4
        [%closed : use_after_close, %negative : negative_write_index,
         %too_large : write_out_of_range, %written : double_write]
    ```
  }];
  let arguments = (ins Index:$index, Variadic<I1>:$conditions,
      Variadic<Index>:$value_shape, TaGrad_TensorArrayRuleArray:$rules,
      StrAttr:$tensor_array_name,
      ConfinedAttr<I64Attr, [IntNonNegative]>:$size,
      OptionalAttr<DenseI64ArrayAttr>:$element_shape);
  let results = (outs I1:$ok);
  let assemblyFormat = [{
    $tensor_array_name `[` $index `]` `size` $size
    custom<RuleConditions>($conditions, $rules)
    (`value_shape` `(` $value_shape^ `)`)?
    (`element_shape` $element_shape^)? attr-dict
  }];
  let hasVerifier = 1;
  // Rules decided by constant conditions: those that hold go, the rules
  // after one that is broken go, and a check left without rules goes.
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// runtime_check: a TensorFlow rule on values known only at run time
//===----------------------------------------------------------------------===//

def TaGrad_RuntimeCheckOp : TaGrad_Op<"runtime_check"> {
  let summary = "reports TensorFlow's error when a run-time condition fails";
  let description = [{
    What the TensorFlow front end emits where a shape, size, count or
    index comes from run-time data (Fill's dims, Tile's multiples, Range's
    bounds, a scatter's row count, ...): when `failed` holds, the runtime's
    error entry point is called with `message`, its placeholders replaced
    by the `values` (`{0}`, `{1}`, ...: one value; `{shape}`: all of them
    as TensorFlow prints a shape, `[2,-3]`), and the op's location. The
    values are read as signed integers.

    `-tagrad-lower-runtime-checks` lowers the op to the runtime call; a
    `failed` that folds to false removes it, one that folds to true in a
    function's body ends the function there. The check runs whatever the
    decomposition's `checks` option: what it guards (allocation sizes,
    loop trip counts) is memory safety, not a TensorArray rule.

    Verifier rules:
    * C1: every `{N}` in `message` names a value (N < number of values).

    Example:

    ```mlir
    tagrad.runtime_check %zero, "Requires delta != 0: {0}" (%delta : i64)
    ```
  }];
  let arguments = (ins I1:$failed, StrAttr:$message,
      Variadic<AnySignlessIntegerOrIndex>:$values);
  let assemblyFormat = [{
    $failed `,` $message (`(` $values^ `:` type($values) `)`)? attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

#endif // TAGRAD_OPS_TD
