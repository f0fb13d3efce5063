"""examples/batch_norm_grad.mlir against numpy's batch-norm gradient."""

import numpy as np
import pytest

import tagrad
from conftest import data_path, repo_path

EPSILON = 1e-3


def batch_norm_grad_reference(dy, x, scale, mean, variance):
    """FusedBatchNormGradV3 in training mode (NHWC), in float64."""
    dy, x = dy.astype(np.float64), x.astype(np.float64)
    axes = (0, 1, 2)
    inv_std = 1.0 / np.sqrt(variance.astype(np.float64) + EPSILON)
    x_hat = (x - mean) * inv_std
    d_offset = dy.sum(axes)
    d_scale = (dy * x_hat).sum(axes)
    dx = scale * inv_std * (dy - dy.mean(axes) - x_hat * (dy * x_hat).mean(axes))
    return dx, d_scale, d_offset


@pytest.fixture(scope="module")
def bn_grad():
    return tagrad.compile(repo_path("examples", "batch_norm_grad.mlir"),
                          "bn_grad")


def test_signature(bn_grad):
    assert bn_grad.name == "bn_grad"
    assert [s.type for s in bn_grad.arguments] == [
        "8x14x14x32xf32", "8x14x14x32xf32", "32xf32", "32xf32", "32xf32"]
    assert bn_grad.arguments[0].shape == (8, 14, 14, 32)
    assert bn_grad.arguments[0].dtype == np.float32
    assert [s.type for s in bn_grad.results] == [
        "8x14x14x32xf32", "32xf32", "32xf32"]
    assert bn_grad.variables == ()


def test_matches_numpy(bn_grad):
    rng = np.random.default_rng(0)
    x = rng.normal(1.5, 2.0, (8, 14, 14, 32)).astype(np.float32)
    dy = rng.normal(0.0, 1.0, x.shape).astype(np.float32)
    scale = rng.uniform(0.5, 1.5, 32).astype(np.float32)
    mean = x.mean((0, 1, 2)).astype(np.float32)
    variance = x.var((0, 1, 2)).astype(np.float32)
    inputs = [a.copy() for a in (dy, x, scale, mean, variance)]
    results = bn_grad(dy, x, scale, mean, variance)
    for got, want in zip(results, batch_norm_grad_reference(
            dy, x, scale, mean, variance)):
        assert got.dtype == np.float32
        np.testing.assert_allclose(got, want, rtol=1e-4,
                                   atol=1e-4 * np.abs(want).max())
    # The caller's arrays are read, never written.
    for before, after in zip(inputs, (dy, x, scale, mean, variance)):
        np.testing.assert_array_equal(before, after)


def test_readme_values(bn_grad):
    # The example's own comment: d_scale = 1568 / sqrt(1.001), d_offset = 1568.
    ones = np.ones(32, np.float32)
    _, d_scale, d_offset = bn_grad(np.ones((8, 14, 14, 32), np.float32),
                                   np.full((8, 14, 14, 32), 2, np.float32),
                                   ones, ones, ones)
    np.testing.assert_allclose(d_scale, 1568 / np.sqrt(1.001), rtol=1e-5)
    np.testing.assert_array_equal(d_offset, 1568)


def test_non_contiguous_arguments(bn_grad):
    rng = np.random.default_rng(1)
    x = rng.normal(size=(8, 14, 14, 64)).astype(np.float32)[..., ::2]
    dy = np.asfortranarray(rng.normal(size=(8, 14, 14, 32)).astype(np.float32))
    stats = [np.ones(32, np.float32)] * 3
    got = bn_grad(dy, x, *stats)
    want = batch_norm_grad_reference(dy, x, *stats)
    np.testing.assert_allclose(got[1], want[1], rtol=1e-4, atol=1e-3)


def test_results_outlive_the_function():
    f = tagrad.compile(repo_path("examples", "batch_norm_grad.mlir"),
                       pipeline_options={"threads": 1})
    ones = np.ones(32, np.float32)
    dx, _, d_offset = f(np.ones((8, 14, 14, 32), np.float32),
                        np.ones((8, 14, 14, 32), np.float32), ones, ones, ones)
    del f
    assert d_offset.sum() == 32 * 1568
    dx[...] = 3  # results are the caller's, writable
    assert dx.sum() == 3 * dx.size


def test_dynamic_batch():
    f = tagrad.compile(data_path("bn_grad_dynamic.mlir"))
    assert f.arguments[0].shape == (None, 4, 4, 3)
    assert f.results[0].type == "?x4x4x3xf32"
    rng = np.random.default_rng(2)
    for batch in (1, 5):
        x = rng.normal(size=(batch, 4, 4, 3)).astype(np.float32)
        dy = rng.normal(size=x.shape).astype(np.float32)
        stats = (np.ones(3, np.float32), x.mean((0, 1, 2)),
                 x.var((0, 1, 2)))
        got = f(dy, x, *stats)
        assert got[0].shape == (batch, 4, 4, 3)
        for g, w in zip(got, batch_norm_grad_reference(dy, x, *stats)):
            np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-4)
