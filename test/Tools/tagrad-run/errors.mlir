// Bad inputs name the argument and exit 2, before anything is compiled.
// RUN: not tagrad-run %s --input="2xf32=1,2" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not tagrad-run %s --input="3xf32=1" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not tagrad-run %s --input="2xi32=1" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not tagrad-run %s --input="2xf32=1,2,3" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=VALUES
// RUN: not tagrad-run %s --input="2xf32=1,x" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not tagrad-run %s --input="2xq8=1" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not tagrad-run %s --input="1,2" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not tagrad-run %s --input=@%t.missing.npy --input="i64=0" 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tagrad-run %s --input=@%s --input="i64=0" 2>&1 | FileCheck %s --check-prefix=NOTNPY
// RUN: not tagrad-run %s --input=@%S/Inputs/x_f64_fortran.npy --input="i64=0" 2>&1 | FileCheck %s --check-prefix=FORTRAN
// RUN: not tagrad-run %s --input=@%S/Inputs/x_u8.npy --input="i64=0" 2>&1 | FileCheck %s --check-prefix=UINT
// Inputs/header_lies_f32.npy: NumPy's file of 4 floats cut to 2 (the header
// still says (4,)); Inputs/truncated_header.npy: its first 20 bytes.
// RUN: not tagrad-run %s --input=@%S/Inputs/header_lies_f32.npy --input="i64=0" 2>&1 | FileCheck %s --check-prefix=LIES
// RUN: not tagrad-run %s --input=@%S/Inputs/truncated_header.npy --input="i64=0" 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// RUN: not tagrad-run %s --input="2xf32=1" --input="i64=0" --output=@%t.missing-dir/out.npy 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// RUN: not tagrad-run %s --function=i4_result --input="2xf32=1" 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: not tagrad-run %s --function=nope 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not tagrad-run %s --input="2xf32=1" --input="i64=0" --output=out.npy 2>&1 | FileCheck %s --check-prefix=OUTPUT
// RUN: not tagrad-run %s --input="2xf32=1" --input="i64=0" --output=- --output=- 2>&1 | FileCheck %s --check-prefix=OUTPUTS
// RUN: not tagrad-run %s --input="2xf32=1" --input="i64=0" --pipeline-options="checks=al" 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not tagrad-run %s --function=unranked --input="2xf32=1" 2>&1 | FileCheck %s --check-prefix=UNRANKED
// RUN: tagrad-run %s --input="2xf32=1" --input="i64=0" > /dev/null; test $? -eq 0
// RUN: tagrad-run %s --input="2xf32=1,2" 2> /dev/null; test $? -eq 2
// A text input of more bytes than memory (2^40 floats) is refused before
// anything is allocated, as a .npy file's header is.
// RUN: not tagrad-run %s --input="1099511627776x1xf32=0" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: tagrad-run %s --input="1099511627776x1xf32=0" --input="i64=0" 2> /dev/null; test $? -eq 2

// COUNT: tagrad-run: @main takes 2 arguments but 1 --input are given
// SHAPE: tagrad-run: argument 0 of @main is 2xf32 but --input 3xf32=1 is 3xf32
// DTYPE: tagrad-run: argument 0 of @main is 2xf32 but --input 2xi32=1 is 2xi32
// VALUES: tagrad-run: argument 0 (--input 2xf32=1,2,3): '2xf32' has 2 elements but 3 values are given
// VALUE: tagrad-run: argument 0 (--input 2xf32=1,x): 'x' is not a f32 value
// KIND: tagrad-run: argument 0 (--input 2xq8=1): unknown element type 'q8' (f16, bf16, f32, f64, i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64)
// SYNTAX: tagrad-run: argument 0 (--input 1,2): '1,2' is not a value: write SHAPExTYPE=VALUES
// MISSING: tagrad-run: argument 0 (--input @{{.*}}missing.npy): cannot read '{{.*}}missing.npy'
// NOTNPY: tagrad-run: argument 0 (--input @{{.*}}errors.mlir): '{{.*}}errors.mlir' is not a .npy file TaGrad reads: no .npy magic
// FORTRAN: is not a .npy file TaGrad reads: Fortran order
// UINT: tagrad-run: argument 0 of @main is 2xf32 but --input @{{.*}}x_u8.npy is 2xui8
// LIES: is not a .npy file TaGrad reads: its header promises 16 bytes of data (shape and dtype), the file holds 8
// TRUNCATED: is not a .npy file TaGrad reads: truncated header
// UNWRITABLE: tagrad-run: result 0: cannot write '{{.*}}missing-dir/out.npy'
// RESULT: tagrad-run: result 0 of @i4_result has type tensor<2xi4>, which tagrad-run cannot return
// FUNC: tagrad-run: no function 'nope' with a body in
// OUTPUT: tagrad-run: --output out.npy: write @file.npy or -
// OUTPUTS: tagrad-run: @main has 1 results but 2 --output are given
// OPTIONS: tagrad-run: bad --pipeline-options 'checks=al'
// HUGE: tagrad-run: argument 0 (--input 1099511627776x1xf32=0): '1099511627776x1xf32' needs 4398046511104 bytes, more than this process may allocate (
// UNRANKED: tagrad-run: argument 0 of @unranked has type tensor<*xf32>, which tagrad-run cannot pass
func.func @main(%a: tensor<2xf32>, %i: index) -> tensor<2xf32> {
  %c = arith.addf %a, %a : tensor<2xf32>
  return %c : tensor<2xf32>
}

func.func @unranked(%a: tensor<*xf32>) {
  return
}

func.func @i4_result(%a: tensor<2xf32>) -> tensor<2xi4> {
  %c = arith.fptosi %a : tensor<2xf32> to tensor<2xi4>
  return %c : tensor<2xi4>
}
