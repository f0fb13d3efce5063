// tf.unravel_index (unravel_index_ops in gen_tf_goldens.py): each row's
// argmax of h = x * w in [2, 3] coordinates (int64; a keypoint's row and
// column from a flat heat map), fed int32 indices in fed dims [2, 3, 4]
// (checked at run time; -1 and -7, which TensorFlow does not reject, get
// C's truncating % and / of its kernel), and the argmax of all of h in
// h's shape, whose batch is known only at run time; the loss adds the
// coordinates, under SGD. Arguments: x [?,6], idx [6], dims [3], then the
// variable w [6]. Results: the loss, rc [4,2], many [3,6], one [2], the
// updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: the coordinates are exact; the float32 loss and w
// are 2e-7 from TensorFlow's own float64 run: 1e-6.
//
// RUN: tagrad-run %S/Inputs/unravel_index_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/unravel_index_ops.in0.npy \
// RUN:   --input=@%S/Inputs/unravel_index_ops.in1.npy \
// RUN:   --input=@%S/Inputs/unravel_index_ops.in2.npy \
// RUN:   --input=@%S/Inputs/unravel_index_ops.in3.npy \
// RUN:   --expected_output=@%S/Inputs/unravel_index_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/unravel_index_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/unravel_index_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/unravel_index_ops.out3.npy \
// RUN:   --expected_output=@%S/Inputs/unravel_index_ops.out4.npy \
// RUN:   --expected_f32_threshold=1e-6 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
