package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/lint/project"
	"github.com/attrlint/attrlint/lint/render"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/rules"
)

const usage = `attrlint checks HTML attribute values against the HTML Living Standard.

Usage:
  attrlint [flags] PATH...     lint files and directories (*.html, *.htm); "-" reads stdin
  attrlint rules               list the rules
  attrlint explain RULE        show a rule's documentation and examples
  attrlint lsp                 serve the Language Server Protocol on stdin/stdout (for editors)
  attrlint version             print the version (also --version)
  attrlint completion SHELL    a completion script for bash, zsh or fish
  attrlint init [DIR]          write a commented starter .attrlint.yaml
  attrlint merge REPORT...     combine the JSON or SARIF reports of --shard runs into one

Flags:
`

// Exit statuses.
const (
	exitOK     = 0
	exitErrors = 1
	exitUsage  = 2
)

// envValue returns the last value of name in env ("NAME=value" entries).
func envValue(env []string, name string) string {
	v := ""
	for _, e := range env {
		if k, val, ok := strings.Cut(e, "="); ok && k == name {
			v = val
		}
	}
	return v
}

// listFlag collects a repeated string flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }

func (l *listFlag) Set(v string) error {
	*l = append(*l, v)
	return nil
}

// ruleFlags collects repeated --rule RULE=SEVERITY flags.
type ruleFlags map[string]lint.Severity

func (r ruleFlags) String() string { return "" }

func (r ruleFlags) Set(v string) error {
	id, sev, ok := strings.Cut(v, "=")
	s, okSev := lint.ParseSeverity(sev)
	if !ok || !okSev {
		return fmt.Errorf("want RULE=off|warn|error, got %q", v)
	}
	r[id] = s
	return nil
}

