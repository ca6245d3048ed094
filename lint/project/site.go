package project

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
)

// The site model: where the pages of a project are served, which files
// their sites hold, and the facts (ids, <a name>s, <map name>s) of their
// pages, read once each, from the lint of a page or from the disk. The
// rules' site phase (lint.Rule.Site) asks it where each URL of a page
// leads (resolver.Resolve).
//
// A URL is resolved as browsers resolve it, by the URL Standard's parser
// (microsyntax.ParseURL), against a document URL made up for each page
// from its place in its site, https://site.invalid/BASE-PATH/PATH, and
// its first <base href>. A result of that origin stays in the site: its
// path, below the base path, percent-decoded segment by segment, is
// looked up in the site's directories, whose listings are read once, so
// that names are compared exactly, as a Linux host compares them, even on
// a disk that ignores case.

// siteOrigin is the made-up origin of every site's document URLs; .invalid
// is reserved (RFC 2606), so no real URL can share it.
const siteOrigin = "https://site.invalid"

// site is a project's site model. It is safe for concurrent use.
type site struct {
	mu sync.Mutex
	// roots are the directories given on the command line, absolute, in
	// argument order: the root of a file's site when no configuration
	// names one.
	roots []string
	// dirs holds the listing of each directory read.
	dirs map[string]*listing
	// facts holds the facts of each page known, by absolute path.
	facts map[string]*pageFacts
	// strs interns the ids of all pages: most pages of a site share most
	// of their ids.
	strs map[string]string
	// open holds the facts of the files open in an editor, which stand
	// for those on the disk (an unsaved file exists there).
	open map[string]*lint.Facts
	// docs caches what Resolve works out per document.
	docs map[docKey]*docInfo
	// dirRefs holds the dirRefs made.
	dirRefs map[dirRef]*dirRef
	// targets caches where URLs lead, by the directory they are
	// resolved in (see docInfo.dir): most pages of a directory link to
	// the same files, and each Site rule asks.
	targets map[targetKey]target
}

// maxTargets bounds site.targets: it is emptied when it grows past this.
// A page's URLs are resolved while it is linted and finished, mostly by
// its worker, and the pages of a directory come together in a walk.
const maxTargets = 1 << 13

// targetKey is a URL resolved in a directory by a resolver.
type targetKey struct {
	r   *resolver
	dir *dirRef
	url string
}

// maxDocs bounds site.docs: it is emptied when it grows past this. A
// document's entry serves the site phase of its page, which mostly comes
// right after its lint: a few hundred cover the pages in progress.
const maxDocs = 512

// listing is the listing of one directory: its entries by exact name.
type listing struct {
	path    string
	once    sync.Once
	entries map[string]entryKind
	names   []string // sorted
	// subs holds the listings of its subdirectories looked at, so that a
	// URL's path is followed from listing to listing by its names,
	// without a lookup of each directory's whole path.
	subs map[string]*listing
	// near caches nearName's answers: a missing name is often missed by
	// many pages (a logo every page links to), and each answer looks
	// through every name of the directory.
	mu   sync.Mutex
	near map[nearKey]string
}

// nearKey is a question to nearName.
type nearKey struct {
	name string
	kind entryKind
}

// entryKind is what a directory entry is (through a symbolic link).
type entryKind uint8

const (
	noEntry entryKind = iota
	fileEntry
	dirEntry
	otherEntry
)

// pageFacts are the facts of one page, read once; nil facts when it
// could not be read (too large, binary, missing).
type pageFacts struct {
	once  sync.Once
	facts *lint.Facts
	// ready is set once facts is.
	ready bool
}

func newSite() *site {
	return &site{dirs: map[string]*listing{}, facts: map[string]*pageFacts{}, strs: map[string]string{}, docs: map[docKey]*docInfo{},
		targets: map[targetKey]target{}, dirRefs: map[dirRef]*dirRef{}}
}

