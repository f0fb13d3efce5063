// Indices that come from run-time data in variable updates are checked as
// TensorFlow's kernels check them: TensorFlow's message, the op's location,
// exit status 1; valid ones update the rows in index order. Variables are
// arguments after the function's own, by shared_name.
//
// ResourceScatterAdd: a repeated index adds twice; one out of range stops.
// RUN: tagrad-run %s --function=scatter_add --input="3xi32=2,0,2" --input="3x2xf32=1" --input="4x2xf32=0" | FileCheck %s --check-prefix=SCATTER
// SCATTER: 4x2xf32={{\[}}[1 1][0 0][2 2][0 0]]
// RUN: not tagrad-run %s --function=scatter_add --input="3xi32=2,7,2" --input="3x2xf32=1" --input="4x2xf32=0" 2>&1 | FileCheck %s --check-prefix=SCATTER-BAD
// RUN: not tagrad-run %s --function=scatter_add --input="3xi32=-1,0,0" --input="3x2xf32=1" --input="4x2xf32=0" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=SCATTER-NEG
// SCATTER-BAD: tagrad runtime error: indices[1] = 7 is not in [0, 4) (at scatter_node)
// SCATTER-NEG: tagrad runtime error: indices[0] = -1 is not in [0, 4) (at scatter_node)
// Updates whose row count is fed must match the indices.
// RUN: not tagrad-run %s --function=scatter_add --input="3xi32=0,1,2" --input="2x2xf32=1" --input="4x2xf32=0" 2>&1 | FileCheck %s --check-prefix=SCATTER-ROWS
// SCATTER-ROWS: tagrad runtime error: Must have updates.shape = indices.shape + params.shape[1:] or updates.shape = [] (at scatter_node)
// Update: the last write of a repeated index stays; Max and Sub combine.
// RUN: tagrad-run %s --function=scatter_kinds --input="3xi32=1,1,0" --input="3x2xf32=5,6,7,8,1,2" --input="2x2xf32=4" --input="2x2xf32=0" | FileCheck %s --check-prefix=KINDS
// KINDS: 2x2xf32={{\[}}[1 2][7 8]]
// KINDS-NEXT: 2x2xf32={{\[}}[4 4][7 8]]
// KINDS-NEXT: 2x2xf32={{\[}}[3 2][-8 -10]]
//
// ResourceSparseApplyAdagrad: accum[i] += g^2; var[i] -= lr * g / sqrt(accum[i]).
// RUN: tagrad-run %s --function=sparse_adagrad --input="2xi64=1,1" --input="2x2xf32=1" --input="3x2xf32=1" --input="3x2xf32=1" | FileCheck %s --check-prefix=ADAGRAD
// The repeated row sees the first update: accum 1 -> 2 -> 3 and var
// 1 - 1/sqrt(2) - 1/sqrt(3); then the written variables a and v.
// ADAGRAD: 3x2xf32={{\[}}[1 1][-0.284457{{[0-9]*}} -0.284457{{[0-9]*}}][1 1]]
// ADAGRAD-NEXT: 3x2xf32={{\[}}[1 1][3 3][1 1]]
// RUN: not tagrad-run %s --function=sparse_adagrad --input="2xi64=1,3" --input="2x2xf32=1" --input="3x2xf32=1" --input="3x2xf32=1" 2>&1 | FileCheck %s --check-prefix=ADAGRAD-BAD
// ADAGRAD-BAD: tagrad runtime error: Index 3 at offset 1 in indices is out of range (at adagrad_node)
// RUN: not tagrad-run %s --function=sparse_adagrad --input="2xi64=1,1" --input="3x2xf32=1" --input="3x2xf32=1" --input="3x2xf32=1" 2>&1 | FileCheck %s --check-prefix=ADAGRAD-ROWS
// ADAGRAD-ROWS: tagrad runtime error: grad must be the same size as indices in the first dimension. (at adagrad_node)
//
// Unique: values in order of first occurrence, positions.
// RUN: tagrad-run %s --function=unique --input="6xi32=5,3,5,7,3,5" | FileCheck %s --check-prefix=UNIQUE
// UNIQUE: 3xi32=[5 3 7]
// UNIQUE-NEXT: 6xi64=[0 1 0 2 1 0]

func.func @scatter_add(%ids: tensor<?xi32>, %rows: tensor<?x2xf32>) -> tensor<*xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<4x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<4x2xf32>>>
  "tf.ResourceScatterAdd"(%v, %ids, %rows) : (tensor<!tf_type.resource<tensor<4x2xf32>>>, tensor<?xi32>, tensor<?x2xf32>) -> () loc("scatter_node")
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<4x2xf32>>>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

func.func @sparse_adagrad(%ids: tensor<?xi64>, %g: tensor<?x2xf32>) -> tensor<*xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %lr = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceSparseApplyAdagrad"(%v, %a, %lr, %g, %ids) {update_slots = true} : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<?x2xf32>, tensor<?xi64>) -> () loc("adagrad_node")
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<3x2xf32>>>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

func.func @unique(%x: tensor<?xi32>) -> (tensor<*xi32>, tensor<*xi64>) {
  %y, %idx = "tf.Unique"(%x) {out_idx = i64} : (tensor<?xi32>) -> (tensor<*xi32>, tensor<*xi64>)
  return %y, %idx : tensor<*xi32>, tensor<*xi64>
}

func.func @scatter_kinds(%ids: tensor<?xi32>, %rows: tensor<?x2xf32>, %start: tensor<2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %u = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2x2>, shared_name = "u"} : () -> tensor<!tf_type.resource<tensor<2x2xf32>>>
  "tf.AssignVariableOp"(%u, %start) : (tensor<!tf_type.resource<tensor<2x2xf32>>>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterUpdate"(%u, %ids, %rows) : (tensor<!tf_type.resource<tensor<2x2xf32>>>, tensor<?xi32>, tensor<?x2xf32>) -> ()
  %a = "tf.ReadVariableOp"(%u) : (tensor<!tf_type.resource<tensor<2x2xf32>>>) -> tensor<*xf32>
  "tf.AssignVariableOp"(%u, %start) : (tensor<!tf_type.resource<tensor<2x2xf32>>>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterMax"(%u, %ids, %rows) : (tensor<!tf_type.resource<tensor<2x2xf32>>>, tensor<?xi32>, tensor<?x2xf32>) -> ()
  %b = "tf.ReadVariableOp"(%u) : (tensor<!tf_type.resource<tensor<2x2xf32>>>) -> tensor<*xf32>
  "tf.AssignVariableOp"(%u, %start) : (tensor<!tf_type.resource<tensor<2x2xf32>>>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterSub"(%u, %ids, %rows) : (tensor<!tf_type.resource<tensor<2x2xf32>>>, tensor<?xi32>, tensor<?x2xf32>) -> ()
  %c = "tf.ReadVariableOp"(%u) : (tensor<!tf_type.resource<tensor<2x2xf32>>>) -> tensor<*xf32>
  return %a, %b, %c : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
