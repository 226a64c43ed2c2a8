package main

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// sample returns n bytes that compress somewhat, like a program.
func sample(n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	words := []string{"func ", "return ", "\x00\x01", "skirmish", "\x20\x41\x0b", "local.get ", "i32.add "}
	var b bytes.Buffer
	for b.Len() < n {
		b.WriteString(words[r.IntN(len(words))])
		b.WriteByte(byte(r.IntN(256)))
	}
	return b.Bytes()[:n]
}

func decode(t *testing.T, br []byte) []byte {
	t.Helper()
	got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestTwinDecodesAndIsSmaller(t *testing.T) {
	dir := t.TempDir()
	data := sample(200_000)
	name := filepath.Join(dir, "skirmish.wasm")
	os.WriteFile(name, data, 0o644)
	var out bytes.Buffer
	if err := run(options{quality: 9, window: 22}, 0, []string{name}, &out); err != nil {
		t.Fatal(err)
	}
	br, err := os.ReadFile(name + ".br")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(decode(t, br), data) {
		t.Fatal("skirmish.wasm.br does not decode to skirmish.wasm")
	}
	if len(br) >= len(data)/2 {
		t.Errorf("the twin is %d bytes for %d: not compressed", len(br), len(data))
	}
	if !strings.Contains(out.String(), "200000 bytes raw") || !strings.Contains(out.String(), "download with brotli") {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestCacheReusesOnlyTheSameFile(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	o := options{quality: 5, window: 20, cache: cache}
	name := filepath.Join(dir, "a.js")
	os.WriteFile(name, sample(50_000), 0o644)
	r, err := writeTwin(o, name)
	if err != nil || r.cached {
		t.Fatalf("first: %+v %v, want compressed", r, err)
	}
	r, err = writeTwin(o, name)
	if err != nil || !r.cached {
		t.Fatalf("again: %+v %v, want from the cache", r, err)
	}
	// A changed file, other settings, or a damaged cached twin: compressed anew.
	changed := append(sample(50_000), '!')
	os.WriteFile(name, changed, 0o644)
	if r, err = writeTwin(o, name); err != nil || r.cached {
		t.Fatalf("changed file: %+v %v, want compressed", r, err)
	}
	br, _ := os.ReadFile(name + ".br")
	if !bytes.Equal(decode(t, br), changed) {
		t.Fatal("the changed file's twin does not decode to it")
	}
	if r, err = writeTwin(options{quality: 6, window: 20, cache: cache}, name); err != nil || r.cached {
		t.Fatalf("other quality: %+v %v, want compressed", r, err)
	}
	entries, _ := os.ReadDir(cache)
	for _, e := range entries {
		os.WriteFile(filepath.Join(cache, e.Name()), []byte("damaged"), 0o644)
	}
	if r, err = writeTwin(o, name); err != nil || r.cached {
		t.Fatalf("damaged cache: %+v %v, want compressed", r, err)
	}
	br, _ = os.ReadFile(name + ".br")
	if !bytes.Equal(decode(t, br), changed) {
		t.Fatal("after a damaged cache, the twin does not decode to the file")
	}
}

func TestPruneKeepsTheNewest(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	name := filepath.Join(dir, "a.js")
	for i := range keep + 3 {
		os.WriteFile(name, append(sample(1000), byte(i)), 0o644)
		if _, err := writeTwin(options{quality: 1, window: 16, cache: cache}, name); err != nil {
			t.Fatal(err)
		}
	}
	entries, _ := os.ReadDir(cache)
	if len(entries) != keep {
		t.Errorf("the cache holds %d twins, want %d", len(entries), keep)
	}
	// The last file's twin is among them.
	if r, _ := writeTwin(options{quality: 1, window: 16, cache: cache}, name); !r.cached {
		t.Error("the newest twin was pruned")
	}
}

func TestBudget(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.js"), filepath.Join(dir, "b.wasm")
	os.WriteFile(a, sample(30_000), 0o644)
	os.WriteFile(b, sample(60_000), 0o644)
	o := options{quality: 5, window: 20}
	if err := run(o, 0, []string{a, b}, io.Discard); err != nil {
		t.Fatal(err)
	}
	sa, _ := os.Stat(a + ".br")
	sb, _ := os.Stat(b + ".br")
	total := sa.Size() + sb.Size()
	if err := run(o, total, []string{a, b}, io.Discard); err != nil {
		t.Errorf("a budget of exactly the download (%d bytes): %v", total, err)
	}
	err := run(o, total-1, []string{a, b}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "over the budget") {
		t.Errorf("a budget 1 byte short: %v, want over the budget", err)
	}
}

func TestRefusesBadSettingsAndMissingFiles(t *testing.T) {
	for _, o := range []options{{quality: 12, window: 24}, {quality: -1, window: 24}, {quality: 5, window: 9}, {quality: 5, window: 25}} {
		if err := run(o, 0, []string{"x"}, io.Discard); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	if err := run(options{quality: 5, window: 20}, 0, []string{filepath.Join(t.TempDir(), "missing")}, io.Discard); err == nil {
		t.Error("a missing file: no error")
	}
}