// setRoots records the directories given on the command line.
func (s *site) setRoots(paths []string) {
	var roots []string
	for _, p := range paths {
		if info, err := os.Stat(p); err == nil && info.IsDir() {
			if abs, err := filepath.Abs(p); err == nil && !slices.Contains(roots, abs) {
				roots = append(roots, abs)
			}
		}
	}
	s.mu.Lock()
	s.roots = roots
	clear(s.docs)
	s.mu.Unlock()
}

// list returns the listing of dir, read on first use.
func (s *site) list(dir string) *listing {
	s.mu.Lock()
	l := s.dirs[dir]
	if l == nil {
		l = &listing{path: dir}
		s.dirs[dir] = l
	}
	s.mu.Unlock()
	return l.read()
}

// sub returns the listing of l's subdirectory name (an entry of l).
func (l *listing) sub(s *site, name string) *listing {
	l.mu.Lock()
	c := l.subs[name]
	l.mu.Unlock()
	if c == nil {
		c = s.list(join(l.path, name))
		l.mu.Lock()
		if l.subs == nil {
			l.subs = map[string]*listing{}
		}
		l.subs[name] = c
		l.mu.Unlock()
	}
	return c
}

// read reads the directory of l on first use.
func (l *listing) read() *listing {
	dir := l.path
	l.once.Do(func() {
		l.entries = map[string]entryKind{}
		des, _ := os.ReadDir(dir)
		for _, de := range des {
			k := otherEntry
			t := de.Type()
			if t&fs.ModeSymlink != 0 {
				if info, err := os.Stat(filepath.Join(dir, de.Name())); err == nil {
					t = info.Mode().Type()
				}
			}
			switch {
			case t.IsDir():
				k = dirEntry
			case t.IsRegular():
				k = fileEntry
			}
			if _, temp := files.TempWriter(de.Name()); !temp {
				l.entries[de.Name()] = k
				l.names = append(l.names, de.Name())
			}
		}
		slices.Sort(l.names)
	})
	return l
}

// put records the facts of the page at path, from its lint.
func (s *site) put(path string, f *lint.Facts) {
	s.mu.Lock()
	defer s.mu.Unlock()
	pf := s.facts[path]
	if pf == nil {
		pf = &pageFacts{}
		s.facts[path] = pf
	}
	pf.once.Do(func() {
		if f != nil {
			f.Intern(s.internLocked)
		}
		pf.facts, pf.ready = f, true
	})
}

// internLocked returns the one copy of v. The caller holds s.mu.
func (s *site) internLocked(v string) string {
	if w, ok := s.strs[v]; ok {
		return w
	}
	s.strs[v] = v
	return v
}

// has reports whether the facts of the page at path are known (or known
// to be unreadable).
func (s *site) has(path string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.open[path]; ok {
		return true
	}
	pf := s.facts[path]
	return pf != nil && pf.ready
}

// isOpen reports whether path is open in an editor.
func (s *site) isOpen(path string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.open[path]
	return ok
}

// get returns the facts of the page at path, reading them with read on
// first use (nil when it cannot be read).
func (s *site) get(path string, read func() *lint.Facts) *lint.Facts {
	s.mu.Lock()
	if f, ok := s.open[path]; ok {
		s.mu.Unlock()
		return f
	}
	pf := s.facts[path]
	if pf == nil {
		pf = &pageFacts{}
		s.facts[path] = pf
	}
	s.mu.Unlock()
	pf.once.Do(func() {
		f := read()
		s.mu.Lock()
		if f != nil {
			f.Intern(s.internLocked)
		}
		pf.facts, pf.ready = f, true
		s.mu.Unlock()
	})
	s.mu.Lock()
	defer s.mu.Unlock()
	return pf.facts
}

// forget drops what the site knows of the file at path and every answer
// that may depend on it or its directory: the file changed on the disk
// (the language server). The listings are read again on first use.
func (s *site) forget(path string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.facts, path)
	clear(s.dirs)
	clear(s.docs)
	clear(s.targets)
}

