#!/usr/bin/env bash
# Benchmarks rendering: every example transcript, light and dark, repeatedly, in one process (fonts and icons load
# once), at 2x and at 3x on an iPhone-sized screen (390×844 pt = 1170×2532 px). Prints the process's start-up split
# (font configuration, first text layout), the time per image with a breakdown (decode, layout, paint, PNG encode),
# the median PNG encode, the PNG size per image for both compression modes, and peak memory. Then times whole
# processes: one 3x render (with its peak memory); chatshot side by side with a browser on the same screen of
# Examples/transcripts/group-chat.json written as an HTML page (Scripts/bench-render/chat-page.py), pairs alternated,
# as ratios: one render against `chromium --headless --screenshot`, and a batch of 20 screens at 2 jobs against
# Playwright taking 20 screenshots with one browser (Scripts/bench-render/playwright-shots.py); the CPU per screen of
# a batch against that of one render; one render of transcripts of 20, 1,000 and 10,000 messages (time grows with
# what is drawn, not with the transcript); and galleries of 200 and 2,000 shots at 1 and 2 jobs (time and memory per
# shot stay flat). `setup.sh --bench-tools` (run here) installs Chromium and Playwright (pinned, .build-tools/venv).
# Environment: RUNS, PROCESS_RUNS, PAIR_RUNS (repetitions), GALLERY_SHOTS (2000; 0 leaves the galleries out).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
bash Scripts/setup.sh --bench-tools >/dev/null
swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --product chatshot >/dev/null
chatshot="$(swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --show-bin-path 2>/dev/null)/chatshot"
transcripts=(Examples/transcripts/group-chat.json Examples/transcripts/one-to-one.json
             Examples/transcripts/attachments.json Examples/transcripts/thread.yaml)

echo "== 2x, 360×700 pt"
"$chatshot" bench "${transcripts[@]}" --runs "${RUNS:-10}" --small
echo
echo "== 3x, 390×844 pt"
"$chatshot" bench "${transcripts[@]}" --runs "${RUNS:-10}" --scale 3 --width 390 --height 844 --small
echo
echo "== whole processes: one 3x render each"
output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT
hyperfine --shell=none --warmup 3 --runs "${PROCESS_RUNS:-30}" --style basic --export-json "$output/times.json" \
  -n "chatshot render group-chat.json, 3x" "$chatshot render Examples/transcripts/group-chat.json --scale 3 --width 390 --height 844 -o $output/render.png" \
  -n "chatshot --help (a process that draws nothing)" "$chatshot --help" >/dev/null
python3 - "$output/times.json" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    print(f"median {result['median'] * 1000:6.1f} ms  {result['command']}")
PY
peak_kib=$( { /usr/bin/time -f "%M" "$chatshot" render Examples/transcripts/group-chat.json --scale 3 --width 390 --height 844 \
  -o "$output/render.png" >/dev/null; } 2>&1 | tail -1)
echo "peak memory of one 3x render: $((peak_kib / 1024)) MiB"

echo
echo "== side by side, whole processes, pairs alternated (${PAIR_RUNS:-15} pairs; ratio = how many times faster chatshot is)"
# The browser's side: an HTML page of the same transcript and screen (Scripts/bench-render/chat-page.py), taken by
# headless Chromium from the command line (one screen) and by Playwright driving one Chromium (20 screenshots).
# chatshot's batch: 20 screens of the same transcript, light/dark × left-to-right/right-to-left in the same order
# as the Playwright screenshots.
transcript=Examples/transcripts/group-chat.json
python3 Scripts/bench-render/chat-page.py "$transcript" "$output/page.html"
{
  echo "defaults: {transcript: $(pwd)/$transcript, device: iphone-14, scale: 3}"
  echo "shots:"
  for i in $(seq 1 20); do
    style=light; [ $((i % 2)) -eq 0 ] && style=dark
    direction=ltr; [ $(((i - 1) / 2 % 2)) -eq 1 ] && direction=rtl
    echo "  - {name: s$i, appearance: $style, layout-direction: $direction}"
  done
} > "$output/batch20.yaml"
chromium=/usr/bin/chromium
pairs() { python3 Scripts/bench-render/pairs.py "${PAIR_RUNS:-15}" "$@"; }
pairs "chatshot render (one 390×844 screen at 3x)" "chromium --headless --screenshot (the same screen as HTML)" \
  -- "$chatshot" render "$transcript" --scale 3 --width 390 --height 844 -o "$output/one.png" \
  -- "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$output/chromium-profile" \
       --window-size=390,844 --force-device-scale-factor=3 --screenshot="$output/chromium.png" "file://$output/page.html" \
  | tee "$output/single.txt"
