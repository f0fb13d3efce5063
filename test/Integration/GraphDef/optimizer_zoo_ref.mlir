// One step of every tf.compat.v1.train optimizer on TF1 reference variables
// (VariableV2, TensorFlow 1's default), each on its own dense variable W
// (a tanh layer) and embedding E (a gather with a repeated id: a sparse
// gradient), the slots and Adam's beta powers references too: the Apply*
// and SparseApply* ops, and the ScatterSub / ScatterAdd that
// GradientDescent's and Adam's sparse updates use; GradientDescent,
// Momentum, Nesterov, Adam, Adagrad, AdagradDA (l1 on and off, an int64
// global step), RMSProp plain and centered, Adadelta, Ftrl with and without
// l2 shrinkage, ProximalGradientDescent and ProximalAdagrad. Inputs: x,
// ids, global_step, then the variables by name; results: the total loss,
// then every variable after the step, by name.
//
// GraphDef only: TensorFlow's own MLIR importer rejects this graph (its
// shape inference types the Sqrt of Adam's ScatterAdd as a reference).
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 9.8e-07 in tagrad-run's measure; TaGrad's may be as far
// on the other side. 1e-5 is 5 times that sum; a dropped term of an update
// (l1, l2, the momentum, the bias correction, the global step) moves a
// variable by 1e-3 or more.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/optimizer_zoo_ref.pbtxt \
// RUN:   -tf-input-arrays=x,ids -tf-input-data-types=DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=3,4:4 -tf-output-arrays=loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in6.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in7.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in8.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in9.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in10.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in11.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in12.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in13.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in14.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in15.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in16.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in17.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in18.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in19.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in20.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in21.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in22.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in23.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in24.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in25.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in26.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in27.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in28.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in29.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in30.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in31.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in32.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in33.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in34.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in35.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in36.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in37.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in38.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in39.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in40.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in41.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in42.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in43.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in44.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in45.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in46.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in47.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in48.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in49.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in50.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in51.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in52.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in53.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in54.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in55.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in56.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in57.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in58.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in59.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in60.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in61.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in62.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in63.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in64.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in65.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in66.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in67.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in68.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in69.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in70.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in71.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in72.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in73.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.in74.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out14.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out15.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out16.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out17.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out18.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out19.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out20.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out21.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out22.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out23.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out24.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out25.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out26.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out27.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out28.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out29.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out30.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out31.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out32.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out33.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out34.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out35.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out36.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out37.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out38.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out39.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out40.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out41.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out42.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out43.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out44.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out45.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out46.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out47.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out48.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out49.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out50.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out51.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out52.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out53.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out54.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out55.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out56.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out57.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out58.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out59.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out60.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out61.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out62.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out63.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out64.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out65.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out66.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out67.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out68.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out69.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out70.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out71.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/optimizer_zoo_ref.out72.npy \
// RUN:   --expected_f32_threshold=1e-5