// run is the whole command, with its inputs and outputs passed in so tests
// can drive it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer, env []string) int {
	if len(args) > 0 {
		switch args[0] {
		case "rules":
			if len(args) != 1 {
				fmt.Fprintln(stderr, "attrlint: usage: attrlint rules (it takes no arguments)")
				return exitUsage
			}
			return listRules(stdout)
		case "explain":
			if len(args) != 2 {
				fmt.Fprintln(stderr, "attrlint: usage: attrlint explain RULE")
				return exitUsage
			}
			return explain(args[1], stdout, stderr)
		case "lsp":
			return runLSP(args[1:], stdin, stdout, stderr)
		case "version":
			return printVersion(stdout)
		case "completion":
			return completion(args[1:], stdout, stderr)
		case "init":
			return initConfig(args[1:], stdout, stderr)
		case "merge":
			return runMerge(args[1:], stdout, stderr)
		}
	}
	// Messages go to stderr with their control characters escaped; the
	// report, which --fix with "-" sends there too, escapes what it shows
	// itself.
	rawStderr := stderr
	stderr = messageWriter{stderr}
	fs := flag.NewFlagSet("attrlint", flag.ContinueOnError)
	// Parse errors are reported below in attrlint's own one-line form; the
	// full usage only on --help or when no file is given.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	showVersion := fs.Bool("version", false, "print attrlint's version and exit")
	var outputFile string
	fs.StringVar(&outputFile, "o", "", "write the report to this file; the terminal gets a summary")
	fs.StringVar(&outputFile, "output-file", "", "the same as -o")
	printCfg := fs.String("print-config", "", "print, as JSON, the configuration in effect for this file (after the cascade and --rule) and exit")
	var ignorePatterns listFlag
	fs.Var(&ignorePatterns, "ignore-pattern", "do not lint files and directories matching this glob, relative to the working directory (repeatable; .attrlintignore files work the same way)")
	stats := fs.Bool("stats", false, "after the report, count the findings by rule (errors, warnings, fixable) on stderr")
	format := fs.String("format", "", "output format: "+strings.Join(render.Formats, ", ")+" (default stylish), or "+formatDiff+" with --fix-dry-run (its default)")
	stdinName := fs.String("stdin-filename", "<stdin>", "file name to report for input read from \"-\"")
	color := fs.String("color", "auto", "colour in stylish output: auto, always or never (auto honours FORCE_COLOR and NO_COLOR)")
	quiet := fs.Bool("quiet", false, "report errors only, not warnings")
	maxWarnings := fs.Int("max-warnings", -1, "exit 1 when there are more warnings than this (-1: no limit)")
	workers := fs.Int("j", 0, "files linted at once, on at most that many CPU cores (0: one per CPU)")
	templates := fs.Bool("template-contents", false, "also check the contents of <template> elements, as warnings")
	baseline := fs.String("baseline", "", "the browser-support target: widely, newly or a year such as 2024 (overrides the configuration's)")
	browsers := fs.String("browsers", "", "the browser-support target as the oldest versions to support, such as \"chrome 120,firefox 128,safari 17.4\" (overrides the configuration's)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to this file (for performance work)")
	var maxSize sizeFlag
	fs.Var(&maxSize, "max-file-size", "skip files larger than this, with a notice (e.g. 10MB, 512KiB; 0: no limit)")
	debug := fs.Bool("debug", false, "show a stack trace with internal errors")
	sev := ruleFlags{}
	fs.Var(sev, "rule", "set a rule's severity, RULE=off|warn|error: off turns it off, warn or error is the severity of every finding of the rule (repeatable; overrides the configuration)")
	configFile := fs.String("config", "", "use only this configuration file for every file, instead of the "+config.FileName+" files found above each")
	fixOpts := addFixFlags(fs)
	var shard shardFlag
	fs.Var(&shard, "shard", "lint only part K of N of the files, as K/N, split by a hash of each path (see attrlint merge)")
	paths, err := parseInterspersed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			// Asked for: the usage is the output, on stdout.
			printUsage(stdout, usage, fs)
			return exitOK
		}
		fmt.Fprintf(stderr, "attrlint: %s%s\n", flagError(fs, err), fileLikeFlag(args, err))
		return exitUsage
	}
	if *showVersion {
		return printVersion(stdout)
	}
	if *printCfg != "" {
		return printConfig(*printCfg, *configFile, sev, stdout, stderr)
	}
	if !fixOpts.validate(stderr) {
		return exitUsage
	}
	target, ok := browserTarget(*baseline, *browsers, stderr)
	if !ok {
		return exitUsage
	}
	// The report goes to stdout, except with --fix and "-", where stdout
	// (fixOut) carries the fixed document.
	fixOut := stdout
	stdout = fixOpts.reportTo(paths, stdout, rawStderr)
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "attrlint: no files given: name files or directories to lint, such as `attrlint .` for this directory, or `-` for standard input (attrlint --help lists the flags)")
		return exitUsage
	}
	switch {
	case *format == "" && fixOpts.dryRun:
		*format = formatDiff
	case *format == "":
		*format = "stylish"
	case *format == formatDiff && !fixOpts.dryRun:
		fmt.Fprintln(stderr, "attrlint: --format diff shows the changes of --fix-dry-run; add --fix-dry-run")
		return exitUsage
	}
	if *workers < 0 {
		fmt.Fprintf(stderr, "attrlint: -j takes a number of files, 0 or more, not %d\n", *workers)
		return exitUsage
	}
	if *workers > 0 {
		// -j also bounds the cores used, garbage collection included, so
		// that "-j 1" in a hook leaves the other cores alone.
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(min(*workers, runtime.NumCPU())))
	}
	useColor, ok := colorWanted(*color, stdout, env)
	if !ok {
		fmt.Fprintf(stderr, "attrlint: --color takes auto, always or never, not %q\n", *color)
		return exitUsage
	}
	if *format != formatDiff && !slices.Contains(render.Formats, *format) {
		fmt.Fprintf(stderr, "attrlint: unknown format %q%s (want one of %s, or %s with --fix-dry-run)\n", *format, suggest.Suggest(*format, append(slices.Clone(render.Formats), formatDiff)), strings.Join(render.Formats, ", "), formatDiff)
		return exitUsage
	}
	cfg, err := project.New(append(rules.All(), testRules...), lint.Options{TemplateContents: *templates, MaxFileSize: int64(maxSize), Browsers: target}, sev, *configFile)
	if err != nil {
		printConfigError(stderr, err)
		return exitUsage
	}
	if outputFile != "" && *format == formatDiff {
		fmt.Fprintln(stderr, "attrlint: -o writes a report; the diff of --fix-dry-run goes to stdout")
		return exitUsage
	}
	// The files of -o and --cpuprofile are opened now, to fail early, but
	// emptied only once the walk has shown that neither is a page (checked);
	// until then every way out discards them.
	var outputs []*outFile
	var report *outFile
	var prof *profileBuffer
	checked := false
	defer func() {
		if prof != nil {
			pprof.StopCPUProfile()
			if checked {
				prof.flush(stderr)
			}
		}
		for _, o := range outputs {
			if checked {
				o.f.Close()
			} else {
				o.discard()
			}
		}
	}()
	for _, o := range []struct{ flag, path string }{{"-o", outputFile}, {"--cpuprofile", *cpuProfile}} {
		if o.path == "" {
			continue
		}
		out, err := openOutput(o.flag, o.path)
		if err != nil {
			fmt.Fprintf(stderr, "attrlint: %v\n", err)
			return exitUsage
		}
		outputs = append(outputs, out)
		if o.flag == "-o" {
			report = out
		} else {
			prof = &profileBuffer{out: out}
			if err := pprof.StartCPUProfile(prof); err != nil {
				prof = nil
				fmt.Fprintf(stderr, "attrlint: --cpuprofile: %v\n", err)
				return exitUsage
			}
		}
	}
	// From here on Ctrl-C ends the run cleanly with status 130, even while
	// a large tree is still being listed or standard input read.
	ctx, stopSignals := interruptContext()
	defer stopSignals()
	// A write to the output that fails (a full disk, a closed pipe) is
	// said once and stops the run (runCtx): the rest could not be shown.
	runCtx, stopRun := context.WithCancel(ctx)
	defer stopRun()
	var outputErr error
	var failOnce sync.Once
	outputFailed := func(err error) {
		failOnce.Do(func() {
			outputErr = err
			fmt.Fprintf(stderr, "attrlint: writing output: %v; stopped\n", err)
			stopRun()
		})
	}
	stdout = &stopOnError{w: stdout, fail: outputFailed}
	fixOut = &stopOnError{w: fixOut, fail: outputFailed}
	var r render.Renderer
	stopped := func() int {
		fmt.Fprintln(stderr, "attrlint: interrupted; the output covers only the files finished before")
		return exitInterrupted
	}
	if err := cfg.Finder().IgnorePatterns(".", ignorePatterns); err != nil {
		fmt.Fprintf(stderr, "attrlint: %v\n", err)
		return exitUsage
	}
	work, cfgErrs := cfg.Prepare(ctx, paths, *stdinName)
	for _, n := range work.Notices {
		fmt.Fprintf(stderr, "attrlint: %s\n", n)
	}
	printConfigErrors(stderr, cfgErrs)
	if ctx.Err() != nil {
		return stopped()
	}
	if len(cfgErrs) > 0 {
		return exitUsage
	}
	if err := checkOutputs(outputs, append(slices.Clone(paths), work.Files...)); err != nil {
		fmt.Fprintf(stderr, "attrlint: %v\n", err)
		return exitUsage
	}
	// With -o the report goes to the file and stdout gets a summary.
	terminal := stdout
	if report != nil {
		if err := report.start(); err != nil {
			fmt.Fprintf(stderr, "attrlint: %v\n", err)
			return exitUsage
		}
		stdout, useColor = &stopOnError{w: report.f, fail: outputFailed}, false
	}
	checked = true
	walked := len(work.Files)
	if !shard.apply(work, work.Roots, stderr) {
		return exitUsage
	}
	r = diffReport{}
	if *format != formatDiff {
		// Rule ids link to their docs where colour is on (a terminal),
		// unless ATTRLINT_HYPERLINKS=0; ATTRLINT_HYPERLINKS=1 forces them.
		links := useColor && envValue(env, "ATTRLINT_HYPERLINKS") != "0" || envValue(env, "ATTRLINT_HYPERLINKS") == "1"
		var part *render.Shard
		if shard.n > 0 {
			part = &render.Shard{Shard: shard.String(), WalkFiles: walked, Files: len(work.Files)}
		}
		r, _ = openRenderer(*format, stdout, useColor, links, cfg.Severities(), part)
	}

	status := exitOK
	errorsFound, warnings, files := 0, 0, 0
	byRule := map[string]*ruleStats{}
	emit := func(res project.Result) {
		files++
		if outputErr != nil {
			return
		}
		if res.Err != nil && reportFileError(stderr, res.Err, *debug) {
			status = exitUsage
			if err := renderFileError(r, res.Path, res.Err); err != nil {
				outputFailed(err)
			}
		}
		diags := res.Diagnostics
		if *quiet {
			diags = slices.DeleteFunc(diags, func(d lint.Diagnostic) bool { return d.Severity != lint.Error })
		}
		for i := range diags {
			rs := byRule[diags[i].Rule]
			if rs == nil {
				rs = &ruleStats{rule: diags[i].Rule}
				byRule[diags[i].Rule] = rs
			}
			if diags[i].Severity == lint.Error {
				errorsFound++
				rs.errors++
			} else {
				warnings++
				rs.warnings++
			}
			if diags[i].Fix != nil {
				rs.fixable++
			}
		}
		if err := r.File(res.Path, diags); err != nil {
			outputFailed(err)
		}
	}

	fixer := newFixer(fixOpts, cfg.LinterFor, work.Roots, fixOut, *format == formatDiff, stderr)
	// Standard input may be a terminal or a pipe nobody writes to: reading
	// it gives way to Ctrl-C.
	if slices.Contains(paths, "-") {
		stdin = interruptible(ctx, stdin)
	}
	for _, p := range paths {
		if p != "-" {
			continue
		}
		var res project.Result
		if fixOpts.active() {
			res = fixer.stdin(ctx, work.Stdin, *stdinName, stdin)
		} else {
			d, err := work.Stdin.LintReader(ctx, *stdinName, stdin)
			res = project.Result{Path: *stdinName, Diagnostics: d, Err: err}
		}
		if ctx.Err() != nil {
			r.Close()
			return stopped()
		}
		emit(res)
	}
	list := work.Files
	if len(list) == 0 && len(work.Errs) == 0 && !slices.Contains(paths, "-") && shard.n == 0 {
		// Nothing to lint is most likely a wrong path or pattern, or an
		// ignore file that says too much: say so rather than exit 0 in
		// silence.
		if by := cfg.Finder().Skipped(); len(by) > 0 {
			fmt.Fprintf(stderr, "attrlint: no HTML files to lint in %s (what the walk met there is ignored by %s)\n", strings.Join(paths, ", "), strings.Join(by, ", "))
		} else {
			fmt.Fprintf(stderr, "attrlint: no HTML files to lint in %s (files met while walking a directory must be *.html or *.htm, or match the configuration's include)\n", strings.Join(paths, ", "))
		}
	}
	for _, e := range work.Errs {
		fmt.Fprintf(stderr, "attrlint: %v\n", e)
		status = exitUsage
		if err := renderFileError(r, fileErrorPath(e), e); err != nil {
			outputFailed(err)
		}
	}
	if fixOpts.active() {
		fixer.run(runCtx, list, *workers, emit)
		fixer.summary()
	} else {
		project.Run(runCtx, list, *workers, cfg.LinterFor, emit)
	}
	if err := r.Close(); err != nil {
		outputFailed(err)
	}
	if outputErr != nil {
		return exitUsage
	}
	if ctx.Err() != nil {
		return stopped()
	}
	if *stats {
		printStats(stderr, byRule)
	}
	if outputFile != "" {
		fmt.Fprintf(terminal, "%d %s (%d %s, %d %s) in %d %s; the report is in %s\n",
			errorsFound+warnings, plural(errorsFound+warnings, "problem"), errorsFound, plural(errorsFound, "error"),
			warnings, plural(warnings, "warning"), files, plural(files, "file"), outputFile)
	}
	if status != exitOK {
		return status
	}
	if *maxWarnings >= 0 && warnings > *maxWarnings {
		fmt.Fprintf(stderr, "attrlint: %d warnings, more than --max-warnings %d allows\n", warnings, *maxWarnings)
		return exitErrors
	}
	if errorsFound > 0 {
		return exitErrors
	}
	return exitOK
}

