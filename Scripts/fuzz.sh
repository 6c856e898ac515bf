#!/usr/bin/env bash
# A longer run of the mutation fuzzer of the transcript, manifest, gallery and PNG readers
# (Tests/ChatShotKitTests/FuzzTests.swift; the test command runs it briefly, 2000 inputs per reader and seed 11).
# Runs seed after seed (from CHATSHOT_FUZZ_SEED, default 1) with CHATSHOT_FUZZ_ITERATIONS inputs per reader
# (default 20000) until SECONDS have passed (default 600). It stops at the first failure, which names the reader,
# the seed and the input (base64) that crashed, took too long or gave a message that is not one short line.
# Usage: Scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-600}"
iterations="${CHATSHOT_FUZZ_ITERATIONS:-20000}"
seed="${CHATSHOT_FUZZ_SEED:-1}"
swift build --build-tests
end=$((SECONDS + duration))
while [ "$SECONDS" -lt "$end" ]; do
  echo "fuzz: seed $seed, $iterations inputs per reader"
  if ! CHATSHOT_FUZZ_SEED="$seed" CHATSHOT_FUZZ_ITERATIONS="$iterations" \
      swift test --skip-build --disable-swift-testing --filter ChatShotKitTests.FuzzTests 2>&1 | grep -vE "^Test (Case|Suite) .* started"; then
    echo "fuzz: FAILED with seed $seed (rerun: CHATSHOT_FUZZ_SEED=$seed CHATSHOT_FUZZ_ITERATIONS=$iterations Scripts/fuzz.sh 1)" >&2
    exit 1
  fi
  seed=$((seed + 1))
done
echo "fuzz: no failure in $duration seconds (seeds up to $((seed - 1)))"
