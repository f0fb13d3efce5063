//===- GemmTest.cpp - f32 matrix products split across threads ------------===//
//
// tagradSgemm (runtime/Gemm.cpp) as -tagrad-cpu-matmul-to-blas calls it:
// C += A B (or C = A B) for operands given by strides, on one thread and split
// across two (columns or rows of C, or batch elements), against a float64
// reference (TAGRAD_SPLIT_PRODUCTS=always: split whenever the product is
// large enough, not only when splitting has paid). Each element is a dot
// product of k terms, so it is off by at most gamma_k(u) sum |a b| whatever the
// order (Higham, section 3.1): the tests allow 2 k u sum |a b|.
//
//===----------------------------------------------------------------------===//

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

extern "C" void
tagradSgemm(int64_t threads, int64_t batch, int64_t m, int64_t n, int64_t k,
            int64_t aPointer, int64_t aOffset, int64_t aBatchStride,
            int64_t aRowStride, int64_t aColumnStride, int64_t bPointer,
            int64_t bOffset, int64_t bBatchStride, int64_t bRowStride,
            int64_t bColumnStride, int64_t cPointer, int64_t cOffset,
            int64_t cBatchStride, int64_t cRowStride, int64_t cColumnStride,
            int64_t accumulate);
// libomp's, weak: the runtime may be built without OpenMP.
extern "C" int kmp_get_blocktime() __attribute__((weak));

namespace {

/// Splits every product above the threshold, whatever the machine's load
/// (read by the runtime on its first product).
const bool kAlwaysSplit = [] {
  setenv("TAGRAD_SPLIT_PRODUCTS", "always", /*overwrite=*/1);
  return true;
}();

/// A batch of matrices in a buffer: element (i, j) of batch b at
/// data[b * batchStride + i * rowStride + j * columnStride].
struct Matrices {
  int64_t batch, rows, columns;
  int64_t batchStride, rowStride, columnStride;
  std::vector<float> data;

  Matrices(int64_t batch, int64_t rows, int64_t columns, bool transposed,
           float seed)
      : batch(batch), rows(rows), columns(columns), batchStride(rows * columns),
        rowStride(transposed ? 1 : columns),
        columnStride(transposed ? rows : 1), data(batch * rows * columns) {
    for (size_t i = 0; i < data.size(); ++i)
      data[i] = std::sin(seed + 0.37f * static_cast<float>(i));
  }
  float &at(int64_t b, int64_t i, int64_t j) {
    return data[b * batchStride + i * rowStride + j * columnStride];
  }
  int64_t pointer() { return reinterpret_cast<int64_t>(data.data()); }
};

/// Runs C += A B (C = A B where not `accumulate`, C holding NaNs before)
/// with `threads` and checks every element against float64.
void checkProduct(int64_t threads, int64_t batch, int64_t m, int64_t n,
                  int64_t k, bool transposeA, bool transposeB, bool transposeC,
                  bool accumulate = true) {
  Matrices a(batch, m, k, transposeA, 0.1f), b(batch, k, n, transposeB, 0.7f),
      c(batch, m, n, transposeC, 1.3f);
  Matrices initial = c;
  if (!accumulate) {
    std::fill(c.data.begin(), c.data.end(), std::nanf(""));
    std::fill(initial.data.begin(), initial.data.end(), 0.0f);
  }
  tagradSgemm(threads, batch, m, n, k, a.pointer(), 0, a.batchStride,
              a.rowStride, a.columnStride, b.pointer(), 0, b.batchStride,
              b.rowStride, b.columnStride, c.pointer(), 0, c.batchStride,
              c.rowStride, c.columnStride, accumulate);
  const double u = std::ldexp(1.0, -24);
  int64_t wrong = 0;
  for (int64_t e = 0; e < batch; ++e)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        double want = initial.at(e, i, j), magnitude = std::fabs(want);
        for (int64_t l = 0; l < k; ++l) {
          double term = double(a.at(e, i, l)) * double(b.at(e, l, j));
          want += term;
          magnitude += std::fabs(term);
        }
        if (!(std::fabs(c.at(e, i, j) - want) <= 2.0 * (k + 1) * u * magnitude))
          ++wrong;
      }
  EXPECT_EQ(wrong, 0) << threads << " threads, batch " << batch << ", " << m
                      << " x " << n << " x " << k;
}

// 32 x 256 x 64: split by columns of C (n >= m), above the split threshold.
TEST(GemmTest, SplitColumns) {
  for (int64_t threads : {1, 2, 3})
    checkProduct(threads, 1, 32, 256, 64, false, false, false);
}

