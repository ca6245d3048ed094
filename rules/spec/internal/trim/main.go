// Command trim turns the npm tarballs that rules/spec's facts come from
// into the pinned, trimmed copies kept under rules/spec/data: only facts
// stay (no prose, no code), with the package's licence and a SOURCE file
// that records the package, version, tarball checksums, date and what was
// trimmed. Run it from the repository root:
//
//	cd "$(mktemp -d)" && npm pack @markuplint/html-spec@5.0.1 aria-query@5.3.2 \
//	    language-subtag-registry@0.4.2 html-event-attributes@2.2.0 \
//	    @mdn/browser-compat-data@8.1.9 web-features@3.40.0 && cd -
//	go run ./rules/spec/internal/trim -out rules/spec/data /tmp/.../*.tgz
//	go generate ./rules/spec
//
// A tarball is recognised by the name in its package.json; its version must
// be the one pinned in packages below (change the pin to upgrade).
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/attrlint/attrlint/rules/spec/internal/jslit"
	"github.com/attrlint/attrlint/rules/spec/internal/ojson"
)

// pkg describes one source package: where its copy goes and how it is
// trimmed.
type pkg struct {
	version string
	// dir is the folder under -out.
	dir string
	// license is the package's licence file inside the tarball; "" when
	// it ships none (the folder's LICENSE is then kept as committed).
	license string
	// trimmed says in a few lines what trim keeps and drops.
	trimmed string
	// trim writes the trimmed files into dir.
	trim func(files map[string][]byte, dir string) error
}

var packages = map[string]pkg{
	"@markuplint/html-spec": {
		version: "5.0.1",
		dir:     "markuplint-html-spec",
		license: "package/LICENSE",
		trimmed: `html-spec.json is package/index.json with every "description",
"cite", "cites" and "valueDescriptions" member removed at every depth:
that prose is taken from MDN (CC-BY-SA) and the W3C ARIA text, and only
facts are kept. Nothing else is changed; key order is the package's.
README.md, CHANGELOG.md, CLAUDE.md and the JavaScript files are dropped.`,
		trim: trimMarkuplint,
	},
	"aria-query": {
		version: "5.3.2",
		dir:     "aria-query",
		license: "package/LICENSE",
		trimmed: `aria.json holds the role objects of package/lib/etc/roles/{abstract,
literal,dpub,graphics}/*Role.js (read from the JavaScript object literals,
named as the role lists ariaAbstractRoles.js, ariaLiteralRoles.js,
ariaDpubRoles.js and ariaGraphicsRoles.js name them, in their order) and
the property list of package/lib/ariaPropsMap.js. Of each role,
baseConcepts and relatedConcepts (mappings to other vocabularies) are
dropped; the element maps (elementRoleMap.js, roleElementMap.js, domMap.js)
and the code are dropped.`,
		trim: trimARIAQuery,
	},
	"language-subtag-registry": {
		version: "0.4.2",
		dir:     "language-subtag-registry",
		trimmed: `registry.json holds package/data/json/registry.json with, of each
record, only Type, Subtag, Tag, Deprecated, Preferred-Value, Prefix,
Suppress-Script, Macrolanguage and Scope (Description, Added and Comments
are dropped), and the File-Date of package/data/json/meta.json. The index
files are dropped. The package ships no licence file: LICENSE holds the
CC0 1.0 legal code its package.json and README name.`,
		trim: trimSubtags,
	},
	"html-event-attributes": {
		version: "2.2.0",
		dir:     "html-event-attributes",
		license: "package/license",
		trimmed: `events.json is the htmlEventAttributes array of package/index.js. The
code, types and readme are dropped.`,
		trim: trimEvents,
	},
	"@mdn/browser-compat-data": {
		version: "8.1.9",
		dir:     "browser-compat-data",
		license: "package/LICENSE",
		trimmed: `bcd.json holds, of package/data.json, __meta (version and date), the
core browsers of Baseline (chrome, chrome_android, edge, firefox,
firefox_android, safari, safari_ios) with, of each release, only its date,
engine and status, and the html tree with, of each __compat, only spec_url,
status (deprecated, experimental, standard_track), support (the core
browsers; of each statement version_added, version_removed,
partial_implementation, flags, prefix, alternative_name) and the
web-features tags. Descriptions (which may quote MDN), notes, MDN links,
impl_url and source_file are dropped, as are the other trees, except the
keys corrections/compat.json borrows. The other files are dropped.`,
		trim: trimBCD,
	},
	"web-features": {
		version: "3.40.0",
		dir:     "web-features",
		license: "package/LICENSE.txt",
		trimmed: `features.json holds the features of package/data.json (kind "feature")
that hold an html.* compat key or one corrections/compat.json borrows:
name, spec, discouraged (according_to, alternatives, removal_date) and
status (baseline, baseline_low_date, baseline_high_date, and by_compat_key
with only those keys and without per-browser versions). Descriptions, the
discouraged reason, groups, snapshots, caniuse ids, the browser list and
the other features are dropped, as are the schema, types and code.`,
		trim: trimWebFeatures,
	},
}

