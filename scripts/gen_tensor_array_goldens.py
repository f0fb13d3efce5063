#!/usr/bin/env python3
"""TensorFlow's answers for the partly-shaped TensorArray cases.

Prints, for each case, what TensorFlow's TensorArray kernels return (or the
error they raise) in a TF1 graph built from the raw TensorArray*V3 ops, the
only place TensorArrayGradV3 exists in TF2. The expected values in these
tests come from it (TensorFlow 2.21):

  test/Integration/TensorArray/partial_shape_grad.mlir
  test/Integration/TensorArray/split_concat_grad.mlir
  test/Integration/TensorArray/grad_read_past_end.mlir
  test/Integration/TensorArray/fail_write_shape.mlir
  test/Integration/TensorArray/fail_write_shape_runtime.mlir
  test/Integration/TensorArray/fail_grad_with_shape_write.mlir
  test/Integration/TensorArray/unranked_elements.mlir
  unittests/Runtime/TensorArrayRuntimeTest.cpp (PartialShapes*)

TensorFlow appends "_<n>" to array names; TaGrad keeps the given name
(docs/Runtime.md). CI does not install TensorFlow; run this by hand:

  python3 scripts/gen_tensor_array_goldens.py
"""

import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import tensorflow as tf  # noqa: E402

tf1 = tf.compat.v1
tf1.disable_eager_execution()
R = tf.raw_ops
F32 = tf.float32


def const(x):
    return tf.constant(x, F32)


def run(name, build):
    graph = tf.Graph()
    with graph.as_default():
        outs = build()
        with tf1.Session() as session:
            try:
                result = session.run(outs)
                print("%s: %s" % (name, repr(result).replace("\n", " ")))
            except tf.errors.OpError as e:
                lines = [l for l in str(e).split("\n")
                         if "Could not" in l or "Tried" in l]
                print("%s: %s: %s" % (name, type(e).__name__,
                                      lines[0] if lines else e.message))


def partial_forward(name):
    """A dynamic array of [?] elements, [1, 2, 3] written at index 0."""
    h, f = R.TensorArrayV3(size=0, dtype=F32, element_shape=[None],
                           dynamic_size=True, tensor_array_name=name)
    f = R.TensorArrayWriteV3(handle=h, index=0, value=const([1, 2, 3]),
                             flow_in=f)
    return h, f


def partial_grad_read():
    h, f = partial_forward("fwd")
    g, gf = R.TensorArrayGradV3(handle=h, flow_in=f, source="gradients")
    r = R.TensorArrayReadV3(handle=g, index=0, flow_in=gf, dtype=F32)
    return r, R.TensorArraySizeV3(handle=g, flow_in=gf)


def partial_grad_with_shape_read():
    h, f = partial_forward("fwd2")
    g, gf = R.TensorArrayGradWithShape(
        handle=h, flow_in=f, shape_to_prepend=tf.constant([2], tf.int32),
        source="gradients")
    return R.TensorArrayReadV3(handle=g, index=0, flow_in=gf, dtype=F32)


def partial_grad_read_unwritten():
    h, f = partial_forward("fwd")
    g, gf = R.TensorArrayGradV3(handle=h, flow_in=f, source="gradients")
    return R.TensorArrayReadV3(handle=g, index=1, flow_in=gf, dtype=F32)


def split_concat_grad():
    h, f = R.TensorArrayV3(size=2, dtype=F32, element_shape=[None],
                           tensor_array_name="fwd")
    f = R.TensorArraySplitV3(handle=h, value=const([1, 2, 3, 4, 5]),
                             lengths=tf.constant([2, 3], tf.int64), flow_in=f)
    g, gf = R.TensorArrayGradV3(handle=h, flow_in=f, source="gradients")
    return R.TensorArrayConcatV3(handle=g, flow_in=gf, dtype=F32)


def grad_read_past_end():
    h, f = R.TensorArrayV3(size=2, dtype=F32, element_shape=[2],
                           tensor_array_name="fwd")
    f = R.TensorArrayWriteV3(handle=h, index=0, value=const([1, 2]),
                             flow_in=f)
    g, gf = R.TensorArrayGradV3(handle=h, flow_in=f, source="gradients")
    r = R.TensorArrayReadV3(handle=g, index=4, flow_in=gf, dtype=F32)
    with tf.control_dependencies([r]):
        size = R.TensorArraySizeV3(handle=g, flow_in=gf)
    return r, size


def write_dynamic_shape():
    h, f = R.TensorArrayV3(size=2, dtype=F32, element_shape=[2],
                           tensor_array_name="ta")
    v = tf1.placeholder_with_default(const([1, 2, 3]), shape=[None])
    f = R.TensorArrayWriteV3(handle=h, index=0, value=v, flow_in=f)
    return R.TensorArrayReadV3(handle=h, index=0, flow_in=f, dtype=F32)


def grad_with_runtime_prepend_write():
    h, f = R.TensorArrayV3(size=2, dtype=F32, element_shape=[2],
                           tensor_array_name="ta")
    f = R.TensorArrayWriteV3(handle=h, index=0, value=const([1, 2]),
                             flow_in=f)
    prepend = tf1.placeholder_with_default(tf.constant([3], tf.int32),
                                           shape=[None])
    g, gf = R.TensorArrayGradWithShape(handle=h, flow_in=f,
                                       shape_to_prepend=prepend,
                                       source="gradients")
    v = tf1.placeholder_with_default(const([[1, 2]]), shape=[None, 2])
    return R.TensorArrayWriteV3(handle=g, index=0, value=v, flow_in=gf)


def unranked_read_gather_concat():
    h, f = R.TensorArrayV3(size=3, dtype=F32, tensor_array_name="unr",
                           clear_after_read=False)
    f = R.TensorArrayWriteV3(handle=h, index=0, value=const([[1, 2], [3, 4]]),
                             flow_in=f)
    f = R.TensorArrayWriteV3(handle=h, index=1, value=const([[5, 6]]),
                             flow_in=f)
    f = R.TensorArrayWriteV3(handle=h, index=2, value=const([[7, 8]]),
                             flow_in=f)
    read = R.TensorArrayReadV3(handle=h, index=0, flow_in=f, dtype=F32)
    gather = R.TensorArrayGatherV3(handle=h, indices=[1, 2], flow_in=f,
                                   dtype=F32)
    concat = R.TensorArrayConcatV3(handle=h, flow_in=f, dtype=F32)
    return read, gather, concat


def unranked_read_scalar():
    h, f = R.TensorArrayV3(size=1, dtype=F32, tensor_array_name="unr")
    f = R.TensorArrayWriteV3(handle=h, index=0, value=const(7.0), flow_in=f)
    return R.TensorArrayReadV3(handle=h, index=0, flow_in=f, dtype=F32)


def unranked_read_unwritten():
    h, f = R.TensorArrayV3(size=1, dtype=F32, tensor_array_name="unr")
    return R.TensorArrayReadV3(handle=h, index=0, flow_in=f, dtype=F32)


if __name__ == "__main__":
    print("TensorFlow", tf.__version__)
    for case in [partial_grad_read, partial_grad_with_shape_read,
                 partial_grad_read_unwritten, split_concat_grad,
                 grad_read_past_end, write_dynamic_shape,
                 grad_with_runtime_prepend_write, unranked_read_gather_concat,
                 unranked_read_scalar, unranked_read_unwritten]:
        run(case.__name__, case)
