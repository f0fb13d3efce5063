#!/usr/bin/env python3
"""Test coverage of TaGrad's TensorFlow front end (-tagrad-legalize-tf).

Checks two things (issue 44):

  * every op of include/TaGrad/TFFrontend/TFOps.def has a positive test: the
    op, written `"tf.<Name>"`, appears in a test that is not a negative test
    (a file whose RUN lines do not use -verify-diagnostics and do not start
    with `not`, or a `// -----` chunk of a -verify-diagnostics file that has
    no expected-error), or `op: "<Name>"` appears in a .pbtxt under test/ that
    some RUN line reads without `not`;
  * every diagnostic that lib/Conversion/TFToTaGrad/*.cpp can emit has a
    negative test: a recognisable literal fragment of the message appears in
    an `expected-error {{...}}` or in a CHECK line of a test that checks the
    tool's stderr (`not tagrad-opt ... 2>&1 | FileCheck`). Messages of
    runtime checks (runtimeCheck(...), cf::AssertOp::create(...)) count as
    covered when the fragment appears anywhere in a test.

A message is split into its literal pieces (the string literals of the
statement that emits it, error(op) << "..." or error(node, frame, "...");
adjacent literals are joined; the two arms of `c ? "a" : "b"` are optional
pieces). It counts as matched when its first or its longest piece (or, for
a run-time message, the longest text between its {0} placeholders), if that
has at least MIN_FRAGMENT characters, appears in the test text; a message
without such a piece must have all its pieces, in order and close together,
inside one test message. A test message matched by several diagnostics
counts only for those whose matched text is not just a part of another's
that it matches further ("needs ... as operand" is not covered by a test of
"needs a number (a scalar) as operand 0, got"). Statements with under
MIN_FRAGMENT characters of text (the start of a message that later
statements continue) are not counted.

Diagnostics that no input can reach are listed, each with its reason, in
ALLOWED_UNCOVERED below; the summary counts them apart, and an entry that
matches no diagnostic, or one that has a test after all, is an error.

Usage: tf_frontend_coverage.py [--check] [--verbose]
  --check    exit 1 when an op or a diagnostic is uncovered
  --verbose  also list the covered ones and where
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPS_DEF = os.path.join(ROOT, "include", "TaGrad", "TFFrontend", "TFOps.def")
SOURCE_DIR = os.path.join(ROOT, "lib", "Conversion", "TFToTaGrad")
TEST_DIRS = [os.path.join(ROOT, "test", d)
             for d in ("Conversion/TFToTaGrad", "Integration", "Target")]
MIN_FRAGMENT = 12

# Diagnostics no input IR can reach (internal guards). Each entry: a literal
# piece of the message (as in the source) -> why no test can produce it.
ALLOWED_UNCOVERED = {
    # FunctionalizeTFControlFlow.cpp
    "cannot be placed outside its loop or conditional":
        "only loop and conditional nodes reach it; the frame and conditional "
        "checks before it place or reject every one of them",
    "is a Switch on the LoopCond that does not read a loop variable's Merge":
        "such a Switch uses the LoopCond, and the check \"uses the LoopCond "
        "but is not a loop Switch\" before it rejects it",
    "fetched value is not available":
        "a fetch of a value inside a frame or a branch is rejected earlier "
        "(\"is fetched from inside the frame\", \"other than through a "
        "Merge\")",
    # LegalizeTFPass.cpp
    "in a way the call cannot follow":
        "the legalizer keeps every function's argument and result counts "
        "(-tagrad-tf-lift-variables added the variables' before) and only "
        "refines types, which tensor.cast follows; a call passing a handle "
        "is refused in its caller first",
    # LegalizeControlFlow.cpp
    "as loop variable":
        "loop types start as the initial values' types and only widen by "
        "joinTypes(), so castTo() always takes the initial value",
    "back as":
        "loop types are joinTypes() of the values passed, and castTo() casts "
        "every value to such a join",
    "cannot join the branches' result":
        "result types are joinTypes() of the branch values (an empty "
        "optional's placeholder has the joined type), which castTo() takes",
    # LegalizeIndexing.cpp
    "slices to the end of a dynamic dimension":
        "Slice of an input with a dynamic dimension takes the run-time path "
        "(sliceAtRuntime) before this check",
    "needs a scalar axis":
        "GatherV2's axis is checked to be an integer scalar (OperandChecks) "
        "before the handler",
    # LegalizeShapes.cpp
    "needs numeric bounds":
        "Range's bounds are checked to be numbers (OperandChecks) before the "
        "handler; only numbers pass",
    "needs a ranked input of rank 1 or more":
        "splitInto() is called by Split and SplitV only, which reject an "
        "unranked input and an axis out of range (any, for a scalar) first",
    "needs a scalar concat_dim":
        "ConcatOffset's concat_dim is checked to be an integer scalar "
        "(OperandChecks) before the handler",
    # LegalizerSupport.cpp
    "created inside a loop or":
        "a resource made in a loop body or branch cannot leave it: the "
        "loop-variable and branch-result checks reject that first (no input "
        "found that reaches it)",
}

# Ops that need no positive test of their own (none at present).
ALLOWED_UNCOVERED_OPS = {
}


# --- The op table ------------------------------------------------------------

def read_ops():
    ops = []
    with open(OPS_DEF) as f:
        for line in f:
            m = re.match(r"\s*TF_OP\(\s*(\w+)\s*,", line)
            if m:
                ops.append(m.group(1))
    return ops


# --- The diagnostics of the sources ------------------------------------------

# Where a diagnostic starts; the statement runs to the next ';' at bracket
# depth 0 (or the end of the call it starts in). `kind` is "compile" (a
# compile-time error) or "runtime" (the message of a run-time check).
START_PATTERNS = [
    (re.compile(r"\berror\(\s*\w*\s*\)\s*<<"), "compile"),
    # The functionalizer's error(node, frame, "message").
    (re.compile(r"\berror\(\s*\w+\s*,\s*&?\w+\s*,"), "compile"),
    (re.compile(r"\bemitError\(\s*\)\s*<<"), "compile"),
    (re.compile(r"\bemitError\("), "compile"),
    (re.compile(r"\bemitOpError\("), "compile"),
    (re.compile(r"\bdiag\s*<<"), "compile"),
    (re.compile(r"\bruntimeCheck\("), "runtime"),
    (re.compile(r"\brequireAtRunTime\("), "runtime"),
    (re.compile(r"\bcf::AssertOp::create\("), "runtime"),
]

# Definitions of the helpers themselves, not diagnostics.
SKIP_LINES = re.compile(
    r"^\s*(InFlightDiagnostic\s+error\(|void\s+Legalizer::runtimeCheck\(|"
    r"void\s+Legalizer::requireAtRunTime\(|void\s+runtimeCheck\(|"
    r"void\s+requireAtRunTime\()")


def strip_comments(text):
    """Blank out // and /* */ comments, keeping offsets and literals."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        else:
            i += 1
    return "".join(out)


