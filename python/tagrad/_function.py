"""A compiled function as a Python callable over numpy arrays."""

import collections
import ctypes
import math
import warnings

import numpy as np

from . import _capi
from . import _sources
from ._errors import (ArgumentError, CompileError, CompileWarning,
                      TensorFlowError)

try:  # bf16 as numpy sees it, where ml_dtypes (JAX's) is installed.
    from ml_dtypes import bfloat16 as _bfloat16
except ImportError:  # pragma: no cover - depends on the environment
    _bfloat16 = None

# TagradDType -> numpy dtype (bf16 without ml_dtypes: its bits as uint16).
# uint8 to uint64 are TensorFlow's unsigned arguments and results.
_NUMPY_DTYPES = (np.dtype(np.float16),
                 np.dtype(_bfloat16) if _bfloat16 else np.dtype(np.uint16),
                 np.dtype(np.float32), np.dtype(np.float64),
                 np.dtype(np.bool_), np.dtype(np.int32), np.dtype(np.int64),
                 np.dtype(np.int8), np.dtype(np.int16), np.dtype(np.uint8),
                 np.dtype(np.uint16), np.dtype(np.uint32),
                 np.dtype(np.uint64))
_BF16 = 1


_DTYPE_CODES = {dtype: code for code, dtype in enumerate(_NUMPY_DTYPES)
                if code != _BF16 or _bfloat16}


def _dtype_code(dtype, slot_code):
    """The TagradDType of a numpy dtype, or None."""
    if dtype == np.dtype(np.uint16) and slot_code == _BF16:
        return _BF16  # bf16 bits, as results come back without ml_dtypes
    return _DTYPE_CODES.get(dtype)


Slot = collections.namedtuple("Slot", "dtype shape variable type")
Slot.__doc__ = """One argument or result: its numpy dtype, its shape (None
for a dynamic dimension; None for a result of unknown rank), the resource
variable's shared_name (or None) and its type as tagrad-run spells it."""


def _raise(error):
    """Raises the Python exception for a TagradRunError (and frees it)."""
    lib = _capi.library()
    try:
        kind = lib.tagradRunErrorKind(error)
        message = lib.tagradRunErrorMessage(error).decode("utf-8", "replace")
        location = lib.tagradRunErrorLocation(error).decode("utf-8",
                                                           "replace")
    finally:
        lib.tagradRunErrorDestroy(error)
    if kind == _capi.ERROR_TENSORFLOW:
        raise TensorFlowError(message, location)
    if kind == _capi.ERROR_BAD_ARGUMENT:
        raise ArgumentError(message)
    raise CompileError(message)


class _Results:
    """Owns the runtime's result buffers until the last array over them
    goes away."""

    def __init__(self, lib, handle):
        self._lib = lib
        self.handle = handle

    def __del__(self):
        if self.handle:
            self._lib.tagradResultsDestroy(self.handle)
            self.handle = None


def _result_array(owner, tensor):
    dtype = _NUMPY_DTYPES[tensor.dtype]
    shape = tuple(tensor.shape[:tensor.rank])
    size = math.prod(shape) * dtype.itemsize
    if size == 0:
        return np.zeros(shape, dtype)
    # A view of the runtime's buffer (no copy); the buffer keeps `owner`.
    buffer = (ctypes.c_uint8 * size).from_address(tensor.data)
    buffer._owner = owner
    return np.frombuffer(buffer, dtype).reshape(shape)


