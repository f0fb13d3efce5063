"""tagrad.from_tf: a TF1 graph, its feeds and fetches, or a TF2 concrete
function and the variables it captures, compiled in memory."""

from ._errors import ArgumentError
from ._function import Function, _compile_handle, compile


def _tensor_name(tensor):
    """"node" for a node's first output (the importer's spelling), else
    "node:index"."""
    name = tensor if isinstance(tensor, str) else tensor.name
    node, _, index = name.partition(":")
    return node if index in ("", "0") else name


class TFFunction(Function):
    """A TF2 concrete function compiled by from_tf: a Function whose
    arguments follow the concrete function's inputs (`cf.inputs`): its own
    arguments, then what it captures (`cf.captured_inputs`' order), a
    tf.Variable as its value, a captured tensor as itself. Its results are
    the outputs (flattened), then the values after the call of the captured
    variables the call writes, in argument order.

    captured: the captured tf.Variables and tensors, in argument order.
    written: per written-variable result, its tf.Variable.
    call_and_assign(*inputs) does TensorFlow's side of a call: it passes
    the captured objects' current values, assigns the written variables
    their new values and returns the outputs only."""

    def __init__(self, handle, captured, num_outputs):
        super().__init__(handle)
        self.captured = tuple(captured)
        self._num_inputs = len(self.arguments) - len(self.captured)
        self._num_outputs = num_outputs
        by_name = {s.variable: c for s, c in
                   zip(self.arguments[self._num_inputs:], self.captured)}
        self.written = tuple(by_name[s.variable]
                             for s in self.results[num_outputs:])

    def call_and_assign(self, *inputs):
        if len(inputs) != self._num_inputs:
            raise ArgumentError(
                "@%s takes %d inputs besides its %d captured values but %d "
                "%s given" % (self.name, self._num_inputs,
                              len(self.captured), len(inputs),
                              "is" if len(inputs) == 1 else "are"))
        values = [c.numpy() for c in self.captured]
        results = self(*inputs, *values)
        if not isinstance(results, tuple):
            results = (results,)
        for variable, value in zip(self.written,
                                   results[self._num_outputs:]):
            variable.assign(value)
        outputs = results[:self._num_outputs]
        return outputs[0] if len(outputs) == 1 else outputs


class CapturedResource:
    """A resource variable a tf.function captures by its handle alone,
    with no tf.Variable in the function's graph: a legacy optimizer's slots
    and iteration count (tf_keras.optimizers.legacy,
    tf.compat.v1.train). TensorFlow's handle data gives its dtype and
    shape; numpy() reads it and assign() writes it as a tf.Variable's
    would."""

    def __init__(self, tf, handle, name):
        from tensorflow.python.ops import gen_resource_variable_ops
        self._ops = gen_resource_variable_ops
        self._tf = tf
        self.handle = handle
        self.name = name
        shape_and_type = handle._handle_data.shape_and_type[0]
        self.dtype = tf.dtypes.as_dtype(shape_and_type.dtype)
        self.shape = tf.TensorShape(shape_and_type.shape)

    def numpy(self):
        return self._ops.read_variable_op(self.handle, self.dtype).numpy()

    def assign(self, value):
        self._ops.assign_variable_op(self.handle,
                                     self._tf.constant(value, self.dtype))


def _handle_data_of(handle):
    """The handle's one (dtype, shape) entry, or None."""
    data = getattr(handle, "_handle_data", None)
    if data is None or len(data.shape_and_type) != 1:
        return None
    return data


def _captured(tf, function, num_arguments):
    """Per captured input of `function` (after its `num_arguments` own): the
    tf.Variable whose handle it is, or the captured tensor."""
    outer = {id(inner): value for value, inner in function.graph.captures}
    by_handle = {id(v.handle): v for v in function.graph.variables}
    captured = []
    for placeholder in function.inputs[num_arguments:]:
        value = outer.get(id(placeholder))
        if value is None:
            raise ValueError(
                "tagrad.from_tf: input %s of %s is neither an argument nor a "
                "capture it knows" % (placeholder.op.name, function.name))
        if placeholder.dtype != tf.resource:
            captured.append(value)
            continue
        variable = by_handle.get(id(value))
        if variable is None:
            if _handle_data_of(value) is None:
                raise ValueError(
                    "tagrad.from_tf takes captured tf.Variables, tensors "
                    "and resource variables' handles; %s captures %s, a "
                    "resource with no dtype and shape of one variable" %
                    (function.name, placeholder.op.name))
            variable = CapturedResource(tf, value, placeholder.op.name)
        if not variable.shape.is_fully_defined():
            raise ValueError(
                "tagrad.from_tf needs static variable shapes; the captured "
                "variable %s (%s) has shape %s" %
                (variable.name, placeholder.op.name, variable.shape))
        captured.append(variable)
    return captured