func main() {
	out := flag.String("out", "rules/spec/data", "the data folder to write into")
	date := flag.String("date", time.Now().UTC().Format(time.DateOnly), "the date the tarballs were fetched, for SOURCE")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: trim [-out DIR] [-date YYYY-MM-DD] PACKAGE.tgz...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	for _, path := range flag.Args() {
		if err := trimTarball(path, *out, *date); err != nil {
			fmt.Fprintf(os.Stderr, "trim: %s: %v\n", path, err)
			os.Exit(1)
		}
	}
}

// maxTarball bounds what is read from one tarball (the largest source is
// about 2 MB unpacked).
const maxTarball = 64 << 20

func trimTarball(path, out, date string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	files, err := untar(raw)
	if err != nil {
		return err
	}
	var meta struct{ Name, Version, License string }
	if err := json.Unmarshal(files["package/package.json"], &meta); err != nil {
		return fmt.Errorf("package/package.json: %v", err)
	}
	p, ok := packages[meta.Name]
	if !ok {
		return fmt.Errorf("package %q is not a source of rules/spec", meta.Name)
	}
	if meta.Version != p.version {
		return fmt.Errorf("%s is version %s; the pinned version is %s (change the pin in trim's packages to upgrade)", meta.Name, meta.Version, p.version)
	}
	dir := filepath.Join(out, p.dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if p.license != "" {
		lic, ok := files[p.license]
		if !ok {
			return fmt.Errorf("no %s in the tarball", p.license)
		}
		if err := os.WriteFile(filepath.Join(dir, "LICENSE"), lic, 0o644); err != nil {
			return err
		}
	} else if _, err := os.Stat(filepath.Join(dir, "LICENSE")); err != nil {
		return fmt.Errorf("the package ships no licence file, and %s/LICENSE is missing: add the licence its package.json names (%s)", dir, meta.License)
	}
	if err := p.trim(files, dir); err != nil {
		return err
	}
	sum512 := sha512.Sum512(raw)
	sum1 := sha1.Sum(raw)
	base := meta.Name
	if i := strings.LastIndexByte(base, '/'); i >= 0 {
		base = base[i+1:]
	}
	var src strings.Builder
	fmt.Fprintf(&src, "package: %s\nversion: %s\nlicense: %s (LICENSE)\n", meta.Name, meta.Version, meta.License)
	fmt.Fprintf(&src, "tarball: https://registry.npmjs.org/%s/-/%s-%s.tgz\n", meta.Name, base, meta.Version)
	fmt.Fprintf(&src, "integrity: sha512-%s\nshasum: %s\n", base64.StdEncoding.EncodeToString(sum512[:]), hex.EncodeToString(sum1[:]))
	fmt.Fprintf(&src, "fetched: %s (npm pack %s@%s)\n", date, meta.Name, meta.Version)
	fmt.Fprintf(&src, "trimmed by: go run ./rules/spec/internal/trim (see rules/spec/doc.go)\n\n%s\n", p.trimmed)
	return os.WriteFile(filepath.Join(dir, "SOURCE"), []byte(src.String()), 0o644)
}

// untar reads the regular files of a gzipped tarball.
func untar(raw []byte) (map[string][]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(io.LimitReader(zr, maxTarball))
	files := map[string][]byte{}
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return files, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		files[h.Name] = b
	}
}

func trimMarkuplint(files map[string][]byte, dir string) error {
	src, ok := files["package/index.json"]
	if !ok {
		return errors.New("no package/index.json")
	}
	root, err := ojson.Parse(src)
	if err != nil {
		return fmt.Errorf("package/index.json: %v", err)
	}
	root.Drop(map[string]bool{"description": true, "cite": true, "cites": true, "valueDescriptions": true})
	return os.WriteFile(filepath.Join(dir, "html-spec.json"), root.Format(4), 0o644)
}

// roleLists are aria-query's lists of roles, in the order aria.json keeps.
var roleLists = []struct{ file, kind string }{
	{"ariaAbstractRoles.js", "abstract"},
	{"ariaLiteralRoles.js", "literal"},
	{"ariaDpubRoles.js", "dpub"},
	{"ariaGraphicsRoles.js", "graphics"},
}

