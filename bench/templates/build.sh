#!/usr/bin/env bash
# Rebuilds the template development set (issue: lint template sources
# without false alarms) from git mirrors of the repositories listed in
# sources.tsv, at the pinned commits, into DEST (default: /tmp/attrlint-templates).
# MIRRORS holds one OWNER+NAME/repo git directory per repository, as the
# search tool's fetch leaves them (default: /work/.mirror). The files are
# not committed here: each keeps its repository's licence (sources.tsv).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mirrors=${MIRRORS:-/work/.mirror}
dest=${1:-/tmp/attrlint-templates}
rm -rf "$dest"
mkdir -p "$dest"
n=0
while IFS=$'\t' read -r repo commit licence pattern engine; do
	case "$repo" in ''|'#'*) continue ;; esac
	git=$mirrors/${repo/\//+}/repo
	if ! git -C "$git" cat-file -e "$commit^{commit}" 2>/dev/null; then
		echo "build.sh: no mirror of $repo at $commit in $git" >&2
		exit 1
	fi
	while IFS= read -r path; do
		out=$dest/$repo/$path
		mkdir -p "$(dirname "$out")"
		git -C "$git" show "$commit:$path" >"$out"
		n=$((n + 1))
	done < <(git -C "$git" ls-tree -r --name-only "$commit" | grep -E "$pattern")
done <"$here/sources.tsv"
# Template files by their own extensions, with every template family.
cat >"$dest/.attrlint.yaml" <<'YAML'
root: true
include: ["**/*.html", "**/*.htm", "**/*.blade.php", "**/*.twig", "**/*.njk", "**/*.erb"]
YAML
echo "build.sh: $n files in $dest"
