package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

// saveSeed has several digits, so that a test can change one of them.
const saveSeed = 20261122

// saveTime is the time the tests save at.
var saveTime = time.Date(2026, 11, 22, 10, 30, 0, 0, time.UTC)

// saveGame starts a game of First Blood (Tunnel Fighters): a human on the
// Gnomes, the computer on the Goblins.
func saveGame(t testing.TB, policy rules.UndoPolicy) *Session {
	t.Helper()
	rs, err := testCatalog.Lookup("tunnel")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := catalog.Scenario(rs, "first-blood")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSession(Setup{Ruleset: rs, Scenario: sc, Seed: saveSeed}, []Sitter{Human, Computer}, policy)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// humanActs plays n actions for the human, each the first legal one that
// reveals nothing (so that it can be undone) other than ending the turn.
func humanActs(t testing.TB, s *Session, n int) {
	t.Helper()
	for range n {
		seat, ok := s.Deciding()
		if !ok || s.Sitter(seat) != Human {
			t.Fatalf("the human is not to act after %d actions", s.Position())
		}
		var chosen rules.Action
		for _, a := range s.State().Legal(seat) {
			if a.String() == "end" {
				continue
			}
			evs, err := s.State().Clone().Apply(a)
			if err == nil && !revealing(evs) {
				chosen = a
				break
			}
		}
		if chosen == nil {
			t.Fatalf("no quiet action for the human after %d actions", s.Position())
		}
		if _, err := s.Apply(chosen); err != nil {
			t.Fatalf("%s: %v", chosen, err)
		}
	}
}

// revealing reports whether any event revealed something (dice).
func revealing(evs []rules.Event) bool {
	for _, e := range evs {
		if e.Chance() {
			return true
		}
	}
	return false
}

// endTurn ends the human's turn and lets the computer play until the human
// decides again or the game is over.
func endTurn(t testing.TB, s *Session) {
	t.Helper()
	end, err := s.State().ParseAction("end")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(end); err != nil {
		t.Fatal(err)
	}
	for {
		_, _, moved, err := s.StepComputer()
		if err != nil {
			t.Fatal(err)
		}
		if !moved {
			return
		}
	}
}

// midGame returns a game with a computer turn behind it and two undone
// actions that can be redone.
func midGame(t testing.TB) *Session {
	t.Helper()
	s := saveGame(t, rules.UndoUntilDice)
	humanActs(t, s, 2)
	endTurn(t, s)
	humanActs(t, s, 3)
	for range 2 {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if s.History().Total()-s.Position() != 2 {
		t.Fatalf("%d actions applied of %d, want 2 to redo", s.Position(), s.History().Total())
	}
	return s
}

// smallGame returns a game of three human actions, one of them undone: its
// save is small enough to damage at every byte.
func smallGame(t testing.TB) *Session {
	t.Helper()
	s := saveGame(t, rules.UndoUntilDice)
	humanActs(t, s, 3)
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	return s
}

// sameGame fails unless got is want's game at the same position, with the
// same actions to redo, seats and undo policy.
func sameGame(t testing.TB, got, want *Session) {
	t.Helper()
	if g, w := got.State().Hash(), want.State().Hash(); g != w {
		t.Errorf("state hash %s, want %s", rules.FormatHash(g), rules.FormatHash(w))
	}
	if got.Position() != want.Position() || got.History().Total() != want.History().Total() {
		t.Errorf("%d of %d actions applied, want %d of %d", got.Position(), got.History().Total(), want.Position(), want.History().Total())
	}
	if fmt.Sprint(got.Sitters()) != fmt.Sprint(want.Sitters()) {
		t.Errorf("sitters %v, want %v", got.Sitters(), want.Sitters())
	}
	if got.History().Policy() != want.History().Policy() {
		t.Errorf("undo policy %s, want %s", got.History().Policy(), want.History().Policy())
	}
}

func TestSaveRoundTrip(t *testing.T) {
	s := midGame(t)
	data := EncodeSave(s, saveTime)
	back, info, err := DecodeSave(testCatalog, data, "round-trip.json")
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, s)
	for i := range s.History().Total() + 1 {
		if g, w := back.History().At(i).Hash(), s.History().At(i).Hash(); g != w {
			t.Fatalf("state after %d actions: hash %s, want %s", i, rules.FormatHash(g), rules.FormatHash(w))
		}
	}
	if got := EncodeSave(back, saveTime); !bytes.Equal(got, data) {
		t.Errorf("the decoded game saves differently:\n%s\nwant\n%s", got, data)
	}

	want := SaveInfo{
		Origin: "round-trip.json", Scenario: "First Blood", Ruleset: "Tunnel Fighters",
		Progress: "Round 2 of 15, Gnomes to act", Actions: s.Position(), Redo: 2,
		SavedAt: saveTime, Sitters: []Sitter{Human, Computer},
	}
	if fmt.Sprint(info) != fmt.Sprint(want) {
		t.Errorf("SaveInfo\n%+v, want\n%+v", info, want)
	}

	// Redo works on the decoded game as on the original, then stops.
	for range 2 {
		if err := back.Redo(); err != nil {
			t.Fatal(err)
		}
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
		sameGame(t, back, s)
	}
	if err := back.Redo(); !errors.Is(err, rules.ErrCannotRedo) {
		t.Errorf("a third redo: %v, want ErrCannotRedo", err)
	}
	// And the game goes on: the computer takes the Goblins' turn.
	endTurn(t, back)
	endTurn(t, s)
	sameGame(t, back, s)
}

func TestSaveKeepsPolicyAndSitters(t *testing.T) {
	for _, policy := range []rules.UndoPolicy{rules.UndoFree, rules.UndoUntilDice, rules.UndoNone} {
		rs, _ := testCatalog.Lookup("tunnel")
		sc, _ := catalog.Scenario(rs, "first-blood")
		s, err := NewSession(Setup{Ruleset: rs, Scenario: sc, Seed: 5, Options: rules.Options{Dice: []int{6, 1, 3}}}, []Sitter{Computer, Random}, policy)
		if err != nil {
			t.Fatal(err)
		}
		for range 7 {
			if _, _, _, err := s.StepComputer(); err != nil {
				t.Fatal(err)
			}
		}
		back, info, err := DecodeSave(testCatalog, EncodeSave(s, saveTime), "policy.json")
		if err != nil {
			t.Fatalf("%s: %v", policy, err)
		}
		sameGame(t, back, s)
		if fmt.Sprint(back.Options.Dice) != "[6 1 3]" || back.Seed != 5 {
			t.Errorf("%s: seed %d, dice %v", policy, back.Seed, back.Options.Dice)
		}
		if fmt.Sprint(info.Sitters) != "[ai random]" || info.Actions != 7 || info.Redo != 0 {
			t.Errorf("%s: info %+v", policy, info)
		}
	}
}

func TestSaveOfAFreshAndAFinishedGame(t *testing.T) {
	s := saveGame(t, rules.UndoUntilDice)
	back, info, err := DecodeSave(testCatalog, EncodeSave(s, saveTime), "fresh.json")
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, s)
	if info.Actions != 0 || info.Over || info.Progress != "Round 1 of 15, Gnomes to act" {
		t.Errorf("fresh game: %+v", info)
	}

	rs, _ := testCatalog.Lookup("tunnel")
	sc, _ := catalog.Scenario(rs, "first-blood")
	s, err = NewSession(Setup{Ruleset: rs, Scenario: sc, Seed: 2}, []Sitter{Computer, Computer}, rules.UndoNone)
	if err != nil {
		t.Fatal(err)
	}
	for !s.State().Outcome().Over {
		if _, _, _, err := s.StepComputer(); err != nil {
			t.Fatal(err)
		}
	}
	back, info, err = DecodeSave(testCatalog, EncodeSave(s, saveTime), "finished.json")
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, s)
	if !info.Over || !strings.HasPrefix(info.Progress, "Game over: ") || info.Actions != s.Position() {
		t.Errorf("finished game: %+v", info)
	}
}

