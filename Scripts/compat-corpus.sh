#!/usr/bin/env bash
# The SDK demo app's customizations as a compatibility corpus (issue #22): extracts DemoApp/StreamChat/Components/
# from a copy of GetStream's stream-chat-swift repository (a git directory, bare or not, or a checkout), type-checks
# its files with `chatshot build-customization --typecheck` (the customization build's own rewrite and compiler
# flags, no linking) and prints, per file, whether it compiles and the compiler's first error, then the totals.
#
# Each file is checked twice:
#   alone     — the file by itself in a folder (what an app team copying that one file gets);
#   together  — the whole Components/ folder in one compile (files use each other's types); a file counts as
#               compiling when the compiler reports no error in it. A file importing a module chatshot lacks would
#               stop the compiler before any file is type-checked, so every such file is set aside first (it fails
#               with that error, found from its import lines and the modules the build and the toolchain have) and
#               the rest is compiled once.
# Both modes add the stand-ins of Scripts/compat-corpus-standins/ (STUBS=DIR chooses another folder, STUBS= none):
# declarations of the demo app's own code outside Components/ (AppConfig, presentAlert, DebugObjectViewController,
# UserDefaults.shared, …), written for this corpus, so the files are measured as an app folder with its helpers.
#
# Usage: Scripts/compat-corpus.sh [STREAM_CHAT_SWIFT]   (default: $STREAM_CHAT_SWIFT)
#   OUT=DIR    keeps every file's full compiler output in DIR (default: a temporary folder, printed at the end)
#   JOBS=N     type-checks N files at a time (default 2)
#   CHATSHOT=PATH  the chatshot executable (default: the debug build, built first if missing)
#   STUBS=DIR  adds DIR's .swift files to every compile (alone and together), not counted: stand-ins for the
#              app's code outside Components/ (default: Scripts/compat-corpus-standins; STUBS= measures without)
set -euo pipefail
cd "$(dirname "$0")/.."
repo="${1:-${STREAM_CHAT_SWIFT:-}}"
if [[ -z "$repo" ]]; then
    echo "usage: Scripts/compat-corpus.sh PATH-TO-stream-chat-swift (a git directory or a checkout)" >&2
    exit 2
fi
components="DemoApp/StreamChat/Components"
jobs="${JOBS:-2}"

chatshot="${CHATSHOT:-}"
if [[ -z "$chatshot" ]]; then
    bin="$(swift build --show-bin-path)"
    # The typecheck needs the chatshot executable, its helper chatshot-build (which compiles) and the modules an app
    # imports (Combine's among them).
    if [[ ! -x "$bin/chatshot" || ! -x "$bin/chatshot-build" || ! -f "$bin/Modules/StreamChatUI.swiftmodule" \
          || ! -f "$bin/Modules/OpenCombine.swiftmodule" ]]; then
        swift build --product chatshot >&2
        swift build --product chatshot-build >&2
        swift build --product ChatShotApp >&2
    fi
    chatshot="$bin/chatshot"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/compat-corpus.XXXXXX")"
out="${OUT:-$work/out}"
mkdir -p "$out/alone" "$work/src" "$work/alone"
if [[ -d "$repo/$components" ]]; then
    cp -R "$repo/$components" "$work/src/"
else
    git --git-dir="$repo" archive HEAD "$components" | tar -x -C "$work/src"
    mv "$work/src/$components" "$work/src/Components"
