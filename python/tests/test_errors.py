"""Every error path: each raises, with tagrad-run's or TensorFlow's message,
and leaves the process and the compiled function usable."""

import numpy as np
import pytest

import tagrad
from conftest import data_path, repo_path


@pytest.fixture(scope="module")
def bn_grad():
    return tagrad.compile(repo_path("examples", "batch_norm_grad.mlir"))


@pytest.fixture(scope="module")
def bn_args():
    x = np.ones((8, 14, 14, 32), np.float32)
    stats = np.ones(32, np.float32)
    return [x, x, stats, stats, stats]


@pytest.fixture(scope="module")
def rnn():
    return tagrad.compile(data_path("a1_basic_rnn_batch_major", "graph.pb"),
                          input_arrays="x", input_shapes="3,5,4",
                          output_arrays="loss")


# Arguments: tagrad-run's messages, with "the value given" for "--input X".

def test_bad_dtype(bn_grad, bn_args):
    args = list(bn_args)
    args[2] = args[2].astype(np.float64)
    with pytest.raises(tagrad.ArgumentError, match=r"^argument 2 of @bn_grad "
                       r"is 32xf32 but the value given is 32xf64$"):
        bn_grad(*args)


def test_dtype_tagrad_cannot_pass(bn_grad, bn_args):
    args = list(bn_args)
    args[0] = args[0].astype(np.uint8)
    with pytest.raises(tagrad.ArgumentError, match=r"^argument 0 of @bn_grad "
                       r"is 8x14x14x32xf32 but the value given is "
                       r"8x14x14x32xui8$"):
        bn_grad(*args)
    # A dtype TaGrad has no code for: numpy's name.
    args[0] = args[0].astype(np.complex64)
    with pytest.raises(tagrad.ArgumentError, match=r"^argument 0 of @bn_grad "
                       r"is 8x14x14x32xf32 but the value given is "
                       r"8x14x14x32xcomplex64$"):
        bn_grad(*args)


def test_bad_shape(bn_grad, bn_args):
    args = list(bn_args)
    args[1] = args[1][:, :7]
    with pytest.raises(tagrad.ArgumentError, match=r"^argument 1 of @bn_grad "
                       r"is 8x14x14x32xf32 but the value given is "
                       r"8x7x14x32xf32$"):
        bn_grad(*args)
    args[1] = np.float32(1)
    with pytest.raises(tagrad.ArgumentError, match=r"is f32$"):
        bn_grad(*args)


def test_argument_errors_are_type_and_value_errors(bn_grad, bn_args):
    with pytest.raises(TypeError):
        bn_grad(*bn_args[:4])
    with pytest.raises(ValueError):
        bn_grad(*bn_args[:4])


def test_wrong_argument_count(bn_grad, bn_args):
    with pytest.raises(tagrad.ArgumentError, match=r"^@bn_grad takes 5 "
                       r"arguments but 3 are given \(missing: 3, 4\)$"):
        bn_grad(*bn_args[:3])
    with pytest.raises(tagrad.ArgumentError, match=r"^@bn_grad takes 5 "
                       r"arguments but 6 are given$"):
        bn_grad(*bn_args, bn_args[0])


def test_variable_keywords(rnn):
    x = np.ones((3, 5, 4), np.float32)
    bias = np.zeros(6, np.float32)
    kernel = np.zeros((10, 6), np.float32)
    with pytest.raises(tagrad.ArgumentError, match="has no resource variable "
                       "'rnn/bias' \\(it has: rnn/basic_rnn_cell/bias, "
                       "rnn/basic_rnn_cell/kernel\\)"):
        rnn(x, bias, kernel, **{"rnn/bias": bias})
    with pytest.raises(tagrad.ArgumentError, match="'rnn/basic_rnn_cell/bias' "
                       "of @main is given twice"):
        rnn(x, bias, kernel, **{"rnn/basic_rnn_cell/bias": bias})
    with pytest.raises(tagrad.ArgumentError,
                       match=r"\(missing: rnn/basic_rnn_cell/kernel\)"):
        rnn(x, **{"rnn/basic_rnn_cell/bias": bias})
    assert rnn(x, bias, kernel) == 0  # zero weights: a zero state and loss


# Modules that do not compile: CompileError with the diagnostics.

def test_module_that_does_not_parse():
    with pytest.raises(tagrad.CompileError) as caught:
        tagrad.compile("func.func @f(%a: f32) -> f32 {\n"
                       "  %0 = arith.addf %a, %b : f32\n"
                       "  return %0 : f32\n}")
    assert caught.value.diagnostics.startswith(
        "<string>:2:23: error: use of undeclared SSA value name")


