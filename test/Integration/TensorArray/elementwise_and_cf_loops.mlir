// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// What a TensorFlow front end emits besides TensorArrays: elementwise arith
// and math on whole tensors (tf.Add, tf.Sqrt, tf.Less, tf.Select), and a
// loop written with cf branches around a TensorArray (a TF1 while frame
// before functionalization). Expected values computed by hand (numpy:
// where(sqrt(2a) < a, sqrt(2a), a) for a = [1, 4] gives [1, 2.82843]).

!t = !tagrad.tensor_array<tensor<2xf32>>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @elementwise(%a: tensor<2xf32>) -> tensor<2xf32> {
  %b = arith.addf %a, %a : tensor<2xf32>
  %c = math.sqrt %b : tensor<2xf32>
  %d = arith.cmpf olt, %c, %a : tensor<2xf32>
  %e = arith.select %d, %c, %a : tensor<2xi1>, tensor<2xf32>
  return %e : tensor<2xf32>
}

// Writes v * (i + 1) at i = 0..3 in a cf loop; returns element 2.
func.func @cf_loop(%v: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %ta, %f0 = tagrad.tensor_array %c4 {tensor_array_name = "frame"} : !t
  cf.br ^loop(%c0, %f0, %v : index, f32, tensor<2xf32>)
^loop(%i: index, %f: f32, %acc: tensor<2xf32>):
  %f1 = tagrad.tensor_array.write %ta[%i], %acc, %f : !t, tensor<2xf32>
  %next = arith.addf %acc, %v : tensor<2xf32>
  %n = arith.addi %i, %c1 : index
  %done = arith.cmpi eq, %n, %c4 : index
  cf.cond_br %done, ^exit(%f1 : f32), ^loop(%n, %f1, %next : index, f32, tensor<2xf32>)
^exit(%r: f32):
  %e = tagrad.tensor_array.read %ta[%c2], %r : !t
  return %e : tensor<2xf32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 4.0]> : tensor<2xf32>
  // CHECK: [1,  2.82843]
  %o = call @elementwise(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %u = tensor.cast %o : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  // CHECK: [3,  12]
  %l = call @cf_loop(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %w = tensor.cast %l : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
