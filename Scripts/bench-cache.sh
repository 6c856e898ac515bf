#!/usr/bin/env bash
# Measures `chatshot check` with and without the render cache on a generated gallery: SHOTS shots (default 2,000)
# over the example transcripts, each a different size, TOUCHED of them (default 10) naming one manifest. The
# baselines are recorded with the cache filled (as the main branch's CI run would), then that manifest changes and
# the same check runs twice: --no-cache (every shot rendered) and --cache (only what the change touched is
# rendered). Both must give the same results (results.json compared without timings and cache fields).
#
#   Scripts/bench-cache.sh [--shots N] [--touched K] [--scale S] [--jobs J] [--cache DIR|URL] [--bin PATH] [--no-build]
#
# --scale: the shots' pixel scale (default 1; 3 is a phone's, each render about nine times the work).
# Without --bin it builds a release chatshot (as bench-render.sh does). --cache URL measures a Bazel remote cache
# (nginx with WebDAV, bazel-remote; credentials in CHATSHOT_RENDER_CACHE_AUTH) instead of a folder in the temporary one.
# A small run that shows it works: Scripts/bench-cache.sh --shots 40 --touched 2
set -euo pipefail
cd "$(dirname "$0")/.."

SHOTS=2000; TOUCHED=10; SCALE=1; JOBS=""; CACHE=""; BIN=""; BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --shots) SHOTS="$2"; shift 2 ;;
        --touched) TOUCHED="$2"; shift 2 ;;
        --scale) SCALE="$2"; shift 2 ;;
        --jobs) JOBS="$2"; shift 2 ;;
        --cache) CACHE="$2"; shift 2 ;;
        --bin) BIN="$2"; BUILD=0; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        *) echo "usage: $0 [--shots N] [--touched K] [--scale S] [--jobs J] [--cache DIR|URL] [--bin PATH] [--no-build]" >&2
           exit 2 ;;
    esac
done
if [ "$TOUCHED" -lt 1 ] || [ "$TOUCHED" -gt "$SHOTS" ]; then
    echo "bench-cache: --touched must be 1…--shots" >&2
    exit 2
fi

SCRATCH="${SCRATCH:-.build}"
if [ -z "$BIN" ]; then
    if [ "$BUILD" = 1 ]; then
        swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --scratch-path "$SCRATCH" --product chatshot >&2
    fi
    BIN="$SCRATCH/release/chatshot"
fi
[ -x "$BIN" ] || { echo "bench-cache: no chatshot binary at $BIN" >&2; exit 2; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cp -R Examples/transcripts "$WORK/transcripts"
mkdir -p "$WORK/manifests"
printf 'appearance:\n  colorPalette:\n    background: "#FAFAFA"\n' > "$WORK/manifests/touched.yaml"
[ -n "$CACHE" ] || CACHE="$WORK/cache"

# Transcripts of the default screen (the example gallery's light/dark list).
transcripts=(group-chat.json one-to-one.json tinted.json quotes-with-attachments.json attachments/markdown.json
             composer-attachments.json composer-commands.json composer-edit.json composer-mention.json
             composer-quote.json composer-placeholder.json composer-multiline.yaml)
every=$((SHOTS / TOUCHED))
{
    echo "defaults: {scale: $SCALE}"
    echo "shots:"
    for ((i = 0; i < SHOTS; i++)); do
        t="${transcripts[$((i % ${#transcripts[@]}))]}"
        line="  - {name: shot-$i, transcript: transcripts/$t, width: $((300 + i % 100)), height: $((480 + (i / 100) * 4))"
        if [ $((i % every)) -eq 0 ] && [ $((i / every)) -lt "$TOUCHED" ]; then line+=", manifest: manifests/touched.yaml"; fi
        echo "$line}"
    done
} > "$WORK/gallery.yaml"

jobs=()
[ -z "$JOBS" ] || jobs=(--jobs "$JOBS")
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

echo "bench-cache: $SHOTS shots, $TOUCHED naming the changed manifest; chatshot $("$BIN" --version); cache $CACHE" >&2
# The machine: a shared one (other processes busy) makes every figure slower; say so beside the numbers.
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the run"
# Each check's standard error goes to a file (the 10 changed shots print a line each); its warnings (a cache server
# that failed) are shown after the timings.
t0=$(now)
"$BIN" check "$WORK/gallery.yaml" --baseline "$WORK/baselines" --update=all --cache "$CACHE" -q "${jobs[@]}" \
    > /dev/null 2> "$WORK/fill.err"
t1=$(now)
echo "baselines recorded, cache filled: $(elapsed "$t0" "$t1") s"

printf 'appearance:\n  colorPalette:\n    background: "#203060"\n' > "$WORK/manifests/touched.yaml"

status=0
t0=$(now)
"$BIN" check "$WORK/gallery.yaml" --baseline "$WORK/baselines" --no-cache --report "$WORK/full" -q "${jobs[@]}" \
    > "$WORK/full.txt" 2> "$WORK/full.err" || status=$?
t1=$(now)
[ "$status" -le 1 ] || { echo "bench-cache: check --no-cache failed ($status)" >&2; cat "$WORK/full.txt" "$WORK/full.err" >&2; exit 1; }
status=0
"$BIN" check "$WORK/gallery.yaml" --baseline "$WORK/baselines" --cache "$CACHE" --report "$WORK/cached" -q \
    "${jobs[@]}" > "$WORK/cached.txt" 2> "$WORK/cached.err" || status=$?
t2=$(now)
[ "$status" -le 1 ] || { echo "bench-cache: check --cache failed ($status)" >&2; cat "$WORK/cached.txt" "$WORK/cached.err" >&2; exit 1; }

echo "check without the cache: $(elapsed "$t0" "$t1") s — $(tail -1 "$WORK/full.txt")"
echo "check with the cache:    $(elapsed "$t1" "$t2") s — $(tail -1 "$WORK/cached.txt")"
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) after the run"
for run in fill full cached; do
    # A warning (the cache server failed: the run rendered locally) makes the timing meaningless: show it.
    if grep -q "warning:" "$WORK/$run.err"; then grep "warning:" "$WORK/$run.err" | sed "s/^/$run: /" >&2; fi
done

python3 - "$WORK/full/results.json" "$WORK/cached/results.json" <<'PY'
import json, sys
def shots(path):
    out = []
    for s in json.load(open(path))["shots"]:
        for key in ("milliseconds", "inputHash", "cache"):
            s.pop(key, None)
        out.append(s)
    return out
full, cached = shots(sys.argv[1]), shots(sys.argv[2])
if full != cached:
    print("bench-cache: DIFFERENT RESULTS with and without the cache", file=sys.stderr)
    sys.exit(1)
changed = sum(1 for s in full if s["status"] != "passed")
print(f"same results with and without the cache ({len(full)} shots, {changed} changed)")
PY
