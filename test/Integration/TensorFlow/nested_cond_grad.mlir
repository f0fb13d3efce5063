// tf.case (nested TF1 conds) on a fed index, then a tf.cond on the data
// whose else branch holds another tf.cond, under tf.gradients: the inner
// conditionals' gradients switch on predicates that the forward computed
// inside the outer branch (the functionalizer clones them into the
// gradient's branch). Results: loss, dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 2.8e-07 in tagrad-run's measure; TaGrad's may be as far
// on the other side. 1e-5 is 18 times that; a gradient taken through the
// wrong branch is off by far more.
//
// RUN: tagrad-run %S/Inputs/nested_cond_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/nested_cond_grad.in0.npy \
// RUN:   --input=@%S/Inputs/nested_cond_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_cond_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_cond_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-5