func TestSaveFileLayout(t *testing.T) {
	s := midGame(t)
	data := EncodeSave(s, saveTime)
	var f struct {
		Format     string
		Version    int
		Checksum   string
		SavedAt    string
		Sitters    []string
		UndoPolicy string
		Position   int
		Replay     struct {
			Format   string
			Version  int
			Checksum string
			Actions  [][2]string
		}
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, data)
	}
	hex16 := regexp.MustCompile(`^[0-9a-f]{16}$`)
	if f.Format != "skirmish-save" || f.Version != 1 || !hex16.MatchString(f.Checksum) ||
		f.SavedAt != "2026-11-22T10:30:00Z" || fmt.Sprint(f.Sitters) != "[human ai]" ||
		f.UndoPolicy != "until-dice" || f.Position != s.Position() {
		t.Errorf("header %+v", f)
	}
	if f.Replay.Format != "skirmish-replay" || f.Replay.Version != 2 || !hex16.MatchString(f.Replay.Checksum) ||
		len(f.Replay.Actions) != s.History().Total() {
		t.Errorf("replay %s v%d, checksum %q, %d actions for %d recorded", f.Replay.Format, f.Replay.Version,
			f.Replay.Checksum, len(f.Replay.Actions), s.History().Total())
	}
	if n := strings.Count(string(data), "\n      [\""); n != s.History().Total() {
		t.Errorf("%d action lines for %d actions:\n%s", n, s.History().Total(), data)
	}
	for i, a := range s.Recorded() {
		if f.Replay.Actions[i][0] != a.String() || f.Replay.Actions[i][1] != rules.FormatHash(s.History().At(i+1).Hash()) {
			t.Errorf("action %d is %v, want %q", i+1, f.Replay.Actions[i], a)
		}
	}
	// The same game saved at the same time gives the same bytes.
	if !bytes.Equal(EncodeSave(midGame(t), saveTime), data) {
		t.Error("two saves of the same game differ")
	}
}

