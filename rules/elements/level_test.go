package elements

import (
	"strings"
	"testing"

	elementslevels "skirmish/levels/elements"
)

// TestEmbeddedLevelsParse: every embedded level and the pack parse.
func TestEmbeddedLevelsParse(t *testing.T) {
	files := elementslevels.List()
	if len(files) < 3 {
		t.Fatalf("%d level files; want at least 3", len(files))
	}
	for _, f := range files {
		if _, err := ParseLevel(f.Name, f.Path, f.Source); err != nil {
			t.Errorf("%v", err)
		}
	}
	src, err := elementslevels.Read(elementslevels.PackName)
	if err != nil {
		t.Fatal(err)
	}
	pk, err := ParsePack(elementslevels.PackName, src)
	if err != nil {
		t.Fatal(err)
	}
	if len(pk.Profiles) < 6 {
		t.Errorf("%d profiles; want at least 6", len(pk.Profiles))
	}
}

// TestLevelErrorsNameFileAndLine: a fault names the file and its line.
func TestLevelErrorsNameFileAndLine(t *testing.T) {
	cases := []struct{ src, want string }{
		{"title: T\npack: shadow-clans\nrounds: x\n", "bad.txt:3:"},
		{"title: T\npack: nowhere\n", "bad.txt:2:"},
		{"title: T\npack: shadow-clans\npoints: 40\nside 1: A\nside 2: B\nmap:\n...\n.A?\n...\nlegend:\nA: ninja facing E\n", "bad.txt:8:"},
		{"title: T\npack: shadow-clans\npoints: 40\nside 1: A\nside 2: B\nmap:\n.a.\n.A.\n...\nlegend:\nA: ninja facing E\na: dragon facing W\n", "bad.txt:12:"},
	}
	for _, c := range cases {
		_, err := ParseLevel("bad", "bad.txt", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want an error naming %s", c.src, err, c.want)
		}
	}
}
