"""TensorFlow's values for zeros-like-tensor-list-runtime-checks.mlir: each
function there is the TF program of the same name here, on the same inputs.
Run with TensorFlow 2 (e.g. /work/tfvenv/bin/python); prints the results."""
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import numpy as np
import tensorflow as tf
from tensorflow.python.ops import gen_list_ops, list_ops

X = np.array([[1, 2]], np.float32)  # 1 row
Y = np.array([[3, 4], [5, 6], [7, 8]], np.float32)  # 3 rows
SPEC = [tf.TensorSpec([None, 2], tf.float32)] * 2


def reserve(n):
    return list_ops.tensor_list_reserve([-1, 2], n, tf.float32)


def concat(l):
    # TensorListConcatV2: the rows and each item's row count.
    return gen_list_ops.tensor_list_concat_v2(
        l, [-1, 2], tf.constant([], tf.int64), tf.float32)


@tf.function(input_signature=SPEC)
def batches(x, y):
    # Items of 1 and 3 rows, two left unwritten; ZerosLike keeps both apart.
    l = list_ops.tensor_list_set_item(reserve(4), 0, x)
    l = list_ops.tensor_list_set_item(l, 2, y)
    z = tf.zeros_like(l)
    z = list_ops.tensor_list_set_item(z, 1, y)
    z = list_ops.tensor_list_set_item(z, 3, x)
    return concat(z)


@tf.function(input_signature=SPEC)
def gradient_add(x, y):
    # While loops' gradients: zeros of a list plus a fresh list of one item.
    l = reserve(3)
    for i in range(3):
        l = list_ops.tensor_list_set_item(l, i, y * (i + 1))
    fresh = list_ops.tensor_list_set_item(reserve(3), 1, y)
    total = tf.raw_ops.AddN(inputs=[tf.zeros_like(l), fresh])
    return list_ops.tensor_list_stack(total, tf.float32, element_shape=[None, 2])


@tf.function(input_signature=SPEC)
def gradient_add_unwritten(x, y):
    # The same, item 1 of the zeros unwritten: the sum's item 1 is y.
    l = list_ops.tensor_list_set_item(reserve(3), 0, x)
    l = list_ops.tensor_list_set_item(l, 2, x)
    fresh = list_ops.tensor_list_set_item(reserve(3), 1, y)
    total = tf.raw_ops.AddN(inputs=[tf.zeros_like(l), fresh])
    return concat(total)


@tf.function(input_signature=SPEC)
def partial(x, y):
    # A list of 5 items, 1 and 3 written: so are its zeros, which a write
    # of item 4 after does not disturb.
    l = list_ops.tensor_list_set_item(reserve(5), 1, y)
    l = list_ops.tensor_list_set_item(l, 3, x)
    z = list_ops.tensor_list_set_item(tf.zeros_like(l), 4, x + 1)
    return (list_ops.tensor_list_get_item(z, 1, tf.float32),
            list_ops.tensor_list_get_item(z, 3, tf.float32),
            list_ops.tensor_list_get_item(z, 4, tf.float32),
            list_ops.tensor_list_length(z))


@tf.function(input_signature=SPEC)
def loop(x, y):
    # Items of 1, 2 and 3 rows pushed in a loop.
    def body(i, l):
        return i + 1, list_ops.tensor_list_push_back(l, y[: i + 1])

    empty = list_ops.empty_tensor_list([-1, 2], tf.float32)
    _, l = tf.while_loop(lambda i, l: i < 3, body, [0, empty])
    return concat(tf.zeros_like(l))


for f in (batches, gradient_add, gradient_add_unwritten, partial, loop):
    print(f.__name__)
    for r in tf.nest.flatten(f(X, Y)):
        r = r.numpy()
        print("  ", r.shape, r.dtype, r.ravel().tolist())
