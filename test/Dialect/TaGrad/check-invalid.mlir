// RUN: tagrad-opt %s --split-input-file --verify-diagnostics

// tagrad.tensor_array.check: one case per verifier rule (TaGradOps.td).

// C1: one condition per rule.
func.func @error_check_c1(%i: index, %c: i1) -> i1 {
  // expected-error @+1 {{has 1 conditions for 2 rules: one condition per rule [C1]}}
  %ok = "tagrad.tensor_array.check"(%i, %c) {operandSegmentSizes = array<i32: 1, 1, 0>, rules = [1 : i32, 2 : i32], tensor_array_name = "ta", size = 4 : i64} : (index, i1) -> i1
  return %ok : i1
}

// -----

// C2: the shape operands need the incompatible_shape rule.
func.func @error_check_c2_without_rule(%i: index, %c: i1, %d: index) -> i1 {
  // expected-error @+1 {{'value_shape' and 'element_shape' go with the 'incompatible_shape' rule, and only with it [C2]}}
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%c : write_out_of_range] value_shape(%d) element_shape [3]
  return %ok : i1
}

// -----

// C2: the incompatible_shape rule needs the shape operands.
func.func @error_check_c2_without_shape(%i: index, %c: i1) -> i1 {
  // expected-error @+1 {{'value_shape' and 'element_shape' go with the 'incompatible_shape' rule, and only with it [C2]}}
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%c : incompatible_shape]
  return %ok : i1
}

// -----

// C2: as many value dimensions as element dimensions.
func.func @error_check_c2_rank(%i: index, %c: i1, %d: index) -> i1 {
  // expected-error @+1 {{'value_shape' has 1 dimensions but 'element_shape' has 2 [C2]}}
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%c : incompatible_shape] value_shape(%d) element_shape [3, 2]
  return %ok : i1
}

// -----

// The size is not negative (attribute constraint).
func.func @error_check_size(%i: index, %c: i1) -> i1 {
  // expected-error @+1 {{attribute 'size' failed to satisfy constraint}}
  %ok = tagrad.tensor_array.check "ta"[%i] size -1 [%c : write_out_of_range]
  return %ok : i1
}

// -----

// Rules are the runtime's: a rule code it does not have is rejected.
func.func @error_check_rule_code(%i: index, %c: i1) -> i1 {
  // expected-error @+1 {{attribute 'rules' failed to satisfy constraint}}
  %ok = "tagrad.tensor_array.check"(%i, %c) {operandSegmentSizes = array<i32: 1, 1, 0>, rules = [13 : i32], tensor_array_name = "ta", size = 4 : i64} : (index, i1) -> i1
  return %ok : i1
}

// -----

func.func @error_check_keyword(%i: index, %c: i1) -> i1 {
  // expected-error @+1 {{unknown TensorArray rule 'written_twice'}}
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%c : written_twice]
  return %ok : i1
}
