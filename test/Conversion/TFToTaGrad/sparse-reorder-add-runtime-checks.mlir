// SparseReorder, SparseAdd, SparseAddGrad, SparseTensorDenseAdd,
// SparseSlice and SparseSliceGrad on sparse tensors fed as data. SparseReorder: the entries in row-major order (equal indices in
// input order, indices outside the shape and negative ones sorted as
// TensorFlow sorts them). SparseAdd: the merge of two sorted lists, sums
// kept where thresh <= |sum|, copied entries kept whatever their value,
// the lists running out at different times. SparseAddGrad: a sum dropped
// by thresh gives its operands 0. SparseTensorDenseAdd: repeated indices
// add up, every index checked. SparseSlice: windows inside, across and
// past the shape, a negative start; SparseSliceGrad: an output entry not
// found among the input's is TensorFlow's error. TensorFlow's messages at the op where
// the operands' sizes or shapes disagree.
//
// RUN: tagrad-run %s --function=reorder --input="3x2xi64=2,1,0,1,1,0" --input="3xf32=1,2,3" --input="2xi64=3,3" 2>&1 | FileCheck %s --check-prefix=REORDER
// REORDER: 3x2xi64={{\[\[}}0 1]
// REORDER-SAME: [1 0]
// REORDER-SAME: [2 1]]
// REORDER: 3xf32=[2 3 1]
// RUN: tagrad-run %s --function=reorder --input="5x2xi64=1,1,0,1,1,1,0,0,1,1" --input="5xf32=1,2,3,4,5" --input="2xi64=3,3" 2>&1 | FileCheck %s --check-prefix=EQUAL
// EQUAL: 5x2xi64={{\[\[}}0 0]
// EQUAL-SAME: [0 1]
// EQUAL-SAME: [1 1]
// EQUAL-SAME: [1 1]
// EQUAL-SAME: [1 1]]
// EQUAL: 5xf32=[4 2 1 3 5]
// RUN: tagrad-run %s --function=reorder --input="2x2xi64=5,1,-1,1" --input="2xf32=1,2" --input="2xi64=3,3" 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// OUTSIDE: 2x2xi64={{\[\[}}-1 1]
// OUTSIDE-SAME: [5 1]]
// OUTSIDE: 2xf32=[2 1]
// RUN: tagrad-run %s --function=reorder --input="0x2xi64=" --input="0xf32=" --input="2xi64=3,3" 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: 0x2xi64=[]
// NONE: 0xf32=[]
// RUN: tagrad-run %s --function=reorder_any_rank --input="6x3xi64=1,1,0,0,1,1,1,0,2,0,1,0,1,0,1,0,0,0" --input="6xi32=0,1,2,3,4,5" --input="3xi64=2,2,3" 2>&1 | FileCheck %s --check-prefix=ANY-RANK
// ANY-RANK: 6x3xi64={{\[\[}}0 0 0]
// ANY-RANK-SAME: [0 1 0]
// ANY-RANK-SAME: [0 1 1]
// ANY-RANK-SAME: [1 0 1]
// ANY-RANK-SAME: [1 0 2]
// ANY-RANK-SAME: [1 1 0]]
// ANY-RANK: 6xi32=[5 3 1 4 2 0]
// RUN: not tagrad-run %s --function=reorder --input="2x2xi64=1,1,0,1" --input="3xf32=1,2,3" --input="2xi64=3,3" 2>&1 | FileCheck %s --check-prefix=COUNTS
// COUNTS: Number of elements in indices (2) and values (3) do not match (at reorder_node)
// RUN: not tagrad-run %s --function=reorder_any_rank --input="2x2xi64=1,1,0,1" --input="2xi32=1,2" --input="3xi64=3,3,3" 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: Index rank (2) and shape rank (3) do not match (at reorder_any_node)
//
// RUN: tagrad-run %s --function=add --input="3x2xi64=0,1,1,0,2,1" --input="3xf32=1,2,3" --input="2xi64=3,3" --input="3x2xi64=0,0,1,0,2,1" --input="3xf32=5,-2,-2.5" --input="2xi64=3,3" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=ADD
// ADD: 4x2xi64={{\[\[}}0 0]
// ADD-SAME: [0 1]
// ADD-SAME: [1 0]
// ADD-SAME: [2 1]]
// ADD: 4xf32=[5 1 0 0.5]
// ADD: 2xi64=[3 3]
// RUN: tagrad-run %s --function=add --input="3x2xi64=0,1,1,0,2,1" --input="3xf32=1,2,3" --input="2xi64=3,3" --input="3x2xi64=0,0,1,0,2,1" --input="3xf32=5,-2,-2.5" --input="2xi64=3,3" --input="f32=0.5" 2>&1 | FileCheck %s --check-prefix=THRESH
// THRESH: 3x2xi64={{\[\[}}0 0]
// THRESH-SAME: [0 1]
// THRESH-SAME: [2 1]]
// THRESH: 3xf32=[5 1 0.5]
// RUN: tagrad-run %s --function=add --input="3x2xi64=0,1,1,0,2,1" --input="3xf32=0,2,3" --input="2xi64=3,3" --input="1x2xi64=0,0" --input="1xf32=0" --input="2xi64=3,3" --input="f32=0.5" 2>&1 | FileCheck %s --check-prefix=TAIL
// TAIL: 4x2xi64={{\[\[}}0 0]
// TAIL-SAME: [0 1]
// TAIL-SAME: [1 0]
// TAIL-SAME: [2 1]]
// TAIL: 4xf32=[0 0 2 3]
// RUN: tagrad-run %s --function=add --input="0x2xi64=" --input="0xf32=" --input="2xi64=3,3" --input="2x2xi64=0,0,2,2" --input="2xf32=1,2" --input="2xi64=3,3" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=EMPTY-A
// EMPTY-A: 2x2xi64={{\[\[}}0 0]
// EMPTY-A-SAME: [2 2]]
// EMPTY-A: 2xf32=[1 2]
// RUN: tagrad-run %s --function=add_any_rank --input="2x2xi64=0,1,1,1" --input="2xi32=1,3" --input="2xi64=3,3" --input="2x2xi64=0,1,1,1" --input="2xi32=-1,4" --input="2xi64=3,3" --input="i32=1" 2>&1 | FileCheck %s --check-prefix=INT
// INT: 1x2xi64={{\[\[}}1 1]]
// INT: 1xi32=[7]
// RUN: not tagrad-run %s --function=add --input="2x2xi64=1,1,0,1" --input="3xf32=1,2,3" --input="2xi64=3,3" --input="1x2xi64=0,0" --input="1xf32=5" --input="2xi64=3,3" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=ADD-COUNTS
// ADD-COUNTS: Expected 2 and 1 non-empty input values, got 3 and 1 (at add_node)
// RUN: not tagrad-run %s --function=add --input="1x2xi64=0,1" --input="1xf32=1" --input="2xi64=3,3" --input="1x2xi64=0,0" --input="1xf32=5" --input="2xi64=3,4" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=ADD-SHAPES
// ADD-SHAPES: Operands' shapes do not match: got 3 and 4 for dimension 1 (at add_node)
// RUN: not tagrad-run %s --function=add_any_rank --input="1x2xi64=0,1" --input="1xi32=1" --input="3xi64=3,3,3" --input="1x2xi64=0,0" --input="1xi32=5" --input="2xi64=3,3" --input="i32=0" 2>&1 | FileCheck %s --check-prefix=ADD-LENGTH
// ADD-LENGTH: Second dimension of a_indices and length of a_shape must match, got 2 and 3 (at add_any_node)
// RUN: not tagrad-run %s --function=add_any_rank --input="1x3xi64=0,1,0" --input="1xi32=1" --input="3xi64=3,3,3" --input="1x2xi64=0,0" --input="1xi32=5" --input="3xi64=3,3,3" --input="i32=0" 2>&1 | FileCheck %s --check-prefix=ADD-DIMENSION
// ADD-DIMENSION: Input indices must have the same dimension, got 3 and 2 (at add_any_node)
// RUN: not tagrad-run %s --function=add_any_rank --input="1x2xi64=0,1" --input="1xi32=1" --input="2xi64=3,3" --input="1x2xi64=0,0" --input="1xi32=5" --input="3xi64=3,3,3" --input="i32=0" 2>&1 | FileCheck %s --check-prefix=ADD-RANKS
// ADD-RANKS: Operands do not have the same ranks; got shapes of 2 and 3 elements (at add_any_node)
//
// RUN: tagrad-run %s --function=add_grad --input="4xf32=1,2,3,4" --input="3x2xi64=0,1,1,0,2,1" --input="3x2xi64=0,0,1,0,2,1" --input="4x2xi64=0,0,0,1,1,0,2,1" 2>&1 | FileCheck %s --check-prefix=GRAD
// GRAD: 3xf32=[2 3 4]
// GRAD: 3xf32=[1 3 4]
// RUN: tagrad-run %s --function=add_grad --input="3xf32=1,2,3" --input="3x2xi64=0,1,1,0,2,1" --input="3x2xi64=0,0,1,0,2,1" --input="3x2xi64=0,0,0,1,2,1" 2>&1 | FileCheck %s --check-prefix=GRAD-DROPPED
// GRAD-DROPPED: 3xf32=[2 0 3]
// GRAD-DROPPED: 3xf32=[1 0 3]
// RUN: not tagrad-run %s --function=add_grad --input="2xf32=1,2" --input="1x2xi64=0,1" --input="1x2xi64=0,0" --input="3x2xi64=0,0,0,1,1,1" 2>&1 | FileCheck %s --check-prefix=GRAD-COUNT
// GRAD-COUNT: # elements of backprop_val_grad and # rows of sum_indices should match (#nnz of sum): got 2 and 3 (at add_grad_node)
// RUN: not tagrad-run %s --function=add_grad --input="2xf32=1,2" --input="1x2xi64=0,1" --input="1x2xi64=0,0" --input="2x3xi64=0,0,0,0,1,1" 2>&1 | FileCheck %s --check-prefix=GRAD-NDIMS
// GRAD-NDIMS: The densified operands should have the same ndims; for A, B, sum got: 223 (at add_grad_node)
//
// RUN: tagrad-run %s --function=dense_add --input="3x2xi64=0,1,1,2,0,1" --input="3xf32=1,2,3" --input="2xi64=2,3" --input="2x3xf32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE
// DENSE: 2x3xf32={{\[\[}}0 5 2]
// DENSE-SAME: [3 4 7]]
// RUN: tagrad-run %s --function=dense_add_i32 --input="2x2xi32=0,1,1,2" --input="2xi32=1,2" --input="2xi32=2,3" --input="2x3xi32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE-I32
// DENSE-I32: 2x3xi32={{\[\[}}0 2 2]
// DENSE-I32-SAME: [3 4 7]]
// RUN: not tagrad-run %s --function=dense_add --input="2x2xi64=0,1,1,2" --input="3xf32=1,2,3" --input="2xi64=2,3" --input="2x3xf32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE-COUNT
// DENSE-COUNT: Dimensions 2 and 3 are not compatible (at dense_add_node)
// RUN: not tagrad-run %s --function=dense_add_i32 --input="2x3xi32=0,1,0,1,2,0" --input="2xi32=1,2" --input="2xi32=2,3" --input="2x3xi32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE-COLUMNS
// DENSE-COLUMNS: Dimensions 3 and 2 are not compatible (at dense_add_i32_node)
// RUN: not tagrad-run %s --function=dense_add_i32 --input="2x3xi32=0,1,0,1,2,0" --input="2xi32=1,2" --input="3xi32=2,3,1" --input="2x3xi32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE-RANKS
// DENSE-RANKS: Two operands have different ranks; received: 3 and 2 (at dense_add_i32_node)
// RUN: not tagrad-run %s --function=dense_add --input="2x2xi64=0,1,1,2" --input="2xf32=1,2" --input="2xi64=2,4" --input="2x3xf32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE-SHAPE
// DENSE-SHAPE: Dimension 1 does not equal (no broadcasting is supported): sparse side 4 vs dense side 3 (at dense_add_node)
// RUN: not tagrad-run %s --function=dense_add --input="2x2xi64=0,1,1,3" --input="2xf32=1,2" --input="2xi64=2,3" --input="2x3xf32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE-INDEX
// DENSE-INDEX: Sparse tensor has an invalid index on dimension 1: a_indices(1,1) = 3, dense tensor shape: 2 3 (at dense_add_node)
// RUN: not tagrad-run %s --function=dense_add --input="2x2xi64=0,1,-1,2" --input="2xf32=1,2" --input="2xi64=2,3" --input="2x3xf32=0,1,2,3,4,5" 2>&1 | FileCheck %s --check-prefix=DENSE-NEGATIVE
// DENSE-NEGATIVE: Sparse tensor has an invalid index on dimension 0: a_indices(1,0) = -1, dense tensor shape: 2 3 (at dense_add_node)
//
// RUN: tagrad-run %s --function=slice --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="6xf32=1,2,3,4,5,6" --input="2xi64=4,5" --input="2xi64=1,1" --input="2xi64=2,3" 2>&1 | FileCheck %s --check-prefix=SLICE
// SLICE: 2x2xi64={{\[\[}}0 0]
// SLICE-SAME: [1 1]]
// SLICE: 2xf32=[3 4]
// SLICE: 2xi64=[2 3]
// RUN: tagrad-run %s --function=slice --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="6xf32=1,2,3,4,5,6" --input="2xi64=4,5" --input="2xi64=2,3" --input="2xi64=5,5" 2>&1 | FileCheck %s --check-prefix=SLICE-PAST
// SLICE-PAST: 1x2xi64={{\[\[}}1 1]]
// SLICE-PAST: 1xf32=[6]
// SLICE-PAST: 2xi64=[2 2]
// RUN: tagrad-run %s --function=slice --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="6xf32=1,2,3,4,5,6" --input="2xi64=4,5" --input="2xi64=5,0" --input="2xi64=2,2" 2>&1 | FileCheck %s --check-prefix=SLICE-OUTSIDE
// SLICE-OUTSIDE: 0x2xi64=[]
// SLICE-OUTSIDE: 0xf32=[]
// SLICE-OUTSIDE: 2xi64=[0 2]
// RUN: tagrad-run %s --function=slice --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="6xf32=1,2,3,4,5,6" --input="2xi64=4,5" --input="2xi64=-1,0" --input="2xi64=3,2" 2>&1 | FileCheck %s --check-prefix=SLICE-NEGATIVE
// SLICE-NEGATIVE: 2x2xi64={{\[\[}}1 0]
// SLICE-NEGATIVE-SAME: [2 1]]
// SLICE-NEGATIVE: 2xf32=[1 3]
// SLICE-NEGATIVE: 2xi64=[3 2]
// RUN: not tagrad-run %s --function=slice --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="6xf32=1,2,3,4,5,6" --input="2xi64=4,5" --input="2xi64=0,0" --input="2xi64=-1,2" 2>&1 | FileCheck %s --check-prefix=SLICE-SIZE
// SLICE-SIZE: Expected a non-negative size, got -1 (at slice_node)
// RUN: not tagrad-run %s --function=slice_any_rank --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="6xf32=1,2,3,4,5,6" --input="2xi64=4,5" --input="1xi64=0" --input="2xi64=2,2" 2>&1 | FileCheck %s --check-prefix=SLICE-START-LENGTH
// SLICE-START-LENGTH: Expected start to be a vector of length 2 but got length 1 (at slice_any_node)
// RUN: not tagrad-run %s --function=slice_any_rank --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="6xf32=1,2,3,4,5,6" --input="2xi64=4,5" --input="2xi64=0,0" --input="1xi64=2" 2>&1 | FileCheck %s --check-prefix=SLICE-SIZE-LENGTH
// SLICE-SIZE-LENGTH: Expected size to be a vector of length 2 but got length 1 (at slice_any_node)
// RUN: not tagrad-run %s --function=slice_any_rank --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="2xf32=1,2" --input="2xi64=4,5" --input="2xi64=0,0" --input="2xi64=2,2" 2>&1 | FileCheck %s --check-prefix=SLICE-COUNTS
// SLICE-COUNTS: Number of elements in indices (6) and values (2) do not match (at slice_any_node)
// RUN: not tagrad-run %s --function=slice_any_rank --input="1x3xi64=0,0,0" --input="1xf32=1" --input="2xi64=4,5" --input="2xi64=0,0" --input="2xi64=2,2" 2>&1 | FileCheck %s --check-prefix=SLICE-RANK
// SLICE-RANK: Index rank (3) and shape rank (2) do not match (at slice_any_node)
//
// RUN: tagrad-run %s --function=slice_grad --input="2xf32=3,4" --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="2xi64=1,1" --input="2x2xi64=0,0,1,1" 2>&1 | FileCheck %s --check-prefix=SLICE-GRAD
// SLICE-GRAD: 6xf32=[0 0 3 4 0 0]
// RUN: not tagrad-run %s --function=slice_grad --input="2xf32=3,4" --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="2xi64=1,1" --input="2x2xi64=0,0,5,5" 2>&1 | FileCheck %s --check-prefix=SLICE-GRAD-UNUSED
// SLICE-GRAD-UNUSED: Elements of backprop_val_grad aren't all propagated. Num elements:2, used: 1 (at slice_grad_node)
// RUN: not tagrad-run %s --function=slice_grad --input="2xf32=3,4" --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="2xi64=1,1" --input="1x2xi64=0,0" 2>&1 | FileCheck %s --check-prefix=SLICE-GRAD-COUNT
// SLICE-GRAD-COUNT: # elements of backprop_val_grad and # rows of output_indices should match (#nnz of sum): got 2 and 1 (at slice_grad_node)
// RUN: not tagrad-run %s --function=slice_grad --input="3xf32=3,4,5" --input="2x2xi64=0,0,1,1" --input="2xi64=1,1" --input="3x2xi64=0,0,1,1,2,2" 2>&1 | FileCheck %s --check-prefix=SLICE-GRAD-ROWS
// SLICE-GRAD-ROWS: # rows of output_indices should be not greater than of input_indices, got 3 and 2 (at slice_grad_node)
// RUN: not tagrad-run %s --function=slice_grad --input="2xf32=3,4" --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="1xi64=1" --input="2x2xi64=0,0,1,1" 2>&1 | FileCheck %s --check-prefix=SLICE-GRAD-START
// SLICE-GRAD-START: Expected input_start to be a vector of length 2 but got length 1 (at slice_grad_node)
// RUN: not tagrad-run %s --function=slice_grad --input="2xf32=3,4" --input="6x2xi64=0,0,0,3,1,1,2,2,3,1,3,4" --input="2xi64=1,1" --input="2x3xi64=0,0,0,1,1,0" 2>&1 | FileCheck %s --check-prefix=SLICE-GRAD-NDIMS
// SLICE-GRAD-NDIMS: The input and output should have the same ndims: got: 2 and 3 (at slice_grad_node)