// OpenFile tells the project that the file at path is open in an editor
// with these facts (its text as last linted), which stand for those on
// the disk until CloseFile; the file exists for the URLs of other pages
// even before it is saved.
func (c *Project) OpenFile(path string, facts *lint.Facts) {
	if abs, err := filepath.Abs(path); err == nil {
		s := c.site
		s.mu.Lock()
		if s.open == nil {
			s.open = map[string]*lint.Facts{}
		}
		_, was := s.open[abs]
		s.open[abs] = facts
		if !was {
			clear(s.targets) // the file exists now, for the URLs of others
		}
		s.mu.Unlock()
	}
}

// CloseFile tells the project that the file at path is no longer open in
// an editor: its facts are those on the disk again.
func (c *Project) CloseFile(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		s := c.site
		s.mu.Lock()
		delete(s.open, abs)
		s.mu.Unlock()
		s.forget(abs)
	}
}

// FileChanged tells the project that the file at path changed on the disk
// (saved, created, deleted): what the project knew of it is read again.
func (c *Project) FileChanged(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		c.site.forget(abs)
	}
}

// Targets returns the files (absolute paths) that page p, linted by a
// Linter of a Project, depends on: those its URLs lead to, and the
// missing ones they name. Opening, saving or closing one of them in an
// editor, or a change to its ids, can change p's findings. It reads only the
// page and its Project's site model, so it may run beside the project's
// other work.
func Targets(p *lint.Page) []string {
	r, ok := p.Resolver().(*resolver)
	if !ok {
		return nil
	}
	var out []string
	for _, ref := range p.References() {
		t := r.resolve(p.Name(), p.Base(), ref.URL)
		if t.path != "" && !t.link.Self && !slices.Contains(out, t.path) {
			out = append(out, t.path)
		}
	}
	return out
}

// resolver resolves the URLs of the pages of one configuration: it is the
// lint.Resolver of their Linter (lint.Options.Site).
type resolver struct {
	p   *Project
	cfg config.Site
}

// DeclaredID implements lint.Resolver: the ids site.ids declares.
func (r *resolver) DeclaredID(id string) bool { return r.cfg.DeclaredID(id) }

// docKey names a document and its <base href>.
type docKey struct{ name, base string }

// docInfo is what resolving the URLs of one document needs: its path,
// its site's root (when known) and its base URL.
type docInfo struct {
	abs string
	// root is the directory the site's "/" is; "" when not known (a file
	// named alone, without site.root): then only path-relative URLs are
	// resolved, against the file's directory.
	root string
	// prefix is the URL path of root: the base path, or "/" without a
	// root (the document URL is then made of the file's absolute path).
	prefix string
	base   *microsyntax.URLRecord
	// dir names the base URL up to the last "/" of its path, in its
	// root: the documents of one directory (without a <base>) resolve a
	// URL that does not start with "#" or "?" alike.
	dir *dirRef
}

// dirRef is the one value for a directory URL in a root, so that a key
// of site.targets compares a pointer rather than two long strings.
type dirRef struct{ root, url string }

