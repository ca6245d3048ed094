package main

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"github.com/charmbracelet/colorprofile"
)

// flagValue is what a flag takes, for --help and the shell completions.
type flagValue struct {
	// placeholder names the value in --help ("FILE"); "" for a switch.
	placeholder string
	// kind says what completes the value: "file" a path, "format",
	// "rule" (RULE=), "color", "any" anything; "" for a switch.
	kind string
}

// cliFlags describes every flag of the command line by the name it is
// written with: "--name", or "-x" for a one-letter flag. TestUsage holds
// it to the flags run defines, so --help and the completions list the
// same flags.
var cliFlags = map[string]flagValue{
	"--format":            {"FORMAT", "format"},
	"--stdin-filename":    {"NAME", "file"},
	"--color":             {"WHEN", "color"},
	"--quiet":             {},
	"--max-warnings":      {"N", "any"},
	"-j":                  {"N", "any"},
	"--template-contents": {},
	"--max-file-size":     {"SIZE", "any"},
	"--debug":             {},
	"--rule":              {"RULE=SEVERITY", "rule"},
	"--config":            {"FILE", "file"},
	"--fix":               {},
	"--fix-dry-run":       {},
	"--fix-symlinks":      {},
	"--version":           {},
	"--help":              {},
	"-o":                  {"FILE", "file"},
	"--output-file":       {"FILE", "file"},
	"--stats":             {},
	"--cpuprofile":        {"FILE", "file"},
	"--print-config":      {"FILE", "file"},
	"--ignore-pattern":    {"GLOB", "any"},
	"--shard":             {"K/N", "any"},
	"--baseline":          {"TARGET", "any"},
	"--browsers":          {"LIST", "any"},
}

// dashed is how a flag is written: "-j" for a one-letter name, "--name"
// otherwise (the flag package accepts one dash or two for either).
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// printUsage writes the usage, head and then the flags of fs, each in the
// form the README and the completions use ("--format FORMAT", "-j N"),
// sorted, with its default when that is not the zero value.
func printUsage(w io.Writer, head string, fs *flag.FlagSet) {
	fmt.Fprint(w, head)
	var flags []*flag.Flag
	fs.VisitAll(func(f *flag.Flag) { flags = append(flags, f) })
	sort.Slice(flags, func(i, j int) bool { return flags[i].Name < flags[j].Name })
	for _, f := range flags {
		name := dashed(f.Name)
		if ph := cliFlags[name].placeholder; ph != "" {
			name += " " + ph
		}
		_, text := flag.UnquoteUsage(f)
		if def := f.DefValue; def != "" && def != "0" && def != "false" {
			if isStringFlag(f) {
				def = fmt.Sprintf("%q", def)
			}
			text += " (default " + def + ")"
		}
		fmt.Fprintf(w, "  %s\n      %s\n", name, text)
	}
}

// isStringFlag reports whether f was defined with String or StringVar,
// whose default --help quotes, as the flag package does.
func isStringFlag(f *flag.Flag) bool {
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return false
	}
	_, ok = g.Get().(string)
	return ok
}

// colorWanted decides whether stylish output to out is coloured, by the
// --color mode and then the environment:
//
//   - --color always or never decides: an option given for this run
//     overrides the environment (no-color.org: "per-instance command-line
//     arguments should override $NO_COLOR").
//   - FORCE_COLOR set and not empty forces colour (force-color.org), except
//     "0" and "false", which turn it off, as Node.js and the npm colour
//     libraries that started the convention read them. It wins over
//     NO_COLOR, as force-color.org's example implementation has it: it is
//     what a pipe or CI job sets for itself.
//   - NO_COLOR set and not empty, whatever its value, turns colour off
//     (no-color.org).
//   - Otherwise colour goes to a terminal that has it.
//
// ok is false for a mode other than auto, always and never.
func colorWanted(mode string, out io.Writer, env []string) (color, ok bool) {
	switch mode {
	case "always":
		return true, true
	case "never":
		return false, true
	case "auto":
	default:
		return false, false
	}
	if force := envValue(env, "FORCE_COLOR"); force != "" {
		return force != "0" && !strings.EqualFold(force, "false"), true
	}
	if envValue(env, "NO_COLOR") != "" {
		return false, true
	}
	return colorprofile.Detect(out, env) > colorprofile.Ascii, true
}

// flagInMessage finds a flag as the flag package's errors name it, with
// one dash ("invalid value \"x\" for flag -rule", "flag needs an argument:
// -format").
var flagInMessage = regexp.MustCompile(`(for flag |for |argument: )-([a-z][a-z-]*)`)

// dashFlags writes the flags a flag package error names as --help writes
// them ("--rule", "-j").
func dashFlags(msg string) string {
	return flagInMessage.ReplaceAllStringFunc(msg, func(m string) string {
		sub := flagInMessage.FindStringSubmatch(m)
		return sub[1] + dashed(sub[2])
	})
}