// 300 x 40 x 64: split by rows of C, into blocks that are not a multiple of
// the block size.
TEST(GemmTest, SplitRows) {
  for (int64_t threads : {1, 2})
    checkProduct(threads, 1, 300, 40, 64, false, false, false);
}

// Transposed operands (MatMul's transpose_a / transpose_b) and a C read
// column by column, split.
TEST(GemmTest, SplitTransposedOperands) {
  for (bool ta : {false, true})
    for (bool tb : {false, true})
      for (bool tc : {false, true})
        checkProduct(2, 1, 48, 130, 70, ta, tb, tc);
}

// A batch of at least as many elements as threads is split by element; a
// single element too narrow for two blocks of 32 stays whole.
TEST(GemmTest, SplitBatch) {
  checkProduct(2, 3, 40, 50, 60, false, true, false);
  checkProduct(2, 1, 40, 50, 200, false, true, false);
}

// Where C held zeros, the product overwrites it (sgemm's beta = 0): C's old
// contents (NaNs here) are not read, split or not, transposed or not, and
// with k = 0 C becomes zeros.
TEST(GemmTest, OverwriteIgnoresC) {
  for (int64_t threads : {1, 2})
    for (bool tc : {false, true})
      checkProduct(threads, 1, 48, 130, 70, false, true, tc,
                   /*accumulate=*/false);
  checkProduct(2, 3, 40, 50, 60, false, false, false, /*accumulate=*/false);
  checkProduct(1, 1, 5, 7, 0, false, false, false, /*accumulate=*/false);
}

// Below the threshold a product stays whole; one of a single row (column)
// is split by its columns (rows).
TEST(GemmTest, SmallAndDegenerateProducts) {
  checkProduct(2, 1, 8, 8, 8, false, false, false);
  checkProduct(2, 1, 1, 512, 512, false, false, false);
  checkProduct(2, 1, 512, 1, 512, false, true, false);
}

// Operands that no BLAS layout describes take the plain loop, split alike.
TEST(GemmTest, SplitPlainLoop) {
  Matrices a(1, 64, 80, false, 0.2f), b(1, 80, 96, false, 0.4f),
      c(1, 64, 96, false, 0.6f);
  Matrices initial = c;
  // A read with both strides above 1: every other element of a wider row.
  std::vector<float> wide(64 * 160);
  for (int64_t i = 0; i < 64; ++i)
    for (int64_t j = 0; j < 80; ++j)
      wide[i * 160 + 2 * j] = a.at(0, i, j);
  tagradSgemm(2, 1, 64, 96, 80, reinterpret_cast<int64_t>(wide.data()), 0, 0,
              160, 2, b.pointer(), 0, 0, b.rowStride, b.columnStride,
              c.pointer(), 0, 0, c.rowStride, c.columnStride,
              /*accumulate=*/1);
  const double u = std::ldexp(1.0, -24);
  for (int64_t i = 0; i < 64; ++i)
    for (int64_t j = 0; j < 96; ++j) {
      double want = initial.at(0, i, j), magnitude = std::fabs(want);
      for (int64_t l = 0; l < 80; ++l) {
        want += double(a.at(0, i, l)) * b.at(0, l, j);
        magnitude += std::fabs(double(a.at(0, i, l)) * b.at(0, l, j));
      }
      ASSERT_LE(std::fabs(c.at(0, i, j) - want), 2.0 * 81 * u * magnitude)
          << "(" << i << ", " << j << ")";
    }
}

// libomp's idle threads sleep at once from the runtime's load (they spin
// again only while splits are measured to pay, never under
// TAGRAD_SPLIT_PRODUCTS=always), unless the user set KMP_BLOCKTIME.
TEST(GemmTest, IdleThreadsSleepFromTheStart) {
  if (std::getenv("KMP_BLOCKTIME") || !kmp_get_blocktime)
    GTEST_SKIP() << "KMP_BLOCKTIME is set, or no libomp";
  Matrices a(1, 64, 64, false, 0.2f), b(1, 64, 64, false, 0.4f),
      c(1, 64, 64, false, 0.6f);
  tagradSgemm(2, 1, 64, 64, 64, a.pointer(), 0, 0, a.rowStride, a.columnStride,
              b.pointer(), 0, 0, b.rowStride, b.columnStride, c.pointer(), 0, 0,
              c.rowStride, c.columnStride, /*accumulate=*/1);
  EXPECT_EQ(kmp_get_blocktime(), 0);
}

} // namespace
