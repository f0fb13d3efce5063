// Shapes, sizes and counts that come from run-time data are checked as
// TensorFlow checks them (tagrad.runtime_check): TensorFlow's message, the
// op's location, exit status 1, in every pipeline option combination.
//
// Fill: a negative dimension, an element count past 2^63 - 1 (wrapped to 0
// unchecked), and the bytes of a count that fits int64 but not the address
// space.
// RUN: not tagrad-run %s --function=fill --input="2xi64=-1,3" 2>&1 | FileCheck %s --check-prefix=FILL-NEG
// RUN: not tagrad-run %s --function=fill --input="2xi64=-1,3" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=FILL-NEG
// RUN: not tagrad-run %s --function=fill --input="2xi64=-1,3" --pipeline-options="checks=none threads=2" 2>&1 | FileCheck %s --check-prefix=FILL-NEG
// RUN: tagrad-run %s --function=fill --input="2xi64=-1,3" 2> /dev/null; test $? -eq 1
// FILL-NEG: tagrad runtime error: Dimension -1 must be >= 0 (at fill_node)
// RUN: not tagrad-run %s --function=fill --input="2xi64=-2,-3" 2>&1 | FileCheck %s --check-prefix=FILL-NEG2
// FILL-NEG2: tagrad runtime error: Dimension -2 must be >= 0 (at fill_node)
// RUN: not tagrad-run %s --function=fill --input="2xi64=4294967296,4294967296" 2>&1 | FileCheck %s --check-prefix=FILL-BIG
// RUN: not tagrad-run %s --function=fill --input="2xi64=4294967296,4294967296" --pipeline-options="buffer-cache=false threads=2" 2>&1 | FileCheck %s --check-prefix=FILL-BIG
// FILL-BIG: tagrad runtime error: Shape [4294967296,4294967296] would have more than 2**63 - 1 elements (at fill_node)
// RUN: not tagrad-run %s --function=fill --input="2xi64=4611686018427387904,1" 2>&1 | FileCheck %s --check-prefix=FILL-BYTES
// FILL-BYTES: tagrad runtime error: OOM when allocating tensor with shape[4611686018427387904,1] and type float (at fill_node)
// A valid shape too large for memory: the allocation reports it, with the
// buffer cache or without it (malloc's NULL was written through).
// RUN: not tagrad-run %s --function=fill --input="2xi64=1099511627776,1" 2>&1 | FileCheck %s --check-prefix=FILL-OOM
// RUN: not tagrad-run %s --function=fill --input="2xi64=1099511627776,1" --pipeline-options="buffer-cache=false" 2>&1 | FileCheck %s --check-prefix=FILL-OOM
// RUN: not tagrad-run %s --function=fill --input="2xi64=1099511627776,1" --pipeline-options="buffer-cache=false threads=2 checks=none" 2>&1 | FileCheck %s --check-prefix=FILL-OOM
// FILL-OOM: tagrad runtime error: out of memory: cannot allocate {{[0-9]+}} bytes for a buffer
// RUN: tagrad-run %s --function=fill --input="2xi64=2,0" | FileCheck %s --check-prefix=FILL-EMPTY
// FILL-EMPTY: 2x0xf32=
//
// A Sum over a Fill of -1,3 returned 0.
// RUN: not tagrad-run %s --function=sum_fill --input="2xi64=-1,3" 2>&1 | FileCheck %s --check-prefix=SUM-FILL
// SUM-FILL: tagrad runtime error: Dimension -1 must be >= 0 (at fill_node)
//
// Tile: a negative multiple, and a product past 2^63 - 1 (it printed a
// negative dimension).
// RUN: not tagrad-run %s --function=tile --input="2xf32=1,2" --input="1xi64=4611686018427387904" 2>&1 | FileCheck %s --check-prefix=TILE-BIG
// RUN: not tagrad-run %s --function=tile --input="2xf32=1,2" --input="1xi64=4611686018427387904" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=TILE-BIG
// TILE-BIG: tagrad runtime error: Encountered overflow when multiplying 2 with 4611686018427387904, result: -1 (at tile_node)
// RUN: not tagrad-run %s --function=tile --input="2xf32=1,2" --input="1xi64=-1" 2>&1 | FileCheck %s --check-prefix=TILE-NEG
// TILE-NEG: tagrad runtime error: Expected multiples[0] >= 0, but got -1 (at tile_node)
// RUN: tagrad-run %s --function=tile --input="2xf32=1,2" --input="1xi64=2" | FileCheck %s --check-prefix=TILE
// TILE: 4xf32=[1 2 1 2]
//
// Range: a zero delta divided by zero (SIGFPE); a delta that moves away
// from the limit gave an empty tensor.
// RUN: not tagrad-run %s --function=range --input="i64=0" --input="i64=5" --input="i64=0" 2>&1 | FileCheck %s --check-prefix=RANGE-ZERO
// RUN: not tagrad-run %s --function=range --input="i64=0" --input="i64=5" --input="i64=0" --pipeline-options="buffer-cache=false threads=2" 2>&1 | FileCheck %s --check-prefix=RANGE-ZERO
// RUN: tagrad-run %s --function=range --input="i64=0" --input="i64=5" --input="i64=0" 2> /dev/null; test $? -eq 1
// RANGE-ZERO: tagrad runtime error: Requires delta != 0: 0 (at range_node)
// RUN: not tagrad-run %s --function=range --input="i64=0" --input="i64=-5" --input="i64=1" 2>&1 | FileCheck %s --check-prefix=RANGE-UP
// RUN: not tagrad-run %s --function=range --input="i64=0" --input="i64=-5" --input="i64=1" --pipeline-options="checks=none threads=1" 2>&1 | FileCheck %s --check-prefix=RANGE-UP
// RANGE-UP: tagrad runtime error: Requires start <= limit when delta > 0: 0/-5 (at range_node)
// RUN: not tagrad-run %s --function=range --input="i64=0" --input="i64=5" --input="i64=-1" 2>&1 | FileCheck %s --check-prefix=RANGE-DOWN
// RANGE-DOWN: tagrad runtime error: Requires start >= limit when delta < 0: 0/5 (at range_node)
// RUN: tagrad-run %s --function=range --input="i64=0" --input="i64=-5" --input="i64=-2" | FileCheck %s --check-prefix=RANGE
// RANGE: 3xi64=[0 -2 -4]
// RUN: tagrad-run %s --function=range --input="i64=-9223372036854775808" --input="i64=9223372036854775807" --input="i64=9223372036854775807" | FileCheck %s --check-prefix=RANGE-WIDE
// RANGE-WIDE: 3xi64=[-9223372036854775808 -1 9223372036854775806]
// RUN: not tagrad-run %s --function=range_f32 --input="f32=0" --input="f32=1" --input="f32=0" 2>&1 | FileCheck %s --check-prefix=RANGE-F32
// RANGE-F32: tagrad runtime error: Requires delta != 0: 0 (at range_f32_node)
//
// TensorArrayScatterV3 on a fixed-size (decomposed) array: one row per
// index, checked at checks=all and bounds (checks=none writes the rows
// there are indices for).
// RUN: not tagrad-run %s --function=scatter --input="4x2xf32=1,2,3,4,5,6,7,8" 2>&1 | FileCheck %s --check-prefix=SCATTER-4
// RUN: not tagrad-run %s --function=scatter --input="4x2xf32=1,2,3,4,5,6,7,8" --pipeline-options="buffer-cache=false threads=2" 2>&1 | FileCheck %s --check-prefix=SCATTER-4
// RUN: not tagrad-run %s --function=scatter --input="4x2xf32=1,2,3,4,5,6,7,8" --pipeline-options="checks=bounds threads=1" 2>&1 | FileCheck %s --check-prefix=SCATTER-4
// RUN: tagrad-run %s --function=scatter --input="4x2xf32=1,2,3,4,5,6,7,8" 2> /dev/null; test $? -eq 1
// SCATTER-4: tagrad runtime error: TensorArray ta: Expected len(indices) == values.shape[0], but saw: 3 vs. 4 (at scatter_node)
// RUN: not tagrad-run %s --function=scatter --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=SCATTER-2
// SCATTER-2: tagrad runtime error: TensorArray ta: Expected len(indices) == values.shape[0], but saw: 3 vs. 2 (at scatter_node)
// RUN: tagrad-run %s --function=scatter --input="3x2xf32=1,2,3,4,5,6" | FileCheck %s --check-prefix=SCATTER
// SCATTER: 3x2xf32={{\[\[}}1 2][3 4][5 6]]
//
// Reshape of an empty tensor to a fed shape whose product wraps to 0.
// RUN: not tagrad-run %s --function=reshape --input="0xf32=" --input="2xi64=4294967296,4294967296" 2>&1 | FileCheck %s --check-prefix=RESHAPE-BIG
// RESHAPE-BIG: tagrad runtime error: Shape [4294967296,4294967296] would have more than 2**63 - 1 elements (at reshape_node)

