"""The exceptions a compile or a call raises."""


class TaGradError(Exception):
    """Base of TaGrad's errors."""


class CompileWarning(UserWarning):
    """What a compile that succeeded warned about (MLIR's diagnostics: a
    random op whose draws TensorFlow may order otherwise, an unseeded
    one)."""


class CompileError(TaGradError):
    """The module does not parse, legalize or compile; `diagnostics` holds
    MLIR's diagnostics (file:line:col: error: ...)."""

    def __init__(self, diagnostics):
        super().__init__(diagnostics)
        self.diagnostics = diagnostics


class ArgumentError(TaGradError, TypeError, ValueError):
    """Wrong argument count, dtype or shape, with tagrad-run's message
    ("argument 0 of @main is 4x3xf32 but the value given is 2x3xf32").
    A TypeError and a ValueError too, as numpy's own argument errors."""


class TensorFlowError(TaGradError):
    """A TensorFlow rule failed at run time: `message` is TensorFlow's text,
    `location` the failing op's (a file:line:col or the GraphDef node's
    name; "" when unknown)."""

    def __init__(self, message, location=""):
        super().__init__(message + (" (at %s)" % location if location else ""))
        self.message = message
        self.location = location