def statement_pieces(text, start):
    """The literal pieces of the statement at start (adjacent literals
    joined), and where it ends."""
    pieces, depth, i, n = [], 0, start, len(text)
    last_end = None  # end of the previous literal, to join adjacent ones
    while i < n:
        c = text[i]
        if c == '"':
            j, buf = i + 1, []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n:
                    buf.append({"n": "\n", "t": "\t"}.get(text[j + 1],
                                                          text[j + 1]))
                    j += 2
                else:
                    buf.append(text[j])
                    j += 1
            literal = "".join(buf)
            if last_end is not None and text[last_end:i].strip() == "":
                pieces[-1] += literal
            else:
                # One arm of `cond ? "a" : "b"`: a piece the message may
                # lack (marked with a leading NUL, see Diagnostic).
                before = text[:i].rstrip()
                arm = before.endswith("?") or (before.endswith(":") and
                                               not before.endswith("::"))
                pieces.append(("\0" if arm else "") + literal)
            last_end = j + 1
            i = j + 1
            continue
        if c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:
                break
        elif c == ";" and depth == 0:
            break
        i += 1
    return pieces, i


def normalise(s):
    return re.sub(r"\s+", " ", s).strip()


def meaningful(piece):
    """A piece that says something (not just quotes, spaces, punctuation)."""
    return re.search(r"[A-Za-z]{2}", piece) is not None


