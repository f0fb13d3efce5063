//===- TaGradAttrs.td - TaGrad enums and attributes --------*- tablegen -*-===//
//
// The batch-norm data layouts (`data_format`, parsed once into an enum), the
// schedule attribute -convert-tagrad-to-linalg stamps on the generics it
// emits for -tagrad-cpu-schedule-batch-norm, the class that pass gives
// each generic for its transform library, and the marks it puts on the loops
// it creates for the passes after it.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_ATTRS_TD
#define TAGRAD_ATTRS_TD

include "TaGrad/Dialect/TaGrad/IR/TaGradBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Batch-norm data layouts
//===----------------------------------------------------------------------===//

def TaGrad_DataFormat : I32EnumAttr<"DataFormat",
    "TensorFlow batch-norm data format", [
      I32EnumAttrCase<"NHWC", 0>,
      I32EnumAttrCase<"NCHW", 1>,
      I32EnumAttrCase<"NDHWC", 2>,
      I32EnumAttrCase<"NCDHW", 3>
    ]> {
  let cppNamespace = "::mlir::tagrad";
  let genSpecializedAttr = 0;
}

// `data_format` of the batch-norm ops, stored typed (rule C1 of both ops is
// the enum itself). The ops print and parse it as TensorFlow's string,
// `data_format = "NCHW"`; `#tagrad.data_format<NCHW>` is the generic form.
def TaGrad_DataFormatAttr : EnumAttr<TaGrad_Dialect, TaGrad_DataFormat,
                                     "data_format"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Batch-norm schedule
//===----------------------------------------------------------------------===//

def TaGrad_BatchNormLoops : I32EnumAttr<"BatchNormLoops",
    "collapsed loop nest of a batch-norm generic", [
      I32EnumAttrCase<"ChannelsLast", 0, "channels_last">,
      I32EnumAttrCase<"ChannelsFirst", 1, "channels_first">
    ]> {
  let cppNamespace = "::mlir::tagrad";
  let genSpecializedAttr = 0;
}

def TaGrad_BatchNormStage : I32EnumAttr<"BatchNormStage",
    "what a batch-norm generic computes", [
      I32EnumAttrCase<"Sums", 0, "sums">,
      I32EnumAttrCase<"Coefficients", 1, "coefficients">,
      I32EnumAttrCase<"Elementwise", 2, "elementwise">
    ]> {
  let cppNamespace = "::mlir::tagrad";
  let genSpecializedAttr = 0;
}

def TaGrad_BatchNormFusion : I32EnumAttr<"BatchNormFusion",
    "whether a batch-norm generic may be fused per channel", [
      I32EnumAttrCase<"None", 0, "none">,
      I32EnumAttrCase<"Channels", 1, "channels">
    ]> {
  let cppNamespace = "::mlir::tagrad";
  let genSpecializedAttr = 0;
}

