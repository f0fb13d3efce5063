// int8 and int16 (.npy '|i1', '<i2'; text i8, i16) and TensorFlow's
// unsigned integers uint8 to uint64 ('|u1', '<u2', '<u4', '<u8'; text ui8
// to ui64). Unsigned values are the signless integers of their width in
// compiled code; an argument or result marked tagrad.unsigned takes them
// and gives them back unsigned (printed and saved as NumPy's uint dtypes).
// Each result is its argument + 1, wrapping: ui8 255 + 1 is 0, 127 + 1 is
// 128 (the last result, unmarked, shows the same bits signed: -128).
// RUN: tagrad-run %s --input=@%S/Inputs/small_i8.npy --input=@%S/Inputs/small_i16.npy --input=@%S/Inputs/small_u8.npy --input=@%S/Inputs/small_u16.npy --input=@%S/Inputs/small_u32.npy --input=@%S/Inputs/small_u64.npy | FileCheck %s
// The text form, the same values:
// RUN: tagrad-run %s --input="4xi8=-128,-1,0,127" --input="3xi16=-32768,5,32767" --input="4xui8=0,127,128,255" --input="2xui16=40000,65535" --input="2xui32=3000000000,1" --input="2xui64=18446744073709551615,9223372036854775808" | FileCheck %s
// Saved with NumPy's dtypes and read back: once more + 1.
// RUN: tagrad-run %s --input=@%S/Inputs/small_i8.npy --input=@%S/Inputs/small_i16.npy --input=@%S/Inputs/small_u8.npy --input=@%S/Inputs/small_u16.npy --input=@%S/Inputs/small_u32.npy --input=@%S/Inputs/small_u64.npy --output=@%t.0.npy --output=@%t.1.npy --output=@%t.2.npy --output=@%t.3.npy --output=@%t.4.npy --output=@%t.5.npy --output=@%t.6.npy
// RUN: tagrad-run %s --input=@%t.0.npy --input=@%t.1.npy --input=@%t.2.npy --input=@%t.3.npy --input=@%t.4.npy --input=@%t.5.npy | FileCheck %s --check-prefix=AGAIN
// RUN: FileCheck %s --check-prefix=HEADER0 < %t.0.npy
// RUN: FileCheck %s --check-prefix=HEADER1 < %t.1.npy
// RUN: FileCheck %s --check-prefix=HEADER2 < %t.2.npy
// RUN: FileCheck %s --check-prefix=HEADER3 < %t.3.npy
// RUN: FileCheck %s --check-prefix=HEADER4 < %t.4.npy
// RUN: FileCheck %s --check-prefix=HEADER5 < %t.5.npy
// RUN: FileCheck %s --check-prefix=HEADER6 < %t.6.npy
// Expected outputs compare exactly, also beyond 2^53.
// RUN: tagrad-run %s --input=@%t.0.npy --input=@%t.1.npy --input=@%t.2.npy --input=@%t.3.npy --input=@%t.4.npy --input=@%t.5.npy --expected_output="4xi8=-126,1,2,-127" --expected_output="3xi16=-32766,7,-32767" --expected_output="4xui8=2,129,130,1" --expected_output="2xui16=40002,1" --expected_output="2xui32=3000000002,3" --expected_output="2xui64=1,9223372036854775810" --expected_output="4xi8=2,-127,-126,1" | FileCheck %s --check-prefix=EXPECTED
// RUN: not tagrad-run %s --input=@%t.0.npy --input=@%t.1.npy --input=@%t.2.npy --input=@%t.3.npy --input=@%t.4.npy --input=@%t.5.npy --expected_output="4xi8=-126,1,2,-127" --expected_output="3xi16=-32766,7,-32767" --expected_output="4xui8=2,129,130,1" --expected_output="2xui16=40002,1" --expected_output="2xui32=3000000002,3" --expected_output="2xui64=1,9223372036854775811" --expected_output="4xi8=2,-127,-126,1" | FileCheck %s --check-prefix=MISMATCH
// An unsigned array feeds a signless argument of its width (its bits).
// RUN: tagrad-run %s --input=@%S/Inputs/small_u8.npy --input=@%S/Inputs/small_i16.npy --input=@%S/Inputs/small_u8.npy --input=@%S/Inputs/small_u16.npy --input=@%S/Inputs/small_u32.npy --input=@%S/Inputs/small_u64.npy | FileCheck %s --check-prefix=BITS
// A signed value does not feed an unsigned argument; text values must fit.
// RUN: not tagrad-run %s --input="4xi8=1" --input="3xi16=1" --input="4xi8=1" --input="2xui16=1" --input="2xui32=1" --input="2xui64=1" 2>&1 | FileCheck %s --check-prefix=SIGNED
// RUN: not tagrad-run %s --input="4xi8=1" --input="3xi16=1" --input="4xui8=256" --input="2xui16=1" --input="2xui32=1" --input="2xui64=1" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not tagrad-run %s --input="4xi8=128" --input="3xi16=1" --input="4xui8=1" --input="2xui16=1" --input="2xui32=1" --input="2xui64=1" 2>&1 | FileCheck %s --check-prefix=RANGE8
// RUN: not tagrad-run %s --input="4xi8=1" --input="3xi16=1" --input="4xui8=-1" --input="2xui16=1" --input="2xui32=1" --input="2xui64=1" 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// CHECK: 4xi8=[-127 0 1 -128]
// CHECK-NEXT: 3xi16=[-32767 6 -32768]
// CHECK-NEXT: 4xui8=[1 128 129 0]
// CHECK-NEXT: 2xui16=[40001 0]
// CHECK-NEXT: 2xui32=[3000000001 2]
// CHECK-NEXT: 2xui64=[0 9223372036854775809]
// CHECK-NEXT: 4xi8=[1 -128 -127 0]
// AGAIN: 4xi8=[-126 1 2 -127]
// AGAIN-NEXT: 3xi16=[-32766 7 -32767]
// AGAIN-NEXT: 4xui8=[2 129 130 1]
// AGAIN-NEXT: 2xui16=[40002 1]
// AGAIN-NEXT: 2xui32=[3000000002 3]
// AGAIN-NEXT: 2xui64=[1 9223372036854775810]
// AGAIN-NEXT: 4xi8=[2 -127 -126 1]
// HEADER0: {'descr': '|i1', 'fortran_order': False, 'shape': (4,), }
// HEADER1: {'descr': '<i2', 'fortran_order': False, 'shape': (3,), }
// HEADER2: {'descr': '|u1', 'fortran_order': False, 'shape': (4,), }
// HEADER3: {'descr': '<u2', 'fortran_order': False, 'shape': (2,), }
// HEADER4: {'descr': '<u4', 'fortran_order': False, 'shape': (2,), }
// HEADER5: {'descr': '<u8', 'fortran_order': False, 'shape': (2,), }
// HEADER6: {'descr': '|i1', 'fortran_order': False, 'shape': (4,), }
// EXPECTED-COUNT-7: matches
// MISMATCH: MISMATCH
// MISMATCH-SAME: got 9223372036854775810, expected 9223372036854775811
// BITS: 4xi8=[1 -128 -127 0]
// SIGNED: tagrad-run: argument 2 of @main is 4xui8 but --input 4xi8=1 is 4xi8
// RANGE: '256' is not a ui8 value
// RANGE8: '128' is not a i8 value
// NEGATIVE: '-1' is not a ui8 value
func.func @main(%a: tensor<4xi8>, %b: tensor<3xi16>,
                %c: tensor<4xi8> {tagrad.unsigned}, %d: tensor<2xi16> {tagrad.unsigned},
                %e: tensor<2xi32> {tagrad.unsigned}, %f: tensor<2xi64> {tagrad.unsigned})
    -> (tensor<4xi8>, tensor<3xi16>, tensor<4xi8> {tagrad.unsigned},
        tensor<2xi16> {tagrad.unsigned}, tensor<2xi32> {tagrad.unsigned},
        tensor<2xi64> {tagrad.unsigned}, tensor<4xi8>) {
  %one8 = arith.constant dense<1> : tensor<4xi8>
  %one16b = arith.constant dense<1> : tensor<3xi16>
  %one16 = arith.constant dense<1> : tensor<2xi16>
  %one32 = arith.constant dense<1> : tensor<2xi32>
  %one64 = arith.constant dense<1> : tensor<2xi64>
  %a1 = arith.addi %a, %one8 : tensor<4xi8>
  %b1 = arith.addi %b, %one16b : tensor<3xi16>
  %c1 = arith.addi %c, %one8 : tensor<4xi8>
  %d1 = arith.addi %d, %one16 : tensor<2xi16>
  %e1 = arith.addi %e, %one32 : tensor<2xi32>
  %f1 = arith.addi %f, %one64 : tensor<2xi64>
  %c2 = arith.addi %c, %one8 : tensor<4xi8>
  return %a1, %b1, %c1, %d1, %e1, %f1, %c2 : tensor<4xi8>, tensor<3xi16>, tensor<4xi8>, tensor<2xi16>, tensor<2xi32>, tensor<2xi64>, tensor<4xi8>
}
