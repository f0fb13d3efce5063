// Shape and indexing ops, no loop (shape_zoo in gen_tf_goldens.py):
// Reshape (with -1), ExpandDims (0, -1), Squeeze (given axes, negative,
// and all), Transpose (3-D perm [2,0,1]), ConcatV2 (axis 1 with three
// inputs, axis -1), Concat (v1), Pack (axis 0, 1), Unpack (axis 0, 1),
// Slice (size -1), StridedSlice (begin/end masks, shrink axis x[:, 1],
// negative indices, strides 2 and 3, ellipsis x[..., 0], new axis x[None]
// and x3[:, None, -1, ::3]), Tile, Fill (fed and constant values),
// ZerosLike, OnesLike, Range (float and int32), Shape, Size, Rank, and
// Sum / Mean / Max / Prod with keep_dims true and false, negative axes
// and all axes. Arguments: x3 [2,3,4], x [4,6], y [4,2], s []. Results
// (o_*): 36 tensors; the int32 ones (Range, Shape, Size * Rank) are cast
// to float32 in the graph and must match exactly.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 1.1e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 89 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/shape_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/shape_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/shape_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/shape_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/shape_zoo.in3.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out12.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out13.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out14.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out15.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out16.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out17.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out18.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out19.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out20.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out21.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out22.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out23.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out24.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out25.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out26.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out27.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out28.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out29.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out30.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out31.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out32.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out33.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out34.npy \
// RUN:   --expected_output=@%S/Inputs/shape_zoo.out35.npy \
// RUN:   --expected_f32_threshold=1e-5
