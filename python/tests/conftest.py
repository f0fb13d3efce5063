"""Makes `tagrad` importable from the source tree (python/) when it is not
installed, and gives the tests the paths of their data."""

import json
import os
import sys

import numpy as np
import pytest

TESTS = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(TESTS, os.pardir, os.pardir))
DATA = os.path.join(TESTS, "data")

sys.path.insert(0, os.path.join(REPO, "python"))


def repo_path(*parts):
    return os.path.join(REPO, *parts)


def data_path(*parts):
    return os.path.join(DATA, *parts)


class TFCase:
    """A case of shared/tf-graphs copied into data/: its translate flags,
    arguments and TensorFlow's results, in TaGrad's order."""

    def __init__(self, name):
        self.dir = data_path(name)
        with open(os.path.join(self.dir, "case.json")) as f:
            self.case = json.load(f)
        self.args = [np.load(os.path.join(self.dir, p))
                     for p in self.case["tagrad_args"]]
        self.expected = [np.load(os.path.join(self.dir, p))
                         for p in self.case["tagrad_results"]]

    def flags(self):
        """The -tf-* flags as tagrad.compile's keywords."""
        keywords = {}
        for flag in self.case["translate_flags"]:
            name, _, value = flag.lstrip("-").partition("=")
            keywords[name[len("tf-"):].replace("-", "_")] = value
        return keywords


def assert_matches(actual, expected, tolerance=1e-4):
    """check.py's measure: |got - want| / max(1, max|want|) <= tolerance,
    shapes equal, integers exactly."""
    actual = np.asarray(actual)
    assert actual.shape == expected.shape
    if np.issubdtype(expected.dtype, np.floating):
        scale = max(1.0, float(np.max(np.abs(expected), initial=0.0)))
        error = float(np.max(np.abs(actual.astype(np.float64) - expected),
                             initial=0.0))
        assert error / scale <= tolerance, (error, scale)
    else:
        np.testing.assert_array_equal(actual, expected)


@pytest.fixture(scope="session")
def tagrad():
    import tagrad
    return tagrad
