#!/usr/bin/env bash
# Installs what the tests need (system packages) and runs the whole test suite (XCTest).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build --build-tests
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --disable-swift-testing 2>&1 | tee "$log" || status=$?
# A plain closing line: "N passed, N failed" (and skipped), from XCTest's last summary.
summary="$(grep -E 'Executed [0-9]+ tests?, with' "$log" | tail -1 || true)"
if [ -n "$summary" ]; then
  total="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")"
  failed="$(sed -E 's/.* ([0-9]+) failures? .*/\1/' <<<"$summary")"
  skipped="$(sed -nE 's/.*with ([0-9]+) tests? skipped.*/\1/p' <<<"$summary")"
  skipped="${skipped:-0}"
  echo "$((total - failed - skipped)) passed, $failed failed, $skipped skipped"
fi
exit "$status"