func trimARIAQuery(files map[string][]byte, dir string) error {
	const roles = "package/lib/etc/roles/"
	requireRe := regexp.MustCompile(`var (_\w+) = _interopRequireDefault\(require\("\./(\w+/\w+)"\)\);`)
	entryRe := regexp.MustCompile(`\['([a-z-]+)', (_\w+)\.default\]`)
	out := &ojson.Node{Kind: '{'}
	list := &ojson.Node{Kind: '['}
	for _, l := range roleLists {
		src := string(files[roles+l.file])
		if src == "" {
			return fmt.Errorf("no %s%s", roles, l.file)
		}
		modules := map[string]string{}
		for _, m := range requireRe.FindAllStringSubmatch(src, -1) {
			modules[m[1]] = m[2]
		}
		entries := entryRe.FindAllStringSubmatch(src, -1)
		if len(entries) == 0 {
			return fmt.Errorf("%s: no roles found", l.file)
		}
		for _, e := range entries {
			name, mod := e[1], modules[e[2]]
			if mod == "" {
				return fmt.Errorf("%s: role %s: no module for %s", l.file, name, e[2])
			}
			file := roles + mod + ".js"
			varName := mod[strings.IndexByte(mod, '/')+1:]
			lit, err := jslit.Find(string(files[file]), "var "+varName+" = ")
			if err != nil {
				return fmt.Errorf("%s: %v", file, err)
			}
			role, err := ojson.Parse(lit)
			if err != nil {
				return fmt.Errorf("%s: %v", file, err)
			}
			role.Drop(map[string]bool{"baseConcepts": true, "relatedConcepts": true})
			named := &ojson.Node{Kind: '{', Keys: []string{"name", "module"}, Vals: []*ojson.Node{scalar(name), scalar(l.kind)}}
			named.Keys, named.Vals = append(named.Keys, role.Keys...), append(named.Vals, role.Vals...)
			list.Vals = append(list.Vals, named)
		}
	}
	props, err := jslit.Find(string(files["package/lib/ariaPropsMap.js"]), "var properties = ")
	if err != nil {
		return fmt.Errorf("package/lib/ariaPropsMap.js: %v", err)
	}
	pairs, err := ojson.Parse(props)
	if err != nil {
		return err
	}
	plist := &ojson.Node{Kind: '['}
	for _, pair := range pairs.Vals {
		if pair.Kind != '[' || len(pair.Vals) != 2 || pair.Vals[1].Kind != '{' {
			return errors.New("ariaPropsMap.js: expected [name, {...}] pairs")
		}
		p := &ojson.Node{Kind: '{', Keys: []string{"name"}, Vals: []*ojson.Node{pair.Vals[0]}}
		p.Keys, p.Vals = append(p.Keys, pair.Vals[1].Keys...), append(p.Vals, pair.Vals[1].Vals...)
		plist.Vals = append(plist.Vals, p)
	}
	out.Keys = []string{"roles", "props"}
	out.Vals = []*ojson.Node{list, plist}
	return os.WriteFile(filepath.Join(dir, "aria.json"), out.Format(3), 0o644)
}

func scalar(s string) *ojson.Node {
	raw, _ := ojson.Marshal(s) // a string always marshals
	return &ojson.Node{Kind: 's', Raw: raw}
}

func trimSubtags(files map[string][]byte, dir string) error {
	reg, err := ojson.Parse(files["package/data/json/registry.json"])
	if err != nil {
		return fmt.Errorf("package/data/json/registry.json: %v", err)
	}
	meta, err := ojson.Parse(files["package/data/json/meta.json"])
	if err != nil {
		return fmt.Errorf("package/data/json/meta.json: %v", err)
	}
	date := meta.Get("File-Date")
	if date == nil || reg.Kind != '[' {
		return errors.New("unexpected registry layout")
	}
	for _, r := range reg.Vals {
		r.Keep("Type", "Subtag", "Tag", "Deprecated", "Preferred-Value", "Prefix", "Suppress-Script", "Macrolanguage", "Scope")
	}
	out := &ojson.Node{Kind: '{', Keys: []string{"File-Date", "records"}, Vals: []*ojson.Node{date, reg}}
	return os.WriteFile(filepath.Join(dir, "registry.json"), out.Format(2), 0o644)
}

func trimEvents(files map[string][]byte, dir string) error {
	lit, err := jslit.Find(string(files["package/index.js"]), "export const htmlEventAttributes = ")
	if err != nil {
		return fmt.Errorf("package/index.js: %v", err)
	}
	var names []string
	if err := json.Unmarshal(lit, &names); err != nil {
		return fmt.Errorf("package/index.js: htmlEventAttributes: %v", err)
	}
	// One name a line, in the package's order.
	var b strings.Builder
	b.WriteString("[\n")
	for i, name := range names {
		q, _ := ojson.Marshal(name) // a string always marshals
		b.WriteString("\t" + string(q))
		if i < len(names)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]\n")
	return os.WriteFile(filepath.Join(dir, "events.json"), []byte(b.String()), 0o644)
}
