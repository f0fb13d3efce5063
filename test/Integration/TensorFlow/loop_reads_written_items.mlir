// A TF1 while loop over a size known at run time only
// (loop_reads_written_items in gen_tf_goldens.py; x is [None, 3] in the
// graph, fed 4 rows) writing a dynamic_size TensorArray without an
// element_shape, whose step reads, inside a tf.cond, the item the trip
// before wrote (the read comes before the write that gives the array its
// element type: the loop converts again), then stack, gather and read
// after the loop. Arguments: x, w [3]. Results: loss, dL/dx, dL/dw,
// stacked.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2e-7 here (reported by the generator); 1e-5
// is far above it, and a misplaced element or a wrong size is off by O(1).
//
// RUN: tagrad-run %S/Inputs/loop_reads_written_items.mlir --function=main \
// RUN:   --input=@%S/Inputs/loop_reads_written_items.in0.npy \
// RUN:   --input=@%S/Inputs/loop_reads_written_items.in1.npy \
// RUN:   --expected_output=@%S/Inputs/loop_reads_written_items.out0.npy \
// RUN:   --expected_output=@%S/Inputs/loop_reads_written_items.out1.npy \
// RUN:   --expected_output=@%S/Inputs/loop_reads_written_items.out2.npy \
// RUN:   --expected_output=@%S/Inputs/loop_reads_written_items.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
