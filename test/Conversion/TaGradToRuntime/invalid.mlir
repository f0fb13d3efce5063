// RUN: tagrad-opt %s --convert-tagrad-to-runtime --split-input-file --verify-diagnostics

// What -convert-tagrad-to-runtime cannot lower is reported at the op, with
// what to do instead, before the conversion runs (never MLIR's generic
// "failed to legalize operation"). Reads, gathers and concats of unranked
// elements are lowered (test/Integration/TensorArray/unranked_elements.mlir).

func.func @write_unranked(%ta: !tagrad.tensor_array<tensor<*xf32>>, %i: index, %v: tensor<*xf32>, %f: f32) -> f32 {
  // expected-error @+1 {{writing a value of unranked type 'tensor<*xf32>' is not supported by the runtime lowering: cast the value to a ranked type (tensor.cast) first}}
  %g = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<*xf32>>, tensor<*xf32>
  return %g : f32
}

// -----

func.func @scatter_unranked(%ta: !tagrad.tensor_array<tensor<2xf32>>, %idx: tensor<2xi32>, %v: tensor<*xf32>, %f: f32) -> f32 {
  // expected-error @+1 {{scattering a value of unranked type 'tensor<*xf32>' is not supported by the runtime lowering: cast the value to a ranked type (tensor.cast) first}}
  %g = tagrad.tensor_array.scatter %ta[%idx], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xi32>, tensor<*xf32>
  return %g : f32
}

// -----

func.func @split_unranked(%ta: !tagrad.tensor_array<tensor<?xf32>>, %v: tensor<*xf32>, %l: tensor<2xi64>, %f: f32) -> f32 {
  // expected-error @+1 {{splitting a value of unranked type 'tensor<*xf32>' is not supported by the runtime lowering: cast the value to a ranked type (tensor.cast) first}}
  %g = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<?xf32>>, tensor<*xf32>, tensor<2xi64>
  return %g : f32
}

// -----

func.func @grad_with_shape_dynamic_length(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32, %s: tensor<?xi32>) {
  // expected-error @+1 {{a 'shape_to_prepend' of dynamic length ('tensor<?xi32>') is not supported by the runtime lowering: give it a static length (e.g. tensor.cast to tensor<Nxi32>)}}
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %s source "gradients" : !tagrad.tensor_array<tensor<3xf32>>, tensor<?xi32> -> !tagrad.tensor_array<tensor<*xf32>>
  return
}

// -----

func.func @create_unsupported_dtype(%n: index) {
  // expected-error @+1 {{creating a TensorArray of element type 'ui8' is not supported by the runtime lowering (supported element types: f16, bf16, f32, f64, i1, i8, i16, i32, i64, complex<f32> or complex<f64>): convert the values to one of these types}}
  %ta, %f = tagrad.tensor_array %n {dynamic_size = true} : !tagrad.tensor_array<tensor<2xui8>>
  return
}

// -----

func.func @read_unsupported_dtype(%ta: !tagrad.tensor_array<tensor<2xcomplex<f16>>>, %i: index, %f: f32) -> tensor<2xcomplex<f16>> {
  // expected-error @+1 {{reading an element of element type 'complex<f16>' is not supported by the runtime lowering}}
  %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<2xcomplex<f16>>>
  return %r : tensor<2xcomplex<f16>>
}

// -----

func.func @write_unsupported_dtype(%ta: !tagrad.tensor_array<tensor<2xindex>>, %i: index, %v: tensor<2xindex>, %f: f32) -> f32 {
  // expected-error @+1 {{writing a value of element type 'index' is not supported by the runtime lowering}}
  %g = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<2xindex>>, tensor<2xindex>
  return %g : f32
}

// -----

// Every unsupported op is reported, not only the first.
func.func @several(%ta: !tagrad.tensor_array<tensor<*xf32>>, %i: index, %v: tensor<*xf32>, %l: tensor<2xi64>, %f: f32) {
  // expected-error @+1 {{writing a value of unranked type}}
  %w = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<*xf32>>, tensor<*xf32>
  // expected-error @+1 {{splitting a value of unranked type}}
  %s = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<*xf32>>, tensor<*xf32>, tensor<2xi64>
  return
}

// -----

func.func @scatter_dtype(%ta: !tagrad.tensor_array<tensor<2xf8E4M3FN>>, %idx: tensor<2xi32>, %v: tensor<2x2xf8E4M3FN>, %f: f32) -> f32 {
  // expected-error @+1 {{scattering a value of element type 'f8E4M3FN' is not supported by the runtime lowering}}
  %g = tagrad.tensor_array.scatter %ta[%idx], %v, %f : !tagrad.tensor_array<tensor<2xf8E4M3FN>>, tensor<2xi32>, tensor<2x2xf8E4M3FN>
  return %g : f32
}

// -----

func.func @gather_split_concat_dtype(%ta: !tagrad.tensor_array<tensor<2xi4>>, %idx: tensor<2xi32>, %v: tensor<4xi4>, %l: tensor<2xi64>, %f: f32) {
  // expected-error @+1 {{gathering elements of element type 'i4' is not supported by the runtime lowering}}
  %r = tagrad.tensor_array.gather %ta[%idx], %f : !tagrad.tensor_array<tensor<2xi4>>, tensor<2xi32>
  // expected-error @+1 {{splitting a value of element type 'i4' is not supported by the runtime lowering}}
  %g = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<2xi4>>, tensor<4xi4>, tensor<2xi64>
  // expected-error @+1 {{concatenating elements of element type 'i4' is not supported by the runtime lowering}}
  %c, %cl = tagrad.tensor_array.concat %ta, %f : !tagrad.tensor_array<tensor<2xi4>>
  return
}

// -----

// Handles flow through functions and scf.for / while / if, not through
// branches to blocks with arguments.
func.func @branch(%ta: !tagrad.tensor_array<tensor<2xf32>>, %f: f32) -> index {
  // expected-error @+1 {{a TensorArray handle passed through 'cf.br' is not supported by the runtime lowering: pass handles only through TaGrad ops, func.func / func.call / func.return, scf.for / scf.while / scf.if}}
  cf.br ^bb1(%ta : !tagrad.tensor_array<tensor<2xf32>>)
^bb1(%h: !tagrad.tensor_array<tensor<2xf32>>):
  %n = tagrad.tensor_array.size %h, %f : !tagrad.tensor_array<tensor<2xf32>>
  return %n : index
}

// -----

func.func @index_switch(%ta: !tagrad.tensor_array<tensor<2xf32>>, %f: f32, %k: index) -> index {
  // expected-error @+1 {{a TensorArray handle passed through 'scf.index_switch' is not supported by the runtime lowering}}
  %r = scf.index_switch %k -> !tagrad.tensor_array<tensor<2xf32>>
  case 0 {
    scf.yield %ta : !tagrad.tensor_array<tensor<2xf32>>
  }
  default {
    scf.yield %ta : !tagrad.tensor_array<tensor<2xf32>>
  }
  %n = tagrad.tensor_array.size %r, %f : !tagrad.tensor_array<tensor<2xf32>>
  return %n : index
}