class Diagnostic:
    def __init__(self, pieces, kind):
        # Pieces from one arm of a conditional expression: the message has
        # one of them or none.
        self.optional = {p[1:] for p in pieces if p.startswith("\0")}
        pieces = [p.lstrip("\0") for p in pieces]
        self.pieces = pieces
        self.kind = kind
        self.sites = []
        self.covered_by = None
        self.allowed = None  # the allow-list's reason, if it names this one
        # A runtime message's {0}-style placeholders stand for values: the
        # text between them is also matched on its own.
        self.parts = [normalise(q) for p in pieces
                      for q in re.split(r"\{(?:\d+|shape)\}", p)
                      if meaningful(q)]

    @property
    def text(self):
        return " ... ".join(self.pieces)

    def keys(self):
        """The fragments that identify the message: its first and its
        longest piece, and the longest text between placeholders."""
        candidates = [self.pieces[0], max(self.pieces, key=len)]
        if self.parts:
            candidates.append(max(self.parts, key=len))
        return [p for p in dict.fromkeys(candidates) if len(p) >= MIN_FRAGMENT]

    def matches(self, message):
        return self.match_score(message) > 0

    def match_score(self, message):
        """How much of the message's literal text the test message has
        (0: no match)."""
        return sum(len(f) for f in self.matched(message))

    def matched(self, message):
        """The fragments of this message the test message has ([]: it does
        not match)."""
        message = normalise(message)
        keys = self.keys()
        if keys:
            return [k for k in keys if self.key_pattern(k).search(message)][:1]
        # Short pieces only: all of them, in order, a type or a number
        # apart at most.
        pattern = ".{0,80}?".join(
            "(?:%s)?" % re.escape(p) if p in self.optional else re.escape(p)
            for p in self.parts)
        if re.search(pattern, message) is None:
            return []
        return [p for p in self.parts if p not in self.optional]

    @staticmethod
    def key_pattern(key):
        """A key's text, its {0}-style placeholders standing for one value
        each (a number, a list: no spaces)."""
        return re.compile(r"\S*?".join(re.escape(q)
                                        for q in re.split(r"\{(?:\d+|shape)\}", key)))

    def identifiable(self):
        return sum(len(p) for p in self.pieces
                   if p not in self.optional) >= MIN_FRAGMENT


def read_diagnostics():
    diags = {}
    for name in sorted(os.listdir(SOURCE_DIR)):
        if not name.endswith(".cpp"):
            continue
        path = os.path.join(SOURCE_DIR, name)
        with open(path) as f:
            text = strip_comments(f.read())
        line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        seen_ends = set()
        hits = []
        for pattern, kind in START_PATTERNS:
            for m in pattern.finditer(text):
                hits.append((m.start(), m.end(), kind))
        hits.sort()
        for start, end, kind in hits:
            line_no = next(k for k in range(len(line_starts) - 1, -1, -1)
                           if line_starts[k] <= start)
            line = text[line_starts[line_no]:].split("\n", 1)[0]
            if SKIP_LINES.match(line):
                continue
            pieces, stmt_end = statement_pieces(text, end)
            if stmt_end in seen_ends:  # emitError() << matched twice
                continue
            seen_ends.add(stmt_end)
            pieces = [("\0" if p.startswith("\0") else "") +
                      normalise(p.lstrip("\0"))
                      for p in pieces if meaningful(p)]
            if not pieces:
                continue  # a message built elsewhere (a variable)
            key = (tuple(pieces), kind)
            diag = diags.setdefault(key, Diagnostic(pieces, kind))
            diag.sites.append("%s:%d" % (name, line_no + 1))
    return list(diags.values())


