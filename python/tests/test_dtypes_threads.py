"""Every element type in and out, and calls from several Python threads
(the runtime's error handler is process-wide: calls are serialized)."""

import threading

import numpy as np
import pytest

import tagrad
from conftest import data_path


def test_each_dtype_round_trips():
    f = tagrad.compile(data_path("dtypes.mlir"))
    assert [s.type for s in f.arguments] == [
        "2xf16", "2x1xf64", "3xi1", "2xi32", "i64", "f32"]
    h = np.array([1.5, -2.25], np.float16)
    d = np.array([[1e300], [-3.0]])
    b = np.array([True, False, True])
    i = np.array([2**31 - 1, -7], np.int32)
    results = f(h, d, b, i, 2**40 + 3, 0.25)
    for got, want in zip(results, (2 * h, d, b, i, np.int64(2**40 + 3),
                                   np.float32(0.25))):
        assert got.dtype == want.dtype and got.shape == np.shape(want)
        np.testing.assert_array_equal(got, want)
    # The arguments' buffers came back as results: the caller's arrays are
    # untouched, and the results are copies of their own.
    results[1][0, 0] = 0
    assert d[0, 0] == 1e300
    with pytest.raises(tagrad.ArgumentError, match="argument 4 of @kinds is "
                       "i64 but the value given is i32"):
        f(h, d, b, i, np.int32(3), 0.25)


def test_calls_from_threads():
    loop = tagrad.compile(data_path("ta_loop.mlir"), "loop")
    x = np.arange(8, dtype=np.float32).reshape(4, 2)
    want = [loop(x, 0.5, at)[1] for at in range(4)]
    failures = []

    def work(seed):
        rng = np.random.default_rng(seed)
        for _ in range(200):
            at = int(rng.integers(-2, 6))
            try:
                got = loop(x, 0.5, at)[1]
                if not 0 <= at < 4 or not np.array_equal(got, want[at]):
                    failures.append(("wrong result", at))
            except tagrad.TensorFlowError as e:
                if 0 <= at < 4 or ("index %d" % at) not in e.message:
                    failures.append(("wrong error", at, e.message))

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
