// Package fuzzseed writes the generated seeds of a fuzz target's corpus
// (testdata/fuzz/<target>/seed-*) in the format of `go test fuzz v1`. The
// packages' corpus generators (TestWriteFuzzCorpus, run with
// -args -write-corpus) share it.
package fuzzseed

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// MaxBytes bounds a seed file: seeds stay small so that the corpus does.
const MaxBytes = 50 << 10

// Seed is one corpus entry: a file name (without the "seed-" prefix) and
// the target's arguments, each a string, a []byte or a byte.
type Seed struct {
	Name string
	Args []any
}

// Of returns a seed of one argument.
func Of(name string, arg any) Seed { return Seed{Name: name, Args: []any{arg}} }

// Write replaces the generated seeds (seed-*) of target's corpus under dir
// (the package's testdata/fuzz) with seeds. Files the fuzzer found are
// left alone.
func Write(dir, target string, seeds []Seed) error {
	dir = filepath.Join(dir, target)
	old, _ := filepath.Glob(filepath.Join(dir, "seed-*"))
	for _, p := range old {
		if err := os.Remove(p); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, s := range seeds {
		if seen[s.Name] {
			return fmt.Errorf("%s: two seeds named %q", target, s.Name)
		}
		seen[s.Name] = true
		data, err := encode(s.Args)
		if err != nil {
			return fmt.Errorf("seed %s of %s: %w", s.Name, target, err)
		}
		if len(data) > MaxBytes {
			return fmt.Errorf("seed %s of %s is %d bytes; keep seeds under %d", s.Name, target, len(data), MaxBytes)
		}
		if err := os.WriteFile(filepath.Join(dir, "seed-"+s.Name), []byte(data), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// encode writes a seed's arguments in the corpus format.
func encode(args []any) (string, error) {
	var b strings.Builder
	b.WriteString("go test fuzz v1\n")
	for _, arg := range args {
		switch v := arg.(type) {
		case string:
			fmt.Fprintf(&b, "string(%q)\n", v)
		case []byte:
			fmt.Fprintf(&b, "[]byte(%q)\n", v)
		case byte:
			fmt.Fprintf(&b, "byte(%q)\n", v)
		default:
			return "", fmt.Errorf("an argument of type %T", arg)
		}
	}
	return b.String(), nil
}
