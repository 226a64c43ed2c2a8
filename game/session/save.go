package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

// SaveFormat and SaveVersion identify save files: a running game with its
// seats, undo policy and whole history. A newer version is refused with a
// message rather than misread.
const (
	SaveFormat  = "skirmish-save"
	SaveVersion = 1
)

// MaxSaveBytes bounds the save files the game reads.
const MaxSaveBytes = MaxReplayBytes

// SaveInfo describes a save for the offer to resume it.
type SaveInfo struct {
	Origin   string    // Origin names the file, as given to DecodeSave.
	Scenario string    // Scenario is the scenario's title.
	Ruleset  string    // Ruleset is the ruleset's display name.
	Progress string    // Progress is the round and who is to act, or how the game ended.
	Actions  int       // Actions is how many actions are applied at the saved position.
	Redo     int       // Redo is how many undone actions can be redone from there.
	SavedAt  time.Time // SavedAt is when the game was saved, in UTC, to the second.
	Over     bool      // Over reports whether the game had ended.
	Sitters  []Sitter  // Sitters says who sits in each seat.
}

// saveFile is a save as JSON. The replay holds every recorded action,
// undone ones included; Position of them are applied.
type saveFile struct {
	Format     string        `json:"format"`
	Version    int           `json:"version"`
	Checksum   string        `json:"checksum"`
	SavedAt    string        `json:"savedAt"`
	Sitters    []string      `json:"sitters"`
	UndoPolicy string        `json:"undoPolicy"`
	Position   int           `json:"position"`
	Replay     *rules.Replay `json:"replay"`
}

// sum returns the save's checksum: FNV-1a 64 (rules.Hash64) of every field
// but Checksum in a fixed binary serialisation, the replay being
// represented by the checksum it records and the one its content gives.
func (f *saveFile) sum() string {
	w := rules.NewWriter(nil)
	w.String(f.Format)
	w.Varint(int64(f.Version))
	w.String(f.SavedAt)
	w.Uvarint(uint64(len(f.Sitters)))
	for _, s := range f.Sitters {
		w.String(s)
	}
	w.String(f.UndoPolicy)
	w.Varint(int64(f.Position))
	w.Bool(f.Replay != nil)
	if f.Replay != nil {
		w.String(f.Replay.Checksum)
		w.String(f.Replay.Sum())
	}
	return rules.FormatHash(rules.Hash64(w.Data()))
}

// marshal writes the save as JSON: the header one field a line, then the
// replay as rules.Replay.Marshal writes it, indented, one action a line.
func (f *saveFile) marshal() []byte {
	quote := func(v any) string {
		b, _ := json.Marshal(v)
		return string(b)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n  \"format\": %s,\n  \"version\": %d,\n  \"checksum\": %s,\n", quote(f.Format), f.Version, quote(f.Checksum))
	fmt.Fprintf(&b, "  \"savedAt\": %s,\n  \"sitters\": %s,\n", quote(f.SavedAt), quote(f.Sitters))
	fmt.Fprintf(&b, "  \"undoPolicy\": %s,\n  \"position\": %d,\n  \"replay\": ", quote(f.UndoPolicy), f.Position)
	rep := bytes.TrimSuffix(f.Replay.Marshal(), []byte("\n"))
	b.Write(bytes.ReplaceAll(rep, []byte("\n"), []byte("\n  ")))
	b.WriteString("\n}\n")
	return b.Bytes()
}

// EncodeSave returns the session as a save file: its seats, its undo
// policy, every recorded action (undone ones that can be redone included)
// and how many of them are applied. savedAt is written in UTC to the second.
func EncodeSave(s *Session, savedAt time.Time) []byte {
	r := s.RecordedReplay()
	r.Checksum = r.Sum()
	f := saveFile{
		Format:     SaveFormat,
		Version:    SaveVersion,
		SavedAt:    savedAt.UTC().Format(time.RFC3339),
		UndoPolicy: s.hist.Policy().String(),
		Position:   s.Position(),
		Replay:     r,
	}
	for _, who := range s.sitters {
		f.Sitters = append(f.Sitters, who.String())
	}
	f.Checksum = f.sum()
	return f.marshal()
}

// DecodeSave reads a save; origin names it in errors. It checks the format,
// the version (a newer one gives a *rules.NewerVersionError saying to update
// Skirmish), the save's checksum and the replay's, then plays every action
// checking its recorded hash, and returns the session positioned where it
// was saved, with the undone actions ready to be redone. Errors start with
// origin and say what is wrong: "damaged: the checksum does not match ...",
// "damaged at line 3, column 7: ...", "action 4 (...) diverges ...".
func DecodeSave(cat catalog.Catalog, data []byte, origin string) (*Session, SaveInfo, error) {
	f, err := readSave(data)
	if err != nil {
		return nil, SaveInfo{Origin: origin}, fmt.Errorf("%s: %w", origin, err)
	}
	ses, info, err := restore(cat, f, origin)
	if err != nil {
		return nil, SaveInfo{Origin: origin}, fmt.Errorf("%s: %w", origin, err)
	}
	return ses, info, nil
}

// CheckSave reports whether data is a save whose format, version and
// checksums are right, without playing it.
func CheckSave(data []byte) error {
	_, err := readSave(data)
	return err
}

