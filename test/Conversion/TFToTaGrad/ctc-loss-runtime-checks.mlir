// CTCLoss on labels and lengths from data: one label over two steps of
// uniform logits (three paths of probability 1/9: loss ln 3, gradient the
// softmax less each class's share of the paths), and TensorFlow's
// messages, at the op, for every label or length it refuses.
//
// RUN: tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="1x2xi64=0,0" --input="1xi32=0" --input="1xi32=2" | FileCheck %s --check-prefix=LOSS
// LOSS: 1xf32=[1.09861231]
// LOSS: 2x1x3xf32={{\[\[\[}}-0.333333343 0.333333343 0]]{{\[\[}}-0.333333343 0.333333343 0]]]
//
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="1x2xi64=1,0" --input="1xi32=0" --input="1xi32=2" 2>&1 | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: label SparseTensor is not valid: indices[0] = [1,0] is out of bounds: need 0 <= index < [1,1] (at ctc_node)
// RUN: not tagrad-run %s --input="2x2x3xf32=0,0,0,0,0,0,0,0,0,0,0,0" --input="2x2xi64=1,0,0,0" --input="2xi32=0,0" --input="2xi32=2,2" 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: label SparseTensor is not valid: indices[1] = [0,0] is out of order. Many sparse ops require sorted indices.
// ORDER-NEXT: Use `tf.sparse.reorder` to create a correctly ordered copy.
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="2x2xi64=0,0,0,0" --input="2xi32=0,0" --input="1xi32=2" 2>&1 | FileCheck %s --check-prefix=REPEATED
// REPEATED: label SparseTensor is not valid: indices[1] = [0,0] is repeated (at ctc_node)
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="1x2xi64=0,0" --input="1xi32=0" --input="1xi32=3" 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: sequence_length(0) <= 2 (at ctc_node)
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="1x2xi64=0,0" --input="1xi32=0" --input="1xi32=-1" 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: seq_len(0) < 0 (at ctc_node)
// RUN: not tagrad-run %s --input="2x2x3xf32=0,0,0,0,0,0,0,0,0,0,0,0" --input="1x2xi64=0,0" --input="1xi32=0" --input="2xi32=2,2" 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: Labels length is zero in batch 1 (at ctc_node)
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="2x2xi64=0,0,0,1" --input="2xi32=2,0" --input="1xi32=2" 2>&1 | FileCheck %s --check-prefix=AFTERNULL
// AFTERNULL: Saw a non-null label (index >= num_classes - 1) following a null label, batch: 0 num_classes: 3 (at ctc_node)
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="1x2xi64=0,0" --input="1xi32=-1" --input="1xi32=2" 2>&1 | FileCheck %s --check-prefix=LABEL
// LABEL: All labels must be nonnegative integers, batch: 0 (at ctc_node)
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="3x2xi64=0,0,0,1,0,2" --input="3xi32=0,1,0" --input="1xi32=2" 2>&1 | FileCheck %s --check-prefix=TIME
// TIME: Not enough time for target transition sequence (required: 3, available: 2)0You can turn this error into a warning by using the flag ignore_longer_outputs_than_inputs (at ctc_node)
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="1x2xi64=0,0" --input="1xi32=0" --input="2xi32=2,2" 2>&1 | FileCheck %s --check-prefix=LENGTHS
// LENGTHS: len(sequence_length) != batch_size.  len(sequence_length):  2 batch_size: 1 (at ctc_node)
// RUN: not tagrad-run %s --input="2x1x3xf32=0,0,0,0,0,0" --input="1x2xi64=0,0" --input="2xi32=0,0" --input="1xi32=2" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: labels_indices and labels_values must contain the same number of rows, but saw shapes: [1,2] vs. [2] (at ctc_node)

func.func @main(%x: tensor<?x?x3xf32>, %idx: tensor<?x2xi64>, %vals: tensor<?xi32>, %steps: tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %loss, %grad = "tf.CTCLoss"(%x, %idx, %vals, %steps) : (tensor<?x?x3xf32>, tensor<?x2xi64>, tensor<?xi32>, tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>) loc("ctc_node")
  return %loss, %grad : tensor<*xf32>, tensor<*xf32>
}
