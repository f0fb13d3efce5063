// The GraphDef of ../TensorFlow/variable_updates_ref.mlir (gen_tf_goldens.py
// writes it as Inputs/variable_updates_ref.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and tolerance
// as ../TensorFlow/variable_updates_ref.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/variable_updates_ref.pbtxt \
// RUN:   -tf-input-arrays=x,ids,nd,upd,vals \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT32,DT_INT32,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3,4:3:3,2:3,2:3 -tf-output-arrays=loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in6.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in7.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in8.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in9.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in10.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in11.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in12.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in13.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in14.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in15.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in16.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in17.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in18.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in19.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in20.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in21.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in22.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in23.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in24.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in25.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in26.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in27.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in28.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_updates_ref.in29.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out14.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out15.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out16.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out17.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out18.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out19.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out20.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out21.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out22.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out23.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_updates_ref.out24.npy \
// RUN:   --expected_f32_threshold=1e-5
