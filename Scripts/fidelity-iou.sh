#!/usr/bin/env bash
# Scores chatshot's renders of the SDK's snapshot transcripts (Examples/snapshots) against the SDK's own pictures,
# region by region (Scripts/fidelity_iou.py: connected regions of non-background ink, each SDK region matched to
# the chatshot region whose box overlaps it most, intersection over union of the boxes).
#
# Usage: Scripts/fidelity-iou.sh [--reference DIR] [--verbose] [--cells] [GROUP=SHOT-GLOB[+X+Y] ...]
#   --reference DIR   the SDK's snapshot pictures, FOLDER/TEST.VARIANT.png (default ../shared/reference/snapshots)
#   GROUP=SHOT-GLOB   gallery shots to score under GROUP (default: the message list, date separators and
#                     emoji-only ChatChannelVC_Tests reproductions, see below); +X+Y scores the part of each
#                     shot at X, Y as large as the SDK's picture (a cell of a list screen)
#   --cells           also the ChatMessageContentView_Tests cells (+0+8) and ChatChannelListItemView_Tests rows
#                     (+0+64) reproductions, each against its own SDK picture
# A shot FOLDER.TEST is compared with FOLDER/TEST.default-light.png; FOLDER.TEST.VARIANT with FOLDER/TEST.VARIANT.png.
set -euo pipefail
cd "$(dirname "$0")/.."

reference=../shared/reference/snapshots
verbose=()
groups=()
cells=0
while [ $# -gt 0 ]; do
  case "$1" in
    --reference) reference="${2:?--reference needs a folder}"; shift 2 ;;
    --verbose) verbose=(--verbose); shift ;;
    --cells) cells=1; shift ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *=*) groups+=("$1"); shift ;;
    *) echo "fidelity-iou: $1: expected GROUP=SHOT-GLOB, --reference DIR or --verbose" >&2; exit 2 ;;
  esac
done
if [ ! -d "$reference" ]; then
  echo "fidelity-iou: $reference: no such folder (pass --reference DIR)" >&2
  exit 2
fi
if [ ${#groups[@]} -eq 0 ]; then
  groups=(
    "message-list=ChatChannelVC_Tests.test_whenTimeInterval*"
    "message-list=ChatChannelVC_Tests.test_whenMessage*"
    "date-separators=ChatChannelVC_Tests.test_headerViewForMessage_*"
    "emoji-only=ChatChannelVC_Tests.test_onlyEmojiMessageAppearance_*"
  )
fi
if [ "$cells" -eq 1 ]; then
  # The cells are drawn in a list screen: the message list's 8-pt top inset, the channel list's 64-pt bar.
  groups+=(
    "content-view-cells=ChatMessageContentView_Tests.test_*+0+8"
    "channel-list-rows=ChatChannelListItemView_Tests.test_*+0+64"
  )
fi

swift build --product chatshot-guides >/dev/null
bin="$(swift build --show-bin-path)/chatshot-guides"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# A group's glob, without its +X+Y.
glob_of() {
  local spec="${1#*=}"
  if [[ "$spec" =~ ^(.*)\+([0-9]+)\+([0-9]+)$ ]]; then printf '%s' "${BASH_REMATCH[1]}"; else printf '%s' "$spec"; fi
}
# A group's +X+Y, or nothing.
offset_of() {
  local spec="${1#*=}"
  if [[ "$spec" =~ \+([0-9]+)\+([0-9]+)$ ]]; then printf '%s' "${BASH_REMATCH[0]}"; fi
}

only=()
for g in "${groups[@]}"; do only+=(--only "$(glob_of "$g")"); done
"$bin" batch Examples/gallery.yaml --out "$out" "${only[@]}" -q >/dev/null

pairs=()
for g in "${groups[@]}"; do
  group="${g%%=*}"
  glob="$(glob_of "$g")"
  offset="$(offset_of "$g")"
  found=0
  for png in "$out"/$glob.png; do
    [ -f "$png" ] || continue
    shot="$(basename "$png" .png)"
    folder="${shot%%.*}"
    test="${shot#*.}"
    case "$test" in
      *.*) picture="$reference/$folder/$test.png" ;;
      *) picture="$reference/$folder/$test.default-light.png" ;;
    esac
    if [ ! -f "$picture" ]; then
      echo "fidelity-iou: $picture: the SDK's picture for $shot is missing" >&2
      exit 2
    fi
    pairs+=("$group=$picture:$png$offset")
    found=1
  done
  if [ "$found" -eq 0 ]; then
    echo "fidelity-iou: $glob: no gallery shot matches" >&2
    exit 2
  fi
done
python3 Scripts/fidelity_iou.py "${verbose[@]}" "${pairs[@]}"