class Function:
    """A function compiled once with --tagrad-cpu-pipeline, called many
    times: `f(*arrays, **variables)`. Arguments are positional in the
    function's order; resource variables (by shared_name) may come as
    keywords. Returns the single result, or a tuple of them.

    Python scalars take the argument's dtype; numpy arrays must have it
    (ArgumentError otherwise, as tagrad-run's message). Arrays are read,
    not kept or written. Results are numpy arrays over the runtime's
    buffers."""

    def __init__(self, handle):
        self._lib = _capi.library()
        self._handle = handle
        lib = self._lib
        self.name = lib.tagradCompiledFunctionName(handle).decode()
        # Shown once per compile, as Python shows warnings.
        self.warnings = lib.tagradCompiledFunctionWarnings(handle).decode()
        if self.warnings:
            warnings.warn(self.warnings.strip(), CompileWarning, stacklevel=3)
        self.arguments = tuple(
            self._slot(lib.tagradCompiledFunctionGetArgument, i)
            for i in range(lib.tagradCompiledFunctionNumArguments(handle)))
        self.results = tuple(
            self._slot(lib.tagradCompiledFunctionGetResult, i)
            for i in range(lib.tagradCompiledFunctionNumResults(handle)))
        self._codes = [self._code(lib.tagradCompiledFunctionGetArgument, i)
                       for i in range(len(self.arguments))]
        # Per argument, what the common call (an array of the right dtype,
        # C order, static shape) needs: no lookups, one shape array.
        self._static_shapes = [
            (s.shape, (ctypes.c_int64 * max(1, len(s.shape)))(*s.shape))
            if s.shape is not None and None not in s.shape else (None, None)
            for s in self.arguments]
        self._tensors_type = _capi.Tensor * max(1, len(self.arguments))
        self._variable_index = {s.variable: i
                                for i, s in enumerate(self.arguments)
                                if s.variable}

    def _info(self, getter, index):
        info = _capi.SlotInfo()
        if not getter(self._handle, index, ctypes.byref(info)):
            raise IndexError(index)
        return info

    def _code(self, getter, index):
        return self._info(getter, index).dtype

    def _slot(self, getter, index):
        info = self._info(getter, index)
        shape = None if info.unranked else tuple(
            None if info.shape[d] < 0 else info.shape[d]
            for d in range(info.rank))
        variable = info.variable.decode() if info.variable else None
        return Slot(_NUMPY_DTYPES[info.dtype], shape, variable,
                    info.typeString.decode())

    @property
    def variables(self):
        """The shared_names of the resource variables among the arguments."""
        return tuple(self._variable_index)

    def __del__(self):
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            self._lib.tagradCompiledFunctionDestroy(handle)

    def __repr__(self):
        return "<tagrad.Function @%s(%s) -> (%s)>" % (
            self.name, ", ".join(s.type for s in self.arguments),
            ", ".join(s.type for s in self.results))

    def _bind(self, args, variables):
        count = len(self.arguments)
        if not variables and len(args) == count:
            return args
        values = list(args[:count]) + [None] * max(0, count - len(args))
        given = [True] * min(len(args), count) + [False] * max(
            0, count - len(args))
        for name, value in variables.items():
            index = self._variable_index.get(name)
            if index is None:
                raise ArgumentError(
                    "@%s has no resource variable '%s' (it has: %s)" %
                    (self.name, name, ", ".join(self.variables) or "none"))
            if given[index]:
                raise ArgumentError("resource variable '%s' of @%s is given "
                                    "twice" % (name, self.name))
            values[index], given[index] = value, True
        if len(args) > count or not all(given):
            missing = [self.arguments[i].variable or str(i)
                       for i, g in enumerate(given) if not g]
            raise ArgumentError(
                "@%s takes %d arguments but %d are given%s" %
                (self.name, count, len(args) + len(variables),
                 " (missing: %s)" % ", ".join(missing) if missing else ""))
        return values

    def _tensor(self, index, value):
        slot = self.arguments[index]
        if (type(value) is np.ndarray and value.dtype is slot.dtype and
                value.flags.c_contiguous and
                value.shape == self._static_shapes[index][0]):
            return _capi.Tensor(self._codes[index], value.ndim,
                                self._static_shapes[index][1],
                                value.ctypes.data if value.size else None), \
                value
        if isinstance(value, (bool, int, float)):
            value = np.asarray(value, dtype=slot.dtype)
        array = np.asarray(value, order="C")  # 0-d stays 0-d
        code = _dtype_code(array.dtype, self._codes[index])
        if code is None:
            spelled = "x".join(str(d) for d in array.shape)
            raise ArgumentError(
                "argument %d of @%s is %s but the value given is %s%s" %
                (index, self.name, slot.type, spelled + "x" if spelled else "",
                 array.dtype))
        shape = (ctypes.c_int64 * max(1, array.ndim))(*array.shape)
        tensor = _capi.Tensor(code, array.ndim, shape,
                              array.ctypes.data if array.size else None)
        return tensor, (array, shape)

    def __call__(self, *args, **variables):
        values = self._bind(args, variables)
        tensors = self._tensors_type()
        keep = []  # the arrays and shapes the tensors point at
        for i, value in enumerate(values):
            tensors[i], kept = self._tensor(i, value)
            keep.append(kept)
        results = ctypes.c_void_p()
        error = self._lib.tagradCompiledFunctionCall(
            self._handle, tensors, len(values), ctypes.byref(results))
        if error:
            _raise(error)
        owner = _Results(self._lib, results.value)
        arrays = []
        for i in range(self._lib.tagradResultsSize(owner.handle)):
            tensor = _capi.Tensor()
            self._lib.tagradResultsGet(owner.handle, i, ctypes.byref(tensor))
            arrays.append(_result_array(owner, tensor))
        return arrays[0] if len(arrays) == 1 else tuple(arrays)


