#!/usr/bin/env bash
# bench/run.sh: attrlint's end-to-end benchmark. It builds attrlint and the
# floor program (bench/floor: parse every file with x/net/html and visit
# every attribute, with attrlint's own file walker), then runs them
# alternately over a corpus and prints medians and ratios:
#   1. attrlint vs the floor on one worker and on two (goal: <= 1.3x);
#   2. attrlint with 2 workers vs 1 (goal: >= 1.8x faster);
#   3. the same ratio on a generated attribute-dense document (4 MB and
#      40 KB versions, so growth with size shows);
#   4. the wall time of linting one small file (goal: < 20 ms).
#
# Usage: bench/run.sh [CORPUS_DIR] [ROUNDS]
# Without CORPUS_DIR only the generated documents are measured. Any folder
# of HTML pages works as a corpus (see the README's Performance section).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-}
rounds=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

go build -o "$work/attrlint" ./cmd/attrlint
go build -o "$work/floor" ./bench/floor
go build -o "$work/compare" ./bench/compare
mkdir -p "$work/dense-big" "$work/dense-small"
go run ./bench/dense -rows 7000 >"$work/dense-big/dense.html"
go run ./bench/dense -rows 70 >"$work/dense-small/dense.html"
a="$work/attrlint --format json"
f="$work/floor"
cmp="$work/compare -n $rounds"

echo "machine: $(nproc) cores, $(go version | cut -d' ' -f3-), $(uname -sm)"
if [ -n "$corpus" ]; then
  echo "corpus: $corpus ($(find "$corpus" -type f \( -name '*.html' -o -name '*.htm' \) | wc -l) HTML files, $(du -sh "$corpus" | cut -f1))"
  echo "== attrlint vs floor, 1 worker"
  $cmp "$f -j 1 $corpus" "$a -j 1 $corpus"
  echo "== attrlint vs floor, 2 workers"
  $cmp "$f -j 2 $corpus" "$a -j 2 $corpus"
  echo "== attrlint, 2 workers vs 1 (speed-up = 1 / ratio)"
  $cmp "$a -j 1 $corpus" "$a -j 2 $corpus"
fi
echo "== generated attribute-dense document, $(du -h "$work/dense-big/dense.html" | cut -f1)"
$cmp "$f -j 1 $work/dense-big" "$a -j 1 $work/dense-big"
echo "== generated attribute-dense document, $(du -h "$work/dense-small/dense.html" | cut -f1) (50 runs a round)"
# One small file is too quick to time alone: lint a folder holding 50
# copies, so start-up is still paid once per file list, not per copy.
for i in $(seq 50); do cp "$work/dense-small/dense.html" "$work/dense-small/d$i.html"; done
$cmp "$f -j 1 $work/dense-small" "$a -j 1 $work/dense-small"
echo "== start-up: one small file (testdata/site/index.html)"
$cmp "$work/attrlint testdata/site/index.html"