func.func @fill(%d: tensor<2xi64>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %f = "tf.Fill"(%d, %v) : (tensor<2xi64>, tensor<f32>) -> tensor<*xf32> loc("fill_node")
  return %f : tensor<*xf32>
}

func.func @sum_fill(%d: tensor<2xi64>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %f = "tf.Fill"(%d, %v) : (tensor<2xi64>, tensor<f32>) -> tensor<*xf32> loc("fill_node")
  %axes = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Sum"(%f, %axes) {keep_dims = false} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %s : tensor<*xf32>
}

func.func @tile(%x: tensor<2xf32>, %m: tensor<1xi64>) -> tensor<*xf32> {
  %t = "tf.Tile"(%x, %m) : (tensor<2xf32>, tensor<1xi64>) -> tensor<*xf32> loc("tile_node")
  return %t : tensor<*xf32>
}

func.func @range(%s: tensor<i64>, %l: tensor<i64>, %d: tensor<i64>) -> tensor<*xi64> {
  %r = "tf.Range"(%s, %l, %d) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<*xi64> loc("range_node")
  return %r : tensor<*xi64>
}

func.func @range_f32(%s: tensor<f32>, %l: tensor<f32>, %d: tensor<f32>) -> tensor<*xf32> {
  %r = "tf.Range"(%s, %l, %d) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<*xf32> loc("range_f32_node")
  return %r : tensor<*xf32>
}

func.func @scatter(%v: tensor<?x2xf32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %h, %f0 = "tf.TensorArrayV3"(%size) {dtype = f32, element_shape = #tf_type.shape<2>, dynamic_size = false, clear_after_read = true, identical_element_shapes = true, tensor_array_name = "ta"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  %idx = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %f1 = "tf.TensorArrayScatterV3"(%h, %idx, %v, %f0) : (tensor<2x!tf_type.resource>, tensor<3xi32>, tensor<?x2xf32>, tensor<f32>) -> tensor<f32> loc("scatter_node")
  %r = "tf.TensorArrayGatherV3"(%h, %idx, %f1) {element_shape = #tf_type.shape<2>} : (tensor<2x!tf_type.resource>, tensor<3xi32>, tensor<f32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

func.func @reshape(%x: tensor<?xf32>, %shape: tensor<2xi64>) -> tensor<*xf32> {
  %r = "tf.Reshape"(%x, %shape) : (tensor<?xf32>, tensor<2xi64>) -> tensor<*xf32> loc("reshape_node")
  return %r : tensor<*xf32>
}
