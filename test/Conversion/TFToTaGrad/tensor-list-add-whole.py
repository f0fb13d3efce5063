"""TensorFlow's values for tensor-list-add-whole.mlir: each function there
is the TF program of the same name here, on the same inputs. Run with
TensorFlow 2 (e.g. /work/tfvenv/bin/python); prints the results."""
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import numpy as np
import tensorflow as tf
from tensorflow.python.ops import list_ops

X = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
Y = np.array([[10, 20, 30], [40, 50, 60]], np.float32)
SPEC = [tf.TensorSpec([2, None], tf.float32)] * 2


def scatter(rows, indices, n):
    # Items of a shape known only at run time (element shape [-1]).
    return tf.raw_ops.TensorListScatterV2(
        tensor=rows, indices=indices, element_shape=[-1], num_elements=n)


@tf.function(input_signature=SPEC)
def overlap(x, y):
    # Items 0, 1 set in one list, 1, 2 in the other, 3 in neither: the sum
    # keeps 0 and 2 as they are, adds 1, leaves 3 unset (ZerosLike of the
    # sum then makes zeros only of 0..2).
    a = scatter(x, [0, 1], 4)
    b = scatter(y, [1, 2], 4)
    s = tf.raw_ops.AddN(inputs=[a, b])
    z = tf.raw_ops.ZerosLike(x=s)
    return (list_ops.tensor_list_get_item(s, 0, tf.float32),
            list_ops.tensor_list_get_item(s, 1, tf.float32),
            list_ops.tensor_list_get_item(s, 2, tf.float32),
            list_ops.tensor_list_length(s),
            list_ops.tensor_list_get_item(z, 2, tf.float32))


@tf.function(input_signature=SPEC)
def three(x, y):
    # Three lists added at once, each item set in all of them.
    a = list_ops.tensor_list_from_tensor(x, [-1])
    b = list_ops.tensor_list_from_tensor(y, [-1])
    c = list_ops.tensor_list_from_tensor(x * 2.0, [-1])
    s = tf.raw_ops.AddN(inputs=[a, b, c])
    return list_ops.tensor_list_stack(s, tf.float32)


@tf.function(input_signature=SPEC)
def lengths_differ(x, y):
    a = scatter(x, [0, 1], 2)
    b = scatter(y, [0, 1], 3)
    s = tf.raw_ops.AddN(inputs=[a, b])
    return list_ops.tensor_list_length(s)


for fn in (overlap, three):
    print(fn.__name__, [np.asarray(r).tolist() for r in tf.nest.flatten(fn(X, Y))])
try:
    lengths_differ(X, Y)
except tf.errors.InvalidArgumentError as e:
    print("lengths_differ:", [l for l in e.message.splitlines() if "Trying" in l][0].strip())
