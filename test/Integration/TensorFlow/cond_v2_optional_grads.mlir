// Control flow v2 conditionals under tf.gradients whose branches save
// intermediates of different ranks and element types at the same output
// position (cond_v2_optional_grads in gen_tf_goldens.py): cond_v2 returns
// them as optionals (OptionalFromValue in one branch, OptionalNone in the
// other) that the gradient's If reads with OptionalGetValue in the
// matching branch. Each conditional runs down each branch: x^3 [3] against
// sum(x) [] saved; argsort's int32 indices [3] against float scalars; and
// if/elif/else in a while_v2 loop over rows taking every branch, its outer
// branches saving a float64 value against the inner predicate (a bool),
// onto the loop's accumulator lists. Results: the four conditionals'
// losses, the loop's, d/dx, d/dxs.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: TensorFlow's float32 results differ from float64's
// by at most 2.7e-07 (relative to max(1, |x|)); 2e-6 leaves room for
// other summation orders, and a value read from another branch's
// intermediate (or with its padding or bits left in) fails by far more.
//
// RUN: tagrad-run %S/Inputs/cond_v2_optional_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/cond_v2_optional_grads.in0.npy \
// RUN:   --input=@%S/Inputs/cond_v2_optional_grads.in1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v2_optional_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v2_optional_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v2_optional_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v2_optional_grads.out3.npy \
// RUN:   --expected_f32_threshold=2e-6
