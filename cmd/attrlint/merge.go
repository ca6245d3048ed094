package main

// attrlint merge: one report from the reports of the shards of a run
// (--shard, shard.go), byte for byte the report the run would have
// written unsharded.

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint/project"
	"github.com/attrlint/attrlint/lint/render"
)

const mergeUsage = `Usage: attrlint merge [--max-warnings N] [--allow-missing] REPORT...

Combines the JSON or SARIF reports of the shards of one run
(attrlint --shard K/N --format json|sarif ...) into the report the run
would have written unsharded, on stdout. The exit status is the run's:
1 when the merged report has errors (or more warnings than --max-warnings),
2 when a SARIF report records a file that could not be linted, or on
bad input.

A SARIF report records which shard it is and how many files the run's
walk found: merge refuses a set with a shard missing, unless
--allow-missing (the merged report then names the missing shards). JSON
reports record neither, so merge cannot tell; it says so.
`

// maxReportSize bounds one report read by merge, so that a wrong file
// name (a disk image, a device) fails with a message instead of filling
// the memory.
const maxReportSize = 1 << 30

// mergeEntry is one finding (JSON) or result (SARIF), kept as the bytes
// its shard wrote, with what ordering and the exit status need.
type mergeEntry struct {
	raw     json.RawMessage
	path    string
	warning bool
}

// shardReport is one parsed report.
type shardReport struct {
	name    string
	sarif   bool
	header  []byte // SARIF: everything up to the opening of "results"
	entries []mergeEntry
	notes   []mergeEntry // SARIF: files that could not be linted
	// shard is what a SARIF report of one shard records of it (nil for a
	// whole run), with k and n parsed from its Shard.
	shard *render.Shard
	k, n  int
	// missing lists, in a report merged with --allow-missing, the
	// shards it lacks.
	missing []string
}

func runMerge(args []string, stdout, stderr io.Writer) int {
	// Messages name report files, whose names may hold control characters:
	// shown escaped, as the linting messages are; the usage goes raw.
	usageTo := stderr
	stderr = messageWriter{stderr}
	fs := flag.NewFlagSet("attrlint merge", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	maxWarnings := fs.Int("max-warnings", -1, "exit 1 when there are more warnings than this (-1: no limit)")
	allowMissing := fs.Bool("allow-missing", false, "merge the shards given even when some of the run's are missing")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(usageTo, mergeUsage)
			return exitOK
		}
		fmt.Fprintf(stderr, "attrlint: merge: %v\n", err)
		fmt.Fprint(usageTo, mergeUsage)
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "attrlint: merge: no reports given")
		fmt.Fprint(usageTo, mergeUsage)
		return exitUsage
	}
	var reports []*shardReport
	for _, name := range fs.Args() {
		r, err := readReport(name)
		if err != nil {
			fmt.Fprintf(stderr, "attrlint: %s: %v\n", name, err)
			return exitUsage
		}
		if len(reports) > 0 {
			first := reports[0]
			if r.sarif != first.sarif {
				fmt.Fprintf(stderr, "attrlint: %s: a %s report, but %s is %s; merge reports of one format\n", name, kindName(r), first.name, kindName(first))
				return exitUsage
			}
			if !bytes.Equal(r.header, first.header) {
				fmt.Fprintf(stderr, "attrlint: %s: its tool, rules or base directory differ from %s's; merge the shards of one command only\n", name, first.name)
				return exitUsage
			}
		}
		reports = append(reports, r)
	}
	missing, err := missingShards(reports)
	if err != nil {
		fmt.Fprintf(stderr, "attrlint: merge: %v\n", err)
		return exitUsage
	}
	if len(missing) > 0 && !*allowMissing {
		fmt.Fprintf(stderr, "attrlint: merge: shard %s missing: the reports given cover %d of the %d files of the run; give every shard's report, or --allow-missing to merge these alone\n", strings.Join(missing, ", "), coveredFiles(reports), reports[0].shard.WalkFiles)
		return exitUsage
	}
	if len(missing) > 0 {
		fmt.Fprintf(stderr, "attrlint: merge: notice: shard %s missing: the merged report covers %d of the %d files of the run, and says so\n", strings.Join(missing, ", "), coveredFiles(reports), reports[0].shard.WalkFiles)
	}
	if !reports[0].sarif {
		fmt.Fprintln(stderr, "attrlint: merge: notice: JSON reports do not record their shard, so a missing one cannot be noticed (--format sarif records it)")
	}
	entries, notes, err := mergeEntries(reports)
	if err != nil {
		fmt.Fprintf(stderr, "attrlint: merge: %v\n", err)
		return exitUsage
	}
	merged := &shardReport{sarif: reports[0].sarif, header: reports[0].header, missing: missing}
	out := writeReport(merged, entries, notes)
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintf(stderr, "attrlint: writing output: %v\n", err)
		return exitUsage
	}
	if len(notes) > 0 {
		return exitUsage
	}
	errorsFound, warnings := 0, 0
	for _, e := range entries {
		if e.warning {
			warnings++
		} else {
			errorsFound++
		}
	}
	if errorsFound > 0 || (*maxWarnings >= 0 && warnings > *maxWarnings) {
		return exitErrors
	}
	return exitOK
}