func.func @reorder(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>) {
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>) loc("reorder_node")
  return %y#0, %y#1 : tensor<*xi64>, tensor<*xf32>
}

func.func @reorder_any_rank(%i: tensor<?x?xi64>, %v: tensor<?xi32>, %s: tensor<?xi64>) -> (tensor<*xi64>, tensor<*xi32>) {
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<?x?xi64>, tensor<?xi32>, tensor<?xi64>) -> (tensor<*xi64>, tensor<*xi32>) loc("reorder_any_node")
  return %y#0, %y#1 : tensor<*xi64>, tensor<*xi32>
}

func.func @add(%ai: tensor<?x2xi64>, %av: tensor<?xf32>, %as: tensor<2xi64>, %bi: tensor<?x2xi64>, %bv: tensor<?xf32>, %bs: tensor<2xi64>, %t: tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) {
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) loc("add_node")
  return %y#0, %y#1, %y#2 : tensor<*xi64>, tensor<*xf32>, tensor<*xi64>
}

func.func @add_any_rank(%ai: tensor<?x?xi64>, %av: tensor<?xi32>, %as: tensor<?xi64>, %bi: tensor<?x2xi64>, %bv: tensor<?xi32>, %bs: tensor<?xi64>, %t: tensor<i32>) -> (tensor<*xi64>, tensor<*xi32>, tensor<*xi64>) {
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<?x?xi64>, tensor<?xi32>, tensor<?xi64>, tensor<?x2xi64>, tensor<?xi32>, tensor<?xi64>, tensor<i32>) -> (tensor<*xi64>, tensor<*xi32>, tensor<*xi64>) loc("add_any_node")
  return %y#0, %y#1, %y#2 : tensor<*xi64>, tensor<*xi32>, tensor<*xi64>
}