// doc returns the docInfo of document name with <base href> base.
func (r *resolver) doc(name, base string) *docInfo {
	s := r.p.site
	key := docKey{name, base}
	s.mu.Lock()
	d := s.docs[key]
	roots := s.roots
	s.mu.Unlock()
	if d != nil {
		return d
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		return nil
	}
	// The listing of its directory says whether it is a file, as for the
	// URLs that lead to it (a syscall less for each page).
	if s.list(filepath.Dir(abs)).entries[filepath.Base(abs)] != fileEntry && !s.isOpen(abs) {
		// Standard input without a file name, a buffer not saved yet: a
		// document with no place in a site can judge only what it says
		// of itself.
		return nil
	}
	d = &docInfo{abs: abs, prefix: "/"}
	root := r.cfg.Root
	if root == "" {
		for _, dir := range roots {
			if within(dir, abs) {
				root = dir
				break
			}
		}
	}
	var urlPath string
	if root != "" && within(root, abs) {
		d.root, d.prefix = root, r.cfg.BasePath
		rel, _ := filepath.Rel(root, abs)
		urlPath = d.prefix + escapePath(filepath.ToSlash(rel))
	} else {
		urlPath = escapePath(filepath.ToSlash(abs))
		if !strings.HasPrefix(urlPath, "/") {
			urlPath = "/" + urlPath // a Windows volume
		}
	}
	// What the URL parser makes of it: escapePath left nothing for it to
	// change, and a file's name is neither "." nor "..".
	docURL := &microsyntax.URLRecord{Scheme: "https", Host: "site.invalid", HasHost: true, Port: -1,
		Path: strings.Split(urlPath[1:], "/")}
	d.base = docURL
	if base != "" {
		// A <base href> that does not parse leaves the document's URL as
		// the base (HTML §2.4.1, "set the frozen base URL").
		if b, err := microsyntax.ParseURL(base, docURL); err == nil {
			d.base = b
		}
	}
	s.mu.Lock()
	if !d.base.Opaque {
		dir := *d.base
		dir.Path = dir.Path[:max(len(dir.Path)-1, 0)]
		dir.Query, dir.HasQuery, dir.Fragment, dir.HasFragment = "", false, "", false
		key := dirRef{d.root, dir.String() + "/"}
		if d.dir = s.dirRefs[key]; d.dir == nil {
			d.dir = &key
			s.dirRefs[key] = d.dir
		}
	}
	if len(s.docs) >= maxDocs {
		clear(s.docs)
	}
	s.docs[key] = d
	s.mu.Unlock()
	return d
}

