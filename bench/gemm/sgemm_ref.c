/* OpenBLAS's cblas_sgemm on preallocated buffers: prints the median
 * nanoseconds per call over REPS calls after one warm-up call.
 * Usage: sgemm_ref M N K TRANS_A TRANS_B THREADS REPS */
#include <cblas.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc != 8)
    return 2;
  int m = atoi(argv[1]), n = atoi(argv[2]), k = atoi(argv[3]);
  int ta = atoi(argv[4]), tb = atoi(argv[5]), reps = atoi(argv[7]);
  openblas_set_num_threads(atoi(argv[6]));
  float *a = malloc(sizeof(float) * m * k), *b = malloc(sizeof(float) * k * n),
        *c = malloc(sizeof(float) * m * n);
  for (int i = 0; i < m * k; ++i)
    a[i] = (float)(i % 7) * 0.25f;
  for (int i = 0; i < k * n; ++i)
    b[i] = (float)(i % 5) * 0.5f;
  int64_t *t = malloc(sizeof(int64_t) * reps);
  for (int r = -1; r < reps; ++r) {
    int64_t s = now_ns();
    cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans,
                tb ? CblasTrans : CblasNoTrans, m, n, k, 1.0f, a, ta ? m : k,
                b, tb ? k : n, 0.0f, c, n);
    if (r >= 0)
      t[r] = now_ns() - s;
  }
  qsort(t, reps, sizeof(int64_t), cmp);
  /* The result is read, so the calls are not dead. */
  double check = 0;
  for (int i = 0; i < m * n; ++i)
    check += c[i];
  printf("median_ns_per_call: %lld\nchecksum: %g\n", (long long)t[reps / 2],
         check);
  return 0;
}
