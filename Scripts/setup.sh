#!/usr/bin/env bash
# Installs the system packages chatshot needs (C libraries and the pinned fonts).
# Safe to run any number of times: it installs only what is missing.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev        # painting
  libpango1.0-dev      # text shaping and layout (pulls in fontconfig, harfbuzz, fribidi)
  librsvg2-dev         # SVG icons and SVG images (pulls in gdk-pixbuf for JPEG/PNG)
  libpng-dev           # PNG decoding for diffs
  libdeflate0          # fast PNG decoding for diffs (libpng is the fallback)
  fonts-inter          # UI text: the stand-in for SF Pro
  fonts-noto-color-emoji
  fonts-noto-core      # fallback for other scripts (Arabic, Hebrew, Devanagari, …) and Noto Sans Mono
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fc-cache -s >/dev/null 2>&1 || true
else
  echo "setup: system packages present"
fi
