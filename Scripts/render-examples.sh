#!/usr/bin/env bash
# Renders every example into a folder: the example gallery (Examples/gallery.yaml) — each transcript light and
# dark, each guide customization as its before/after (as a manifest and in Swift), and each reproduction of an
# SDK snapshot picture. Fails, naming the shot, when any shot fails.
# Usage: Scripts/render-examples.sh [OUT_DIR]   (default: out/)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out}"
trap 'echo "render-examples: FAILED (see above)" >&2' ERR
bash Scripts/setup.sh
swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --product chatshot-guides
bin="$(swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --show-bin-path)/chatshot-guides"
# chatshot-guides is chatshot with the guides' Swift customizations registered (Examples/GuideRenderer).
"$bin" batch Examples/gallery.yaml --out "$out"
