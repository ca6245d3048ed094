package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// subtag is a registry record row.
type subtag struct {
	Type, Subtag         string
	Deprecated           bool
	Preferred            string
	Prefix               []string
	SuppressScript       string
	Macrolanguage, Scope string
}

type subtagTable struct {
	fileDate string
	records  []*subtag
}

// buildSubtags reads the trimmed IANA Language Subtag Registry, sorted by
// type and then by subtag ignoring ASCII case (the order LookupSubtag
// searches).
func buildSubtags(dataDir string) (*subtagTable, error) {
	path := filepath.Join(dataDir, "language-subtag-registry", "registry.json")
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f struct {
		FileDate string `json:"File-Date"`
		Records  []struct {
			Type           string   `json:"Type"`
			Subtag         string   `json:"Subtag"`
			Tag            string   `json:"Tag"`
			Deprecated     string   `json:"Deprecated"`
			Preferred      string   `json:"Preferred-Value"`
			Prefix         []string `json:"Prefix"`
			SuppressScript string   `json:"Suppress-Script"`
			Macrolanguage  string   `json:"Macrolanguage"`
			Scope          string   `json:"Scope"`
		} `json:"records"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	t := &subtagTable{fileDate: f.FileDate}
	for _, r := range f.Records {
		s := &subtag{Type: r.Type, Subtag: r.Subtag, Deprecated: r.Deprecated != "", Preferred: r.Preferred,
			Prefix: r.Prefix, SuppressScript: r.SuppressScript, Macrolanguage: r.Macrolanguage, Scope: r.Scope}
		if s.Subtag == "" {
			s.Subtag = r.Tag
		}
		if s.Type == "" || s.Subtag == "" {
			return nil, fmt.Errorf("%s: a record without type or subtag", path)
		}
		t.records = append(t.records, s)
	}
	sort.SliceStable(t.records, func(i, j int) bool {
		a, b := t.records[i], t.records[j]
		if a.Type != b.Type {
			return a.Type < b.Type
		}
		return strings.ToLower(a.Subtag) < strings.ToLower(b.Subtag)
	})
	for i := 1; i < len(t.records); i++ {
		a, b := t.records[i-1], t.records[i]
		if a.Type == b.Type && strings.EqualFold(a.Subtag, b.Subtag) {
			return nil, fmt.Errorf("%s: %s %s twice", path, a.Type, a.Subtag)
		}
	}
	return t, nil
}
