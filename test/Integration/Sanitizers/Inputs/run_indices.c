// Calls the test's `run(i, j)` with the indices given on the command line,
// so that nothing about them is known when the program is compiled.
#include <stdint.h>
#include <stdlib.h>

void run(int64_t i, int64_t j);

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  run(atoll(argv[1]), atoll(argv[2]));
  return 0;
}
