package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// ReplayFormat and ReplayVersion identify replay files. Files with a newer
// version are refused with a message rather than misread.
const (
	ReplayFormat  = "skirmish-replay"
	ReplayVersion = 1
)

// Replay is a whole game as a file: how it was set up, every action in
// notation, and the state hash after each action.
type Replay struct {
	Format         string  `json:"format"`
	Version        int     `json:"version"`
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

// UnmarshalJSON reads a step written by MarshalJSON.
func (s *Step) UnmarshalJSON(b []byte) error {
	var pair []string
	if err := json.Unmarshal(b, &pair); err != nil || len(pair) != 2 {
		return errors.New(`each action must be a pair ["notation", "hash"]`)
	}
	s.Action, s.Hash = pair[0], pair[1]
	return nil
}

// Record appends an action and the hash of the state it led to.
func (r *Replay) Record(a Action, after State) {
	r.Steps = append(r.Steps, Step{Action: a.String(), Hash: FormatHash(after.Hash())})
}

// Marshal writes the replay as JSON with one action per line.
func (r *Replay) Marshal() []byte {
	head := *r
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

// ParseReplay reads a replay file's bytes and checks its header.
func ParseReplay(data []byte) (*Replay, error) {
	var r Replay
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&r); err != nil {
		return nil, jsonDamage(data, err)
	}
	if dec.More() {
		line, col := lineCol(data, int(dec.InputOffset()))
		return nil, &DamagedError{Line: line, Col: col, Reason: "unexpected data after the end of the replay"}
	}
	switch {
	case r.Format != ReplayFormat:
		return nil, &DamagedError{Reason: fmt.Sprintf("format is %q, expected %q: not a Skirmish replay", r.Format, ReplayFormat)}
	case r.Version > ReplayVersion:
		return nil, fmt.Errorf("replay format version %d is newer than this program reads (%d): update Skirmish", r.Version, ReplayVersion)
	case r.Version < 1:
		return nil, &DamagedError{Reason: "missing or invalid format version"}
	case r.Ruleset == "":
		return nil, &DamagedError{Reason: "missing ruleset"}
	case r.Scenario == "" && r.Level == "":
		return nil, &DamagedError{Reason: "missing scenario"}
	}
	for i, s := range r.Steps {
		if _, err := strconv.ParseUint(s.Hash, 16, 64); err != nil || len(s.Hash) != 16 {
			return nil, &DamagedError{Reason: fmt.Sprintf("action %d (%q): hash %q is not 16 hex digits", i+1, s.Action, s.Hash)}
		}
	}
	return &r, nil
}

func jsonDamage(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		// Offset counts the bytes read, the bad one included.
		line, col := lineCol(data, int(syn.Offset)-1)
		return &DamagedError{Line: line, Col: col, Reason: syn.Error()}
	case errors.As(err, &typ):
		line, col := lineCol(data, int(typ.Offset))
		return &DamagedError{Line: line, Col: col, Reason: fmt.Sprintf("field %q: expected %s, found a %s", typ.Field, typ.Type, typ.Value)}
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		line, col := lineCol(data, len(data))
		return &DamagedError{Line: line, Col: col, Reason: "the file ends too early (truncated?)"}
	}
	return &DamagedError{Reason: err.Error()}
}

func lineCol(data []byte, off int) (int, int) {
	off = min(max(off, 0), len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
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
