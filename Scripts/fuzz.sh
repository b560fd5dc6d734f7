#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for a bounded
# time. New interesting inputs go to Fuzz/corpus/<target> (commit them); a crash, leak,
# timeout or out-of-memory input is saved as Fuzz/crash-* and fails the run.
# usage: Scripts/fuzz.sh SECONDS_PER_TARGET
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
build=(swift build --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)
for target in exports markdown yaml; do
  "${build[@]}" --product "fuzz-$target" 2>&1 | grep -E "error:|Compiling fuzz|Build complete" || true
  test -x ".build-fuzz/debug/fuzz-$target"
done
for target in exports markdown yaml; do
  mkdir -p "Fuzz/corpus/$target"
  log="$(mktemp)"
  status=0
  ".build-fuzz/debug/fuzz-$target" "Fuzz/corpus/$target" "Fuzz/seeds/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix=Fuzz/crash- >"$log" 2>&1 || status=$?
  runs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')"
  cov="$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+' || true)"
  echo "fuzz-$target: ${runs:-0} executions in ${seconds} s, ${cov:-no coverage line}, corpus $(ls "Fuzz/corpus/$target" | wc -l) files"
  if [ "$status" -ne 0 ]; then
    grep -E "ERROR|SUMMARY|Test unit written" "$log" | head -5
    exit "$status"
  fi
  rm -f "$log"
done
