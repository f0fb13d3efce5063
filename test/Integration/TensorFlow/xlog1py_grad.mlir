// Xlog1py and its gradients (xlog1py_grad in gen_tf_goldens.py; issue
// 44): z = xlog1py(x [3,4], y [4]) with x zero in places (a whole column
// where y is -1, whose log1p is -inf: z is 0 there, as TensorFlow
// defines it), z2 = xlog1py(w [3,1], |x|); the loss weighs both by
// constants; d/dx (Xlog1py of x != 0), d/dy (Xdivy(x, y + 1)) and d/dw,
// summed over the broadcast dimensions. Results: z, z2, the loss, d/dx,
// d/dy, d/dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: TensorFlow's float32 results differ from float64's
// by at most 6.6e-08; 1e-6 leaves room for another log1p, and a wrong
// zero (NaN or -inf where x is 0) or broadcast fails by far more.
//
// RUN: tagrad-run %S/Inputs/xlog1py_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/xlog1py_grad.in0.npy \
// RUN:   --input=@%S/Inputs/xlog1py_grad.in1.npy \
// RUN:   --input=@%S/Inputs/xlog1py_grad.in2.npy \
// RUN:   --expected_output=@%S/Inputs/xlog1py_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/xlog1py_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/xlog1py_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/xlog1py_grad.out3.npy \
// RUN:   --expected_output=@%S/Inputs/xlog1py_grad.out4.npy \
// RUN:   --expected_output=@%S/Inputs/xlog1py_grad.out5.npy \
// RUN:   --expected_f32_threshold=1e-6
