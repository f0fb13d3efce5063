// The GraphDef of ../TensorFlow/cholesky_solve_grads.mlir (gen_tf_goldens.py writes it as
// Inputs/cholesky_solve_grads.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/cholesky_solve_grads.mlir, where
// the case is described. The batch is unknown here (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/cholesky_solve_grads.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,3 -tf-output-arrays=solution,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/cholesky_solve_grads.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cholesky_solve_grads.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cholesky_solve_grads.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cholesky_solve_grads.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cholesky_solve_grads.out2.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-3: matches
// CHECK-NOT: MISMATCH
