#!/usr/bin/env bash
# Benchmarks rendering: every example transcript, light and dark, at 2x, repeatedly, in one process (fonts and
# icons load once). Prints the time per image with a breakdown (decode, layout, paint, PNG encode) and peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh >/dev/null
swift build -c release --product chatshot >/dev/null
"$(swift build -c release --show-bin-path)/chatshot" bench Examples/transcripts/group-chat.json Examples/transcripts/one-to-one.json \
  Examples/transcripts/attachments.json Examples/transcripts/thread.yaml --runs "${RUNS:-10}"
