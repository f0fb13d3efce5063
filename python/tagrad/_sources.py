"""What `tagrad.compile` takes as a source, read into bytes and a kind.

A source is a path, bytes, a str of MLIR text, or a GraphDef object (any
protobuf message with SerializeToString, e.g. tf.compat.v1.GraphDef). The
kind (MLIR or GraphDef) comes from `format=`, else from the GraphDef options,
the file's suffix, MLIR bytecode's magic number, or the text itself.
"""

import os
import re

import numpy as np

from . import _capi

_MLIR_SUFFIXES = (".mlir", ".mlirbc")
_GRAPHDEF_SUFFIXES = (".pb", ".pbtxt", ".graphdef")
_BYTECODE_MAGIC = b"ML\xefR"

# Numpy dtypes as the -tf-input-data-types flag spells them.
_TF_DATA_TYPES = {
    np.dtype(np.float16): "DT_HALF",
    np.dtype(np.float32): "DT_FLOAT",
    np.dtype(np.float64): "DT_DOUBLE",
    np.dtype(np.bool_): "DT_BOOL",
    np.dtype(np.int32): "DT_INT32",
    np.dtype(np.int64): "DT_INT64",
    np.dtype(np.int8): "DT_INT8",
    np.dtype(np.int16): "DT_INT16",
    np.dtype(np.uint8): "DT_UINT8",
    np.dtype(np.uint16): "DT_UINT16",
    np.dtype(np.uint32): "DT_UINT32",
    np.dtype(np.uint64): "DT_UINT64",
}


def _looks_like_path(text):
    return ("\n" not in text and len(text) < 4096 and
            (os.path.exists(text) or text.endswith(_MLIR_SUFFIXES +
                                                   _GRAPHDEF_SUFFIXES)))


def read_source(source):
    """(bytes, name) of `source`."""
    if hasattr(source, "SerializeToString") and hasattr(source, "node"):
        return source.SerializeToString(), "<GraphDef>"
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), "<bytes>"
    if isinstance(source, os.PathLike) or (isinstance(source, str) and
                                           _looks_like_path(source)):
        path = os.fspath(source)
        with open(path, "rb") as f:
            return f.read(), path
    if isinstance(source, str):
        return source.encode(), "<string>"
    raise TypeError("tagrad.compile takes a path, bytes, MLIR text or a "
                    "GraphDef, not %s" % type(source).__name__)


def source_kind(data, name, format, graphdef_given):
    if format is not None:
        kinds = {"mlir": _capi.SOURCE_MLIR, "graphdef": _capi.SOURCE_GRAPHDEF}
        if format not in kinds:
            raise ValueError("format is 'mlir' or 'graphdef', not %r" % format)
        return kinds[format]
    if graphdef_given or name == "<GraphDef>" or name.endswith(
            _GRAPHDEF_SUFFIXES):
        return _capi.SOURCE_GRAPHDEF
    if name.endswith(_MLIR_SUFFIXES) or data.startswith(_BYTECODE_MAGIC):
        return _capi.SOURCE_MLIR
    # Text: a GraphDef's text form starts its nodes with `node {`; anything
    # else that is text is MLIR. Binary that is not bytecode is a GraphDef.
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return _capi.SOURCE_GRAPHDEF
    if re.search(r"^\s*node\s*\{", text, re.MULTILINE):
        return _capi.SOURCE_GRAPHDEF
    return _capi.SOURCE_MLIR


def _join(values, separator):
    if values is None or isinstance(values, str):
        return values
    return separator.join(str(v) for v in values)


def _shape_flag(shape):
    if isinstance(shape, str):
        return shape
    if shape is None:
        return "*"
    return ",".join("?" if d is None or d < 0 else str(int(d)) for d in shape)


def _data_type_flag(dtype):
    if isinstance(dtype, str):
        return dtype
    try:
        return _TF_DATA_TYPES[np.dtype(dtype)]
    except (KeyError, TypeError):
        raise ValueError("no DT_* spelling for input dtype %r" % (dtype,))


def graphdef_flags(input_arrays=None, input_data_types=None, input_shapes=None,
                   output_arrays=None, control_output_arrays=None):
    """tagrad-translate's -tf-* flag strings from Python values: lists or
    the flags' own comma/colon-separated strings; shapes as tuples (None or
    -1 for an unknown dimension, None for an unknown rank)."""
    if input_data_types is not None and not isinstance(input_data_types, str):
        input_data_types = ",".join(_data_type_flag(t)
                                    for t in input_data_types)
    if input_shapes is not None and not isinstance(input_shapes, str):
        input_shapes = ":".join(_shape_flag(s) for s in input_shapes)
    return {
        "inputArrays": _join(input_arrays, ","),
        "inputDataTypes": input_data_types,
        "inputShapes": input_shapes,
        "outputArrays": _join(output_arrays, ","),
        "controlOutputArrays": _join(control_output_arrays, ","),
    }


def pipeline_flag(options):
    """--tagrad-cpu-pipeline's option string from a dict ({"threads": 1,
    "checks": "none"}) or the string itself."""
    if options is None or isinstance(options, str):
        return options or ""
    def spell(value):
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)
    return " ".join("%s=%s" % (k, spell(v)) for k, v in options.items())
