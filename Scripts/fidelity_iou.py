#!/usr/bin/env python3
"""Scores chatshot's pictures against the SDK's region by region (called by Scripts/fidelity-iou.sh).

Each argument is GROUP=SDK.png:CHATSHOT.png, or GROUP=SDK.png:CHATSHOT.png+X+Y to score the part of chatshot's
picture at X, Y (pixels) as large as the SDK's (a cell of a list screen against the SDK's picture of the cell alone).
In each picture the regions are the connected components of the pixels
that differ from the picture's background (its most common colour) by more than --threshold in some channel, after
the mask is dilated by --merge pixels so the letters of a word, a bubble and its text, or an icon's strokes make
one region. Each of the SDK's regions is matched to the chatshot region whose bounding box overlaps it most (the
intersection over union of the two boxes, 0 when none overlaps); a picture scores the mean over the SDK's regions,
a group the mean over its pictures. Regions only chatshot draws (the navigation bar the SDK's grouping pictures leave
out) do not count; the "reverse" column is the same mean taken over chatshot's regions, which does count them.

Needs Pillow (python3-pil, installed by `Scripts/setup.sh --test-tools`). Prints a table; exits 2 with one line on
bad input.
"""

import argparse
import os
import re
import sys
from collections import deque

try:
    from PIL import Image, ImageChops, ImageFilter
except ImportError as error:  # pragma: no cover - reported to the user
    print(f"fidelity-iou: needs Pillow ({error})", file=sys.stderr)
    sys.exit(2)

# Pictures larger than this (in pixels) are refused: the SDK's snapshots are at most a few thousand points tall.
MAX_PIXELS = 40_000_000


def load(path):
    """The picture as RGB, transparency flattened over white."""
    try:
        with Image.open(path) as image:
            if image.width * image.height > MAX_PIXELS:
                raise ValueError(f"{image.width}×{image.height} is too large")
            rgba = image.convert("RGBA")
    except (OSError, ValueError) as error:
        print(f"fidelity-iou: {path}: {error}", file=sys.stderr)
        sys.exit(2)
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, rgba).convert("RGB")


def regions(picture, threshold, merge):
    """Bounding boxes (x0, y0, x1, y1, exclusive ends) of the picture's regions."""
    width, height = picture.size
    background = max(picture.getcolors(width * height))[1]
    difference = ImageChops.difference(picture, Image.new("RGB", picture.size, background))
    red, green, blue = difference.split()
    mask = ImageChops.lighter(ImageChops.lighter(red, green), blue).point(lambda v: 255 if v > threshold else 0)
    if merge > 0:
        mask = mask.filter(ImageFilter.MaxFilter(2 * merge + 1))
    ink = bytearray(mask.tobytes())
    boxes = []
    for start in range(width * height):
        if not ink[start]:
            continue
        # Flood the region (8-connected), clearing it as it goes.
        ink[start] = 0
        queue = deque([start])
        x0 = x1 = start % width
        y0 = y1 = start // width
        while queue:
            i = queue.popleft()
            x, y = i % width, i // width
            x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
            for dy in (-1, 0, 1):
                ny = y + dy
                if not 0 <= ny < height:
                    continue
                for dx in (-1, 0, 1):
                    nx = x + dx
                    if 0 <= nx < width and ink[ny * width + nx]:
                        ink[ny * width + nx] = 0
                        queue.append(ny * width + nx)
        # The dilation grew each region by `merge` on every side: take it back off.
        box = (x0 + merge, y0 + merge, x1 + 1 - merge, y1 + 1 - merge)
        if box[2] > box[0] and box[3] > box[1]:
            boxes.append(box)
    return boxes


def box_iou(a, b):
    ix = min(a[2], b[2]) - max(a[0], b[0])
    iy = min(a[3], b[3]) - max(a[1], b[1])
    if ix <= 0 or iy <= 0:
        return 0.0
    inter = ix * iy
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union


def mean_best(sources, targets):
    if not sources:
        return 1.0 if not targets else 0.0
    return sum(max((box_iou(s, t) for t in targets), default=0.0) for s in sources) / len(sources)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", nargs="+", help="GROUP=SDK.png:CHATSHOT.png[+X+Y]")
    parser.add_argument("--threshold", type=int, default=10, help="colour difference from the background (0-255)")
    parser.add_argument("--merge", type=int, default=2, help="pixels of dilation that merge nearby ink")
    parser.add_argument("--verbose", action="store_true", help="list each SDK region and its best match")
    args = parser.parse_args()
    if not 0 <= args.threshold <= 255 or not 0 <= args.merge <= 50:
        print("fidelity-iou: --threshold must be 0-255 and --merge 0-50", file=sys.stderr)
        sys.exit(2)

    groups = {}
    rows = []
    for pair in args.pairs:
        group, sep, paths = pair.partition("=")
        sdk_path, sep2, ours_path = paths.partition(":")
        if not sep or not sep2 or not group or not sdk_path or not ours_path:
            print(f"fidelity-iou: {pair}: expected GROUP=SDK.png:CHATSHOT.png[+X+Y]", file=sys.stderr)
            sys.exit(2)
        crop = re.fullmatch(r"(.+)\+(\d{1,5})\+(\d{1,5})", ours_path)
        if crop and not os.path.exists(ours_path):
            ours_path, x, y = crop.group(1), int(crop.group(2)), int(crop.group(3))
        else:
            x = y = None
        sdk, ours = load(sdk_path), load(ours_path)
        if x is not None:
            if x + sdk.width > ours.width or y + sdk.height > ours.height:
                print(f"fidelity-iou: {ours_path}: {ours.width}×{ours.height} has no {sdk.width}×{sdk.height} part at "
                      f"{x}, {y}", file=sys.stderr)
                sys.exit(2)
            ours = ours.crop((x, y, x + sdk.width, y + sdk.height))
        if sdk.size != ours.size:
            print(f"fidelity-iou: {ours_path}: {ours.width}×{ours.height}, the SDK's picture is "
                  f"{sdk.width}×{sdk.height}", file=sys.stderr)
            sys.exit(2)
        sdk_regions = regions(sdk, args.threshold, args.merge)
        our_regions = regions(ours, args.threshold, args.merge)
        score = mean_best(sdk_regions, our_regions)
        reverse = mean_best(our_regions, sdk_regions)
        groups.setdefault(group, []).append(score)
        rows.append((group, sdk_path.rsplit("/", 1)[-1], len(sdk_regions), len(our_regions), score, reverse))
        if args.verbose:
            for s in sdk_regions:
                best = max(our_regions, key=lambda t: box_iou(s, t), default=None)
                print(f"  {s} -> {best} {box_iou(s, best) if best else 0:.3f}")

    print(f"{'group':<16} {'SDK picture':<100} {'SDK':>4} {'ours':>5} {'IoU':>6} {'reverse':>8}")
    for group, name, n_sdk, n_ours, score, reverse in rows:
        print(f"{group:<16} {name:<100} {n_sdk:>4} {n_ours:>5} {score:>6.3f} {reverse:>8.3f}")
    print()
    for group, scores in groups.items():
        print(f"mean {group}: {sum(scores) / len(scores):.3f} ({len(scores)} pictures)")
    every = [s for scores in groups.values() for s in scores]
    print(f"mean of all: {sum(every) / len(every):.3f} ({len(every)} pictures)")


if __name__ == "__main__":
    main()
