#!/usr/bin/env bash
# repatch.sh NAME...: after editing xnet_NAME.go by hand, writes
# patches/NAME.go.patch again as the diff of x/net's NAME.go (at the
# version in go.mod) against it, then runs go generate, which must give
# back the edited file (TestParserCopyIsGenerated checks that they agree).
#
#	cd lint/internal/source && ./repatch.sh token parse
set -euo pipefail
cd "$(dirname "$0")"
[ $# -gt 0 ] || { echo "usage: $0 NAME... (token, parse, const, ...)" >&2; exit 2; }
xnet=$(go list -m -f '{{.Dir}}' golang.org/x/net)/html
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/a" "$work/b"
for name in "$@"; do
	cp "$xnet/$name.go" "$work/a/$name.go"
	# The generated file without its two header lines ("Code generated", blank).
	tail -n +3 "xnet_$name.go" >"$work/b/xnet_$name.go"
	(cd "$work" && diff -u "a/$name.go" "b/xnet_$name.go" || true) |
		sed -E 's/^(---|\+\+\+) ([^\t]*)\t.*/\1 \2/' >"patches/$name.go.patch"
done
go generate .
git diff --stat -- . || true
