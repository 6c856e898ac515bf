#!/usr/bin/env bash
# Renders every example into a folder: each transcript in Examples/transcripts (light and dark), and each
# customization in Examples/customizations as a before/after picture (light and dark).
# Usage: Scripts/render-examples.sh [OUT_DIR]   (default: out/)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out}"
bash Scripts/setup.sh
swift build -c release --product chatshot >/dev/null
bin="$(swift build -c release --show-bin-path)/chatshot"
mkdir -p "$out"

# A transcript's extra options (its screen, --full, …) are in NAME.args beside it.
for t in Examples/transcripts/*.json Examples/transcripts/*.yaml Examples/transcripts/*/*.json; do
  [ -e "$t" ] || continue
  name="$(basename "${t%.*}")"
  args=()
  [ -f "${t%.*}.args" ] && read -r -a args < "${t%.*}.args"
  for style in light dark; do
    "$bin" render "$t" "${args[@]}" --appearance "$style" -o "$out/$name-$style.png" &
  done
  wait
done

for dir in Examples/customizations/*/; do
  name="$(basename "$dir")"
  transcript="$(sed -n 's/^transcript: *//p' "$dir/example.yaml")"
  screen="$(sed -n 's/^screen: *//p' "$dir/example.yaml")"
  before="$(sed -n 's/^before: *//p' "$dir/example.yaml")"
  extra=()
  [ -n "$before" ] && extra+=(--before "$dir/$before")
  for style in light dark; do
    "$bin" compare "$dir/$transcript" --after "$dir/manifest.yaml" "${extra[@]}" --screen "${screen:-channel}" \
      --appearance "$style" -o "$out/$name-$style.png" &
  done
  wait
done
echo "rendered $(ls "$out"/*.png | wc -l) images into $out/"
