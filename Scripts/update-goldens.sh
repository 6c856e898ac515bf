#!/usr/bin/env bash
# Records the example gallery's golden images on purpose: renders Examples/gallery.yaml, writes the baselines that
# changed or are new into Examples/baselines/, removes those no shot makes any more, and writes a report to look at
# before committing (the report's path is printed).
# Usage: Scripts/update-goldens.sh
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'echo "update-goldens: FAILED (see above)" >&2' ERR
bash Scripts/setup.sh
swift build --product chatshot-guides
bin="$(swift build --show-bin-path)/chatshot-guides"
"$bin" check Examples/gallery.yaml --baseline Examples/baselines --update --prune --png-compression small \
  --report .build/golden-report
