package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// ReplayFormat and ReplayVersion identify replay files. Version 2 added the
// checksum; version 1 files (no checksum) are still read. Files with a newer
// version are refused with a message rather than misread.
const (
	ReplayFormat  = "skirmish-replay"
	ReplayVersion = 2
)

// Replay is a whole game as a file: how it was set up, every action in
// notation, and the state hash after each action.
type Replay struct {
	Format         string  `json:"format"`
	Version        int     `json:"version"`
	Checksum       string  `json:"checksum"` // Sum of the rest, written by Marshal, checked from version 2
	Ruleset        string  `json:"ruleset"`
	RulesetVersion int     `json:"rulesetVersion"`
	Scenario       string  `json:"scenario"`
	Level          string  `json:"level,omitempty"` // the level's text when it did not come from the game's own scenarios
	Seed           uint64  `json:"seed"`
	Options        Options `json:"options"`
	Steps          []Step  `json:"actions"`
}

// Step is one action of a replay and the state hash after it.
type Step struct {
	Action string
	Hash   string
}

// MarshalJSON writes a step as a two-element array.
func (s Step) MarshalJSON() ([]byte, error) {
	return json.Marshal([2]string{s.Action, s.Hash})
}

// errNotPair is the error of Step.UnmarshalJSON; DecodeJSON adds where.
var errNotPair = errors.New(`each action must be a pair ["notation", "hash"]`)

// UnmarshalJSON reads a step written by MarshalJSON.
func (s *Step) UnmarshalJSON(b []byte) error {
	var pair []string
	if err := json.Unmarshal(b, &pair); err != nil || len(pair) != 2 {
		return errNotPair
	}
	s.Action, s.Hash = pair[0], pair[1]
	return nil
}

// Record appends an action and the hash of the state it led to.
func (r *Replay) Record(a Action, after State) {
	r.Steps = append(r.Steps, Step{Action: a.String(), Hash: FormatHash(after.Hash())})
}

// Sum returns the checksum of the replay's content: FNV-1a 64 (Hash64) of
// every field but Checksum in a fixed binary serialisation (see
// docs/formats.md), as 16 hex digits. It does not depend on how the JSON is
// laid out, so reindenting a file keeps it valid.
func (r *Replay) Sum() string {
	w := NewWriter(nil)
	w.String(r.Format)
	w.Varint(int64(r.Version))
	w.String(r.Ruleset)
	w.Varint(int64(r.RulesetVersion))
	w.String(r.Scenario)
	w.String(r.Level)
	w.Uvarint(r.Seed)
	w.Uvarint(uint64(len(r.Options.Dice)))
	for _, d := range r.Options.Dice {
		w.Varint(int64(d))
	}
	w.Uvarint(uint64(len(r.Steps)))
	for _, s := range r.Steps {
		w.String(s.Action)
		w.String(s.Hash)
	}
	return FormatHash(Hash64(w.Data()))
}

// Marshal writes the replay as JSON with one action per line, its checksum
// filled in with Sum (r itself is not changed).
func (r *Replay) Marshal() []byte {
	head := *r
	head.Checksum = r.Sum()
	head.Steps = nil
	hb, _ := json.MarshalIndent(head, "", "  ")
	// Replace the empty actions list with one line per action.
	hb = bytes.TrimSuffix(hb, []byte("\n}"))
	hb = bytes.TrimSuffix(hb, []byte(`"actions": null`))
	var b bytes.Buffer
	b.Write(hb)
	b.WriteString("\"actions\": [")
	for i, s := range r.Steps {
		if i > 0 {
			b.WriteByte(',')
		}
		sb, _ := s.MarshalJSON()
		b.WriteString("\n    ")
		b.Write(sb)
	}
	if len(r.Steps) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes()
}

// DamagedError says a replay or save file cannot be read and where.
type DamagedError struct {
	Line, Col int // 0 when not known
	Reason    string
}

func (e *DamagedError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("damaged at line %d, column %d: %s", e.Line, e.Col, e.Reason)
	}
	return "damaged: " + e.Reason
}

// NewerVersionError refuses a file written by a newer Skirmish, whose
// format this program does not know.
type NewerVersionError struct {
	What    string // What is the kind of file: "replay", "save".
	Version int    // Version is the file's format version.
	Newest  int    // Newest is the newest version this program reads.
}