def TaGrad_BatchNormScheduleAttr
    : AttrDef<TaGrad_Dialect, "BatchNormSchedule"> {
  let mnemonic = "batch_norm_schedule";
  let summary = "what -convert-tagrad-to-linalg knows about a batch-norm "
                "generic, for the CPU schedule";
  let description = [{
    Stamped by `-convert-tagrad-to-linalg` on every `linalg.generic` it
    emits, under the name `tagrad.schedule` (IREE's `lowering_config`
    idea): the lowering knows the layout and the role of each generic, so
    `-tagrad-cpu-schedule-batch-norm` reads them here instead of guessing
    them back from loop counts and operand positions. The schedule pass
    removes the attribute.

    * `layout`: the collapsed loop nest, `channels_last` (`[R, C]`, NHWC and
      NDHWC) or `channels_first` (`[N, C, S]`, NCHW and NCDHW); per-channel
      operands are indexed by loop 1 in both.
    * `stage`: `sums` (a reduction into per-channel sums), `coefficients`
      (a `[C]` generic over the statistics) or `elementwise` (one pass over
      the data producing `y` or `x_backprop`).
    * `fusion`: `channels` on the sums, coefficients and elementwise pass
      of a training gradient, which the schedule may run one channel (or
      block of channels) at a time; `none` otherwise.

    Example:

    ```mlir
    %sums:2 = linalg.generic {...}
        ins(%dy, %x, %mean : tensor<8x16x49xf32>, tensor<8x16x49xf32>,
                             tensor<16xf32>)
        outs(%zero, %zero : tensor<16xf32>, tensor<16xf32>)
        attrs = {tagrad.schedule = #tagrad.batch_norm_schedule<
            layout = channels_first, stage = sums, fusion = channels>} {...}
    ```
  }];
  let parameters = (ins EnumParameter<TaGrad_BatchNormLoops>:$layout,
                        EnumParameter<TaGrad_BatchNormStage>:$stage,
                        EnumParameter<TaGrad_BatchNormFusion>:$fusion);
  let assemblyFormat = "`<` struct(params) `>`";
  let extraClassDeclaration = [{
    /// The name of the discardable attribute carrying it.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return "tagrad.schedule";
    }
  }];
}

//===----------------------------------------------------------------------===//
// CPU schedule classes
//===----------------------------------------------------------------------===//

def TaGrad_CpuSchedule : I32EnumAttr<"CpuSchedule",
    "class of a generic in the CPU batch-norm schedule", [
      I32EnumAttrCase<"OuterReduction", 0, "outer_reduction">,
      I32EnumAttrCase<"InnerReduction1", 1, "inner_reduction_1">,
      I32EnumAttrCase<"InnerReduction2", 2, "inner_reduction_2">,
      I32EnumAttrCase<"ElementwiseRows", 3, "elementwise_rows">,
      I32EnumAttrCase<"ElementwisePlanes", 4, "elementwise_planes">,
      I32EnumAttrCase<"RowPartial", 5, "row_partial">,
      I32EnumAttrCase<"RowShare", 6, "row_share">,
      I32EnumAttrCase<"PlanePartial", 7, "plane_partial">,
      I32EnumAttrCase<"PlaneSums1", 8, "plane_sums_1">,
      I32EnumAttrCase<"PlaneSumsPairs1", 9, "plane_sums_pairs_1">,
      I32EnumAttrCase<"PlaneSums2", 10, "plane_sums_2">,
      I32EnumAttrCase<"PlaneSumsPairs2", 11, "plane_sums_pairs_2">,
      I32EnumAttrCase<"FusedReduction", 12, "fused_reduction">,
      I32EnumAttrCase<"FusedReductionPairs", 13, "fused_reduction_pairs">,
      I32EnumAttrCase<"FusedPlanes", 14, "fused_planes">,
      I32EnumAttrCase<"BlockPlanes", 15, "block_planes">,
      I32EnumAttrCase<"SpreadChannels", 16, "spread_channels">,
      I32EnumAttrCase<"PlanePiece", 17, "plane_piece">
    ]> {
  let cppNamespace = "::mlir::tagrad";
  let genSpecializedAttr = 0;
}

def TaGrad_CpuScheduleAttr : EnumAttr<TaGrad_Dialect, TaGrad_CpuSchedule,
                                      "cpu_schedule"> {
  let summary = "the class -tagrad-cpu-schedule-batch-norm gives a generic";
  let description = [{
    Set by `-tagrad-cpu-schedule-batch-norm` under the name
    `tagrad.cpu_schedule` on each generic it schedules; the sequences of its
    transform library (`TransformLibrary/BatchNormSchedule.mlir`) match on
    it, one per class, and the pass removes it afterwards. docs/CpuSchedule.md
    says what each class decides.

    Example:

    ```mlir
    %r = linalg.generic {...} ins(...) outs(...)
        attrs = {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_piece>} {...}
    ```
  }];
  let assemblyFormat = "`<` $value `>`";
  let extraClassDeclaration = [{
    /// The name of the discardable attribute carrying it.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return "tagrad.cpu_schedule";
    }
  }];
}

