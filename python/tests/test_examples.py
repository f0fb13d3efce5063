"""examples/train_rnn.py's step (its committed GraphDef) trains, and its
first loss is TensorFlow's."""

import importlib.util

from conftest import repo_path

import tagrad

# TensorFlow 2.21's loss at step 0 (examples/train_rnn.py with TensorFlow).
TF_FIRST_LOSS = 2.356742


def load_example():
    spec = importlib.util.spec_from_file_location(
        "train_rnn", repo_path("examples", "train_rnn.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_train_rnn_graph():
    example = load_example()
    step = tagrad.compile(example.GRAPH, input_arrays=["x", "y"],
                          output_arrays=["loss"],
                          control_output_arrays=["train"],
                          pipeline_options={"threads": 1})
    assert step.variables == ("u", "v", "w")
    assert [s.variable for s in step.results] == [None, "u", "v", "w"]
    variables = example.initial_variables()
    losses = []
    for i in range(5):
        x, y = example.batch(i)
        loss, *updated = step(x, y, **variables)
        # SGD moved every variable.
        for name, value in zip(("u", "v", "w"), updated):
            assert value.shape == variables[name].shape
            assert (value != variables[name]).any()
        variables = dict(zip(("u", "v", "w"), updated))
        losses.append(float(loss))
    assert abs(losses[0] - TF_FIRST_LOSS) <= 1e-5 * TF_FIRST_LOSS
    assert losses[-1] < losses[0] / 2
