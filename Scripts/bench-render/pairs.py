"""Times two commands side by side as whole processes, pairs alternated (A B A B …, so that a machine whose speed
drifts affects both alike), after one warm-up run of each. For each command: the median wall time, the median CPU
time (user + system of the process and the children it waited for, as the kernel accounts them) and the median peak
memory (the largest single process). Then the median of the pair-by-pair ratios B/A: how many times A is faster.

usage: pairs.py RUNS LABEL-A LABEL-B -- COMMAND-A… -- COMMAND-B…
Prints one line per command and one line with the ratio; with PAIRS_JSON=FILE it also appends the figures as JSON.
"""
import json
import os
import statistics
import subprocess
import sys
import time

runs, label_a, label_b = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rest = sys.argv[4:]
assert rest[0] == "--" and rest.count("--") == 2, __doc__
split = rest.index("--", 1)
commands = [rest[1:split], rest[split + 1:]]


def once(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"pairs.py: {' '.join(command)} failed ({status}): {stderr.decode(errors='replace').strip()}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


for command in commands:
    once(command)  # warm-up: file caches, font caches
samples = [[], []]
for _ in range(runs):
    for i, command in enumerate(commands):
        samples[i].append(once(command))
for label, s in zip((label_a, label_b), samples):
    wall = statistics.median(x[0] for x in s) * 1000
    cpu = statistics.median(x[1] for x in s) * 1000
    peak = statistics.median(x[2] for x in s)
    print(f"median {wall:7.1f} ms wall, {cpu:7.1f} ms CPU, peak {peak:4.0f} MiB  {label}")
ratios = [b[0] / a[0] for a, b in zip(*samples)]
print(f"ratio {statistics.median(ratios):5.1f}× (median of {runs} alternated pairs; "
      f"min {min(ratios):.1f}×, max {max(ratios):.1f}×): {label_a} against {label_b}")
if os.environ.get("PAIRS_JSON"):
    with open(os.environ["PAIRS_JSON"], "a") as f:
        f.write(json.dumps({"a": label_a, "b": label_b, "a_samples": samples[0], "b_samples": samples[1]}) + "\n")