fi
src="$work/src/Components"
mapfile -t files < <(cd "$src" && find . -name '*.swift' | sed 's|^\./||' | LC_ALL=C sort)
total=${#files[@]}
export CHATSHOT_CACHE="${CHATSHOT_CACHE:-$work/cache}"

# Alone: one folder per file.
stubs="${STUBS-Scripts/compat-corpus-standins}"
add_stubs() {
    [[ -n "$stubs" ]] || return 0
    mkdir -p "$1/_stubs"
    find "$stubs" -maxdepth 1 -name '*.swift' -exec cp {} "$1/_stubs/" \;
}
for index in "${!files[@]}"; do
    mkdir -p "$work/alone/$index"
    cp "$src/${files[$index]}" "$work/alone/$index/"
    add_stubs "$work/alone/$index"
done
# The Combine module is made once, before the parallel runs.
"$chatshot" build-customization "$work/alone/0" --typecheck > /dev/null 2>&1 || true
# The single-quoted script is expanded by the inner sh, from its arguments ($0…$3).
# shellcheck disable=SC2016
printf '%s\n' "${!files[@]}" | xargs -P "$jobs" -I{} sh -c \
    '"$0" build-customization "$1/alone/$2" --typecheck > "$3/alone/$2.log" 2>&1; echo $? > "$3/alone/$2.status"' \
    "$chatshot" "$work" {} "$out"
# Together: the whole folder. A missing module stops the compiler before it type-checks any file, so every file
# that imports a module neither the build (its Modules/ folder) nor the toolchain (Foundation, Dispatch, …) has, nor
# the customization build (Combine), is set aside first — it fails with that error — and the rest compiled once.
cp -R "$src" "$work/together"
toolchain_modules="$(dirname "$(command -v "${SWIFTC:-swiftc}")")/../lib/swift/linux"
declare -A available=([Combine]=1)
for module in "$(dirname "$chatshot")"/Modules/*.swiftmodule "$toolchain_modules"/*.swiftmodule; do
    [[ -e "$module" ]] && available["$(basename "$module" .swiftmodule)"]=1
done
: > "$out/together.log"
for file in "${files[@]}"; do
    # `import M`, `import M.Sub`, `@testable import M`, `import struct M.T`: the top module M.
    while IFS=: read -r line module; do
        if [[ -z "${available[$module]:-}" ]]; then
            echo "$src/$file:$line:1: error: no such module '$module' (set aside before the together compile)" \
                >> "$out/together.log"
            rm -f "$work/together/$file"
        fi
    done < <(grep -nE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' "$src/$file" \
        | sed -E 's/^([0-9]+):.*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\1:\4/')
done
if [[ -n "$(find "$work/together" -name '*.swift')" ]]; then
    add_stubs "$work/together"
    set +e
    "$chatshot" build-customization "$work/together" --typecheck > "$work/together-run.log" 2>&1
    set -e
    sed "s|$work/together/|$src/|g" "$work/together-run.log" >> "$out/together.log"
fi

first_error() {
    grep -m1 ': error: ' "$1" \
        | sed -E 's|^chatshot: ||; s|^.*/([^/]+\.swift):|\1:|; s| — an API chatshot lacks.*||' || true
}
alone_ok=0
together_ok=0
printf '%-72s %-8s %-8s %s\n' "file" "alone" "together" "first error (alone; together when only together fails)"
for index in "${!files[@]}"; do
    file="${files[$index]}"
    status="$(cat "$out/alone/$index.status")"
    cp "$out/alone/$index.log" "$out/alone/$(echo "$file" | tr '/' '_').log"
    alone="fails"
    [[ "$status" == 0 ]] && { alone="compiles"; alone_ok=$((alone_ok + 1)); }
    grep -F "/Components/$file:" "$out/together.log" | grep ': error: ' > "$work/together-$index.log" || true
    together="fails"
    [[ ! -s "$work/together-$index.log" ]] && grep -q ': error: \|compiles' "$out/together.log" && {
        together="compiles"; together_ok=$((together_ok + 1)); }
    error="$(first_error "$out/alone/$index.log")"
    [[ -z "$error" && "$together" == fails ]] && error="$(first_error "$work/together-$index.log")"
    printf '%-72s %-8s %-8s %s\n' "$file" "$alone" "$together" "$error"
done
rm -f "$out"/alone/[0-9]*.log "$out"/alone/[0-9]*.status
echo
echo "alone: $alone_ok of $total compile"
echo "together with the folder: $together_ok of $total compile"

# Render: the files that compile together, with the stand-ins and Scripts/compat-corpus-render/ (the demo's set-up
# and the channel list type of its SwiftUI-dependent file), built with `--app` and drawn on the example transcripts.
# RENDER=0 skips it.
if [[ "${RENDER:-1}" != 0 && -n "$stubs" ]]; then
    mkdir -p "$work/render"
    for index in "${!files[@]}"; do
        file="${files[$index]}"
        [[ -s "$work/together-$index.log" || ! -f "$work/together/$file" ]] && continue
        mkdir -p "$work/render/$(dirname "$file")"
        cp "$src/$file" "$work/render/$file"
    done
    add_stubs "$work/render"
    cp Scripts/compat-corpus-render/*.swift "$work/render/_stubs/"
    rendered=0
    for screen in channel thread channel-list; do
        transcript=Examples/transcripts/group-chat.json
        [[ "$screen" == thread ]] && transcript=Examples/transcripts/tinted.json
        if "$chatshot" render "$transcript" --screen "$screen" --app "$work/render" \
            -o "$out/render-$screen.png" > "$out/render-$screen.log" 2>&1; then
            rendered=$((rendered + 1))
            echo "render --screen $screen: $out/render-$screen.png"
        else
            echo "render --screen $screen: FAILED ($(grep -m1 'error' "$out/render-$screen.log" || true))"
        fi
    done
    echo "rendered: $rendered of 3 screens from $(find "$work/render" -name '*.swift' -not -path '*/_stubs/*' \
        | wc -l) corpus files"
fi
echo "compiler output: $out"
