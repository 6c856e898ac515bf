#!/usr/bin/env bash
# Times the Cassowary engine of the UIKit module (Sources/UIKit/Cassowary, built in release mode as the
# cassowary-bench executable) side by side with kiwisolver (kiwi's C++ solver behind its Python binding, pinned,
# installed from PyPI into a virtual environment under .build-tools/), on the same constraint systems:
#
#   enaml-like-111     kiwi's own benchmark: 111 constraints, 2 edit variables (Benchmarks/CassowaryBench/enaml-like.system),
#                      built and solved from scratch, then its resize loop (6 suggestions of width and height)
#   chain-1000         1,000 variables left to right: x0 = 0, each gap >= 10 (required) and = 15 (priority 250)
#   chain-1000-squeezed  the same whose end is an edit variable held at 12,000 (most gaps shrink to 10), then resized
#
# Each side builds its constraint objects once, then times a fresh solver adding them and reading the values out;
# medians of --runs runs (default 101; the chains a tenth and a twentieth of that, at least 3). The kiwi side also pays the Python call per constraint (about 0.1 µs each).
# The last column is Swift / kiwi (lower is faster); the target is within 3×. The solutions are compared too: the
# same error per priority means the same optimum (where several layouts are optimal the solvers may pick others).
#
#   Scripts/bench-cassowary.sh [--runs N] [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=101
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS="$2"; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        *) echo "usage: $0 [--runs N] [--no-build]" >&2; exit 2 ;;
    esac
done

kiwi_version=1.4.9
venv=.build-tools/kiwi-venv

SCRATCH="${SCRATCH:-.build}"
if [ "$BUILD" = 1 ]; then
    swift build -c release --scratch-path "$SCRATCH" --product cassowary-bench >&2
fi
BIN="$SCRATCH/release/cassowary-bench"
[ -x "$BIN" ] || { echo "bench-cassowary: no release binary at $BIN" >&2; exit 2; }

if ! "$venv/bin/python" -c "import kiwisolver, sys; sys.exit(kiwisolver.__version__ != '$kiwi_version')" 2>/dev/null; then
    echo "bench-cassowary: installing kiwisolver==$kiwi_version into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: "kiwisolver==$kiwi_version"
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
SYSTEMS="$WORK/systems"

# The systems: kiwi's benchmark from its file, the chains generated here.
cp Benchmarks/CassowaryBench/enaml-like.system "$SYSTEMS"
python3 - >> "$SYSTEMS" <<'PY'
n = 1000
for squeezed in (False, True):
    print("system chain-1000-squeezed 20" if squeezed else "system chain-1000 10")
    if squeezed:
        print("edit end 900 1000000")
    print("c 1000 required == 0 1 x0")
    for i in range(1, n):
        print(f"c 1000 required >= -10 1 x{i} -1 x{i - 1}")
        print(f"c 250 1 == -15 1 x{i} -1 x{i - 1}")
    if squeezed:
        print(f"c 1000 required <= 0 1 x{n - 1} -1 end")
        print("suggest end 12000")
        for end in (11000, 13000, 14985, 16000, 12000):
            print(f"step end {end}")
PY

"$BIN" "$SYSTEMS" "$RUNS" > "$WORK/swift.jsonl"

"$venv/bin/python" - "$SYSTEMS" "$RUNS" > "$WORK/kiwi.jsonl" <<'PY'
import json, statistics, sys, time
import kiwisolver as kiwi

def read(path):
    systems, s = [], None
    for line in open(path):
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        if f[0] == "system":
            s = {"name": f[1], "divisor": max(int(f[2]), 1) if len(f) > 2 else 1, "vars": {}, "edits": [], "constraints": [], "suggest": [], "steps": []}
            systems.append(s)
            continue
        var = lambda name: s["vars"].setdefault(name, kiwi.Variable(name))
        pairs = lambda a: [(var(a[i]), float(a[i + 1])) for i in range(0, len(a) - 1, 2)]
        if f[0] == "edit":
            s["edits"].append((var(f[1]), float(f[3])))
        elif f[0] == "c":
            strength = "required" if f[2] == "required" else float(f[2])
            expr = sum((float(f[i]) * var(f[i + 1]) for i in range(5, len(f) - 1, 2)), float(f[4]))
            rel = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[f[3]]
            s["constraints"].append(rel | strength)
        elif f[0] == "suggest":
            s["suggest"] += pairs(f[1:])
        elif f[0] == "step":
            s["steps"].append(pairs(f[1:]))
    return systems

