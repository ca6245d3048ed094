package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint/render"
	"github.com/attrlint/attrlint/rules"
)

// completionFlags are the flags completed, with their value kinds: "" a
// switch, "file" a path, "format", "rule" (RULE=), "color", or "any".
var completionFlags = map[string]string{
	"--format": "format", "--stdin-filename": "file", "--color": "color", "--quiet": "", "--max-warnings": "any",
	"-j": "any", "--template-contents": "", "--max-file-size": "any", "--debug": "", "--rule": "rule",
	"--config": "file", "--fix": "", "--fix-dry-run": "", "--version": "", "--help": "", "-o": "file",
	"--output-file": "file", "--stats": "", "--fix-symlinks": "", "--cpuprofile": "file", "--print-config": "file", "--ignore-pattern": "any", "--shard": "any",
	"--baseline": "any", "--browsers": "any",
}

var subcommands = []string{"rules", "explain", "lsp", "version", "completion", "init", "merge"}

// completion writes the completion script for shell.
func completion(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "attrlint: usage: attrlint completion bash|zsh|fish")
		return exitUsage
	}
	var flags []string
	for f := range completionFlags {
		flags = append(flags, f)
	}
	sort.Strings(flags)
	var ids []string
	for _, r := range rules.All() {
		ids = append(ids, r.ID)
	}
	sort.Strings(ids)
	formats := append(append([]string{}, render.Formats...), formatDiff)
	withKind := func(kind string) []string {
		var out []string
		for _, f := range flags {
			if completionFlags[f] == kind {
				out = append(out, f)
			}
		}
		return out
	}
	switch args[0] {
	case "bash", "zsh":
		// One script for both: zsh runs it through bashcompinit.
		fmt.Fprintf(stdout, `# attrlint completion for %[1]s: eval "$(attrlint completion %[1]s)"
`, args[0])
		if args[0] == "zsh" {
			fmt.Fprint(stdout, "autoload -U +X bashcompinit && bashcompinit\n")
		}
		fmt.Fprintf(stdout, `_attrlint() {
  local cur prev
  cur="${COMP_WORDS[COMP_CWORD]}"
  prev="${COMP_WORDS[COMP_CWORD-1]}"
  case "$prev" in
    --format) COMPREPLY=($(compgen -W %q -- "$cur")); return ;;
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
    --rule) COMPREPLY=($(compgen -W %q -- "$cur")); return ;;
    explain) COMPREPLY=($(compgen -W %q -- "$cur")); return ;;
    completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return ;;
    %s) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    %s) return ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W %q -- "$cur"))
  elif [[ $COMP_CWORD -eq 1 ]]; then
    COMPREPLY=($(compgen -W %q -- "$cur") $(compgen -f -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _attrlint attrlint
`, strings.Join(formats, " "), strings.Join(suffix(ids, "="), " "), strings.Join(ids, " "),
			strings.Join(withKind("file"), "|"), strings.Join(withKind("any"), "|"),
			strings.Join(flags, " "), strings.Join(subcommands, " "))
	case "fish":
		fmt.Fprint(stdout, "# attrlint completion for fish: attrlint completion fish | source\n")
		fmt.Fprintf(stdout, "complete -c attrlint -n __fish_use_subcommand -a %q\n", strings.Join(subcommands, " "))
		for _, f := range flags {
			opt := "-l " + strings.TrimPrefix(f, "--")
			if !strings.HasPrefix(f, "--") {
				opt = "-s " + strings.TrimPrefix(f, "-")
			}
			switch completionFlags[f] {
			case "":
				fmt.Fprintf(stdout, "complete -c attrlint %s\n", opt)
			case "file":
				fmt.Fprintf(stdout, "complete -c attrlint %s -r -F\n", opt)
			case "format":
				fmt.Fprintf(stdout, "complete -c attrlint %s -x -a %q\n", opt, strings.Join(formats, " "))
			case "color":
				fmt.Fprintf(stdout, "complete -c attrlint %s -x -a \"auto always never\"\n", opt)
			case "rule":
				fmt.Fprintf(stdout, "complete -c attrlint %s -x -a %q\n", opt, strings.Join(suffix(ids, "="), " "))
			default:
				fmt.Fprintf(stdout, "complete -c attrlint %s -x\n", opt)
			}
		}
		fmt.Fprintf(stdout, "complete -c attrlint -n \"__fish_seen_subcommand_from explain\" -x -a %q\n", strings.Join(ids, " "))
		fmt.Fprint(stdout, "complete -c attrlint -n \"__fish_seen_subcommand_from completion\" -x -a \"bash zsh fish\"\n")
	default:
		fmt.Fprintf(stderr, "attrlint: completion for %q is not available; use bash, zsh or fish\n", args[0])
		return exitUsage
	}
	return exitOK
}

func suffix(list []string, s string) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = v + s
	}
	return out
}