func.func @add_grad(%g: tensor<?xf32>, %ai: tensor<?x2xi64>, %bi: tensor<?x2xi64>, %si: tensor<?x?xi64>) -> (tensor<*xf32>, tensor<*xf32>) {
  %y:2 = "tf.SparseAddGrad"(%g, %ai, %bi, %si) : (tensor<?xf32>, tensor<?x2xi64>, tensor<?x2xi64>, tensor<?x?xi64>) -> (tensor<*xf32>, tensor<*xf32>) loc("add_grad_node")
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

func.func @dense_add(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<?xi64>, %d: tensor<?x3xf32>) -> tensor<*xf32> {
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<?x2xi64>, tensor<?xf32>, tensor<?xi64>, tensor<?x3xf32>) -> tensor<*xf32> loc("dense_add_node")
  return %y : tensor<*xf32>
}

func.func @dense_add_i32(%i: tensor<?x?xi32>, %v: tensor<?xi32>, %s: tensor<?xi32>, %d: tensor<2x3xi32>) -> tensor<*xi32> {
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<?x?xi32>, tensor<?xi32>, tensor<?xi32>, tensor<2x3xi32>) -> tensor<*xi32> loc("dense_add_i32_node")
  return %y : tensor<*xi32>
}

func.func @slice(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>, %st: tensor<2xi64>, %sz: tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) {
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) loc("slice_node")
  return %y#0, %y#1, %y#2 : tensor<*xi64>, tensor<*xf32>, tensor<*xi64>
}

func.func @slice_any_rank(%i: tensor<?x?xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>, %st: tensor<?xi64>, %sz: tensor<?xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) {
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<?x?xi64>, tensor<?xf32>, tensor<2xi64>, tensor<?xi64>, tensor<?xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) loc("slice_any_node")
  return %y#0, %y#1, %y#2 : tensor<*xi64>, tensor<*xf32>, tensor<*xi64>
}

func.func @slice_grad(%g: tensor<?xf32>, %i: tensor<?x?xi64>, %st: tensor<?xi64>, %o: tensor<?x?xi64>) -> tensor<*xf32> {
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<?xf32>, tensor<?x?xi64>, tensor<?xi64>, tensor<?x?xi64>) -> tensor<*xf32> loc("slice_grad_node")
  return %y : tensor<*xf32>
}