def build(s):
    solver = kiwi.Solver()
    for v, strength in s["edits"]:
        solver.addEditVariable(v, strength)
    for c in s["constraints"]:
        solver.addConstraint(c)
    for v, value in s["suggest"]:
        solver.suggestValue(v, value)
    solver.updateVariables()
    return solver

for s in read(sys.argv[1]):
    runs = max(3, -(-int(sys.argv[2]) // s["divisor"]))
    build(s)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        solver = build(s)
        times.append(time.perf_counter() - t0)
    values = {name: v.value() for name, v in s["vars"].items()}
    print(json.dumps({"system": s["name"], "phase": "build+solve", "constraints": len(s["constraints"]),
                      "median_s": statistics.median(times), "runs": runs, "values": values}))
    if s["steps"]:
        times = []
        for _ in range(runs):
            t0 = time.perf_counter()
            for step in s["steps"]:
                for v, value in step:
                    solver.suggestValue(v, value)
                solver.updateVariables()
            times.append(time.perf_counter() - t0)
        print(json.dumps({"system": s["name"], "phase": f"resize ({len(s['steps'])} suggestions)",
                          "median_s": statistics.median(times), "runs": runs}))
PY

python3 - "$SYSTEMS" "$WORK/swift.jsonl" "$WORK/kiwi.jsonl" <<'PY'
import json, sys

def errors(path):
    """Per system: the constraints as (priority, relation, constant, terms), to weigh a solution's violations."""
    systems, name = {}, None
    for line in open(path):
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        if f[0] == "system":
            name = f[1]; systems[name] = []
        elif f[0] == "c":
            terms = [(float(f[i]), f[i + 1]) for i in range(5, len(f) - 1, 2)]
            systems[name].append((float(f[1]), f[3], float(f[4]), terms))
    return systems

def violation(constraints, values):
    by_priority = {}
    for priority, rel, constant, terms in constraints:
        v = constant + sum(k * values.get(n, 0.0) for k, n in terms)
        e = abs(v) if rel == "==" else max(0.0, v) if rel == "<=" else max(0.0, -v)
        by_priority[priority] = by_priority.get(priority, 0.0) + e
    return [by_priority[p] for p in sorted(by_priority, reverse=True)]

systems = errors(sys.argv[1])
swift = [json.loads(l) for l in open(sys.argv[2])]
kiwi = {(r["system"], r["phase"]): r for r in map(json.loads, open(sys.argv[3]))}
print(f"{'system':<22} {'phase':<26} {'Swift (median)':>15} {'kiwi (median)':>15} {'Swift/kiwi':>11}")
worst = 0.0
for r in swift:
    k = kiwi[(r["system"], r["phase"])]
    ratio = r["median_s"] / k["median_s"]
    worst = max(worst, ratio)
    fmt = lambda s: f"{s * 1e6:10.1f} µs" if s < 1e-2 else f"{s * 1e3:10.2f} ms"
    print(f"{r['system']:<22} {r['phase']:<26} {fmt(r['median_s']):>15} {fmt(k['median_s']):>15} {ratio:10.2f}×")
    if "values" in r:
        a, b = r["values"], k["values"]
        diff = max(abs(a[n] - b.get(n, 0.0)) for n in a)
        ea, eb = violation(systems[r["system"]], a), violation(systems[r["system"]], b)
        same = all(abs(x - y) < 1e-6 for x, y in zip(ea, eb))
        print(f"{'':<22} solutions: largest difference {diff:.3g}; "
              + ("the same error at every priority" if same else f"errors per priority differ: {ea} vs {eb}"))
print(f"slowest ratio: {worst:.2f}× (target: within 3×)")
PY
