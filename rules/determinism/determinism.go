// Package determinism checks that a game is the same game on every
// platform: the same scenario, seed and actions give the same state hash
// after every action, whether the rules run natively or in the browser
// build (WebAssembly).
//
// It holds a corpus of whole games, testdata/replays/<ruleset>/*.replay.json
// (at least MinPerRuleset for every ruleset of the program's list), and
// beside each ruleset's replays its hashes file,
// testdata/replays/<ruleset>/hashes.txt (HashesPath), one Line per replay:
// its action count, final hash and a digest over the hash after every
// action. TestReplaysVerify replays each game natively with
// rules.Replay.Verify and compares its line with its ruleset's hashes
// file; the browser build does the same through Check
// (window.skirmish.verifyReplay, web/test/determinism.mjs), so both
// platforms give the lines of the hashes files:
//
//	go test ./rules/determinism
//	./build/browser-test determinism
//
// The test also checks that each ruleset's replays contain the words its
// rules.Profile names (CorpusWords), so that the corpus plays every kind
// of action.
//
// The corpus is made by Generate from the games Corpus lists:
//
//	go test ./rules/determinism -run TestWriteReplays -args -write
//
// which writes the replays and hashes files that are missing (a new
// ruleset's, a new scenario's) and adds their lines; -force as well
// overwrites replays and lines that would change.
//
// This package imports only the rules and the standard library; its tests
// get the rulesets from game/rulesets.
package determinism

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

// MinPerRuleset is the fewest replays every ruleset must have in the corpus.
const MinPerRuleset = 20

// Line is what a replay gives when verified: the line of its ruleset's
// hashes file that stands for it.
type Line struct {
	Path    string // Path is the replay's path from the package directory, with slashes.
	Actions int    // Actions is the number of actions replayed.
	Final   string // Final is the hash of the final state, 16 hex digits.
	Digest  string // Digest is Digest of the hashes after every action.
}

// String returns the line as written in a hashes file: its four fields
// separated by single spaces.
func (l Line) String() string {
	return fmt.Sprintf("%s %d %s %s", l.Path, l.Actions, l.Final, l.Digest)
}

// Digest returns FNV-1a 64 (rules.Hash64) over the hashes after every step,
// each as its 16 hex digits followed by a newline, as 16 hex digits. Two
// runs with the same digest went through the same states.
func Digest(steps []rules.Step) string {
	var b bytes.Buffer
	for _, s := range steps {
		b.WriteString(s.Hash)
		b.WriteByte('\n')
	}
	return rules.FormatHash(rules.Hash64(b.Bytes()))
}

// Check reads a replay file's bytes, sets up its start state from its
// header as `skirmish replay verify` does, verifies every action and checks
// that the game is over (the corpus holds whole games). It returns the
// replay and its line; the line's hashes are the ones this program
// computed, since Verify fails on the first that differs from the file's.
func Check(cat catalog.Catalog, path string, data []byte) (*rules.Replay, Line, error) {
	r, err := rules.ParseReplay(data)
	if err != nil {
		return nil, Line{}, fmt.Errorf("%s: %w", path, err)
	}
	_, st, err := cat.Start(r, path)
	if err != nil {
		return nil, Line{}, fmt.Errorf("%s: %w", path, err)
	}
	final, err := r.Verify(st)
	if err != nil {
		return nil, Line{}, fmt.Errorf("%s: %w", path, err)
	}
	if !final.Outcome().Over {
		return nil, Line{}, fmt.Errorf("%s: the game is not over after its %d actions", path, len(r.Steps))
	}
	return r, Line{Path: path, Actions: len(r.Steps), Final: rules.FormatHash(final.Hash()), Digest: Digest(r.Steps)}, nil
}

// ParseLines reads a hashes file: one Line per line; blank lines and lines
// starting with # are skipped.
func ParseLines(data []byte) ([]Line, error) {
	var out []Line
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Split(text, " ")
		if len(f) != 4 {
			return nil, fmt.Errorf("line %d: expected path, action count, final hash and digest, found %q", n, text)
		}
		actions, err := strconv.Atoi(f[1])
		if err != nil || actions < 0 {
			return nil, fmt.Errorf("line %d: action count %q is not a number", n, f[1])
		}
		for _, h := range f[2:] {
			if _, err := strconv.ParseUint(h, 16, 64); err != nil || len(h) != 16 {
				return nil, fmt.Errorf("line %d: hash %q is not 16 hex digits", n, h)
			}
		}
		out = append(out, Line{Path: f[0], Actions: actions, Final: f[2], Digest: f[3]})
	}
	return out, sc.Err()
}

// FormatLines writes lines as a hashes file holds them, after a comment.
func FormatLines(lines []Line) []byte {
	var b bytes.Buffer
	b.WriteString("# Determinism corpus: replay, actions, final hash, digest of the hash after every action.\n")
	b.WriteString("# Written by: go test ./rules/determinism -run TestWriteReplays -args -write\n")
	for _, l := range lines {
		b.WriteString(l.String())
		b.WriteByte('\n')
	}
	return b.Bytes()
}