playwright=.build-tools/venv/bin/python
if "$playwright" -c "import playwright" 2>/dev/null; then
  pairs "chatshot batch (20 screens, --jobs 2)" "Playwright (one Chromium, 20 screenshots of the page)" \
    -- "$chatshot" batch "$output/batch20.yaml" --out "$output/batch" --jobs 2 --quiet \
    -- "$playwright" Scripts/bench-render/playwright-shots.py "$output/page.html" "$output/playwright" 20 "$chromium" \
    | tee "$output/batch.txt"
else
  echo "(Playwright is not installed: bash Scripts/setup.sh --bench-tools installs it; the batch is timed alone)"
  pairs "chatshot batch (20 screens, --jobs 2)" "chatshot batch (20 screens, --jobs 1)" \
    -- "$chatshot" batch "$output/batch20.yaml" --out "$output/batch" --jobs 2 --quiet \
    -- "$chatshot" batch "$output/batch20.yaml" --out "$output/batch1" --jobs 1 --quiet | tee "$output/batch.txt"
fi

echo
echo "== CPU per screen: a batch of 20 against one render (user + system, medians of whole processes)"
pairs "chatshot batch (20 screens, --jobs 1)" "chatshot --version (start-up alone)" \
  -- "$chatshot" batch "$output/batch20.yaml" --out "$output/batch1" --jobs 1 --quiet \
  -- "$chatshot" --version > "$output/batch1.txt"
python3 - "$output" <<'PY'
import re, sys
def cpu(file, line):
    rows = [r for r in open(f"{sys.argv[1]}/{file}") if r.startswith("median")]
    return float(re.search(r"([0-9.]+) ms CPU", rows[line]).group(1))
single, start = cpu("single.txt", 0), cpu("batch1.txt", 1)
one = single - start
for name, file in (("--jobs 1", "batch1.txt"), ("--jobs 2", "batch.txt")):
    per = (cpu(file, 0) - start) / 20
    print(f"{name}: {per:5.1f} ms CPU per screen against {one:5.1f} ms for one render ({per / one * 100 - 100:+.0f} %; "
          f"start-up of {start:.1f} ms taken off both)")
PY
echo
echo "== transcript length: one 2x render of the newest messages"
python3 - "$output" <<'PY'
import json, sys
for count in (20, 1000, 10000):
    messages = [{"id": f"m{i}", "text": f"Message {i}: long enough to wrap onto a second line of its bubble",
                 "user": {"id": "abc"[i % 3]}, "created_at": f"2024-01-{1 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00Z"}
                for i in range(count)]
    members = [{"user": {"id": u, "name": u.upper() + "nn"}} for u in "abc"]
    json.dump({"current_user_id": "a", "members": members, "messages": messages}, open(f"{sys.argv[1]}/m{count}.json", "w"))
PY
hyperfine --shell=none --warmup 1 --runs "${PROCESS_RUNS:-30}" --style basic --export-json "$output/length.json" \
  -n "20 messages" "$chatshot render $output/m20.json --scale 2 -o $output/l.png" \
  -n "1,000 messages" "$chatshot render $output/m1000.json --scale 2 -o $output/l.png" \
  -n "10,000 messages" "$chatshot render $output/m10000.json --scale 2 -o $output/l.png" >/dev/null
python3 - "$output/length.json" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    print(f"median {result['median'] * 1000:6.1f} ms  {result['command']}")
PY

shots="${GALLERY_SHOTS:-2000}"
if [ "$shots" -gt 0 ]; then
  echo
  echo "== gallery size: $((shots / 10)) and $shots shots (390×844 at 3x, the four example transcripts), wall time and peak memory per run"
  for count in $((shots / 10)) "$shots"; do
    {
      echo "defaults: {device: iphone-14, scale: 3}"
      echo "shots:"
      for i in $(seq 1 "$count"); do
        t=${transcripts[$((i % ${#transcripts[@]}))]}
        style=light; [ $((i / 4 % 2)) -eq 1 ] && style=dark
        echo "  - {name: g$i, transcript: $root/$t, appearance: $style}"
      done
    } > "$output/gallery$count.yaml"
  done
  for jobs in 1 2; do
    for count in $((shots / 10)) "$shots"; do
      rm -rf "$output/gallery"
      /usr/bin/time -f "%e %M" -o "$output/time.txt" \
        "$chatshot" batch "$output/gallery$count.yaml" --out "$output/gallery" --jobs "$jobs" --quiet >/dev/null
      read -r seconds kib < "$output/time.txt"
      python3 -c "import sys; s, k, n = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); \
print(f'--jobs $jobs, {n:5d} shots: {s:6.1f} s, {s / n * 1000:5.1f} ms per shot, peak {k / 1024:4.0f} MiB')" \
        "$seconds" "$kib" "$count"
    done
  done
  rm -rf "$output/gallery"
fi
