package microsyntax

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestErrorKinds pins the kind of a problem of each sort, where callers
// decide on it (the csp and allow rules say what browsers do by kind).
func TestErrorKinds(t *testing.T) {
	sandbox := &TokenSet{Unique: true, Allowed: []string{"allow-forms", "allow-scripts"}}
	for _, c := range []struct {
		name string
		err  error
		want Kind
	}{
		{"a date past the month's end", ValidDate("2023-02-29"), KindInvalid},
		{"a letter in a number", ValidFloat("1x"), KindInvalid},
		{"an empty number", ValidFloat(""), KindEmpty},
		{"a number of only whitespace, as browsers read it", second(ParseFloat("  ")), KindEmpty},
		{"a directive without sources", ValidCSP("default-src 'self'; object-src"), KindEmpty},
		{"'none' beside a source", ValidCSP("default-src 'none' 'self'"), KindNotAlone},
		{"an unknown keyword source", ValidCSP("script-src 'unsafe-inlin'"), KindUnknown},
		{"a character outside ASCII", ValidCSP("img-src https://例え.com"), KindInvalid},
		{"'none' in an allowlist with others", ValidPermissionsPolicy("camera 'none' 'self'"), KindNotAlone},
		{"an unknown allowlist keyword", ValidPermissionsPolicy("camera 'sef'"), KindUnknown},
		{"a bad feature name", ValidPermissionsPolicy("cam_era"), KindInvalid},
		{"normal with another scheme", ValidColorScheme("normal dark"), KindNotAlone},
		{"only twice", ValidColorScheme("only light only"), KindRepeated},
		{"a repeated token", sandbox.Valid("allow-forms allow-forms"), KindRepeated},
		{"an unknown token", sandbox.Valid("allow-script"), KindUnknown},
		{"a repeated density", ValidSrcset("a.png, b.png 1x", BaseSpecial), KindRepeated},
		{"an unknown descriptor", ValidSrcset("a.png 2q", BaseSpecial), KindUnknown},
		{"an empty image candidate", ValidSrcset("a.png,, b.png 2x", BaseSpecial), KindEmpty},
		{"an unknown hash algorithm", ValidIntegrity("md5-1B2M2Y8AsgTpgAmY7PhCfg=="), KindUnknown},
		{"an unknown media feature", ValidMediaQueryList("(min-wdth: 4px)"), KindUnknown},
		{"an empty media query", ValidMediaQueryList("screen,,print"), KindEmpty},
		{"an empty MIME type", ValidMIMEType(""), KindEmpty},
		{"an empty hash-name reference", ValidHashNameReference(""), KindEmpty},
		{"an empty URL", ValidURLSurroundedBySpaces(" ", BaseSpecial, true), KindEmpty},
		{"a bad port", ValidURL("http://a:8o/", BaseSpecial), KindInvalid},
		{"an empty domain label", ValidURL("http://a..b/", BaseSpecial), KindEmpty},
		{"an empty e-mail address in a list", ValidEmailList("a@example.org,,b@example.org"), KindEmpty},
	} {
		var e *Error
		if !errors.As(c.err, &e) {
			t.Errorf("%s: %v is not an *Error", c.name, c.err)
			continue
		}
		if e.Kind != c.want {
			t.Errorf("%s: kind %v (%s), want %v", c.name, e.Kind, e.Reason, c.want)
		}
	}
	if _, _, err := ValidRefresh(""); !errorIs(err, KindEmpty) {
		t.Errorf("an empty refresh: %v, want a %v error", err, KindEmpty)
	}
}

// second returns the error of a parse.
func second[T any](_ T, err error) error { return err }

// errorIs reports whether err is an *Error of kind k.
func errorIs(err error, k Kind) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind == k
}

// TestErrorsHaveKinds checks the source: the errors of the package are
// made by its constructors (errAt, errChar, errKind), which set a Kind,
// and every *Error or *URLError written out as a literal names its Kind,
// so that no error comes back with the zero Kind.
func TestErrorsHaveKinds(t *testing.T) {
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	literals := 0
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			id, ok := lit.Type.(*ast.Ident)
			if !ok || id.Name != "Error" && id.Name != "URLError" {
				return true
			}
			literals++
			for _, e := range lit.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Kind" {
						return true
					}
				}
			}
			t.Errorf("%s: a %s without a Kind", fset.Position(lit.Pos()), id.Name)
			return true
		})
	}
	if literals == 0 {
		t.Error("no error literal found: the test reads the wrong files")
	}
}