// missingShards checks that SARIF reports are the shards of one run, each
// once, and returns the shards of the run that none of them is ("3/3").
// Reports of whole runs (no shard recorded) are only merged with each
// other, as are JSON reports, which record nothing.
func missingShards(reports []*shardReport) ([]string, error) {
	first := reports[0]
	seen := map[int]string{}
	for _, r := range reports {
		switch {
		case (r.shard == nil) != (first.shard == nil):
			return nil, fmt.Errorf("%s is the report of a whole run and %s of a shard; merge the shards of one run", whole(r, first).name, sharded(r, first).name)
		case r.shard == nil:
			continue
		case r.n != first.n || r.shard.WalkFiles != first.shard.WalkFiles:
			return nil, fmt.Errorf("%s is shard %s of a run that walked %d files, %s shard %s of one that walked %d: merge the shards of one run", r.name, r.shard.Shard, r.shard.WalkFiles, first.name, first.shard.Shard, first.shard.WalkFiles)
		}
		if other, ok := seen[r.k]; ok {
			return nil, fmt.Errorf("%s and %s are both shard %s (the same shard twice?)", other, r.name, r.shard.Shard)
		}
		seen[r.k] = r.name
	}
	var missing []string
	if first.shard != nil {
		for k := 1; k <= first.n; k++ {
			if _, ok := seen[k]; !ok {
				missing = append(missing, fmt.Sprintf("%d/%d", k, first.n))
			}
		}
	}
	return missing, nil
}

// whole and sharded return, of two reports, the one of a whole run and
// the one of a shard.
func whole(a, b *shardReport) *shardReport {
	if a.shard == nil {
		return a
	}
	return b
}

func sharded(a, b *shardReport) *shardReport {
	if a.shard != nil {
		return a
	}
	return b
}

// coveredFiles is how many files the shards of reports linted.
func coveredFiles(reports []*shardReport) int {
	n := 0
	for _, r := range reports {
		n += r.shard.Files
	}
	return n
}

func kindName(r *shardReport) string {
	if r.sarif {
		return "SARIF"
	}
	return "JSON"
}

// readReport reads and parses one report, and checks that writing it back
// alone gives its bytes again: merging relies on the exact layout attrlint
// writes, so a report from another tool, another version, or edited by
// hand is refused rather than merged into something subtly different.
func readReport(name string) (*shardReport, error) {
	// Only a regular file, checked before it is opened (without blocking),
	// and of a bounded size: a FIFO would block merge, /dev/zero would be
	// read up to the bound before being refused.
	b, err := project.ReadRegular(name, maxReportSize)
	var big *project.TooLargeError
	if errors.As(err, &big) {
		return nil, fmt.Errorf("%w; not a report", err)
	}
	if err != nil {
		return nil, err
	}
	r := &shardReport{name: name}
	switch t := bytes.TrimLeft(b, " \t\r\n"); {
	case len(t) > 0 && t[0] == '[':
		err = r.parseJSON(b)
	case len(t) > 0 && t[0] == '{':
		r.sarif = true
		err = r.parseSARIF(b)
	default:
		err = fmt.Errorf("neither a JSON nor a SARIF report of attrlint")
	}
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(writeReport(r, r.entries, r.notes), b) {
		return nil, fmt.Errorf("not a %s report as attrlint writes it (another tool or version, or edited)", kindName(r))
	}
	return r, nil
}

