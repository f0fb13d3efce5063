// One step of each tf.compat.v1.train optimizer, dense and sparse
// (optimizer_zoo in gen_tf_goldens.py): GradientDescent, Momentum and
// Nesterov, Adam, Adagrad, RMSProp plain and centered, Adadelta, Ftrl with
// and without l2 shrinkage, each on its own dense variable and embedding
// (a gather with a repeated id: TensorFlow dedupes the sparse gradient with
// Unique and UnsortedSegmentSum, then runs ResourceSparseApply* or, for SGD
// and Adam, ResourceScatterAdd). Slot variables start from positive values
// so every term of each update counts. Arguments: x [3,4], ids [4] int32,
// then every variable before the step by shared_name. Results: the total
// loss, then every variable after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 8.6e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)), on Ftrl's accumulators; 1e-5 is ten times that,
// and a wrong term of any update (a missing epsilon, beta power, rho or l2)
// moves its variable by far more.
//
// RUN: tagrad-run %S/Inputs/optimizer_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in3.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in4.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in5.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in6.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in7.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in8.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in9.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in10.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in11.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in12.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in13.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in14.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in15.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in16.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in17.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in18.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in19.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in20.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in21.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in22.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in23.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in24.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in25.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in26.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in27.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in28.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in29.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in30.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in31.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in32.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in33.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in34.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in35.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in36.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in37.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in38.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in39.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in40.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in41.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in42.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in43.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in44.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in45.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in46.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in47.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in48.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in49.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in50.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in51.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in52.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in53.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in54.npy \
// RUN:   --input=@%S/Inputs/optimizer_zoo.in55.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out12.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out13.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out14.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out15.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out16.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out17.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out18.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out19.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out20.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out21.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out22.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out23.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out24.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out25.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out26.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out27.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out28.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out29.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out30.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out31.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out32.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out33.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out34.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out35.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out36.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out37.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out38.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out39.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out40.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out41.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out42.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out43.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out44.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out45.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out46.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out47.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out48.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out49.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out50.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out51.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out52.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out53.npy \
// RUN:   --expected_output=@%S/Inputs/optimizer_zoo.out54.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-55: matches
// CHECK-NOT: MISMATCH