// browserTarget reads --baseline and --browsers, which exclude each
// other; a problem is written to stderr.
func browserTarget(target, browsers string, stderr io.Writer) (baseline.Target, bool) {
	var t baseline.Target
	switch {
	case target != "" && browsers != "":
		fmt.Fprintln(stderr, "attrlint: --baseline and --browsers exclude each other: give one target")
		return t, false
	case target != "":
		if err := baseline.Check(target); err != nil {
			fmt.Fprintf(stderr, "attrlint: --baseline: %v\n", err)
			return t, false
		}
		t.Baseline = target
	case browsers != "":
		v, err := baseline.ParseList(browsers)
		if err != nil {
			fmt.Fprintf(stderr, "attrlint: --browsers: %v\n", err)
			return t, false
		}
		t.Versions = v
	}
	return t, true
}

// ruleStats counts one rule's findings for --stats.
type ruleStats struct {
	rule                      string
	errors, warnings, fixable int
}

// printStats writes the --stats table: rules by number of findings, then
// by id, and the totals.
func printStats(w io.Writer, byRule map[string]*ruleStats) {
	var list []*ruleStats
	var total ruleStats
	width := len("total")
	for _, rs := range byRule {
		list = append(list, rs)
		total.errors += rs.errors
		total.warnings += rs.warnings
		total.fixable += rs.fixable
		width = max(width, len(rs.rule))
	}
	sort.Slice(list, func(i, j int) bool {
		a, b := list[i].errors+list[i].warnings, list[j].errors+list[j].warnings
		if a != b {
			return a > b
		}
		return list[i].rule < list[j].rule
	})
	fmt.Fprintf(w, "%-*s  %7s  %8s  %7s\n", width, "rule", "errors", "warnings", "fixable")
	for _, rs := range list {
		fmt.Fprintf(w, "%-*s  %7d  %8d  %7d\n", width, rs.rule, rs.errors, rs.warnings, rs.fixable)
	}
	fmt.Fprintf(w, "%-*s  %7d  %8d  %7d\n", width, "total", total.errors, total.warnings, total.fixable)
}

