"""The team's acceptance cases (shared/tf-graphs, beside the repository, or
$TAGRAD_TF_GRAPHS) through the Python package, both doors: the GraphDef with
its translate flags and TensorFlow's own MLIR bytecode, against TensorFlow's
saved results at check.py's 1e-4. Skipped where the folder is absent (CI)."""

import json
import os

import numpy as np
import pytest

import tagrad
from conftest import REPO, assert_matches

ROOT = os.environ.get("TAGRAD_TF_GRAPHS",
                      os.path.join(REPO, os.pardir, "shared", "tf-graphs"))
CASES = sorted(c for c in os.listdir(ROOT)
               if os.path.isfile(os.path.join(ROOT, c, "case.json"))) \
    if os.path.isdir(ROOT) else []
# What the front end does not take yet (the same errors as tagrad-run's).
NOT_YET = {}

pytestmark = pytest.mark.skipif(
    not CASES, reason="no shared/tf-graphs beside the repository (set "
    "TAGRAD_TF_GRAPHS to run these)")


def load(case):
    folder = os.path.join(ROOT, case)
    with open(os.path.join(folder, "case.json")) as f:
        spec = json.load(f)
    flags = {}
    for flag in spec["translate_flags"]:
        name, _, value = flag.lstrip("-").partition("=")
        flags[name[len("tf-"):].replace("-", "_")] = value
    args = [np.load(os.path.join(folder, p)) for p in spec["tagrad_args"]]
    # TF1 reference variables (VariableV2) are arguments too, by name.
    ref_variables = {
        v: np.load(os.path.join(folder, "inputs", "refvar__" +
                                v.replace("/", "__") + ".npy"))
        for v in spec.get("ref_variables", [])}
    expected = [np.load(os.path.join(folder, p))
                for p in spec["tagrad_results"]]
    return folder, flags, args, ref_variables, expected


@pytest.mark.parametrize("door", ["graphdef", "tf_mlir"])
@pytest.mark.parametrize("case", [
    pytest.param(c, marks=pytest.mark.xfail(reason=NOT_YET[c], strict=False,
                                            raises=tagrad.CompileError))
    if c in NOT_YET else c for c in CASES])
def test_case(case, door):
    folder, flags, args, ref_variables, expected = load(case)
    if door == "graphdef":
        f = tagrad.compile(os.path.join(folder, "graph.pbtxt"), **flags)
    else:
        f = tagrad.compile(os.path.join(folder, "tf_mlir_io_raw.mlirbc"))
    results = f(*args, **ref_variables)
    results = results if isinstance(results, tuple) else (results,)
    assert len(results) == len(expected)
    for got, want in zip(results, expected):
        assert_matches(got, want)
