"""GraphDefs (binary and text, as paths and bytes) and TensorFlow's MLIR
bytecode against TensorFlow's saved results, at check.py's 1e-4."""

import numpy as np
import pytest

import tagrad
from conftest import TFCase, assert_matches, data_path, repo_path

TF_INPUTS = repo_path("test", "Integration", "TensorFlow", "Inputs")


@pytest.fixture(scope="module")
def gather():
    return TFCase("p_gather_grad")


@pytest.fixture(scope="module")
def rnn():
    return TFCase("a1_basic_rnn_batch_major")


def check(function, case, *args, **variables):
    results = function(*(args or case.args), **variables)
    assert len(results) == len(case.expected)
    for got, want in zip(results, case.expected):
        assert_matches(got, want)


def test_gather_text_graphdef_with_flag_strings(gather):
    f = tagrad.compile(data_path("p_gather_grad", "graph.pbtxt"),
                       **gather.flags())
    assert [s.type for s in f.arguments] == ["5x3xf32", "4xi32"]
    check(f, gather)


def test_gather_graphdef_bytes_with_python_options(gather):
    with open(data_path("p_gather_grad", "graph.pbtxt"), "rb") as source:
        text = source.read()
    f = tagrad.compile(text, input_arrays=["params", "ids"],
                       input_data_types=[np.float32, "DT_INT32"],
                       input_shapes=[(5, 3), (4,)],
                       output_arrays=["gathered", "loss", "d_params"])
    check(f, gather)


def test_gather_tensorflow_mlir_bytecode(gather):
    f = tagrad.compile(data_path("p_gather_grad", "tf_mlir_io_raw.mlirbc"))
    check(f, gather)
    with open(data_path("p_gather_grad", "tf_mlir_io_raw.mlirbc"), "rb") as b:
        check(tagrad.compile(b.read()), gather)


def test_rnn_binary_graphdef_with_variables(rnn):
    f = tagrad.compile(data_path(rnn.case["name"], "graph.pb"), **rnn.flags())
    names = [v["shared_name"] for v in rnn.case["variables"]]
    assert f.variables == tuple(names)
    assert [s.variable for s in f.arguments] == [None] + names
    check(f, rnn)  # all positional
    x, bias, kernel = rnn.args
    check(f, rnn, x, **{names[0]: bias, names[1]: kernel})
    check(f, rnn, x, bias, **{names[1]: kernel})


def test_readme_rnn_graph():
    # The README's tagrad-translate | tagrad-run example, from Python.
    f = tagrad.compile(repo_path("examples", "rnn_graph.pbtxt"),
                       input_arrays="x,u,w",
                       input_data_types="DT_FLOAT,DT_FLOAT,DT_FLOAT",
                       input_shapes="5,2,3:3,4:4,4",
                       output_arrays="loss,dw,du,dx")
    inputs = [np.load("%s/rnn_ta_grad.in%d.npy" % (TF_INPUTS, i))
              for i in range(3)]
    for i, got in enumerate(f(*inputs)):
        assert_matches(got, np.load("%s/rnn_ta_grad.out%d.npy" % (TF_INPUTS, i)))


def test_unknown_dimension_in_input_shapes(gather):
    f = tagrad.compile(data_path("p_gather_grad", "graph.pbtxt"),
                       input_arrays=["params", "ids"],
                       input_shapes=[(None, 3), (-1,)],
                       output_arrays=["gathered", "loss", "d_params"])
    assert f.arguments[0].shape == (None, 3)
    check(f, gather)
