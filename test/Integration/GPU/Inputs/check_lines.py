#!/usr/bin/env python3
"""A FileCheck stand-in for the GPU machine, which has no LLVM tools.

    check_lines.py OUTPUT CHECKS [CPU_OUTPUT]

CHECKS holds the `// CHECK:` patterns of a TensorFlow golden program
(test/Integration/BatchNorm), one per line; `{{regex}}` parts are regular
expressions as in FileCheck, the rest is literal. Each pattern must match a
later line of OUTPUT than the previous one. With CPU_OUTPUT, the lines that
matched must also be the lines the CPU pipeline printed. Prints one verdict
line; exits 1 on failure.
"""

import re
import sys


def to_regex(check):
    parts = re.split(r"\{\{(.*?)\}\}", check)
    return "".join(re.escape(p) if i % 2 == 0 else p
                   for i, p in enumerate(parts))


def matched_lines(lines, checks):
    """Indices of the lines matching each check in order, or the failing
    check."""
    found, pos = [], 0
    for check in checks:
        pattern = re.compile(to_regex(check))
        while pos < len(lines) and not pattern.search(lines[pos]):
            pos += 1
        if pos == len(lines):
            return None, check
        found.append(pos)
        pos += 1
    return found, None


def main():
    out = open(sys.argv[1]).read().splitlines()
    checks = [l.strip() for l in open(sys.argv[2]) if l.strip()]
    found, missing = matched_lines(out, checks)
    if found is None:
        print(f"tf golden FAIL: no match for '{missing}'")
        return 1
    verdict = f"tf golden ok ({len(checks)} checks)"
    if len(sys.argv) > 3:
        try:
            cpu = open(sys.argv[3]).read().splitlines()
        except OSError:
            print(verdict + ", cpu n/a")
            return 0
        cpu_found, _ = matched_lines(cpu, checks)
        if cpu_found is None:
            print(verdict + ", cpu output does not pass the checks")
            return 0
        labels = [out[i].split()[0:2] for i in found]
        cpu_labels = [cpu[i].split()[0:2] for i in cpu_found]
        if labels != cpu_labels:
            print(verdict + ", cpu FAIL (different lines)")
            return 1
        verdict += ", cpu ok (same checked lines)"
    print(verdict)
    return 0


if __name__ == "__main__":
    sys.exit(main())