def compile(source, function="main", pipeline_options=None, format=None,
            **graphdef_options):
    """Compiles `function` of `source` and returns it as a Function.

    source: TaGrad or TensorFlow MLIR (text or bytecode) or a GraphDef
      (binary or text): a path, bytes, a str of MLIR text, or a GraphDef
      object such as tf.compat.v1.GraphDef.
    function: the function to call; "main" (the default) is @main, or
      the module's only public function where it has no @main (as
      tagrad-run without --function).
    pipeline_options: --tagrad-cpu-pipeline's options, as a string
      ("threads=1 checks=none") or a dict ({"threads": 1}).
    format: "mlir" or "graphdef" where the source does not say.
    graphdef_options: tagrad-translate's -tf-* flags: input_arrays,
      input_data_types, input_shapes, output_arrays, control_output_arrays
      (lists, or the flags' strings).

    Raises CompileError with the diagnostics when it does not compile."""
    return Function(_compile_handle(source, function, pipeline_options,
                                    format, graphdef_options))


def _compile_handle(source, function, pipeline_options, format,
                    graphdef_options):
    """compile's work, up to the TagradCompiledFunction handle (from_tf
    wraps it in a Function subclass)."""
    known = {"input_arrays", "input_data_types", "input_shapes",
             "output_arrays", "control_output_arrays"}
    unknown = set(graphdef_options) - known
    if unknown:
        raise TypeError("tagrad.compile got unknown options %s (GraphDef "
                        "options: %s)" % (", ".join(sorted(unknown)),
                                          ", ".join(sorted(known))))
    data, name = _sources.read_source(source)
    flags = _sources.graphdef_flags(**graphdef_options)
    kind = _sources.source_kind(
        data, name, format, any(v is not None for v in flags.values()))

    def encoded(text):
        return None if text is None else text.encode()

    options = _capi.CompileOptions(
        kind, name.encode(), encoded("" if function in (None, "main")
                                     else function),
        encoded(_sources.pipeline_flag(pipeline_options)),
        *(encoded(flags[k]) for k in ("inputArrays", "inputDataTypes",
                                      "inputShapes", "outputArrays",
                                      "controlOutputArrays")))
    lib = _capi.library()
    handle = ctypes.c_void_p()
    buffer = ctypes.create_string_buffer(data, len(data))
    error = lib.tagradCompile(buffer, len(data), ctypes.byref(options),
                              ctypes.byref(handle))
    if error:
        _raise(error)
    return handle.value
