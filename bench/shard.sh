#!/usr/bin/env bash
# bench/shard.sh: throughput of --shard on a generated tree of small pages.
# It writes PAGES pages (bench/pages) into a temporary folder, then lints
# them as 1, 2 and 4 shards run at the same time as separate processes
# (as the jobs of a CI matrix would, but here on one machine), merges the
# shards' reports, and checks that the merged report is the unsharded one.
# It also times one shard of many (--shard 1/1000), which lints almost
# nothing: what each matrix job pays to list the whole tree.
#
# Usage: bench/shard.sh [PAGES]     (default 100000; the folder is removed)
set -euo pipefail
cd "$(dirname "$0")/.."
pages=${1:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
go build -o "$work/attrlint" ./cmd/attrlint
t0=$(date +%s.%N)
go run ./bench/pages -n "$pages" -dir "$work/tree"
t1=$(date +%s.%N)
echo "machine: $(nproc) cores, $(go version | cut -d' ' -f3-), $(uname -sm)"
echo "tree: $pages pages, $(du -sh "$work/tree" | cut -f1), written in $(secs "$t0" "$t1") s"
cd "$work/tree"
for n in 1 2 4; do
  start=$(date +%s.%N)
  pids=()
  for k in $(seq "$n"); do
    "$work/attrlint" --format json --shard "$k/$n" . >"$work/shard-$n-$k.json" &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || [ $? = 1 ]; done # 1: findings, as expected
  end=$(date +%s.%N)
  wall=$(secs "$start" "$end")
  echo "$n shard(s) at once: wall $wall s, $(awk -v p="$pages" -v w="$wall" 'BEGIN { printf "%d", p / w }') pages/s"
  if [ "$n" != 1 ]; then
    ms=$(date +%s.%N)
    "$work/attrlint" merge "$work"/shard-"$n"-*.json >"$work/merged-$n.json" || [ $? = 1 ]
    me=$(date +%s.%N)
    cmp -s "$work/merged-$n.json" "$work/shard-1-1.json" && same=identical || same=DIFFERENT
    echo "  merge: $(secs "$ms" "$me") s, $(grep -c '"file"' "$work/merged-$n.json") findings, $same to the unsharded report"
  fi
done
start=$(date +%s.%N)
"$work/attrlint" --format json --shard 1/1000 . >/dev/null || [ $? = 1 ]
end=$(date +%s.%N)
echo "one shard of 1000 (listing the whole tree, linting ~$((pages / 1000)) pages): $(secs "$start" "$end") s"