//===----------------------------------------------------------------------===//
// CPU loop marks
//===----------------------------------------------------------------------===//

def TaGrad_CpuLoopAttr : AttrDef<TaGrad_Dialect, "CpuLoop"> {
  let mnemonic = "cpu_loop";
  let summary = "what the CPU batch-norm schedule decided about a loop";
  let description = [{
    Set by `-tagrad-cpu-schedule-batch-norm` (its C++ side and its transform
    library) under the name `tagrad.cpu_loop` on the loops it builds, one
    attribute per loop holding all its marks; the passes that act on a mark
    clear it and remove the attribute once it is empty. Unset marks are
    false or 0 and are not printed. docs/CpuSchedule.md ("Loop marks") says
    who sets and reads each one.

    Inside the schedule pass, on an `scf.for`: `writes_dx` (the loop writes
    `x_backprop`: streaming stores if the output is large),
    `prefetch_next_block` (it runs over a block of channels and prefetches
    the next: `prefetch_channels` ahead if set, else the block size of the
    enclosing `scf.forall`) and `reversed` (its iterations are independent
    and run backwards); on an `scf.forall` fusing blocks of channels, alone:
    `channel_block` (channels per iteration).

    After the schedule pass, on an `scf.for`: `nontemporal` (its vector
    writes stream, `-tagrad-cpu-nontemporal-stores`), `prefetch_channels`
    (its reads prefetch the data that many channels further on) and
    `prefetch_row_bytes` (its reads of rows prefetch the rows that many bytes
    further on, before when negative; negated when the loop is reversed),
    both for `-tagrad-cpu-prefetch-next-block`.

    The dialect verifies the place (an `scf.for` or, for `channel_block`, an
    `scf.forall`), that the attribute marks something, and the values
    (counts positive, a row distance that can be negated).

    Example:

    ```mlir
    scf.for %i = %c0 to %c64 step %c16 {
      ...
    } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true,
                                          prefetch_row_bytes = -8192>}
    ```
  }];
  let parameters = (ins
    DefaultValuedParameter<"bool", "false",
                           "writes x_backprop">:$writes_dx,
    DefaultValuedParameter<"bool", "false",
                           "prefetches the next block of channels">:$prefetch_next_block,
    DefaultValuedParameter<"bool", "false",
                           "runs backwards">:$reversed,
    DefaultValuedParameter<"bool", "false",
                           "streams its vector writes">:$nontemporal,
    DefaultValuedParameter<"int64_t", "0",
                           "channels ahead to prefetch">:$prefetch_channels,
    DefaultValuedParameter<"int64_t", "0",
                           "bytes of rows ahead to prefetch">:$prefetch_row_bytes,
    DefaultValuedParameter<"int64_t", "0",
                           "channels per scf.forall iteration">:$channel_block);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The name of the discardable attribute carrying it.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return "tagrad.cpu_loop";
    }

    /// Whether it marks nothing.
    bool isEmpty() const;
  }];
}

// What a TensorArrayAccessOpInterface op does to its array: the one fact
// the flow interpreter and the decomposition dispatch on.
def TaGrad_TensorArrayAccessKind : I32EnumAttr<"TensorArrayAccessKind",
    "what an access does to a TensorArray", [
  I32EnumAttrCase<"ReadElements", 0, "read_elements">,
  I32EnumAttrCase<"WriteElements", 1, "write_elements">,
  I32EnumAttrCase<"State", 2, "state">,
  I32EnumAttrCase<"Close", 3, "close">
]> {
  let cppNamespace = "::mlir::tagrad";
  let genSpecializedAttr = 0;
}

#endif // TAGRAD_ATTRS_TD