def test_op_tagrad_does_not_take():
    with pytest.raises(tagrad.CompileError, match=r"<string>:2:8: error: "
                       r"'tf.Foo' is not supported by -tagrad-legalize-tf"):
        tagrad.compile('func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {'
                       '\n  %0 = "tf.Foo"(%a) : (tensor<2xf32>) -> '
                       'tensor<2xf32>\n  return %0 : tensor<2xf32>\n}')


def test_verifier_error():
    # Channels of scale (4) and x (32) differ: the op's verifier says so.
    source = open(repo_path("examples", "batch_norm_grad.mlir")).read()
    source = source.replace("%scale: tensor<32xf32>", "%scale: tensor<4xf32>")
    source = source.replace("tensor<32xf32>, tensor<32xf32>, tensor<32xf32>\n",
                            "tensor<4xf32>, tensor<32xf32>, tensor<32xf32>\n")
    with pytest.raises(tagrad.CompileError, match=r"error: .*scale"):
        tagrad.compile(source)


def test_unknown_function():
    with pytest.raises(tagrad.CompileError, match="no function 'nope' with a "
                       "body in '.*batch_norm_grad.mlir'"):
        tagrad.compile(repo_path("examples", "batch_norm_grad.mlir"), "nope")


def test_bad_pipeline_options():
    with pytest.raises(tagrad.CompileError, match=r"bad --pipeline-options "
                       r"'threads=banana': failed to add "
                       r"`tagrad-cpu-pipeline` with options `threads=banana`"):
        tagrad.compile(repo_path("examples", "batch_norm_grad.mlir"),
                       pipeline_options={"threads": "banana"})


def test_type_tagrad_cannot_pass():
    with pytest.raises(tagrad.CompileError, match=r"argument 0 of @main has "
                       r"type tensor<2xui8>, which tagrad-run cannot pass"):
        tagrad.compile("func.func @main(%a: tensor<2xui8>) -> tensor<2xui8> "
                       "{\n  return %a : tensor<2xui8>\n}")


def test_graphdef_errors():
    with pytest.raises(tagrad.CompileError, match="input array 'nothere' is "
                       "not a node of the graph"):
        tagrad.compile(data_path("p_gather_grad", "graph.pbtxt"),
                       input_arrays="params,nothere", output_arrays="loss")
    with pytest.raises(tagrad.CompileError, match="cannot read '<bytes>' as "
                       "a GraphDef"):
        tagrad.compile(b"\x00\x01 not a graph \xff", format="graphdef")


def test_bad_compile_arguments():
    with pytest.raises(FileNotFoundError):
        tagrad.compile("no/such/model.mlir")
    with pytest.raises(TypeError, match="unknown options input_array"):
        tagrad.compile(b"", input_array="x")
    with pytest.raises(TypeError, match="takes a path, bytes"):
        tagrad.compile(42)
    with pytest.raises(ValueError, match="format is 'mlir' or 'graphdef'"):
        tagrad.compile(b"", format="onnx")


# TensorFlow's rules at run time (more in test_tensor_array.py).

def test_run_time_failure_leaves_the_function_usable(bn_grad, bn_args):
    loop = tagrad.compile(data_path("ta_loop.mlir"), "loop")
    x = np.ones((4, 2), np.float32)
    for _ in range(20):
        with pytest.raises(tagrad.TensorFlowError,
                           match="Tried to read from index 9 but array size "
                                 "is: 4"):
            loop(x, 1.0, 9)
    np.testing.assert_allclose(loop(x, 1.0, 3)[1], [4, 4])
    # The process's own default stays: another function still runs.
    assert bn_grad(*bn_args)[2][0] == 8 * 14 * 14


# A compile that succeeds with warnings shows them as CompileWarning (here:
# a random op without a seed), and the function runs.
def test_compile_warnings(tmp_path):
    source = tmp_path / "unseeded.mlir"
    source.write_text(
        'func.func @main(%shape: tensor<1xi32>) -> tensor<*xf32> {\n'
        '  %u = "tf.RandomUniform"(%shape) {dtype = f32, seed = 0 : i64, '
        'seed2 = 0 : i64} : (tensor<1xi32>) -> tensor<*xf32>\n'
        '  return %u : tensor<*xf32>\n'
        '}\n')
    with pytest.warns(tagrad.CompileWarning,
                      match="has neither seed nor seed2"):
        f = tagrad.compile(str(source))
    assert "warning:" in f.warnings
    u = f(np.array([5], np.int32))
    assert u.shape == (5,) and np.all((u >= 0) & (u < 1))


def test_no_compile_warnings(bn_grad):
    assert bn_grad.warnings == ""