# --- The tests ---------------------------------------------------------------

RUN_LINE = re.compile(r"(?://|#|;)\s*RUN:\s*(.*)")
EXPECTED = re.compile(r"expected-error(?:@[^\s{]*)?\s*\{\{(.*?)\}\}")
CHECK_LINE = re.compile(r"(?://|#|;)\s*([A-Za-z][\w-]*?)"
                        r"(-NEXT|-SAME|-DAG|-NOT|-LABEL|-EMPTY|-COUNT-\d+)?"
                        r":\s*(.*)")


def test_files():
    for d in TEST_DIRS:
        for dirpath, dirnames, filenames in os.walk(d):
            for f in sorted(filenames):
                if f.endswith((".mlir", ".test")) and \
                        os.path.basename(dirpath) != "Inputs":
                    yield os.path.join(dirpath, f)


def run_lines(text):
    runs, current = [], ""
    for line in text.splitlines():
        m = RUN_LINE.search(line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            current += part[:-1] + " "
        else:
            runs.append(current + part)
            current = ""
    return runs


def check_prefixes(runs):
    prefixes = {"CHECK"}
    for r in runs:
        for m in re.finditer(r"--?check-prefix(?:es)?[= ]([\w,-]+)", r):
            prefixes.update(m.group(1).split(","))
    return prefixes


class Tests:
    def __init__(self):
        self.positive = []       # (file, text) where ops count positively
        self.negative = []       # (file, message) of expected errors / CHECKs
        self.anywhere = []       # (file, text) of every test
        self.pbtxt_used = set()  # basenames of .pbtxt read without `not`
        for path in test_files():
            with open(path) as f:
                text = f.read()
            rel = os.path.relpath(path, ROOT)
            self.anywhere.append((rel, text))
            runs = run_lines(text)
            for r in runs:
                if not r.lstrip().startswith("not "):
                    for m in re.finditer(r"([\w.-]+\.pbtxt)", r):
                        self.pbtxt_used.add(m.group(1))
            verify = any("-verify-diagnostics" in r for r in runs)
            failing = bool(runs) and all(r.lstrip().startswith("not ")
                                         for r in runs)
            for m in EXPECTED.finditer(text):
                self.negative.append((rel, m.group(1)))
            if any("2>&1" in r and "FileCheck" in r for r in runs):
                prefixes = check_prefixes(runs)
                # A message over several lines is a CHECK and its -NEXTs.
                joined = None
                for line in text.splitlines() + [""]:
                    m = CHECK_LINE.search(line)
                    if joined is not None and not (
                            m and m.group(1) == joined[0] and
                            m.group(2) == "-NEXT"):
                        if joined[2] > 1:
                            self.negative.append((rel, joined[1]))
                        joined = None
                    if m and m.group(1) in prefixes and m.group(2) != "-NOT":
                        self.negative.append((rel, m.group(3)))
                        if joined is None:
                            joined = [m.group(1), m.group(3), 1]
                        else:
                            joined[1] += " " + m.group(3)
                            joined[2] += 1
            if not runs or failing:
                continue
            if not verify:
                self.positive.append((rel, text))
                continue
            for i, chunk in enumerate(re.split(r"^// -----\s*$", text,
                                               flags=re.M)):
                if "expected-error" not in chunk:
                    self.positive.append(("%s (chunk %d)" % (rel, i + 1),
                                          chunk))
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT,
                                                                 "test")):
            for f in sorted(filenames):
                if f.endswith(".pbtxt") and f in self.pbtxt_used:
                    path = os.path.join(dirpath, f)
                    with open(path) as fh:
                        text = fh.read()
                    ops = set(re.findall(r'\bop:\s*"(\w+)"', text))
                    self.positive.append((os.path.relpath(path, ROOT),
                                          " ".join('"tf.%s"' % o
                                                   for o in ops)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when anything is uncovered")
    parser.add_argument("--verbose", action="store_true",
                        help="also list what is covered, and where")
    args = parser.parse_args()

    ops = read_ops()
    diags = read_diagnostics()
    # Statements with too little text to recognise (the start of a message
    # that later statements continue, e.g. `diag << "result " << i`): the
    # continuation is the diagnostic that needs the test.
    fragments = [d for d in diags if not d.identifiable()]
    diags = [d for d in diags if d.identifiable()]
    tests = Tests()

    # A test message does not count for a diagnostic whose matched text is
    # part of another diagnostic's literal text that the message matches
    # further: "needs ... as operand" is not covered by a test of
    # "needs a number (a scalar) as operand 0, got".
    compile_diags = [d for d in diags if d.kind == "compile"]
    cache = {}

    def best_match(message):
        if message not in cache:
            found = [(d, d.matched(message)) for d in compile_diags]
            found = [(d, m) for d, m in found if m]
            keep = set()
            for d, m in found:
                score = sum(map(len, m))
                dominated = any(
                    sum(map(len, m2)) > score and
                    all(any(f in p for p in e.pieces) for f in m)
                    for e, m2 in found if e is not d)
                if not dominated:
                    keep.add(id(d))
            cache[message] = keep
        return cache[message]

    op_cover = {}
    for op in ops:
        needle = '"tf.%s"' % op
        op_cover[op] = next((f for f, t in tests.positive if needle in t),
                            None)
    for d in diags:
        if d.kind == "runtime":
            d.covered_by = next((f for f, t in tests.anywhere +
                                 tests.negative if d.matches(t)), None)
        else:
            d.covered_by = next((f for f, msg in tests.negative
                                 if id(d) in best_match(msg)), None)
        if not d.covered_by:
            for fragment, reason in ALLOWED_UNCOVERED.items():
                if fragment in d.pieces:
                    d.allowed = reason
    stale = [f for f in ALLOWED_UNCOVERED
             if not any(f in d.pieces for d in diags)]
    tested = [f for f in ALLOWED_UNCOVERED
              if any(f in d.pieces and d.covered_by for d in diags)]

    missing_ops = [o for o in ops
                   if not op_cover[o] and o not in ALLOWED_UNCOVERED_OPS]
    missing_diags = [d for d in diags if not d.covered_by and not d.allowed]
    allowed_diags = [d for d in diags if not d.covered_by and d.allowed]
    if missing_ops:
        print("Ops with no positive test (%d):" % len(missing_ops))
        for o in missing_ops:
            print("  tf.%s" % o)
    if missing_diags:
        print("Diagnostics with no negative test (%d):" % len(missing_diags))
        for d in missing_diags:
            print("  [%s] %s   (%s)" % (d.kind, d.text, ", ".join(d.sites)))
    if stale:
        print("Allow-list entries that match no diagnostic (remove them):")
        for f in stale:
            print("  %s" % f)
    if tested:
        print("Allow-list entries whose diagnostic has a test (remove them):")
        for f in tested:
            print("  %s" % f)
    if args.verbose:
        print("Allow-listed diagnostics (no input reaches them):")
        for d in allowed_diags:
            print("  %s   (%s): %s" % (d.text, ", ".join(d.sites), d.allowed))
        print("Statements too short to recognise (not counted):")
        for d in fragments:
            print("  %s   (%s)" % (d.text, ", ".join(d.sites)))
        print("Covered ops:")
        for o in ops:
            if op_cover[o]:
                print("  tf.%s: %s" % (o, op_cover[o]))
        print("Covered diagnostics:")
        for d in diags:
            if d.covered_by:
                print("  %s: %s" % (d.text, d.covered_by))
    covered_ops = len(ops) - len(missing_ops)
    covered_diags = len(diags) - len(missing_diags) - len(allowed_diags)
    print("ops: %d of %d have a positive test; "
          "diagnostics: %d of %d have a negative test"
          % (covered_ops, len(ops), covered_diags, len(diags)) +
          (" (%d more allow-listed as unreachable)" % len(allowed_diags)
           if allowed_diags else ""))
    if args.check and (missing_ops or missing_diags or stale or tested):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
