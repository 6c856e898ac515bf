#!/usr/bin/env bash
# Benchmarks `chatshot diff` on two 1170×2532 screenshots (the whole process: start, PNG decode
# of both files, comparison), and — with --batch GALLERY — `chatshot batch` at 1 job and at all cores.
#
#   Scripts/bench-diff.sh [--runs N] [--images A.png B.png] [--batch GALLERY] [--no-build]
#
# Without --images it makes two test screenshots: group-chat.json rendered by `chatshot render` at 390×844 pt @3x,
# light and dark (98 % of the pixels differ: the slowest case), when rendering works; otherwise drawn by a small
# python3 script (chat bubbles with anti-aliased "text"; the second image has one line of text changed and a badge added).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=30
A=""; B=""; GALLERY=""; BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS="$2"; shift 2 ;;
        --images) A="$2"; B="$3"; shift 3 ;;
        --batch) GALLERY="$2"; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        *) echo "usage: $0 [--runs N] [--images A.png B.png] [--batch GALLERY] [--no-build]" >&2; exit 2 ;;
    esac
done

SCRATCH="${SCRATCH:-.build}"
if [ "$BUILD" = 1 ]; then
    swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --scratch-path "$SCRATCH" --product chatshot >&2
fi
BIN="$SCRATCH/release/chatshot"
[ -x "$BIN" ] || { echo "no release binary at $BIN" >&2; exit 2; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

if [ -z "$A" ]; then
    A="$WORK/a.png"; B="$WORK/b.png"
    made=0
    if [ -f Examples/transcripts/group-chat.json ] 2>/dev/null; then
        if "$BIN" render Examples/transcripts/group-chat.json -o "$A" --width 390 --height 844 --scale 3 2>/dev/null &&
           "$BIN" render Examples/transcripts/group-chat.json -o "$B" --width 390 --height 844 --scale 3 --appearance dark 2>/dev/null; then
            made=1; echo "images: rendered by chatshot (light vs dark)"
        fi
    fi
    if [ "$made" = 0 ]; then
        python3 - "$A" "$B" <<'PY'
import random, struct, sys, zlib
W, H = 1170, 2532

def png(path, rows):
    raw = bytearray()
    prev = bytes(W * 4)
    for row in rows:                       # "Up" filter on every row, as encoders often pick
        raw.append(2)
        raw += bytes((c - p) & 255 for c, p in zip(row, prev))
        prev = row
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + chunk(b"IEND", b""))

def draw(changed):
    rng = random.Random(7)
    px = [bytearray(b"\xff\xff\xff\xff" * W) for _ in range(H)]
    def rect(x0, y0, x1, y1, c):
        seg = bytes(c) * (x1 - x0)
        for y in range(max(y0, 0), min(y1, H)):
            px[y][x0 * 4:x1 * 4] = seg
    def text(x0, y0, x1, fg, bg, seed):
        r = random.Random(seed)
        x = x0
        while x < x1 - 30:
            w = r.randint(12, 26)
            for y in range(y0, y0 + 36):
                row = px[y]
                for xx in range(x, x + w):
                    a = r.choice((0, 0, 0, 64, 160, 255, 255, 255))
                    if a:
                        i = xx * 4
                        for k in range(3):
                            row[i + k] = (fg[k] * a + bg[k] * (255 - a)) // 255
            x += w + r.randint(6, 14) + (30 if r.random() < 0.2 else 0)
    rect(0, 0, W, 300, (247, 247, 247, 255))               # header
    y = 360; line = 0
    while y < H - 400:
        mine = rng.random() < 0.5
        lines = rng.randint(1, 4)
        bw = rng.randint(500, 900); bh = lines * 60 + 50
        x0 = W - 48 - bw if mine else 140
        bg = (0, 95, 255, 255) if mine else (233, 234, 237, 255)
        fg = (255, 255, 255) if mine else (0, 0, 0)
        rect(x0, y, x0 + bw, y + bh, bg)
        if not mine: rect(36, y + bh - 90, 126, y + bh, (120, 160, 200, 255))   # avatar
        for l in range(lines):
            line += 1
            text(x0 + 40, y + 30 + l * 60, x0 + bw - 40, fg, bg, line * 1000 + (1 if changed and line == 9 else 0))
        y += bh + 48
    rect(0, H - 300, W, H, (247, 247, 247, 255))           # composer
    if changed: rect(900, 120, 960, 180, (255, 59, 48, 255))  # a badge
    return px

png(sys.argv[1], draw(False))
png(sys.argv[2], draw(True))
PY
        echo "images: drawn by python3 (1170×2532, one changed text line and a badge)"
    fi
fi

"$BIN" diff "$A" "$B" --json > "$WORK/result.json" || true
echo "result: $(cat "$WORK/result.json")"

if command -v hyperfine > /dev/null; then
    hyperfine -N --warmup 3 --runs "$RUNS" -i --style basic --export-json "$WORK/times.json" \
        -n "diff (different images)" "'$BIN' diff '$A' '$B'" \
        -n "diff (identical images)" "'$BIN' diff '$A' '$A'" > /dev/null
    python3 - "$WORK/times.json" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    print(f"median {result['median'] * 1000:6.1f} ms  {result['command']}")
PY
else
    bench() {
        local label="$1"; shift
        "$@" > /dev/null 2>&1 || true; "$@" > /dev/null 2>&1 || true        # warm up
        local best=999999999 total=0
        for _ in $(seq "$RUNS"); do
            local t0 t1 dt
            t0=$(date +%s%N); "$@" > /dev/null 2>&1 || true; t1=$(date +%s%N)
            dt=$(( (t1 - t0) / 1000 ))
            total=$(( total + dt )); [ "$dt" -lt "$best" ] && best=$dt
        done
        awk -v l="$label" -v t="$total" -v n="$RUNS" -v b="$best" \
            'BEGIN { printf "%-34s mean %6.1f ms   best %6.1f ms   (%d runs)\n", l, t / n / 1000, b / 1000, n }'
    }
    bench "diff (different images)" "$BIN" diff "$A" "$B"
    bench "diff (identical images)" "$BIN" diff "$A" "$A"
    bench "diff -o diff.png" "$BIN" diff "$A" "$B" -o "$WORK/diff.png"
fi

if [ -n "$GALLERY" ]; then
    CORES=$(nproc)
    for jobs in 1 "$CORES"; do
        rm -rf "$WORK/batch"
        t0=$(date +%s%N)
        "$BIN" batch "$GALLERY" --out "$WORK/batch" --jobs "$jobs" > /dev/null
        t1=$(date +%s%N)
        n=$(find "$WORK/batch" -maxdepth 1 -name '*.png' | wc -l)
        awk -v j="$jobs" -v n="$n" -v d="$(( (t1 - t0) / 1000 ))" \
            'BEGIN { printf "batch --jobs %-3s %4d images in %8.1f ms\n", j, n, d / 1000 }'
    done
fi
