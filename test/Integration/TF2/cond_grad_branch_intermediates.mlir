// TensorFlow 2: AutoGraph if/elif/else under GradientTape, alone (down each branch) and in a for-loop over rows: cond_v2 saves the branches' intermediates as optionals sharing output positions, of other ranks and element types in each branch (x**3 [3] against sum(x) [], the inner predicate (bool) and a float64 value against floats); the gradient's If reads each in its branch, the loop's from the lists it saved them on.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/cond_grad_branch_intermediates.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/cond_grad_branch_intermediates.pbtxt \
// RUN:   -tf-input-arrays=x,xs \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3:5,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/cond_grad_branch_intermediates.in0.npy \
// RUN:   --input=@%S/Inputs/cond_grad_branch_intermediates.in1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_grad_branch_intermediates.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_grad_branch_intermediates.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_grad_branch_intermediates.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/cond_grad_branch_intermediates.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/cond_grad_branch_intermediates.in0.npy \
// RUN:   --input=@%S/Inputs/cond_grad_branch_intermediates.in1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_grad_branch_intermediates.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_grad_branch_intermediates.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_grad_branch_intermediates.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