def _from_concrete_function(tf, function, pipeline_options):
    """A tf.function's concrete function: its graph and function library,
    its inputs in order (captured variables as DT_RESOURCE, typed by
    TensorFlow's handle attributes), its outputs flattened."""
    from tensorflow.core.framework import types_pb2
    inputs = list(function.inputs)
    num_arguments = len(inputs) - len(function.captured_inputs)
    if any(t.dtype == tf.resource for t in inputs[:num_arguments]):
        raise NotImplementedError(
            "tagrad.from_tf takes tf.Variables that the function captures, "
            "not ones passed as arguments (%s takes %s)" %
            (function.name, ", ".join(t.op.name
                                      for t in inputs[:num_arguments]
                                      if t.dtype == tf.resource)))
    captured = _captured(tf, function, num_arguments)
    for t in inputs:
        if t.dtype != tf.resource and t.shape.rank is None:
            raise ValueError("tagrad.from_tf needs inputs of known rank; "
                             "%s has shape %s" % (t.name, t.shape))
    graph_def = function.graph.as_graph_def()
    # A FuncGraph's GraphDef leaves the captured variables' handle data out
    # (it stays in Python), and its reads are unranked: the importer takes
    # the type from these attributes.
    nodes = {node.name: node for node in graph_def.node}
    for t, variable in zip(inputs[num_arguments:], captured):
        node = nodes[t.op.name]
        if t.dtype == tf.resource and "_handle_dtypes" not in node.attr:
            node.attr["_handle_dtypes"].list.type.append(
                variable.dtype.as_datatype_enum)
            node.attr["_handle_shapes"].list.shape.add().CopyFrom(
                variable.shape.as_proto())
    options = {
        "input_arrays": [t.op.name for t in inputs],
        "input_data_types": [types_pb2.DataType.Name(t.dtype.as_datatype_enum)
                             for t in inputs],
        # A None dimension (input_signature's batch) is dynamic.
        "input_shapes": [[-1 if d is None else d for d in t.shape.as_list()]
                         for t in inputs],
        "output_arrays": [t.op.name for t in function.outputs],
    }
    handle = _compile_handle(graph_def.SerializeToString(), "main",
                             pipeline_options, "graphdef", options)
    return TFFunction(handle, captured, len(function.outputs))


def from_tf(graph, fetches=None, feeds=None, pipeline_options=None):
    """Compiles the part of a TF1 `graph` (a tf.Graph or a GraphDef) that
    computes `fetches` from `feeds` (tensors, or names "x" / "x:0") and
    returns a Function taking the feeds in order, then the resource
    variables the fetches read (by shared_name, in byte order), and
    returning the fetched tensors, then the variables the step writes.
    Operations among the fetches (a train op) run for their effects. The feeds'
    dtypes and shapes come from the tensors (names: from the placeholders'
    attributes). No file is written: the GraphDef goes over in memory.

    TF2: `graph` may be a tf.function's concrete function `cf` (or a
    tf.function and, as `feeds` or the second argument, the tf.TensorSpecs
    to trace it with). The TFFunction returned takes `cf.inputs`: the
    function's arguments (flattened), then the values of what it captures,
    in the order of `cf.captured_inputs` (`f.captured`: those tf.Variables
    and tensors). It returns the outputs (flattened), then the new values of
    the captured variables the call writes, in argument order (`f.written`:
    their tf.Variables); TensorFlow's variables are not touched.
    `f.call_and_assign(*arguments)` is the tf.function's own call: it passes
    the variables' current values, assigns them the written ones and returns
    the outputs only. Captured variables need static shapes; a variable
    passed as an argument rather than captured is refused."""
    try:
        import tensorflow as tf
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError("tagrad.from_tf needs TensorFlow") from e
    if callable(getattr(graph, "get_concrete_function", None)):
        # A tf.function has no fetches: its specs may come second.
        specs = feeds if feeds is not None else fetches
        graph = graph.get_concrete_function(*(specs or []))
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
    # A tf.Variable among the fetches is its value as session.run fetches it
    # (the value after the assignment, for what tf1.assign_sub returns).
    fetches = [f._as_graph_element() if isinstance(f, tf.Variable) else f
               for f in fetches]
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
