"""ctypes declarations of TaGrad's C API (include/TaGrad-c/Runner.h).

The library is found, in order, at $TAGRAD_LIBRARY (the file or its
directory), packaged inside this package (tagrad/_lib, what `pip install
./python` copies from the build), or in the build tree of a source checkout
(python/../build/lib). TaGrad's runtime, libtagrad_runtime.so, sits beside
it in each case.
"""

import ctypes
import os
import threading

LIBRARY_NAME = "libTaGradCAPI.so"

# TagradDType, in order.
DTYPE_NAMES = ("float16", "bfloat16", "float32", "float64", "bool", "int32",
               "int64", "int8", "int16", "uint8", "uint16", "uint32",
               "uint64")
TYPE_SPELLINGS = ("f16", "bf16", "f32", "f64", "i1", "i32", "i64", "i8",
                  "i16", "ui8", "ui16", "ui32", "ui64")

ERROR_COMPILE = 1
ERROR_BAD_ARGUMENT = 2
ERROR_TENSORFLOW = 3

SOURCE_MLIR = 0
SOURCE_GRAPHDEF = 1


class CompileOptions(ctypes.Structure):
    _fields_ = [
        ("sourceKind", ctypes.c_int),
        ("sourceName", ctypes.c_char_p),
        ("functionName", ctypes.c_char_p),
        ("pipelineOptions", ctypes.c_char_p),
        ("inputArrays", ctypes.c_char_p),
        ("inputDataTypes", ctypes.c_char_p),
        ("inputShapes", ctypes.c_char_p),
        ("outputArrays", ctypes.c_char_p),
        ("controlOutputArrays", ctypes.c_char_p),
    ]


class SlotInfo(ctypes.Structure):
    _fields_ = [
        ("dtype", ctypes.c_int),
        ("unranked", ctypes.c_int32),
        ("rank", ctypes.c_int64),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("variable", ctypes.c_char_p),
        ("typeString", ctypes.c_char_p),
    ]


class Tensor(ctypes.Structure):
    _fields_ = [
        ("dtype", ctypes.c_int),
        ("rank", ctypes.c_int64),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("data", ctypes.c_void_p),
    ]


_handle = ctypes.c_void_p


def _declare(lib):
    signatures = {
        "tagradCompile": (_handle, [ctypes.c_void_p, ctypes.c_size_t,
                                    ctypes.POINTER(CompileOptions),
                                    ctypes.POINTER(_handle)]),
        "tagradCompiledFunctionDestroy": (None, [_handle]),
        "tagradCompiledFunctionName": (ctypes.c_char_p, [_handle]),
        "tagradCompiledFunctionWarnings": (ctypes.c_char_p, [_handle]),
        "tagradCompiledFunctionNumArguments": (ctypes.c_size_t, [_handle]),
        "tagradCompiledFunctionNumResults": (ctypes.c_size_t, [_handle]),
        "tagradCompiledFunctionGetArgument": (
            ctypes.c_bool, [_handle, ctypes.c_size_t, ctypes.POINTER(SlotInfo)]),
        "tagradCompiledFunctionGetResult": (
            ctypes.c_bool, [_handle, ctypes.c_size_t, ctypes.POINTER(SlotInfo)]),
        "tagradCompiledFunctionCall": (
            _handle, [_handle, ctypes.POINTER(Tensor), ctypes.c_size_t,
                      ctypes.POINTER(_handle)]),
        "tagradResultsSize": (ctypes.c_size_t, [_handle]),
        "tagradResultsGet": (ctypes.c_bool, [_handle, ctypes.c_size_t,
                                             ctypes.POINTER(Tensor)]),
        "tagradResultsDestroy": (None, [_handle]),
        "tagradRunErrorKind": (ctypes.c_int, [_handle]),
        "tagradRunErrorMessage": (ctypes.c_char_p, [_handle]),
        "tagradRunErrorLocation": (ctypes.c_char_p, [_handle]),
        "tagradRunErrorDestroy": (None, [_handle]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


def candidate_paths():
    """Where the library is looked for, in order."""
    here = os.path.dirname(os.path.abspath(__file__))
    paths = []
    explicit = os.environ.get("TAGRAD_LIBRARY")
    if explicit:
        paths.append(os.path.join(explicit, LIBRARY_NAME)
                     if os.path.isdir(explicit) else explicit)
    paths.append(os.path.join(here, "_lib", LIBRARY_NAME))
    paths.append(os.path.join(here, os.pardir, os.pardir, "build", "lib",
                              LIBRARY_NAME))
    return [os.path.normpath(p) for p in paths]


# TensorFlow's Python module carries its own LLVM and protobuf, with the
# same symbol names as the LLVM/MLIR and protobuf TaGrad links: deep binding
# keeps the C API on its own copies (and TensorFlow on its), so the two
# import in either order.
_LOAD_MODE = os.RTLD_LOCAL | getattr(os, "RTLD_DEEPBIND", 0)

_lib = None
_lock = threading.Lock()


def library():
    """The loaded C API (loaded on first use, so that `import tagrad` works
    before anything is built)."""
    global _lib
    with _lock:
        if _lib is None:
            tried = candidate_paths()
            path = next((p for p in tried if os.path.isfile(p)), None)
            if path is None:
                raise OSError(
                    "cannot find TaGrad's C API library; looked at: " +
                    ", ".join(tried) + ". Build TaGrad (README), then "
                    "`pip install ./python` or set TAGRAD_LIBRARY")
            _lib = _declare(ctypes.CDLL(path, mode=_LOAD_MODE))
        return _lib