// saveDamage is one way a save file can be damaged, and what the error
// must say about it.
type saveDamage struct {
	name string
	edit func(t testing.TB, data []byte) []byte
	want []string
}

// replaceOnce returns data with the first old replaced by new; old must be
// in data.
func replaceOnce(t testing.TB, data []byte, old, new string) []byte {
	t.Helper()
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%q is not in the save:\n%s", old, data)
	}
	return bytes.Replace(data, []byte(old), []byte(new), 1)
}

// flipAt returns a copy of data with bit 0 of the byte at i flipped.
func flipAt(data []byte, i int) []byte {
	out := bytes.Clone(data)
	out[i] ^= 1
	return out
}

// afterKey returns the offset of the first byte of the value of key.
func afterKey(t testing.TB, data []byte, key string) int {
	t.Helper()
	i := bytes.Index(data, []byte(`"`+key+`": `))
	if i < 0 {
		t.Fatalf("no %q in the save", key)
	}
	return i + len(key) + 4
}

const checksumMismatch = "damaged: the checksum does not match: the save file was changed or damaged"

var saveDamages = []saveDamage{
	{"a letter of an action", func(t testing.TB, d []byte) []byte {
		i := bytes.Index(d, []byte(`["A move`))
		if i < 0 {
			t.Fatal("no action in the save")
		}
		return flipAt(d, i+4) // "A move" becomes "A mnve"
	}, []string{checksumMismatch}},
	{"the last action's hash", func(t testing.TB, d []byte) []byte {
		i := bytes.LastIndex(d, []byte(`"]`))
		return flipAt(d, i-1)
	}, []string{checksumMismatch}},
	{"a digit of the checksum", func(t testing.TB, d []byte) []byte {
		return flipAt(d, afterKey(t, d, "checksum")+5)
	}, []string{checksumMismatch}},
	{"the replay's checksum", func(t testing.TB, d []byte) []byte {
		i := bytes.LastIndex(d, []byte(`"checksum": `))
		return flipAt(d, i+len(`"checksum": "`)+3)
	}, []string{checksumMismatch}},
	{"a digit of the seed", func(t testing.TB, d []byte) []byte {
		return flipAt(d, afterKey(t, d, "seed")+2) // 20261122 becomes 20361122
	}, []string{checksumMismatch}},
	{"the position", func(t testing.TB, d []byte) []byte {
		return flipAt(d, afterKey(t, d, "position"))
	}, []string{checksumMismatch}},
	{"the undo policy", func(t testing.TB, d []byte) []byte {
		return replaceOnce(t, d, `"until-dice"`, `"free"`)
	}, []string{checksumMismatch}},
	{"the last action removed", func(t testing.TB, d []byte) []byte {
		i := bytes.LastIndex(d, []byte(",\n      [\""))
		j := bytes.Index(d[i:], []byte("\n    ]"))
		return append(bytes.Clone(d[:i]), d[i+j:]...)
	}, []string{checksumMismatch}},
	{"truncated", func(t testing.TB, d []byte) []byte {
		return d[:len(d)/2]
	}, []string{"damaged at line ", "the file ends too early (truncated?)"}},
	{"empty", func(t testing.TB, d []byte) []byte {
		return nil
	}, []string{"damaged: the file is empty"}},
	{"not JSON", func(t testing.TB, d []byte) []byte {
		return []byte("Skirmish save\n")
	}, []string{"damaged at line 1, column 1: invalid character 'S' looking for beginning of value"}},
	{"a comma missing", func(t testing.TB, d []byte) []byte {
		return replaceOnce(t, d, `"version": 1,`, `"version": 1`)
	}, []string{"damaged at line 4, column 3: invalid character '\"' after object key:value pair"}},
	{"wrong format name", func(t testing.TB, d []byte) []byte {
		return replaceOnce(t, d, `"skirmish-save"`, `"skirmish-saved"`)
	}, []string{`damaged: format is "skirmish-saved", expected "skirmish-save": not a Skirmish save`}},
	{"a replay", func(t testing.TB, d []byte) []byte {
		return replaceOnce(t, d, `"skirmish-save"`, `"skirmish-replay"`)
	}, []string{"this is a replay, not a save"}},
	{"newer version", func(t testing.TB, d []byte) []byte {
		d = replaceOnce(t, d, `"version": 1,`, `"version": 2,`)
		return replaceOnce(t, d, `"position":`, `"newField": true, "position":`)
	}, []string{"save format version 2 is from a newer Skirmish (this one reads versions 1 to 1): update Skirmish to open it"}},
	{"no version", func(t testing.TB, d []byte) []byte {
		return replaceOnce(t, d, `"version": 1,`, `"version": 0,`)
	}, []string{"damaged: missing or invalid format version"}},
	{"an unknown field", func(t testing.TB, d []byte) []byte {
		return replaceOnce(t, d, `"options":`, `"optionz":`)
	}, []string{`damaged: unknown field "optionz"`}},
}

