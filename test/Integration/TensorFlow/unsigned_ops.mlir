// Unsigned integers (issue 44): uint8, uint16, uint32 and uint64 values
// of 2^(bits-1) and more, where signed semantics would differ (unsigned_ops
// in gen_tf_goldens.py), cast from the fed int64 values: Less, LessEqual,
// Greater, GreaterEqual, Maximum, Minimum, Div, FloorDiv, TruncateDiv and
// FloorMod; Max, Min, Mean, Sum and Prod reductions, ArgMax and ArgMin;
// Cast to float32 (uitofp), to int64 (zero-extended) and from float32 and
// float64 in range and in (-1, 0) (truncated toward zero); from float64
// out of range (-1.485, 382.485) for uint32 and uint64, which take the bits
// of the signed conversions as TensorFlow's x86 kernel does (for uint8 and
// uint16 TensorFlow's result depends on the element's position). Mean sums
// in uint64 as TensorFlow's MeanReducer does.
// Arguments: x64 [12] int64, f [12] float32. Results: per type, the
// element-wise results stacked ([10, 12]), the reductions ([8]) as int64
// (uint64 bitcast), the casts to float32 and from floats.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, CPU, one thread).
// Tolerance: none; integer results match exactly, float casts are exact.
//
// RUN: tagrad-run %S/Inputs/unsigned_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/unsigned_ops.in0.npy \
// RUN:   --input=@%S/Inputs/unsigned_ops.in1.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out3.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out4.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out5.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out6.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out7.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out8.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out9.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out10.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out11.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out12.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out13.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out14.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out15.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out16.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out17.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out18.npy \
// RUN:   --expected_output=@%S/Inputs/unsigned_ops.out19.npy \
// RUN:   | FileCheck %s
//
// CHECK-COUNT-20: matches
// CHECK-NOT: MISMATCH
