"""TaGrad from Python: compile TaGrad or TensorFlow MLIR, or a TensorFlow
GraphDef, once with --tagrad-cpu-pipeline and call it on numpy arrays.

    import numpy as np, tagrad
    bn_grad = tagrad.compile("examples/batch_norm_grad.mlir", "bn_grad")
    dx, dscale, doffset = bn_grad(dy, x, scale, mean, inv_var)

The package is plain ctypes over TaGrad's C API (include/TaGrad-c/Runner.h,
libTaGradCAPI.so) and needs only numpy; `from_tf` needs TensorFlow.
"""

from ._errors import (ArgumentError, CompileError, CompileWarning,
                      TaGradError, TensorFlowError)
from ._function import Function, Slot, compile
from ._tf import CapturedResource, TFFunction, from_tf

__all__ = ["compile", "from_tf", "Function", "TFFunction", "CapturedResource", "Slot",
           "TaGradError", "CompileError", "CompileWarning", "ArgumentError",
           "TensorFlowError"]