func TestDecodeSaveRefusesDamage(t *testing.T) {
	data := EncodeSave(smallGame(t), saveTime)
	for _, c := range saveDamages {
		t.Run(c.name, func(t *testing.T) {
			bad := c.edit(t, data)
			ses, info, err := DecodeSave(testCatalog, bad, "saves/game.json")
			if err == nil || ses != nil {
				t.Fatalf("accepted:\n%s", bad)
			}
			if info.Origin != "saves/game.json" {
				t.Errorf("SaveInfo.Origin %q", info.Origin)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "saves/game.json: ") {
				t.Errorf("%q does not start with the file's name", msg)
			}
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("%q does not say %q", msg, w)
				}
			}
		})
	}
}

// resave decodes a save's JSON, lets edit change it, and writes it again
// with correct checksums: damage that only replaying the game can find.
func resave(t *testing.T, data []byte, edit func(f *saveFile)) []byte {
	t.Helper()
	var f saveFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	edit(&f)
	f.Replay.Checksum = f.Replay.Sum()
	f.Checksum = f.sum()
	return f.marshal()
}

func TestDecodeSaveRefusesAWrongGame(t *testing.T) {
	s := midGame(t)
	data := EncodeSave(s, saveTime)
	last := s.History().Total()
	tests := []struct {
		name string
		edit func(f *saveFile)
		want string
	}{
		{"a recorded hash", func(f *saveFile) { f.Replay.Steps[2].Hash = "0123456789abcdef" },
			`action 3 ("` + s.Recorded()[2].String() + `") diverges: the replay recorded hash 0123456789abcdef`},
		{"an illegal action", func(f *saveFile) { f.Replay.Steps[0].Action = "a move n2 N" }, `action 1 ("a move n2 N")`},
		{"an unreadable action", func(f *saveFile) { f.Replay.Steps[1].Action = "A fly" }, `action 2 ("A fly")`},
		{"the position past the end", func(f *saveFile) { f.Position = last + 1 },
			fmt.Sprintf("damaged: position %d is outside the replay's %d actions", last+1, last)},
		{"undone actions under no undo", func(f *saveFile) { f.UndoPolicy = "none" },
			fmt.Sprintf("damaged: position %d cannot be reached by undoing: action %d: cannot undo: undo is off in this game", last-2, last)},
		{"an unknown sitter", func(f *saveFile) { f.Sitters[1] = "robot" }, `damaged: sitters: unknown player "robot"`},
		{"a sitter missing", func(f *saveFile) { f.Sitters = f.Sitters[:1] }, "1 players given for 2 seats"},
		{"no sitters", func(f *saveFile) { f.Sitters = nil }, "damaged: no sitters"},
		{"an unknown undo policy", func(f *saveFile) { f.UndoPolicy = "sometimes" }, `undo policy "sometimes"`},
		{"a bad time", func(f *saveFile) { f.SavedAt = "yesterday" }, `damaged: savedAt "yesterday" is not an RFC 3339 time`},
		{"an unknown scenario", func(f *saveFile) { f.Replay.Scenario = "nowhere" }, `no scenario "nowhere"`},
		{"other rules", func(f *saveFile) { f.Replay.RulesetVersion = 99 }, "rules version 99"},
		{"a newer replay", func(f *saveFile) { f.Replay.Version = 3 }, "its replay: replay format version 3 is from a newer Skirmish"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := DecodeSave(testCatalog, resave(t, data, tt.edit), "wrong.json")
			if err == nil {
				t.Fatal("accepted")
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "wrong.json: ") || !strings.Contains(msg, tt.want) {
				t.Errorf("%q does not name the file and say %q", msg, tt.want)
			}
		})
	}
	// resave itself changes nothing.
	if _, _, err := DecodeSave(testCatalog, resave(t, data, func(*saveFile) {}), "same.json"); err != nil {
		t.Fatal(err)
	}
}

