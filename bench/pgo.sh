#!/usr/bin/env bash
# bench/pgo.sh: regenerates cmd/attrlint/default.pgo, the CPU profile that
# go build and go install use to optimise attrlint (profile-guided
# optimisation: hot calls inlined, interface calls devirtualised). The
# profile is of attrlint linting a corpus of real pages, in the json and
# stylish formats, three runs merged; it holds function names and sample
# counts only, nothing of the pages. Regenerate it after large changes to
# the engine or the rules.
#
# Usage: bench/pgo.sh CORPUS_DIR   (e.g. ../shared/perf-corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:?usage: bench/pgo.sh CORPUS_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Built without the old profile, so that it does not shape the new one.
go build -pgo=off -o "$work/attrlint" ./cmd/attrlint
for i in 1 2; do
	"$work/attrlint" -j 1 --format json --cpuprofile "$work/json$i.prof" "$corpus" >/dev/null || true
done
"$work/attrlint" -j 1 --format stylish --cpuprofile "$work/stylish.prof" "$corpus" >/dev/null || true
go tool pprof -proto "$work"/*.prof >cmd/attrlint/default.pgo
echo "wrote cmd/attrlint/default.pgo ($(wc -c <cmd/attrlint/default.pgo) bytes)"
