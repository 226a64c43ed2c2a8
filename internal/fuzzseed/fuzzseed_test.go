package fuzzseed

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "FuzzX"), 0o755)
	os.WriteFile(filepath.Join(dir, "FuzzX", "seed-stale"), []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "FuzzX", "0123abcd"), []byte("found"), 0o644)
	if err := Write(dir, "FuzzX", []Seed{Of("a", "hi\n"), {Name: "b", Args: []any{[]byte{0, 255}, byte('z')}}}); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "FuzzX", "seed-b"))
	if want := "go test fuzz v1\n[]byte(\"\\x00\\xff\")\nbyte('z')\n"; string(got) != want {
		t.Errorf("seed-b is %q, want %q", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "FuzzX", "seed-stale")); err == nil {
		t.Error("an old generated seed was kept")
	}
	if _, err := os.Stat(filepath.Join(dir, "FuzzX", "0123abcd")); err != nil {
		t.Error("a file the fuzzer found was removed")
	}
	if err := Write(dir, "FuzzX", []Seed{Of("a", 1)}); err == nil {
		t.Error("an int argument was written")
	}
	if err := Write(dir, "FuzzX", []Seed{Of("a", ""), Of("a", "")}); err == nil {
		t.Error("two seeds of one name were written")
	}
}