func (r *shardReport) parseJSON(b []byte) error {
	var raws []json.RawMessage
	if err := json.Unmarshal(b, &raws); err != nil {
		return fmt.Errorf("not a JSON report: %v", err)
	}
	for _, raw := range raws {
		var d struct {
			File      *string `json:"file"`
			FileBytes []byte  `json:"fileBytes"` // a name that is not UTF-8
			Severity  string  `json:"severity"`
		}
		if err := json.Unmarshal(raw, &d); err != nil || d.File == nil {
			return fmt.Errorf("not a JSON report of attrlint: an entry without a file")
		}
		path := *d.File
		if d.FileBytes != nil {
			path = string(d.FileBytes)
		}
		r.entries = append(r.entries, mergeEntry{raw: raw, path: path, warning: d.Severity == "warning"})
	}
	return nil
}

// sarifResultsOpen ends the part of attrlint's SARIF log that comes before
// the results: the tool, its rules and the base directory.
const sarifResultsOpen = `      "results": [`

// sarifLog is the part of a SARIF log merge reads; results and
// notifications are kept as written.
type sarifLog struct {
	Runs []struct {
		Results     []json.RawMessage `json:"results"`
		Invocations []struct {
			Notes      []json.RawMessage `json:"toolExecutionNotifications"`
			Properties *render.Shard     `json:"properties"`
		} `json:"invocations"`
	} `json:"runs"`
}

// sarifPlace is where a result or notification is, for ordering.
type sarifPlace struct {
	Level     string `json:"level"`
	Locations []struct {
		PhysicalLocation struct {
			ArtifactLocation struct {
				URI string `json:"uri"`
			} `json:"artifactLocation"`
		} `json:"physicalLocation"`
	} `json:"locations"`
}

func (r *shardReport) parseSARIF(b []byte) error {
	var log sarifLog
	if err := json.Unmarshal(b, &log); err != nil {
		return fmt.Errorf("not a SARIF report: %v", err)
	}
	if len(log.Runs) != 1 || len(log.Runs[0].Invocations) != 1 {
		return fmt.Errorf("not a SARIF report of attrlint: want one run with one invocation")
	}
	i := bytes.Index(b, []byte("\n"+sarifResultsOpen))
	if i < 0 {
		return fmt.Errorf("not a SARIF report of attrlint: no results array where attrlint writes it")
	}
	r.header = b[:i+1+len(sarifResultsOpen)]
	place := func(raw json.RawMessage) (mergeEntry, error) {
		var p sarifPlace
		if err := json.Unmarshal(raw, &p); err != nil || len(p.Locations) == 0 {
			return mergeEntry{}, fmt.Errorf("not a SARIF report of attrlint: a result or notification without a location")
		}
		return mergeEntry{raw: raw, path: uriPath(p.Locations[0].PhysicalLocation.ArtifactLocation.URI), warning: p.Level == "warning"}, nil
	}
	for _, raw := range log.Runs[0].Results {
		e, err := place(raw)
		if err != nil {
			return err
		}
		r.entries = append(r.entries, e)
	}
	if sh := log.Runs[0].Invocations[0].Properties; sh != nil {
		var s shardFlag
		if err := s.Set(sh.Shard); err != nil {
			return fmt.Errorf("not a SARIF report of attrlint: its shard is not K/N")
		}
		r.shard, r.k, r.n = sh, int(s.k), int(s.n)
	}
	for _, raw := range log.Runs[0].Invocations[0].Notes {
		e, err := place(raw)
		if err != nil {
			return err
		}
		r.notes = append(r.notes, e)
	}
	return nil
}

// uriPath turns an artifact URI back into the path it was written from
// (render.artifact): a file URI's path, or a relative reference unescaped.
func uriPath(uri string) string {
	if u, err := url.Parse(uri); err == nil {
		if u.Scheme == "file" {
			return u.Path
		}
		if p, err := url.PathUnescape(uri); err == nil {
			return p
		}
	}
	return uri
}