func TestDecodeSaveRefusesEveryFlippedBit(t *testing.T) {
	data := EncodeSave(smallGame(t), saveTime)
	for i := range data {
		bad := flipAt(data, i)
		if _, _, err := DecodeSave(testCatalog, bad, "flipped.json"); err == nil {
			t.Errorf("byte %d flipped (%q to %q) was accepted", i, data[i], bad[i])
		}
	}
}

// duelLevel is a level that is not one of the game's own, for a save that
// must carry its level.
const duelLevel = `title: Duel in the Dark
rounds: 3
side 1: Gnomes
side 2: Goblins

map:
######
#.AB.#
######

legend:
A: gnome side 1 facing E
B: goblin side 2 facing W
`

func TestSaveCarriesItsLevel(t *testing.T) {
	rs, _ := testCatalog.Lookup("tunnel")
	sc := rules.Scenario{Name: "duel", Title: "duel", Origin: "duel.txt", Source: []byte(duelLevel)}
	s, err := NewSession(Setup{Ruleset: rs, Scenario: sc, Seed: 4}, []Sitter{Human, Human}, rules.UndoFree)
	if err != nil {
		t.Fatal(err)
	}
	humanActs(t, s, 1)
	data := EncodeSave(s, saveTime)
	if !bytes.Contains(data, []byte(`"level": "title: Duel in the Dark\n`)) {
		t.Fatalf("the level is not in the save:\n%s", data)
	}
	back, info, err := DecodeSave(testCatalog, data, "duel-save.json")
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, s)
	if info.Scenario != "Duel in the Dark" || info.Progress != "Round 1 of 3, Gnomes to act" || fmt.Sprint(info.Sitters) != "[human human]" {
		t.Errorf("info %+v", info)
	}
}
