#!/usr/bin/env bash
# Type-checks an app's customization folder the way docs/compatibility.md ("Public apps tried") counts it: each
# .swift file alone, then the folder together (a file importing a module that neither the chatshot build, the
# toolchain nor the customization build (Combine) has is set aside before the together compile: a missing module
# stops the compiler before it checks anything). Prints per file whether it compiles and its first error, the
# totals, and the together compile's errors. Nothing of the folder is kept.
#
# Usage: Scripts/compat-folder.sh FOLDER
#   CHATSHOT=PATH  the chatshot executable (default: the debug build's)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
src="${1:-}"
if [[ -z "$src" || ! -d "$src" ]]; then
    echo "usage: Scripts/compat-folder.sh FOLDER" >&2
    exit 2
fi
bin="$(swift build --show-bin-path)"
chatshot="${CHATSHOT:-$bin/chatshot}"
work="$(mktemp -d "${TMPDIR:-/tmp}/compat-folder.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export CHATSHOT_CACHE="${CHATSHOT_CACHE:-$work/cache}"
mapfile -t files < <(cd "$src" && find . -name '*.swift' -not -path '*/.build/*' | sed 's|^\./||' | LC_ALL=C sort)
declare -A available=([Combine]=1)
toolchain_modules="$(dirname "$(command -v "${SWIFTC:-swiftc}")")/../lib/swift/linux"
for module in "$bin"/Modules/*.swiftmodule "$toolchain_modules"/*.swiftmodule; do
    [[ -e "$module" ]] && available["$(basename "$module" .swiftmodule)"]=1
done
mkdir -p "$work/together"
: > "$work/set-aside"
for index in "${!files[@]}"; do
    file="${files[$index]}"
    mkdir -p "$work/alone/$index"
    cp "$src/$file" "$work/alone/$index/"
    "$chatshot" build-customization "$work/alone/$index" --typecheck > "$work/alone/$index.log" 2>&1
    echo $? > "$work/alone/$index.status"
    missing=""
    while IFS=: read -r _ module; do
        [[ -z "${available[$module]:-}" ]] && missing="$missing $module"
    done < <(grep -nE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' "$src/$file" \
        | sed -E 's/^([0-9]+):.*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\1:\4/')
    if [[ -n "$missing" ]]; then
        echo "$file: no such module$missing (set aside before the together compile)" >> "$work/set-aside"
    else
        mkdir -p "$work/together/$index"
        cp "$src/$file" "$work/together/$index/"
    fi
done
"$chatshot" build-customization "$work/together" --typecheck > "$work/together.log" 2>&1
alone_ok=0
together_ok=0
printf '%-56s %-8s %-8s %s\n' "file" "alone" "together" "first error (alone)"
for index in "${!files[@]}"; do
    file="${files[$index]}"
    alone="fails"
    [[ "$(cat "$work/alone/$index.status")" == 0 ]] && { alone="compiles"; alone_ok=$((alone_ok + 1)); }
    together="fails"
    if [[ -d "$work/together/$index" ]] && ! grep -q "/together/$index/[^:]*:[0-9]*:[0-9]*: error" "$work/together.log"
    then
        together="compiles"
        together_ok=$((together_ok + 1))
    fi
    error="$(grep -m1 ': error: ' "$work/alone/$index.log" \
        | sed -E 's|^chatshot: ||; s|^.*/([^/]+\.swift):|\1:|; s| — an API chatshot lacks.*||' || true)"
    printf '%-56s %-8s %-8s %s\n' "$file" "$alone" "$together" "$error"
done
echo
echo "alone: $alone_ok of ${#files[@]} compile"
echo "together with the folder: $together_ok of ${#files[@]} compile"
echo
cat "$work/set-aside"
grep ': error: ' "$work/together.log" | sed -E "s|^chatshot: ||; s|$work/together/[0-9]+/||" | sort -u || true