// readSave decodes a save and checks everything that can be checked
// without playing it: format, version, checksums and the replay's header.
func readSave(data []byte) (*saveFile, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &rules.DamagedError{Reason: "the file is empty"}
	}
	if len(data) > MaxSaveBytes {
		return nil, fmt.Errorf("the file is %d bytes; a save is at most %d", len(data), MaxSaveBytes)
	}
	// The header first, leniently, so that a newer version is named as
	// such rather than refused for fields this program does not know.
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := rules.DecodeJSON(data, &head, "save", false); err != nil {
		return nil, err
	}
	switch {
	case head.Format == rules.ReplayFormat:
		return nil, &rules.DamagedError{Reason: fmt.Sprintf("format is %q, expected %q: this is a replay, not a save", head.Format, SaveFormat)}
	case head.Format != SaveFormat:
		return nil, &rules.DamagedError{Reason: fmt.Sprintf("format is %q, expected %q: not a Skirmish save", head.Format, SaveFormat)}
	case head.Version > SaveVersion:
		return nil, &rules.NewerVersionError{What: "save", Version: head.Version, Newest: SaveVersion}
	case head.Version < 1:
		return nil, &rules.DamagedError{Reason: "missing or invalid format version"}
	}
	var f saveFile
	if err := rules.DecodeJSON(data, &f, "save", true); err != nil {
		return nil, err
	}
	if err := rules.CheckSum("save", f.Checksum, f.sum()); err != nil {
		return nil, err
	}
	if f.Replay == nil {
		return nil, &rules.DamagedError{Reason: "the save holds no replay"}
	}
	if err := f.Replay.Check(); err != nil {
		return nil, fmt.Errorf("its replay: %w", err)
	}
	if f.Position < 0 || f.Position > len(f.Replay.Steps) {
		return nil, &rules.DamagedError{Reason: fmt.Sprintf("position %d is outside the replay's %d actions", f.Position, len(f.Replay.Steps))}
	}
	return &f, nil
}

// restore sets up the game of a checked save, plays every recorded action
// checking its hash, and steps back to the saved position.
func restore(cat catalog.Catalog, f *saveFile, origin string) (*Session, SaveInfo, error) {
	savedAt, err := time.Parse(time.RFC3339, f.SavedAt)
	if err != nil {
		return nil, SaveInfo{}, &rules.DamagedError{Reason: fmt.Sprintf("savedAt %q is not an RFC 3339 time", f.SavedAt)}
	}
	if len(f.Sitters) == 0 {
		return nil, SaveInfo{}, &rules.DamagedError{Reason: "no sitters"}
	}
	sitters, err := ParseSitters(strings.Join(f.Sitters, ","))
	if err != nil {
		return nil, SaveInfo{}, &rules.DamagedError{Reason: "sitters: " + err.Error()}
	}
	if f.UndoPolicy == "" {
		return nil, SaveInfo{}, &rules.DamagedError{Reason: "missing undoPolicy"}
	}
	policy, err := rules.ParseUndoPolicy(f.UndoPolicy)
	if err != nil {
		return nil, SaveInfo{}, &rules.DamagedError{Reason: err.Error()}
	}
	r := f.Replay
	rs, st, err := cat.Start(r, origin)
	if err != nil {
		return nil, SaveInfo{}, err
	}
	if len(sitters) != len(st.Seats()) {
		return nil, SaveInfo{}, &rules.DamagedError{Reason: fmt.Sprintf("sitters: %d players given for %d seats", len(sitters), len(st.Seats()))}
	}
	sc, err := catalog.ReplayScenario(rs, r, origin)
	if err != nil {
		return nil, SaveInfo{}, err
	}
	ses, err := NewSession(Setup{Ruleset: rs, Scenario: sc, Seed: r.Seed, Options: r.Options}, sitters, policy)
	if err != nil {
		return nil, SaveInfo{}, err
	}
	for i, step := range r.Steps {
		a, err := ses.State().ParseAction(step.Action)
		if err != nil {
			return nil, SaveInfo{}, &rules.StepError{Index: i + 1, Action: step.Action, Err: err}
		}
		if _, err := ses.hist.Apply(a); err != nil {
			return nil, SaveInfo{}, &rules.StepError{Index: i + 1, Action: step.Action, Err: err}
		}
		if got := rules.FormatHash(ses.State().Hash()); got != step.Hash {
			return nil, SaveInfo{}, &rules.DivergenceError{Index: i + 1, Action: step.Action, Want: step.Hash, Got: got}
		}
	}
	if err := ses.rewind(f.Position); err != nil {
		return nil, SaveInfo{}, &rules.DamagedError{Reason: fmt.Sprintf("position %d cannot be reached by undoing: %v", f.Position, err)}
	}
	return ses, describeSave(ses, origin, savedAt), nil
}

// describeSave returns the SaveInfo of a restored session.
func describeSave(s *Session, origin string, savedAt time.Time) SaveInfo {
	st := s.State()
	info := SaveInfo{
		Origin:   origin,
		Scenario: s.Scenario.Title,
		Ruleset:  s.Ruleset.Name(),
		Progress: st.Progress(),
		Actions:  s.Position(),
		Redo:     s.hist.Total() - s.Position(),
		SavedAt:  savedAt.UTC(),
		Over:     st.Outcome().Over,
		Sitters:  s.Sitters(),
	}
	return info
}