// mergeEntries puts the entries of all reports in the order an unsharded
// run writes them: by file in the order of the directory walk (pathLess),
// each file's own entries in the order its shard wrote them. A file in two
// reports means they overlap (a shard given twice), which would
// duplicate its findings: that is an error.
func mergeEntries(reports []*shardReport) (entries, notes []mergeEntry, err error) {
	owner := map[string]int{}
	for i, r := range reports {
		for _, e := range r.entries {
			if o, ok := owner[e.path]; ok && o != i {
				return nil, nil, fmt.Errorf("%s has findings in both %s and %s: the reports overlap (the same shard twice?)", e.path, reports[o].name, r.name)
			}
			owner[e.path] = i
		}
		entries = append(entries, r.entries...)
		notes = append(notes, r.notes...)
	}
	byPath := func(a, b mergeEntry) int {
		switch {
		case pathLess(a.path, b.path):
			return -1
		case pathLess(b.path, a.path):
			return 1
		}
		return 0
	}
	slices.SortStableFunc(entries, byPath)
	slices.SortStableFunc(notes, byPath)
	return entries, notes, nil
}

// pathLess orders paths as the directory walk meets them (project.Expand):
// name by name, so that "a/b.html" comes before "a.html", as the walk
// enters the directory "a" before it reaches the file "a.html". Both
// separators are accepted, as reports written on Windows use "\".
func pathLess(a, b string) bool {
	isSep := func(r rune) bool { return r == '/' || r == os.PathSeparator }
	for a != "" && b != "" {
		ai, bi := strings.IndexFunc(a, isSep), strings.IndexFunc(b, isSep)
		if ai < 0 {
			ai = len(a)
		}
		if bi < 0 {
			bi = len(b)
		}
		if a[:ai] != b[:bi] {
			return a[:ai] < b[:bi]
		}
		a, b = a[min(ai+1, len(a)):], b[min(bi+1, len(b)):]
	}
	return a == "" && b != ""
}

// writeReport writes entries (and, for SARIF, notes) in the layout of the
// json and sarif renderers (lint/render), with r's SARIF header.
func writeReport(r *shardReport, entries, notes []mergeEntry) []byte {
	var b bytes.Buffer
	if !r.sarif {
		b.WriteString("[")
		for i, e := range entries {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n  ")
			b.Write(e.raw)
		}
		if len(entries) > 0 {
			b.WriteString("\n")
		}
		b.WriteString("]\n")
		return b.Bytes()
	}
	b.Write(r.header)
	for i, e := range entries {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n        ")
		b.Write(e.raw)
	}
	if len(entries) > 0 {
		b.WriteString("\n      ")
	}
	b.WriteString("],\n")
	// The properties are a shard's own record, or what a merge with
	// --allow-missing lacks.
	type missingShards struct {
		MissingShards []string `json:"missingShards"`
	}
	type invocation struct {
		ExecutionSuccessful        bool              `json:"executionSuccessful"`
		ToolExecutionNotifications []json.RawMessage `json:"toolExecutionNotifications,omitempty"`
		Properties                 any               `json:"properties,omitempty"`
	}
	inv := []invocation{{ExecutionSuccessful: len(notes) == 0}}
	switch {
	case r.shard != nil:
		inv[0].Properties = r.shard
	case len(r.missing) > 0:
		inv[0].Properties = missingShards{r.missing}
	}
	for _, n := range notes {
		inv[0].ToolExecutionNotifications = append(inv[0].ToolExecutionNotifications, n.raw)
	}
	b.WriteString(`      "invocations": `)
	var enc bytes.Buffer
	e := json.NewEncoder(&enc)
	e.SetEscapeHTML(false)
	e.SetIndent("      ", "  ")
	if err := e.Encode(inv); err != nil {
		panic(err) // raw messages that parsed before always encode
	}
	// The notifications come from the shards' reports as they were.
	b.Write(render.EscapeC1(bytes.TrimSuffix(enc.Bytes(), []byte("\n"))))
	b.WriteString("\n    }\n  ]\n}\n")
	return b.Bytes()
}