// within reports whether path is dir or below it.
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// escapePath percent-encodes what a URL path cannot hold as it is in a
// path of slash-separated file names.
func escapePath(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte("\"#%<>?`{}|\\^[]", c) >= 0 {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// rootRelative reports a URL that starts with "/" or "\" (after the
// spaces the parser strips): it names a path from the site's root.
func rootRelative(u string) bool {
	u = strings.TrimLeft(u, " \t\n\f\r")
	return u != "" && (u[0] == '/' || u[0] == '\\')
}

// target is where a URL leads in the files, before facts are looked at.
type target struct {
	link lint.Link
	// path is the file it leads to (LinkFound), absolute.
	path string
	// facts says the fragment may need the target page's facts.
	facts bool
}

// Resolve implements lint.Resolver.
func (r *resolver) Resolve(name, base, url string) lint.Link {
	t := r.resolve(name, base, url)
	if t.link.Status == lint.LinkFound && t.link.Page && !t.link.Self && t.facts {
		t.link.Target = r.p.site.get(t.path, func() *lint.Facts { return r.p.readFacts(t.path) })
	}
	return t.link
}

// resolve finds where url, in document name with <base href> base, leads.
func (r *resolver) resolve(name, base, url string) target {
	d := r.doc(name, base)
	if d == nil {
		return target{link: lint.Link{Status: lint.LinkUnknown}}
	}
	shared := d.dir != nil && url != "" && url[0] != '#' && url[0] != '?'
	key := targetKey{r, d.dir, url}
	if shared {
		r.p.site.mu.Lock()
		t, ok := r.p.site.targets[key]
		r.p.site.mu.Unlock()
		if ok {
			return r.own(d, t)
		}
	}
	t := r.resolveIn(d, base, url)
	if shared {
		r.p.site.mu.Lock()
		if len(r.p.site.targets) >= maxTargets {
			clear(r.p.site.targets)
		}
		r.p.site.targets[key] = t
		r.p.site.mu.Unlock()
	}
	return r.own(d, t)
}

// own completes t, where a URL of document d leads, with what depends on
// the document itself: whether it leads to it.
func (r *resolver) own(d *docInfo, t target) target {
	if t.link.Status == lint.LinkFound {
		t.link.Self = t.path == d.abs
		if t.link.Self {
			t.link.Path = ""
		}
	}
	return t
}

// resolveIn is resolve in document d.
func (r *resolver) resolveIn(d *docInfo, base, url string) target {
	if d.root == "" && (base != "" || rootRelative(url)) {
		// Without the site's root, only what a page says relative to
		// itself can be judged.
		return target{link: lint.Link{Status: lint.LinkUnknown}}
	}
	u, err := microsyntax.ParseURL(url, d.base)
	if err != nil || u.Scheme != "https" || !u.HasHost || u.Host != "site.invalid" || u.Port >= 0 || u.Username != "" || u.Password != "" {
		return target{link: lint.Link{Status: lint.LinkOutside}}
	}
	link := lint.Link{Fragment: u.Fragment, HasFragment: u.HasFragment}
	path := "/" + strings.Join(u.Path, "/")
	if u.Climbed > 0 {
		if d.root == "" {
			return target{link: lint.Link{Status: lint.LinkOutside}}
		}
		link.Status = lint.LinkAboveRoot
		link.Reason = fmt.Sprintf("browsers stop at the root and ask for %s", path)
		return target{link: link}
	}
	top := d.root
	if top == "" {
		top = string(filepath.Separator)
	}
	rel, ok := strings.CutPrefix(path, d.prefix)
	if !ok {
		if path+"/" != d.prefix {
			link.Status = lint.LinkMissing
			link.Reason = fmt.Sprintf("%s is outside %s, the path the site is served under (site.base-path)", path, d.prefix)
			return target{link: link}
		}
		rel = "" // the base path without its "/": the root directory
	}
	segs := strings.Split(rel, "/")
	for i, seg := range segs {
		segs[i] = microsyntax.PercentDecode(seg)
		if badName(segs[i]) {
			// An encoded "/" or ".." means what the host makes of it.
			return target{link: lint.Link{Status: lint.LinkOutside}}
		}
	}
	t := r.lookup(d, top, segs, url)
	t.link.Fragment, t.link.HasFragment = link.Fragment, link.HasFragment
	if base != "" && d.dir != nil && t.link.Status == lint.LinkMissing && !rootRelative(url) && t.link.Hint == "" {
		// Of the base, what resolving depends on: its directory (so that
		// the answer is the same for every page that shares it).
		t.link.Hint = fmt.Sprintf("the page's <base href> makes it relative to %s", strings.TrimPrefix(d.dir.url, siteOrigin))
	}
	if t.link.Status == lint.LinkFound {
		t.link.Page = files.IsHTMLFile(t.path)
		frag := microsyntax.StripFragmentDirective(u.Fragment)
		t.facts = u.HasFragment && frag != "" && !microsyntax.EqualFoldASCII(microsyntax.DecodeFragment(frag), "top")
		if t.facts {
			t.link.Path = r.shown(d, t.path) // for a message about its fragment
		}
	}
	return t
}

// lookup maps the decoded path segments of a URL to a file below top.
func (r *resolver) lookup(d *docInfo, top string, segs []string, url string) target {
	s := r.p.site
	shown := func(p string) string { return r.shown(d, p) }
	dir := top
	l := s.list(top)
	for i, seg := range segs[:len(segs)-1] {
		if l.entries[seg] == dirEntry {
			l = l.sub(s, seg)
			dir = l.path
			continue
		}
		at := join(dir, seg)
		link := lint.Link{Status: lint.LinkMissing, Path: shown(at)}
		if l.entries[seg] == noEntry {
			link.Reason = fmt.Sprintf("there is no directory %s", shown(at)+"/")
		} else {
			link.Reason = fmt.Sprintf("%s is not a directory", shown(at))
		}
		switch other := r.nearName(l, seg, dirEntry); {
		case l.entries[seg+".html"] == fileEntry:
			link.Hint = fmt.Sprintf("%s.html exists", seg)
		case other != "":
			link.Hint, link.Suggest = r.nameHint(seg, other), replaceSegment(url, len(segs)-1-i, seg, other)
		}
		return target{link: link}
	}
	last := segs[len(segs)-1]
	at := join(dir, last)
	switch k := l.entries[last]; {
	case last == "":
		return r.index(d, dir, url, true)
	case k == fileEntry || k == noEntry && s.isOpen(at):
		return target{link: lint.Link{Status: lint.LinkFound}, path: at}
	case k == dirEntry:
		if r.cfg.TrailingSlash == config.TrailingSlashAlways {
			return target{link: lint.Link{Status: lint.LinkMissing, Path: shown(at),
				Reason:  fmt.Sprintf("%s is a directory, and the host does not add the final / (site.trailing-slash: always)", shown(at)),
				Suggest: withSlash(url)}}
		}
		return r.index(d, at, url, false)
	case r.cfg.CleanURLs && l.entries[last+".html"] == fileEntry:
		return target{link: lint.Link{Status: lint.LinkFound}, path: at + ".html"}
	}
	link := lint.Link{Status: lint.LinkMissing, Path: shown(at), Reason: fmt.Sprintf("%s does not exist", shown(at))}
	t := target{path: at} // the file that would answer: an editor may open it
	switch other := r.nearName(l, last, noEntry); {
	case !r.cfg.CleanURLs && l.entries[last+".html"] == fileEntry:
		link.Hint = fmt.Sprintf("%s.html exists: set site.clean-urls: true if your host serves it as %s", last, last)
		link.Suggest = replaceSegment(url, 0, last, last+".html")
	case r.cfg.CleanURLs && strings.HasSuffix(last, ".html") && l.entries[strings.TrimSuffix(last, ".html")] == dirEntry:
		link.Hint = fmt.Sprintf("%s/ is a directory", strings.TrimSuffix(last, ".html"))
	case other != "":
		link.Hint, link.Suggest = r.nameHint(last, other), replaceSegment(url, 0, last, other)
	}
	t.link = link
	return t
}

// index looks up the index file of directory dir (a URL ending with "/"
// when slash, else one the host redirects to its "/" form).
func (r *resolver) index(d *docInfo, dir, url string, slash bool) target {
	shown := r.shown(d, dir)
	if slash && r.cfg.TrailingSlash == config.TrailingSlashNever && dir != d.root {
		return target{link: lint.Link{Status: lint.LinkMissing, Path: shown,
			Reason:  fmt.Sprintf("%s is a directory, and the host serves it without the final / (site.trailing-slash: never)", shown),
			Suggest: strings.TrimSuffix(url, "/")}}
	}
	l := r.p.site.list(dir)
	for _, name := range r.cfg.Index {
		if l.entries[name] == fileEntry {
			return target{link: lint.Link{Status: lint.LinkFound}, path: join(dir, name)}
		}
	}
	link := lint.Link{Status: lint.LinkMissing, Path: shown,
		Reason: fmt.Sprintf("%s is a directory without %s", shownDir(shown), strings.Join(r.cfg.Index, " or "))}
	if base := filepath.Base(dir); dir != d.root && r.p.site.list(filepath.Dir(dir)).entries[base+".html"] == fileEntry {
		link.Hint = fmt.Sprintf("%s.html exists", base)
	}
	return target{link: link}
}

// badName reports a decoded path segment that names no file of the
// directory: "." or "..", or one holding a separator or NUL (an encoded
// "/" means what the host makes of it).
func badName(seg string) bool {
	if seg == "." || seg == ".." {
		return true
	}
	for i := 0; i < len(seg); i++ {
		if c := seg[i]; c == '/' || c == '\\' || c == 0 {
			return true
		}
	}
	return false
}

// join is filepath.Join of a clean directory and a name that holds no
// separator and is not "." or "..", without cleaning the result again:
// it runs for every segment of every URL.
func join(dir, name string) string {
	if name == "" {
		return dir
	}
	if os.IsPathSeparator(dir[len(dir)-1]) {
		return dir + name
	}
	return dir + string(filepath.Separator) + name
}

// shown is how messages name path: relative to the site's root, with
// forward slashes; without a root, relative to the document's directory.
func (r *resolver) shown(d *docInfo, path string) string {
	from := d.root
	if from == "" {
		from = filepath.Dir(d.abs)
	}
	// A path below the root (what lookup makes: the root joined with
	// names) is the rest of it; filepath.Rel costs more, for each of many
	// fragments.
	if rest, ok := strings.CutPrefix(path, from); ok && len(rest) > 1 && os.IsPathSeparator(rest[0]) && !os.IsPathSeparator(from[len(from)-1]) {
		return filepath.ToSlash(rest[1:])
	}
	rel, err := filepath.Rel(from, path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	if rel == "." {
		return "."
	}
	return filepath.ToSlash(rel)
}

// shownDir writes a directory as a URL does, with a final "/".
func shownDir(p string) string {
	if p == "." {
		return "the root"
	}
	return p + "/"
}

// nearName returns the name of l a missing name most likely meant, of
// kind k (noEntry: any): one equal but for case, else the nearest (one
// edit per eight characters of the name without its extension, at most
// three: more finds unrelated names; none under four, where "b.png" would
// find "a.png"). Answers are cached per directory.
func (r *resolver) nearName(l *listing, name string, k entryKind) string {
	key := nearKey{name, k}
	l.mu.Lock()
	defer l.mu.Unlock()
	if v, ok := l.near[key]; ok {
		return v
	}
	var cands []string
	best := ""
	for _, n := range l.names {
		if k == noEntry || l.entries[n] == k {
			if strings.EqualFold(n, name) {
				best = n
				break
			}
			cands = append(cands, n)
		}
	}
	if stem := strings.TrimSuffix(name, filepath.Ext(name)); best == "" && len(stem) >= 4 {
		best = suggest.Nearest(name, cands, min(3, 1+len(stem)/8))
	}
	if l.near == nil {
		l.near = map[nearKey]string{}
	}
	l.near[key] = best
	return best
}

// nameHint says that other exists instead of name.
func (r *resolver) nameHint(name, other string) string {
	if strings.EqualFold(name, other) {
		return fmt.Sprintf("%s exists: the case differs, and a host on Linux answers 404 where macOS and Windows serve the file", other)
	}
	return fmt.Sprintf("did you mean %s?", other)
}

// replaceSegment returns url with its path segment from the end (0: the
// last), which must decode to old, replaced by name, escaped; query and
// fragment are kept. It returns "" when that segment is not old (a path
// written with "." or ".." in it).
func replaceSegment(url string, fromEnd int, old, name string) string {
	end := len(url)
	if i := strings.IndexAny(url, "?#"); i >= 0 {
		end = i
	}
	path, rest := url[:end], url[end:]
	segs := strings.Split(path, "/")
	i := len(segs) - 1 - fromEnd
	if i < 0 || microsyntax.PercentDecode(segs[i]) != old {
		return ""
	}
	segs[i] = escapePath(name)
	return strings.Join(segs, "/") + rest
}

// withSlash returns url with a "/" after its path.
func withSlash(url string) string {
	end := len(url)
	if i := strings.IndexAny(url, "?#"); i >= 0 {
		end = i
	}
	return url[:end] + "/" + url[end:]
}

// readFactsHook, for tests, is called for each page whose facts are read
// from the disk.
var readFactsHook func(path string)

// readFacts reads the facts of the page at path with the Linter of its
// configuration (nil when it cannot be read).
func (c *Project) readFacts(path string) *lint.Facts {
	if readFactsHook != nil {
		readFactsHook(path)
	}
	l, err := c.linterFor(path, false)
	if err != nil {
		return nil
	}
	f, err := l.ReadFacts(context.Background(), path)
	if err != nil {
		return nil
	}
	return f
}
