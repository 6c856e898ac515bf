#!/usr/bin/env bash
# Renders the SDK's snapshot tests that customize by subclassing from their own subclass code, unchanged.
#
#   Scripts/sdk-subclass-snapshots.sh PATH-TO-stream-chat-swift [OUT]
#
# PATH is a copy of GetStream's stream-chat-swift repository (a git directory or a checkout); nothing of it is kept
# in this repository. For each case below the script takes the test function's local class declarations verbatim
# (text between the class keyword and its closing brace), adds a set-up function that makes the same assignment the
# test makes (`components.X = Class.self`, or the component of the view the test creates directly), the stand-ins
# of Scripts/sdk-subclass-standins/ for the test helpers they call, and renders the transcript that reproduces the
# test's picture (Examples/snapshots) with `chatshot render --app`. It prints, per case, whether it compiled and
# rendered, the pixel difference from the manifest twin's golden where the gallery has one, and where the SDK's
# picture is (../shared/reference/snapshots) to look at beside it. OUT (default: a temporary folder) keeps the
# folders and pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk="${1:?usage: $0 PATH-TO-stream-chat-swift [OUT]}"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
bin="$(swift build --show-bin-path)"
swift build --product chatshot > /dev/null
swift build --product chatshot-build > /dev/null
swift build --product ChatShotApp > /dev/null

# The SDK's file at its latest commit (git directory) or in the checkout.
sdk_file() {
  if [ -d "$sdk/objects" ] || [ -f "$sdk/HEAD" ] && [ ! -d "$sdk/.git" ]; then
    git -C "$sdk" show "HEAD:$1"
  else
    cat "$sdk/$1"
  fi
}

# NAME|SDK TEST FILE|TEST FUNCTION|COMPONENT FOR A VIEW THE TEST MAKES|TRANSCRIPT|RENDER OPTIONS|TWIN GOLDEN
cases=(
  "ChatMessageContentView_Tests.test_appearanceCustomization_usingSubclassing|Tests/StreamChatUITests/SnapshotTests/ChatMessageList/ChatMessage/ChatMessageContentView_Tests.swift|test_appearanceCustomization_usingSubclassing||Examples/snapshots/ChatMessageContentView_Tests/test_appearanceCustomization_usingSubclassing.default-light.json|--screen messages|Examples/baselines/ChatMessageContentView_Tests.test_appearanceCustomization_usingSubclassing.png"
  "ChatChannelListItemView_Tests.test_appearanceCustomization_usingSubclassing|Tests/StreamChatUITests/SnapshotTests/ChatChannelList/ChatChannelListItemView_Tests.swift|test_appearanceCustomization_usingSubclassing|channelContentView|Examples/snapshots/ChatChannelListItemView_Tests/test_appearanceCustomization_usingSubclassing.default-light.json|--screen channel-list --width 400 --height 169 --now 1970-01-01T00:10:00Z --timezone UTC|"
)

extract() {   # extract TEST-FUNCTION COMPONENT < swift source  → classes (stdout), set-up assignments (fd 3)
  python3 -c '
import re, sys
name, component = sys.argv[1], sys.argv[2]
src = sys.stdin.read()
def block(text, start):
    """The text from start to the brace closing the first brace after it (strings and comments skipped)."""
    i = text.index("{", start); depth = 0; j = i
    while j < len(text):
        c = text[j]
        if text.startswith("//", j): j = text.index("\n", j); continue
        if c == "\"":
            j += 1
            while text[j] != "\"": j += 2 if text[j] == "\\" else 1
        elif c == "{": depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0: return text[start:j + 1]
        j += 1
    raise SystemExit("unbalanced braces in " + name)
m = re.search(r"func " + re.escape(name) + r"\(\)", src)
if not m: raise SystemExit("no function " + name)
body = block(src, m.start())
inner = body[body.index("{") + 1:]
classes, setups, depth, k = [], [], 0, 0
while k < len(inner):
    c = inner[k]
    if c == "{": depth += 1
    elif c == "}": depth -= 1
    elif depth == 0:
        cm = re.match(r"(final )?class (\w+)\s*:\s*(\w+)", inner[k:])
        if cm and (k == 0 or inner[k - 1] in " \n\t"):
            decl = block(inner, k); classes.append((cm.group(2), cm.group(3), decl)); k += len(decl); continue
    k += 1
for prop, cls in re.findall(r"components\.(\w+) = (\w+)\.self", body):
    setups.append("Components.default.%s = %s.self" % (prop, cls))
if not setups and component and classes:
    setups.append("Components.default.%s = %s.self" % (component, classes[0][0]))
print("\n\n".join(d for _, _, d in classes))
with open(3, "w") as f: f.write("\n".join(setups) + "\n")
' "$1" "$2"
}

for entry in "${cases[@]}"; do
  IFS='|' read -r name file function component transcript options twin <<< "$entry"
  dir="$out/$name"
  rm -rf "$dir"
  mkdir -p "$dir"
  if ! sdk_file "$file" | extract "$function" "$component" > "$dir/body.swift" 3> "$dir/setups.txt"; then
    echo "$name: could not read the test (not in this copy of the SDK?)"
    continue
  fi
  { printf 'import StreamChat\nimport StreamChatUI\nimport UIKit\n\n'; cat "$dir/body.swift"; } > "$dir/TestClasses.swift"
  rm "$dir/body.swift"
  { printf 'import StreamChatUI\n\n/// What the SDK test assigns, as an app'"'"'s set-up would.\nfunc setUpSDKTestSubclasses() {\n'
    sed 's/^/    /' "$dir/setups.txt"
    printf '}\n'; } > "$dir/SetUp.swift"
  rm "$dir/setups.txt"
  cp Scripts/sdk-subclass-standins/*.swift "$dir/"
  # shellcheck disable=SC2086  # options are words
  if "$bin/chatshot" render "$transcript" --app "$dir" $options -o "$out/$name.png" 2> "$out/$name.log"; then
    line="$name: compiles and renders ($out/$name.png)"
    if [ -n "$twin" ] && [ -f "$twin" ]; then
      line="$line; against its manifest twin's golden: $("$bin/chatshot" diff "$twin" "$out/$name.png" 2>&1 | tail -1 || true)"
    fi
    echo "$line"
  else
    echo "$name: FAILED: $(grep -m1 'error' "$out/$name.log" || tail -1 "$out/$name.log")"
  fi
  echo "  the SDK's picture: ../shared/reference/snapshots/${name%%.*}/${name#*.}.default-light.png"
done
echo "folders and pictures: $out"
