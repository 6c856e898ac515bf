#!/usr/bin/env bash
# Which public names of GetStream's StreamChatUI are missing in chatshot's StreamChatUI module, by type:
#
#   Components                 Sources/StreamChatUI/Components.swift (the SDK)
#   Appearance.Images          Sources/StreamChatCommonUI/Appearance+Images.swift
#   Appearance.Fonts           Sources/StreamChatCommonUI/Appearance+Fonts.swift
#   Appearance.ColorPalette    Sources/StreamChatCommonUI/Appearance+ColorPalette.swift
#   each SDK view class chatshot also declares: its public/open properties and methods (overrides of UIKit's and
#   initializers left out), as declared in the class's own body
#
# A name counts as present when chatshot declares a property or method of that name in the same type (its body or
# any extension of it, in Sources/StreamChatUI or Sources/StreamChatCommonUI). Types and access are not compared:
# this counts names; the compiler checks the rest (docs/compatibility.md).
#
#   Scripts/api-parity.sh [--counts] PATH-TO-stream-chat-swift   (a checkout or a bare git directory: HEAD is read)
#
# Prints, per type, "TYPE: M of N missing" then the missing names (with --counts only the count lines), and a total.
# Exit status 0 whatever is missing; 2 for a bad argument.
set -euo pipefail
cd "$(dirname "$0")/.."

COUNTS_ONLY=0
if [ "${1:-}" = "--counts" ]; then
    COUNTS_ONLY=1
    shift
