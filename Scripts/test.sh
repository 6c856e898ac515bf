#!/usr/bin/env bash
# Installs what the tests need (system packages and the test tools), runs the unit tests (XCTest), the snapshot tests
# of Examples/SnapshotTestingExample (XCTest and Swift Testing), lints the scripts (shellcheck) and the GitHub Actions
# example (actionlint), then checks the example gallery against its committed golden images (Examples/baselines).
# The closing line counts the whole run: "tests: N passed, N failed" — every test case, each lint (one per file) and
# each gallery image; a crashed test process or a failed step is counted as a failure, never hidden.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh --test-tools
swift build --build-tests

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
passed=0
failed=0

# 1. Unit tests. Count test cases from XCTest's own lines, so a crash part-way still counts what ran and fails.
unit_status=0
swift test --skip-build --disable-swift-testing 2>&1 | tee "$log" || unit_status=$?
unit_passed=$(grep -cE "^Test Case '.*' passed" "$log" || true)
unit_failed=$(grep -cE "^Test Case '.*' failed" "$log" || true)
passed=$((passed + unit_passed))
failed=$((failed + unit_failed))
if [ "$unit_status" -ne 0 ] && [ "$unit_failed" -eq 0 ]; then
  echo "test: the unit-test process failed (exit status $unit_status) without a failing test case: counted as a failure" >&2
  failed=$((failed + 1))
fi
if [ "$unit_passed" -eq 0 ] && [ "$unit_failed" -eq 0 ]; then
  echo "test: no unit test ran: counted as a failure" >&2
  failed=$((failed + 1))
fi

# 2. The snapshot-testing example, a package of its own (its references are committed: never record here).
example=Examples/SnapshotTestingExample
example_status=0
{
  swift build --build-tests --package-path "$example" &&
    CHATSHOT_RECORD=never SNAPSHOT_TESTING_RECORD=never swift test --skip-build --package-path "$example"
} 2>&1 | tee "$log" || example_status=$?
# XCTest's "Test Case '…' passed" lines and Swift Testing's "✔ Test name() passed after" ones (not "Test run with").
example_passed=$(grep -E "^Test Case '.*' passed|^✔ Test .* passed after" "$log" | grep -vc "^✔ Test run with" || true)
example_failed=$(grep -E "^Test Case '.*' failed|^✘ Test .* failed after" "$log" | grep -vc "^✘ Test run with" || true)
passed=$((passed + example_passed))
failed=$((failed + example_failed))
if [ "$example_status" -ne 0 ] && [ "$example_failed" -eq 0 ]; then
  echo "test: $example failed (exit status $example_status) without a failing test: counted as a failure" >&2
  failed=$((failed + 1))
fi

# 3. Lints, one test per file: every script with shellcheck, and the GitHub Actions example with actionlint (which
# runs shellcheck on its run: steps too); then every Swift file with swift format (one test for all). Skipped, with a
# note, only where the tool is missing (setup.sh --test-tools installs it).
lint() {   # lint NAME COMMAND…
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); else echo "test: $name: FAILED" >&2; failed=$((failed + 1)); fi
}
if command -v shellcheck > /dev/null; then
  for script in Scripts/*.sh .ci/run; do lint "shellcheck $script" shellcheck "$script"; done
else
  echo "test: shellcheck is not installed: scripts not linted" >&2
fi
actionlint=.build-tools/venv/bin/actionlint
[ -x "$actionlint" ] || actionlint="$(command -v actionlint || true)"
if [ -n "$actionlint" ]; then
  lint "actionlint Examples/ci/github-actions.yml" "$actionlint" Examples/ci/github-actions.yml
else
  echo "test: actionlint is not installed: the workflow is not linted" >&2
fi

# The Swift sources against the formatter's configuration (.swift-format; `swift format` ships with the toolchain).
# Apply it with: swift format format -i -p -r Package.swift Sources Tests Examples Benchmarks
swift_files=()
while IFS= read -r -d '' file; do swift_files+=("$file"); done \
  < <(find Package.swift Sources Tests Examples Benchmarks -name '*.swift' -not -path '*/.build/*' -print0 | sort -z)
lint "swift format lint (${#swift_files[@]} files)" swift format lint --strict --parallel "${swift_files[@]}"

# 4. The example gallery against its golden images: any changed pixel fails.
report=.build/gallery-report
bin="$(swift build --show-bin-path)/chatshot-guides"
gallery_status=0
"$bin" check Examples/gallery.yaml --baseline Examples/baselines --report "$report" --quiet 2>&1 | tee "$log" || gallery_status=$?
summary="$(grep -E '^[0-9]+ shots: [0-9]+ passed' "$log" | tail -1 || true)"
if [ -n "$summary" ]; then
  total=$(sed -E 's/^([0-9]+) shots.*/\1/' <<<"$summary")
  ok=$(sed -E 's/^[0-9]+ shots: ([0-9]+) passed.*/\1/' <<<"$summary")
  passed=$((passed + ok))
  failed=$((failed + total - ok))   # changed, missing, stale and failed renders
fi
if [ "$gallery_status" -ne 0 ]; then
  echo "test: golden images differ or failed to render; report: $report/report.html" >&2
  echo "test: if the change is on purpose, look at the report, then run Scripts/update-goldens.sh" >&2
  [ -n "$summary" ] || failed=$((failed + 1))
fi

# 5. The README's and docs/'s pictures against the blocks that draw them (`chatshot docs`, docs/docs-command.md): a
# stale, missing or unreferenced picture fails. The page's Swift blocks need the debug build's libChatShotApp.a.
docs_report=.build/docs-report
docs_status=0
"$(swift build --show-bin-path)/chatshot" docs README.md docs --report "$docs_report" --quiet 2>&1 | tee "$log" ||
  docs_status=$?
docs_summary="$(grep -E '^[0-9]+ pictures: [0-9]+ up to date' "$log" | tail -1 || true)"
if [ -n "$docs_summary" ]; then
  docs_total=$(sed -E 's/^([0-9]+) pictures.*/\1/' <<<"$docs_summary")
  docs_ok=$(sed -E 's/^[0-9]+ pictures: ([0-9]+) up to date.*/\1/' <<<"$docs_summary")
  passed=$((passed + docs_ok))
  failed=$((failed + docs_total - docs_ok))
fi
if [ "$docs_status" -ne 0 ]; then
  echo "test: the documentation's pictures differ from what their pages draw; report: $docs_report/report.html" >&2
  echo "test: if the change is on purpose, look at the report, then run: chatshot docs README.md docs --write" >&2
  [ -n "$docs_summary" ] && [ "$docs_total" -ne "$docs_ok" ] || failed=$((failed + 1))
fi

echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$unit_status" -eq 0 ] && [ "$example_status" -eq 0 ] && [ "$gallery_status" -eq 0 ] &&
  [ "$docs_status" -eq 0 ]