func (e *NewerVersionError) Error() string {
	return fmt.Sprintf("%s format version %d is from a newer Skirmish (this one reads versions 1 to %d): update Skirmish to open it", e.What, e.Version, e.Newest)
}

// ParseReplay reads a replay file's bytes and checks them as Check does.
// When the file is well formed and only its checksum is wrong, it returns
// the replay as read together with the error, so that a verifier can still
// name the action at fault; every other error comes with a nil replay.
func ParseReplay(data []byte) (*Replay, error) {
	var r Replay
	if err := DecodeJSON(data, &r, "replay", false); err != nil {
		return nil, err
	}
	if err := r.checkForm(); err != nil {
		return nil, err
	}
	if err := r.checkSum(); err != nil {
		return &r, err
	}
	return &r, nil
}

// Check checks a replay as read from a file: its format, its version (a
// newer one gives a *NewerVersionError), its header fields, the form of
// every recorded hash and, from version 2, its checksum. Other errors are
// *DamagedError. It does not play the actions: Verify does.
func (r *Replay) Check() error {
	if err := r.checkForm(); err != nil {
		return err
	}
	return r.checkSum()
}

// checkForm is Check without the checksum.
func (r *Replay) checkForm() error {
	switch {
	case r.Format != ReplayFormat:
		return &DamagedError{Reason: fmt.Sprintf("format is %q, expected %q: not a Skirmish replay", r.Format, ReplayFormat)}
	case r.Version > ReplayVersion:
		return &NewerVersionError{What: "replay", Version: r.Version, Newest: ReplayVersion}
	case r.Version < 1:
		return &DamagedError{Reason: "missing or invalid format version"}
	case r.Ruleset == "":
		return &DamagedError{Reason: "missing ruleset"}
	case r.Scenario == "" && r.Level == "":
		return &DamagedError{Reason: "missing scenario"}
	}
	for i, s := range r.Steps {
		if _, err := strconv.ParseUint(s.Hash, 16, 64); err != nil || len(s.Hash) != 16 {
			return &DamagedError{Reason: fmt.Sprintf("action %d (%q): hash %q is not 16 hex digits", i+1, s.Action, s.Hash)}
		}
	}
	return nil
}

// checkSum checks the checksum of a version 2 replay; version 1 has none.
func (r *Replay) checkSum() error {
	if r.Version < 2 {
		return nil
	}
	return CheckSum("replay", r.Checksum, r.Sum())
}

// CheckSum returns nil when recorded equals computed, and otherwise a
// *DamagedError saying that the checksum is missing or does not match, so
// that the file was changed or damaged; what names the kind of file
// ("replay", "save").
func CheckSum(what, recorded, computed string) error {
	if recorded == "" {
		return &DamagedError{Reason: fmt.Sprintf("the %s has no checksum: the file was changed or damaged", what)}
	}
	if recorded != computed {
		return &DamagedError{Reason: fmt.Sprintf("the checksum does not match: the %s file was changed or damaged (it records %s, its content gives %s)", what, recorded, computed)}
	}
	return nil
}

// DivergenceError names the first replay action whose resulting state does
// not have the recorded hash.
type DivergenceError struct {
	Index     int // 1-based
	Action    string
	Want, Got string
}

func (e *DivergenceError) Error() string {
	return fmt.Sprintf("action %d (%q) diverges: the replay recorded hash %s, this program gets %s", e.Index, e.Action, e.Want, e.Got)
}

// StepError says a replay action could not be read or applied.
type StepError struct {
	Index  int // 1-based
	Action string
	Err    error
}

func (e *StepError) Error() string {
	return fmt.Sprintf("action %d (%q): %v", e.Index, e.Action, e.Err)
}

func (e *StepError) Unwrap() error { return e.Err }

// Verify plays the replay's actions from start (which it changes) and checks
// each recorded hash. It returns the final state, or the first action that
// fails to read, is illegal, or gives a different hash.
func (r *Replay) Verify(start State) (State, error) {
	st := start
	for i, s := range r.Steps {
		a, err := st.ParseAction(s.Action)
		if err != nil {
			return st, &StepError{Index: i + 1, Action: s.Action, Err: err}
		}
		if _, err := st.Apply(a); err != nil {
			return st, &StepError{Index: i + 1, Action: s.Action, Err: err}
		}
		if got := FormatHash(st.Hash()); got != s.Hash {
			return st, &DivergenceError{Index: i + 1, Action: s.Action, Want: s.Hash, Got: got}
		}
	}
	return st, nil
}
