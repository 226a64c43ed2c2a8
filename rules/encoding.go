package rules

import (
	"bytes"
	"fmt"
)

// Encoding names a ruleset's state encoding: the bytes every encoded state
// starts with and the version of what follows. Every ruleset's Encode, Hash
// and Decode share this start; only the play that follows is their own.
type Encoding struct {
	Magic   []byte // e.g. "CHESS"
	Version uint64 // changes whenever the encoding changes
	What    string // the ruleset's name for messages, e.g. "Chess"
}

// LevelSource is the level a game was set up from, as the encoding keeps it.
type LevelSource struct {
	Name   string // the scenario id
	Origin string // where it came from, for messages
	Source []byte // the level file's text
}

// StartEncode writes the start of a canonical encoding: the magic, the
// version, and the level by its name, origin and text.
func (e Encoding) StartEncode(w *Writer, lvl LevelSource) {
	w.Raw(e.Magic)
	w.Uvarint(e.Version)
	w.String(lvl.Name)
	w.String(lvl.Origin)
	w.Bytes(lvl.Source)
}

// StartHash writes the start of what Hash hashes: the magic and the level's
// fingerprint (a hash of its text, computed once), which identifies the
// level as the text would, faster.
func (e Encoding) StartHash(w *Writer, fingerprint uint64) {
	w.Raw(e.Magic)
	w.Uvarint(fingerprint)
}

// ReadStart reads what StartEncode wrote and returns a reader positioned at
// the play that follows. Data that is not of this encoding, or of another
// version, is refused with a message naming both.
func (e Encoding) ReadStart(data []byte) (*Reader, LevelSource, error) {
	if !bytes.HasPrefix(data, e.Magic) {
		return nil, LevelSource{}, fmt.Errorf("not a %s state", e.What)
	}
	r := NewReader(data[len(e.Magic):])
	v := r.Uvarint()
	if r.Err() != nil {
		return nil, LevelSource{}, r.Err()
	}
	if v != e.Version {
		return nil, LevelSource{}, fmt.Errorf("%s state encoding version %d; this program reads version %d", e.What, v, e.Version)
	}
	lvl := LevelSource{Name: r.String(), Origin: r.String(), Source: r.Bytes()}
	if r.Err() != nil {
		return nil, LevelSource{}, r.Err()
	}
	return r, lvl, nil
}

// LevelHeads returns the start of the encoding of a game of each scenario:
// everything before the state of play. A fuzz target that keeps one fixed
// and fuzzes what follows changes the state of play, not the level's text.
func (e Encoding) LevelHeads(scs []Scenario) [][]byte {
	out := make([][]byte, 0, len(scs))
	for _, sc := range scs {
		w := NewWriter(nil)
		e.StartEncode(w, LevelSource{Name: sc.Name, Origin: sc.Origin, Source: sc.Source})
		out = append(out, w.Data())
	}
	return out
}
