package gametest

import (
	"testing"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
)

// StartFromTitle goes from the title screen to a new game as a player
// does: Play, then Start with the setup screen's choices.
func (d *Driver) StartFromTitle() {
	d.T.Helper()
	d.Tick()
	d.ClickButton("Play")
	d.TicksN(3)
	d.Settle()
	d.ClickButton("Start")
	d.TicksN(3)
}

// WindowSays reports whether a text of the window's widgets reads s.
func WindowSays(w widget.PreferredSizeLocateableWidget, s string) bool {
	switch x := w.(type) {
	case *widget.Text:
		return x.Label == s
	case *widget.Container:
		for _, ch := range x.Children() {
			if WindowSays(ch, s) {
				return true
			}
		}
	}
	return false
}

// CheckEndWindow waits up to limit ticks for the end window of g and
// checks that it names the winners.
func CheckEndWindow(t *testing.T, d *Driver, g rules.State, limit int) {
	t.Helper()
	d.Until("the end window", limit, func() bool { return d.Window() != nil })
	title := table.WinnersTitle(g.Outcome(), g.Seats())
	if !WindowSays(d.Window().GetContainer(), title) {
		t.Errorf("the end window does not say %q", title)
	}
}

// CheckEndPanel checks that the panel of the table's widgets u offers the
// end window's ways on once it is closed.
func CheckEndPanel(t *testing.T, u *ebitenui.UI) {
	t.Helper()
	for _, b := range []string{"Watch the replay", "Rematch", "Back to title"} {
		if FindButton(u, nil, b) == nil {
			t.Errorf("no %q in the panel once the end window is closed", b)
		}
	}
}

// CheckReplay checks that the replay of ses verifies from its setup and
// ends at g.
func CheckReplay(t *testing.T, ses *session.Session, g rules.State) {
	t.Helper()
	setup := ses.Setup
	start, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	final, err := ses.Replay().Verify(start)
	if err != nil {
		t.Fatalf("the replay does not verify: %v", err)
	}
	if final.Hash() != g.Hash() {
		t.Errorf("the replay ends at %x, the game at %x", final.Hash(), g.Hash())
	}
}
