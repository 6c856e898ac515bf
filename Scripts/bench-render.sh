#!/usr/bin/env bash
# Benchmarks rendering: every example transcript, light and dark, repeatedly, in one process (fonts and icons load
# once), at 2x and at 3x on an iPhone-sized screen (390×844 pt = 1170×2532 px). Prints the process's start-up split
# (font configuration, first text layout), the time per image with a breakdown (decode, layout, paint, PNG encode),
# the median PNG encode, the PNG size per image for both compression modes, and peak memory. Then times whole
# processes with hyperfine and prints their medians: one 3x render (with its peak memory), a batch of 20 such
# screens at 2 jobs, and one render of transcripts of 20, 1,000 and 10,000 messages (time grows with what is drawn,
# not with the transcript).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh >/dev/null
swift build -c release --static-swift-stdlib -Xlinker -no-pie --product chatshot >/dev/null
chatshot="$(swift build -c release --static-swift-stdlib -Xlinker -no-pie --show-bin-path 2>/dev/null)/chatshot"
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
echo "== a batch of 20 screens, 390×844 pt at 3x, 2 jobs"
root="$(pwd)"
{
  echo "defaults: {device: iphone-14, scale: 3, now: 2024-05-01T10:00:00Z}"
  echo "shots:"
  i=0
  for t in "${transcripts[@]}"; do
    for style in light dark; do
      for rtl in ltr rtl; do
        i=$((i + 1))
        echo "  - {name: s$i, transcript: $root/$t, appearance: $style, layout-direction: $rtl}"
      done
    done
  done
  for j in 1 2 3 4; do echo "  - {name: extra$j, transcript: $root/Examples/transcripts/tinted.json}"; done
} > "$output/gallery.yaml"
hyperfine --shell=none --warmup 1 --runs "${BATCH_RUNS:-10}" --style basic --export-json "$output/batch.json" \
  -n "chatshot batch (20 screens, --jobs 2)" "$chatshot batch $output/gallery.yaml --out $output/batch --jobs 2 --quiet" >/dev/null
python3 - "$output/batch.json" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    print(f"median {result['median'] * 1000:6.1f} ms  {result['command']}")
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