// flagError rewrites a flag parse error in attrlint's words, with the
// nearest flag for an unknown one ("unknown flag --formt (did you mean
// --format?)").
func flagError(fs *flag.FlagSet, err error) string {
	const undefined = "flag provided but not defined: "
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, undefined); ok {
		name = strings.TrimLeft(name, "-")
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		hint := suggest.Suggest(name, names)
		hint = strings.Replace(hint, `"`, "--", 1)
		hint = strings.Replace(hint, `"`, "", 1)
		return fmt.Sprintf("unknown flag --%s%s (attrlint --help lists the flags)", name, hint)
	}
	return dashFlags(msg) + " (attrlint --help lists the flags)"
}

// fileLikeFlag is a hint for an unknown flag that is the name of a file
// (a page named "-leading.html"): how to name it as a path.
func fileLikeFlag(args []string, err error) string {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: ")
	if !ok {
		return ""
	}
	for _, a := range args {
		if a == name {
			if _, err := os.Lstat(a); err == nil {
				return fmt.Sprintf("; to lint the file %s, write ./%s or put it after --", a, a)
			}
		}
	}
	return ""
}

func listRules(w io.Writer) int {
	all := rules.All()
	sort.Slice(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	width := 0
	for _, r := range all {
		width = max(width, len(r.ID))
	}
	for _, r := range all {
		fmt.Fprintf(w, "%-*s  %-7s  %s\n", width, r.ID, r.Severity, r.Summary)
	}
	return exitOK
}

func explain(id string, stdout, stderr io.Writer) int {
	var ids []string
	for _, r := range rules.All() {
		if r.ID == id {
			fmt.Fprint(stdout, rules.Explain(r))
			return exitOK
		}
		ids = append(ids, r.ID)
	}
	// A short word is near too many ids: one edit for up to five
	// letters, two beyond (scripttype → script-type, not nope → role).
	edits := 1
	if len(id) > 5 {
		edits = 2
	}
	fmt.Fprintf(stderr, "attrlint: unknown rule %q%s; `attrlint rules` lists them\n", id, suggest.Within(id, ids, edits))
	return exitUsage
}

// parseInterspersed parses flags wherever they stand among the paths, as
// in "attrlint site --fix", and returns the paths. "-" is a path (standard
// input), and everything after "--" is a path even if it starts with "-".
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var paths, after []string
	if i := slices.Index(args, "--"); i >= 0 {
		args, after = args[:i], args[i+1:]
	}
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		i := 0
		for i < len(args) && (args[i] == "-" || !strings.HasPrefix(args[i], "-")) {
			i++
		}
		paths = append(paths, args[:i]...)
		if args = args[i:]; len(args) == 0 {
			return append(paths, after...), nil
		}
	}
}
