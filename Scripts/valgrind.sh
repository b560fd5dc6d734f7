#!/usr/bin/env bash
# Runs the Markdown path (libcmark through the CommonMark wrapper, three renderings per
# input) under valgrind over the fuzz seeds and corpus; fails on any error or definite leak.
# A stripped copy is used: valgrind 3.19 cannot read the DWARF 5 that Swift writes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product fuzz-markdown >/dev/null
binary="$(mktemp)"
cp .build/debug/fuzz-markdown "$binary"
strip "$binary"
mapfile -t inputs < <(find Fuzz/seeds/markdown Fuzz/corpus/markdown -type f | sort | head -400)
valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=9 "$binary" "${inputs[@]}" 2>&1 |
  grep -E "definitely lost|ERROR SUMMARY"
rm -f "$binary"
echo "valgrind: ${#inputs[@]} Markdown inputs, no memory error, no definite leak"
