// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %S/Inputs/two_conds_same_pred_grad.mlir | FileCheck %s

// A real TF 2.21 import of two TF1 tf.cond (control flow v1) outside any
// loop on the same predicate p = t > 0, the second reading the first's
// result, and their tf.gradients:
//   h1 = cond(p, tanh(x * w), relu(x - w))
//   h2 = cond(p, sigmoid(h1 * w), square(h1 + x))
//   loss = sum(h1 * h2) + sum(h2 * h2); dx, dw = gradients(loss, [x, w])
// All the Switches switch on p, but each conditional needs what an earlier
// one's Merge computes (h2 reads h1; each gradient reads the loss), so they
// become four IfRegions in sequence, not one conditional on a cycle. The
// gradients' branches read the forward branches' values (tanh, relu,
// sigmoid) directly: those are cloned into the gradient's branch.
// Built like gen_tf_goldens.py's case cond_v1_grad (t = 0.5 fed); its
// tagrad-run results match TensorFlow's.

// CHECK-LABEL: func.func @main
// CHECK:         %[[P:.*]] = "tf.Greater"
// CHECK:         %[[H1:.*]] = "tf.IfRegion"(%[[P]]) ({
// CHECK:           %[[T:.*]] = "tf.Tanh"
// CHECK-NEXT:      "tf.Yield"(%[[T]])
// CHECK:         }, {
// CHECK:           %[[R:.*]] = "tf.Relu"
// CHECK-NEXT:      "tf.Yield"(%[[R]])
// CHECK:         })
// CHECK-NOT:     "tf.SigmoidGrad"
// CHECK:         %[[H2:.*]] = "tf.IfRegion"(%[[P]]) ({
// CHECK:           "tf.Mul"(%[[H1]],
// CHECK:           %[[S:.*]] = "tf.Sigmoid"
// CHECK-NEXT:      "tf.Yield"(%[[S]])
// CHECK:         }, {
// CHECK:           "tf.AddV2"(%[[H1]],
// CHECK:           %[[Q:.*]] = "tf.Square"
// CHECK-NEXT:      "tf.Yield"(%[[Q]])
// CHECK:         })
// The gradient of the second conditional, then of the first.
// CHECK:         "tf.IfRegion"(%[[P]]) ({
// CHECK:           "tf.Mul"(%[[H1]],
// CHECK-NEXT:      %[[S2:.*]] = "tf.Sigmoid"
// CHECK-NEXT:      "tf.SigmoidGrad"(%[[S2]],
// CHECK:         }, {
// CHECK:         })
// CHECK:         "tf.IfRegion"(%[[P]]) ({
// CHECK:           %[[T2:.*]] = "tf.Tanh"
// CHECK-NEXT:      "tf.TanhGrad"(%[[T2]],
// CHECK:         }, {
// CHECK:           %[[R2:.*]] = "tf.Relu"
// CHECK-NEXT:      "tf.ReluGrad"(%{{.*}}, %[[R2]])
// CHECK:         })
// CHECK-NOT:     "tf.IfRegion"
// CHECK:         "tf.Identity"(%[[H2]])
// CHECK:         return
