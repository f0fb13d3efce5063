"""tagrad.from_tf: a TF1 graph, its feeds and fetches, compiled in memory."""

from ._function import compile


def _tensor_name(tensor):
    """"node" for a node's first output (the importer's spelling), else
    "node:index"."""
    name = tensor if isinstance(tensor, str) else tensor.name
    node, _, index = name.partition(":")
    return node if index in ("", "0") else name


def _from_concrete_function(tf, function, pipeline_options):
    """A tf.function's concrete function: its graph and function library,
    its inputs in order, its outputs flattened."""
    from tensorflow.core.framework import types_pb2
    inputs = list(function.inputs)
    if any(t.dtype == tf.resource for t in inputs):
        raise NotImplementedError(
            "tagrad.from_tf takes concrete functions without captured "
            "variables (pass their values as arguments)")
    for t in inputs:
        if t.shape.rank is None or None in t.shape.as_list():
            raise ValueError("tagrad.from_tf needs static input shapes; "
                             "%s has shape %s" % (t.name, t.shape))
    options = {
        "input_arrays": [t.op.name for t in inputs],
        "input_data_types": [types_pb2.DataType.Name(t.dtype.as_datatype_enum)
                             for t in inputs],
        "input_shapes": [t.shape.as_list() for t in inputs],
        "output_arrays": [t.op.name for t in function.outputs],
    }
    return compile(function.graph.as_graph_def().SerializeToString(),
                   format="graphdef", pipeline_options=pipeline_options,
                   **options)


def from_tf(graph, fetches=None, feeds=None, pipeline_options=None):
    """Compiles the part of a TF1 `graph` (a tf.Graph or a GraphDef) that
    computes `fetches` from `feeds` (tensors, or names "x" / "x:0") and
    returns a Function taking the feeds in order, then the resource
    variables the fetches read (by shared_name, in byte order), and
    returning the fetched tensors, then the variables the step writes.
    Operations among the fetches (a train op) run for their effects. The feeds'
    dtypes and shapes come from the tensors (names: from the placeholders'
    attributes). No file is written: the GraphDef goes over in memory.

    TF2: `graph` may be a tf.function's concrete function (or a tf.function
    and, as `feeds`, the tf.TensorSpecs to trace it with); the Function
    takes its inputs and returns its outputs, flattened."""
    try:
        import tensorflow as tf
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError("tagrad.from_tf needs TensorFlow") from e
    if callable(getattr(graph, "get_concrete_function", None)):
        graph = graph.get_concrete_function(*(feeds or []))
    if hasattr(graph, "function_def") or (
            hasattr(graph, "graph") and hasattr(graph, "outputs")):
        return _from_concrete_function(tf, graph, pipeline_options)
    if isinstance(graph, tf.Graph):
        graph_def = graph.as_graph_def()
        tensors = [graph.get_tensor_by_name(f if ":" in f else f + ":0")
                   if isinstance(f, str) else f for f in feeds]
    else:
        graph_def, tensors = graph, list(feeds)
    names, types, shapes = [], [], []
    for feed in tensors:
        names.append(_tensor_name(feed).split(":")[0])
        if isinstance(feed, str):
            continue  # the placeholder's own dtype and shape attributes
        types.append(tf.dtypes.as_dtype(feed.dtype).as_datatype_enum)
        shapes.append(None if feed.shape.rank is None else
                      [-1 if d is None else d for d in feed.shape.as_list()])
    from tensorflow.core.framework import types_pb2
    # An op among the fetches (a train op) runs for its effects only.
    is_op = [isinstance(f, tf.Operation) for f in fetches]
    options = {"input_arrays": names,
               "output_arrays": [_tensor_name(f)
                                 for f, op in zip(fetches, is_op) if not op],
               "control_output_arrays": [f.name
                                         for f, op in zip(fetches, is_op)
                                         if op]}
    if len(types) == len(names):
        options["input_data_types"] = [types_pb2.DataType.Name(t)
                                       for t in types]
        options["input_shapes"] = shapes
    return compile(graph_def.SerializeToString(), format="graphdef",
                   pipeline_options=pipeline_options, **options)
