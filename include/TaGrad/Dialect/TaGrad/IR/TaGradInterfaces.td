//===- TaGradInterfaces.td - TensorArray op interfaces -----*- tablegen -*-===//
//
// What the TensorArray analyses and rewrites ask of an op without knowing
// which op it is: the array it accesses and the flows it takes and returns
// (every access op), and for TensorArrayGradV3-like ops the forward array
// and the gradient source.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_INTERFACES_TD
#define TAGRAD_INTERFACES_TD

include "mlir/IR/OpBase.td"

def TaGrad_TensorArrayAccessOpInterface
    : OpInterface<"TensorArrayAccessOpInterface"> {
  let description = [{
    An op that uses one existing TensorArray: reads or updates its elements
    or its hidden state (size, size lock, closed flag). The defaults read the
    ODS operands `handle` and `flow_in` and the result `flow_out`; an op
    without one of them overrides the method and returns null.
  }];
  let cppNamespace = "::mlir::tagrad";
  let methods = [
    InterfaceMethod<"The handle of the array accessed.",
      "::mlir::TypedValue<::mlir::tagrad::TensorArrayType>",
      "getTensorArrayHandle", (ins), [{}],
      [{ return $_op.getHandle(); }]>,
    InterfaceMethod<"The flow the access is ordered after, or null.",
      "::mlir::Value", "getTensorArrayFlowIn", (ins), [{}],
      [{ return $_op.getFlowIn(); }]>,
    InterfaceMethod<[{
        The flow ordered after the access (ops that update the array), or
        null.
      }],
      "::mlir::Value", "getTensorArrayFlowOut", (ins), [{}],
      [{ return $_op.getFlowOut(); }]>,
    InterfaceMethod<[{
        What the access does: reads elements (read, gather, concat), writes
        elements (write, scatter, split), reads or sets the array's state
        (size, lock_size), or closes it. Each op says it in
        `kTensorArrayAccessKind`.
      }],
      "::mlir::tagrad::TensorArrayAccessKind", "getTensorArrayAccessKind",
      (ins), [{}], [{ return ConcreteOp::kTensorArrayAccessKind; }]>,
    InterfaceMethod<[{
        Whether TensorFlow requires the array not to be closed ("has already
        been closed"): every access but close, which may repeat.
      }],
      "bool", "requiresOpenTensorArray", (ins), [{}],
      [{
        return ConcreteOp::kTensorArrayAccessKind !=
               ::mlir::tagrad::TensorArrayAccessKind::Close;
      }]>,
  ];
}

def TaGrad_TensorArrayGradOpInterface
    : OpInterface<"TensorArrayGradOpInterface"> {
  let description = [{
    TensorFlow's TensorArrayGradV3 family: returns the gradient accumulator
    of (forward array, source), creating it on first use, and locks the
    forward array's size.
  }];
  let cppNamespace = "::mlir::tagrad";
  let methods = [
    InterfaceMethod<"The forward array's handle.",
      "::mlir::TypedValue<::mlir::tagrad::TensorArrayType>",
      "getForwardHandle", (ins), [{}], [{ return $_op.getHandle(); }]>,
    InterfaceMethod<"The accumulator's handle.",
      "::mlir::TypedValue<::mlir::tagrad::TensorArrayType>",
      "getGradientHandle", (ins), [{}], [{ return $_op.getGradHandle(); }]>,
    InterfaceMethod<"The flow of the forward array the grad follows.",
      "::mlir::Value", "getForwardFlowIn", (ins), [{}],
      [{ return $_op.getFlowIn(); }]>,
    InterfaceMethod<"The accumulator's fresh flow.",
      "::mlir::Value", "getGradientFlowOut", (ins), [{}],
      [{ return $_op.getFlowOut(); }]>,
    InterfaceMethod<"The gradient source (\"gradients\", ...), maybe empty.",
      "::llvm::StringRef", "getGradientSource", (ins), [{}],
      [{ return $_op.getSource(); }]>,
    InterfaceMethod<"Sets the gradient source.",
      "void", "setGradientSource", (ins "::llvm::StringRef":$source), [{}],
      [{ $_op.setSource(source); }]>,
  ];
}

#endif // TAGRAD_INTERFACES_TD
