#!/usr/bin/env bash
# Benchmarks rendering: every example transcript, light and dark, repeatedly, in one process (fonts and icons load
# once), at 2x and at 3x on an iPhone-sized screen (390×844 pt = 1170×2532 px). Prints the process's start-up split
# (font configuration, first text layout), the time per image with a breakdown (decode, layout, paint, PNG encode),
# the median PNG encode, the PNG size per image for both compression modes, and peak memory. Then times whole
# processes (one 3x render each) with hyperfine and prints their median.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh >/dev/null
swift build -c release --product chatshot >/dev/null
chatshot="$(swift build -c release --show-bin-path 2>/dev/null)/chatshot"
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
