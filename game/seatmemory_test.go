package game

import (
	"errors"
	"fmt"
	"image"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	"skirmish/ui"
)

// TestSeatMemoryInSettings: the last seating is written with the settings
// and read back as it was, across runs.
func TestSeatMemoryInSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s := DefaultSettings()
	s.Seating = &SeatMemory{Ruleset: "tunnel", Scenario: "first-blood", Sitters: []string{"human", "human"},
		Controllers: [][]string{{"gamepad:0", "keyboard"}, {"gamepad:3"}}}
	if err := SaveSettings(path, s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, s) {
		t.Fatalf("read back %+v, want %+v", got.Seating, s.Seating)
	}
	seats, ok := got.Seating.seating(2)
	want := [][]table.Controller{{table.PadController(0), table.KeyboardMouse}, {table.PadController(3)}}
	if !ok || !reflect.DeepEqual(seats.Sides, want) {
		t.Fatalf("seating %v, want %v", seats.Sides, want)
	}
	if _, ok := got.Seating.seating(3); ok {
		t.Error("a seating of two sides was offered for three")
	}
}

// TestSeatMemoryDamaged: a settings file whose seating cannot be used is
// set aside, never overwritten, and the defaults are used.
func TestSeatMemoryDamaged(t *testing.T) {
	for _, c := range []struct{ name, seating, why string }{
		{"unknown controller", `{"ruleset": "tunnel", "scenario": "x", "sitters": ["human"], "controllers": [["joystick"]]}`, `"joystick"`},
		{"one pad on two sides", `{"ruleset": "tunnel", "scenario": "x", "sitters": ["human", "human"], "controllers": [["gamepad:1"], ["gamepad:1"]]}`, "two sides"},
		{"unknown sitter", `{"ruleset": "tunnel", "scenario": "x", "sitters": ["robot"], "controllers": [[]]}`, "robot"},
		{"sides miscounted", `{"ruleset": "tunnel", "scenario": "x", "sitters": ["human", "ai"], "controllers": [[]]}`, "1 sides of controllers for 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "settings.json")
			text := "{\n\t\"volume\": 40,\n\t\"seating\": " + c.seating + "\n}\n"
			writeFile(t, path, text)
			s, err := LoadSettings(path)
			if s.Seating != nil || s.Volume != DefaultSettings().Volume {
				t.Errorf("got %+v, want the defaults", s)
			}
			var serr *SettingsError
			if !errors.As(err, &serr) || serr.KeptAs != path+".damaged-1" || !strings.Contains(err.Error(), c.why) {
				t.Fatalf("error %v: want the file kept as settings.json.damaged-1, saying %s", err, c.why)
			}
			if got := readFile(t, path+".damaged-1"); got != text {
				t.Errorf("kept file holds %q, want %q", got, text)
			}
		})
	}
}

// TestRememberSeating: a game started is remembered with its seats, and
// the setup screen opens on its ruleset, scenario and sitters.
func TestRememberSeating(t *testing.T) {
	a := NewApp(Options{Kinds: rulesets.All, Source: input.NewScript(), Fixed: image.Pt(1280, 800), NoSettings: true, NoSound: true, NoAutosave: true, DataDir: t.TempDir()})
	k := rulesets.All[len(rulesets.All)-1]
	rs := k.Rules()
	sc := rs.Scenarios()[len(rs.Scenarios())-1]
	st, err := rs.Setup(sc, 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := len(st.Seats()) // two, or a party's seats
	sitters := make([]session.Sitter, n)
	for i := range sitters {
		sitters[i] = session.Human
	}
	sitters[0] = session.Computer
	seats := table.NewSeating(n)
	seats.Join(1, table.PadController(2))
	a.rememberSeating(session.Setup{Ruleset: rs, Scenario: sc, Seed: 1}, sitters, seats)
	s := newSetupFor(a)
	if s.ruleset().ID() != rs.ID() || s.scenario().Name != sc.Name || !reflect.DeepEqual(s.sitters, sitters) {
		t.Fatalf("setup opens on %s %s %v, want %s %s %v", s.ruleset().ID(), s.scenario().Name, s.sitters, rs.ID(), sc.Name, sitters)
	}
	if got := a.rememberedSeating(n); !reflect.DeepEqual(got.Sides, seats.Sides) {
		t.Fatalf("remembered %v, want %v", got.Sides, seats.Sides)
	}
}

// TestJoinBackdropIsTheRulesets: the join screen of a game shows its own
// ruleset's table behind it, not the first ruleset's.
func TestJoinBackdropIsTheRulesets(t *testing.T) {
	gameloop.NeedWindow(t)
	a := NewApp(Options{Kinds: rulesets.All, Source: input.NewScript(), Fixed: image.Pt(1280, 800), NoSettings: true, NoSound: true, NoAutosave: true, DataDir: t.TempDir()})
	screen := ebiten.NewImage(1280, 800)
	for _, k := range rulesets.All {
		bd, ok := k.(table.Backdropper)
		if !ok {
			t.Fatalf("%s draws no backdrop", k.Rules().ID())
		}
		rs := k.Rules()
		setup := session.Setup{Ruleset: rs, Scenario: rs.Scenarios()[0], Seed: 1}
		j := NewJoinScene(setup, allHuman(setup), NewTitle())
		a.SetScene(j)
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
		if got, want := fmt.Sprintf("%T", j.bg.preview), fmt.Sprintf("%T", bd.Backdrop()); got != want {
			t.Errorf("the %s join screen shows %s, want %s", rs.ID(), got, want)
		}
	}
}

// TestTitleOffersQuitOnlyWhereItMay: in the browser (quitOffered false)
// the title has no Quit, which would leave a dead page.
func TestTitleOffersQuitOnlyWhereItMay(t *testing.T) {
	gameloop.NeedWindow(t)
	defer func(q bool) { quitOffered = q }(quitOffered)
	for _, offered := range []bool{true, false} {
		quitOffered = offered
		a := NewApp(Options{Kinds: rulesets.All, Source: input.NewScript(), Fixed: image.Pt(1280, 800), NoSettings: true, NoSound: true, NoAutosave: true, DataDir: t.TempDir()})
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, l := range buttonLabels(a.Scene().UI().Container) {
			found = found || l == "Quit"
		}
		if found != offered {
			t.Errorf("quit offered %v: the title shows Quit %v", offered, found)
		}
	}
}

// buttonLabels lists the labels of the buttons inside c.
func buttonLabels(c widget.PreferredSizeLocateableWidget) []string {
	var out []string
	ui.Walk(c, func(w widget.PreferredSizeLocateableWidget) bool {
		if b, ok := w.(*widget.Button); ok && b.Text() != nil {
			out = append(out, b.Text().Label)
		}
		return true
	})
	return out
}