fi
if [ $# -ne 1 ]; then
    echo "usage: $0 [--counts] PATH-TO-stream-chat-swift" >&2
    exit 2
fi
SDK="$1"
if [ ! -d "$SDK" ]; then
    echo "$0: $SDK: not a directory" >&2
    exit 2
fi

# The SDK is read through git when PATH is a git directory (bare or not), else from the files.
if git -C "$SDK" rev-parse --verify -q HEAD >/dev/null 2>&1 && [ "$(git -C "$SDK" rev-parse --is-bare-repository)" = true ]; then
    sdk_list() { git -C "$SDK" ls-tree -r --name-only HEAD -- "$@"; }
    sdk_cat() { git -C "$SDK" show "HEAD:$1"; }
else
    sdk_list() { (cd "$SDK" && find "$@" -name '*.swift' -type f | sort); }
    sdk_cat() { cat "$SDK/$1"; }
fi
if ! sdk_cat Sources/StreamChatUI/Components.swift >/dev/null 2>&1; then
    echo "$0: $SDK: no Sources/StreamChatUI/Components.swift (not a stream-chat-swift repository?)" >&2
    exit 2
fi

# members TYPE [public]: reads Swift source on stdin and prints the names of the properties and methods declared
# directly in the body of `class|struct|enum|extension TYPE` (a nested type's members are left out). With `public`
# only public/open ones, and no overrides or initializers. Comments and string literals are skipped for the braces.
members() {
    awk -v type="$1" -v only_public="${2:-}" '
        function strip(line) {
            gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
            sub(/\/\/.*$/, "", line)
            return line
        }
        {
            line = strip($0)
            if (in_block_comment) {
                if (line ~ /\*\//) { sub(/^.*\*\//, "", line); in_block_comment = 0 } else next
            }
            gsub(/\/\*[^*]*\*\//, "", line)
            if (line ~ /\/\*/) { sub(/\/\*.*$/, "", line); in_block_comment = 1 }
            opens = gsub(/\{/, "{", line)
            closes = gsub(/\}/, "}", line)
            if (target_depth == 0) {
                pattern = "(^|[^A-Za-z0-9_.])(class|struct|enum|extension)[ \t]+([A-Za-z0-9_]+\\.)*" type "([ \t:<{]|$)"
                if (line ~ pattern && line !~ /(func|var|let)[ \t]/) {
                    if (opens > 0) target_depth = depth + 1
                    else pending = 1
                }
            } else if (depth == target_depth) {
                decl = line
                if (only_public != "" && (decl !~ /(^|[ \t])(public|open)[ \t]/ || decl ~ /(^|[ \t])override[ \t]/)) decl = ""
                if (decl ~ /(^|[ \t])(var|let|func)[ \t]+[A-Za-z_][A-Za-z0-9_]*/ && decl !~ /(^|[ \t])(case)[ \t]/) {
                    sub(/^.*(^|[ \t])(var|let|func)[ \t]+/, "", decl)
                    match(decl, /^[A-Za-z_][A-Za-z0-9_]*/)
                    print substr(decl, 1, RLENGTH)
                }
            }
            if (pending && opens > 0) { target_depth = depth + 1; pending = 0 }
            depth += opens - closes
            if (target_depth > 0 && depth < target_depth) target_depth = 0
        }
    ' | sort -u
}

chatshot_files() {
    find Sources/StreamChatUI Sources/StreamChatCommonUI -name '*.swift' -type f | sort
}

# chatshot_members TYPE: every member chatshot declares in TYPE, across the files that declare or extend it.
chatshot_members() {
    local file
    while IFS= read -r file; do
        members "$1" <"$file"
    done < <(chatshot_files | xargs grep -lE "(class|struct|enum|extension)[[:space:]]+([A-Za-z0-9_]+\.)*$1([^A-Za-z0-9_]|\$)") | sort -u
}

total_missing=0
total_names=0

# report LABEL SDK-NAMES-FILE CHATSHOT-NAMES-FILE
report() {
    local missing count
    missing=$(comm -23 "$2" "$3")
    count=$(wc -l <"$2" | tr -d ' ')
    local missing_count=0
    [ -n "$missing" ] && missing_count=$(printf '%s\n' "$missing" | wc -l | tr -d ' ')
    total_missing=$((total_missing + missing_count))
    total_names=$((total_names + count))
    echo "$1: $missing_count of $count missing"
    if [ "$COUNTS_ONLY" -eq 0 ] && [ -n "$missing" ]; then
        printf '%s\n' "$missing" | sed 's/^/  /'
    fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The SDK's Components, Images, Fonts and ColorPalette; chatshot's types of the same names.
while read -r label type file; do
    sdk_cat "$file" | members "$type" public >"$work/sdk"
    chatshot_members "$type" >"$work/ours"
    report "$label" "$work/sdk" "$work/ours"
done <<'EOF'
Components Components Sources/StreamChatUI/Components.swift
Appearance.Images Images Sources/StreamChatCommonUI/Appearance+Images.swift
Appearance.Fonts Fonts Sources/StreamChatCommonUI/Appearance+Fonts.swift
Appearance.ColorPalette ColorPalette Sources/StreamChatCommonUI/Appearance+ColorPalette.swift
EOF

# The SDK's public/open classes (in the files that declare them) that chatshot declares too.
sdk_list Sources/StreamChatUI Sources/StreamChatCommonUI | grep '\.swift$' >"$work/sdk-files"
while IFS= read -r file; do
    sdk_cat "$file" | sed -nE 's/^[[:space:]]*(@[A-Za-z]+[[:space:]]+)*(open|public)[[:space:]]+(final[[:space:]]+)?class[[:space:]]+([A-Za-z0-9_]+).*/\4/p' |
        while IFS= read -r class; do printf '%s\t%s\n' "$class" "$file"; done
done <"$work/sdk-files" | sort -u >"$work/sdk-classes"
chatshot_files | xargs sed -nE 's/^[[:space:]]*(@[A-Za-z]+[[:space:]]+)*((open|public|final|private|fileprivate|internal)[[:space:]]+)*class[[:space:]]+([A-Za-z0-9_]+).*/\4/p' |
    sort -u >"$work/our-classes"
while IFS=$'\t' read -r class file; do
    grep -qxF "$class" "$work/our-classes" || continue
    case "$class" in Components | Images | Fonts | ColorPalette) continue ;; esac
    sdk_cat "$file" | members "$class" public >"$work/sdk"
    [ -s "$work/sdk" ] || continue
    chatshot_members "$class" >"$work/ours"
    report "$class" "$work/sdk" "$work/ours"
done <"$work/sdk-classes"

echo "total: $total_missing of $total_names missing"
