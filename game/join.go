package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/ui"
)

// JoinScene seats the players of a couch game: each controller (the
// keyboard and mouse, each gamepad) joins with Confirm, picks the side it
// plays with Left and Right, leaves with Back; Start (or Enter) begins once
// every human side has a controller; Panel (X or Q) shares one screen, so
// that a single pad can begin a hotseat game. Gamepads can be plugged in while it
// shows. Players who would rather share everything skip it.
type JoinScene struct {
	menuScene
	setup   session.Setup
	sitters []session.Sitter
	seats   table.Seating
	humans  []int // the sides played by humans
	pads    []ebiten.GamepadID
	synced  bool // the seats were checked against the pads connected
	started bool // Build has run: the last seating was recalled
}

// NewJoinScene returns the join screen for a game about to start.
func NewJoinScene(setup session.Setup, sitters []session.Sitter, back Scene) *JoinScene {
	j := &JoinScene{menuScene: newMenuScene(back), setup: setup, sitters: sitters, seats: table.NewSeating(len(sitters))}
	for i, s := range sitters {
		if s == session.Human {
			j.humans = append(j.humans, i)
		}
	}
	return j
}

// Seating returns who plays which side so far.
func (j *JoinScene) Seating() table.Seating { return j.seats }

// recall seats the controllers of the human sides where they sat in the
// last game (SeatMemory), when it had as many sides; Update then lets go
// of pads no longer connected.
func (j *JoinScene) recall(a *App) {
	last, ok := a.Settings.Seating.seating(len(j.sitters))
	if !ok {
		return
	}
	for _, side := range j.humans {
		for _, c := range last.Sides[side] {
			j.seats.Join(side, c)
		}
	}
}

// Build implements Scene: over the chosen ruleset's table.
func (j *JoinScene) Build(a *App) {
	if !j.started {
		j.started = true
		j.recall(a)
		if k, err := a.kindOf(j.setup.Ruleset); err == nil {
			j.bg.kind = k
		}
	}
	t := a.Theme()
	p := a.Theme().Panel(760)
	p.AddChild(t.Text("Who plays which side?", t.Heading, t.Accent, 0))
	p.AddChild(t.Text(joinPrompt(a.In()), t.Small, t.Muted, t.Px(700)))
	names := j.sideNames()
	cols := t.Grid(len(j.humans), 12)
	for _, side := range j.humans {
		col := t.Column(6, 10, true)
		col.AddChild(t.Text(names[side], t.Heading, a.Pal().Side[side%len(a.Pal().Side)], 0))
		if len(j.seats.Sides[side]) == 0 {
			col.AddChild(t.Text("nobody yet", t.Small, t.Muted, 0))
		}
		for _, c := range j.seats.Sides[side] {
			col.AddChild(t.Text("• "+c.String(), t.Body, t.Ink, 0))
		}
		col.AddChild(t.Button(ui.ButtonSpec{Label: "Play with the mouse", Icon: "eye", OnClick: func() {
			j.seats.Join(side, table.KeyboardMouse)
			j.Build(a)
		}}))
		cols.AddChild(col)
	}
	p.AddChild(cols)
	var waiting []string
	for _, c := range j.controllers() {
		if j.seats.SideOf(c) < 0 {
			waiting = append(waiting, c.String())
		}
	}
	if len(waiting) > 0 {
		p.AddChild(t.Text("Not playing yet: "+strings.Join(waiting, ", "), t.Small, t.Muted, t.Px(700)))
	}
	row := t.Grid(3, 12)
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Back", Icon: "step-back", OnClick: func() { a.SetScene(j.back) }}))
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Share one screen", Icon: "eye", Tip: "Anyone plays any side: no seats.", OnClick: func() { j.start(a, table.NewSeating(len(j.sitters))) }}))
	start := t.Button(ui.ButtonSpec{Label: "Start", Icon: "swing", Default: true, Tip: "Sides nobody joined go to the players who did, in turn.", OnClick: func() { j.start(a, j.filled()) }})
	start.GetWidget().Disabled = !j.ready()
	row.AddChild(start)
	p.AddChild(row)
	j.ui = a.Theme().Centred(p)
}

// joinPrompt says how to join, for the device in hand (the screen is built
// again when the player picks up another one).
func joinPrompt(in *input.Layer) string {
	g := func(i input.Intent) string { return in.Glyph(i) }
	return in.Says(
		"Press "+g(input.Confirm)+" to join with the keyboard, "+g(input.Left)+" / "+g(input.Right)+" to pick a side, "+g(input.Back)+" to leave; "+g(input.Confirm)+" again begins (sides nobody joined go to the players who did, in turn). Or click a side's button to play it with the mouse. Each gamepad joins with its own buttons.",
		"Press "+g(input.Confirm)+" on your gamepad to join, "+g(input.Left)+" / "+g(input.Right)+" to pick a side, "+g(input.Back)+" to leave. "+g(input.Menu)+" begins (sides nobody joined go to the players who did, in turn); "+g(input.Panel)+" shares one screen (anyone plays any side). The keyboard joins with its own keys.")
}

func (j *JoinScene) sideNames() []string {
	st, err := j.setup.Ruleset.Setup(j.setup.Scenario, j.setup.Seed, j.setup.Options)
	names := make([]string, len(j.sitters))
	for i := range names {
		names[i] = fmt.Sprintf("Side %d", i+1)
	}
	if err == nil {
		for i, s := range st.Seats() {
			names[i] = s.Name
		}
	}
	return names
}

// controllers lists the keyboard and every connected gamepad.
func (j *JoinScene) controllers() []table.Controller {
	out := []table.Controller{table.KeyboardMouse}
	for _, id := range j.pads {
		out = append(out, table.PadController(id))
	}
	return out
}

// ready reports whether some human side has a controller: the sides
// nobody joined are shared among those who did when the game begins.
func (j *JoinScene) ready() bool {
	for _, side := range j.humans {
		if len(j.seats.Sides[side]) != 0 {
			return true
		}
	}
	return false
}

// filled returns the seating with every human side nobody joined given to
// the players who joined, in turn, in the order of their sides: two pads at
// a game of four heroes play two each, one player plays them all.
func (j *JoinScene) filled() table.Seating {
	var players []table.Controller
	for _, side := range j.humans {
		for _, c := range j.seats.Sides[side] {
			if !slices.Contains(players, c) {
				players = append(players, c)
			}
		}
	}
	out := table.NewSeating(len(j.seats.Sides))
	k := 0
	for side := range j.seats.Sides {
		out.Sides[side] = slices.Clone(j.seats.Sides[side])
		if len(out.Sides[side]) == 0 && slices.Contains(j.humans, side) && len(players) > 0 {
			out.Sides[side] = []table.Controller{players[k%len(players)]}
			k++
		}
	}
	return out
}

// start begins the battle with the seating.
func (j *JoinScene) start(a *App, s table.Seating) {
	b, err := a.startTable(j.setup, j.sitters, nil)
	if err != nil {
		a.Toast(err.Error())
		return
	}
	a.seatTable(b, s)
	a.SetScene(b)
}

// Update implements Scene: every controller speaks for itself here, so the
// events are read one by one rather than through the widget focus.
func (j *JoinScene) Update(a *App) error {
	j.ui.Update()
	if pads := a.In().Pads(); !j.synced || !slices.Equal(pads, j.pads) {
		j.pads, j.synced = pads, true
		for side := range j.seats.Sides { // unplugged pads leave
			for _, c := range append([]table.Controller(nil), j.seats.Sides[side]...) {
				if c.Pad && !slices.Contains(pads, c.ID) {
					j.seats.Leave(c)
				}
			}
		}
		j.Build(a)
	}
	changed := false
	for _, ev := range a.In().Events() {
		c := table.ControllerOf(ev)
		at := j.seats.SideOf(c)
		switch ev.Intent {
		case input.Confirm, input.Menu: // A or Enter joins; once seated, Start or Enter begins
			if at < 0 && ev.Intent == input.Confirm && len(j.humans) > 0 {
				j.seats.Join(j.firstFree(), c)
				changed = true
			} else if at >= 0 && j.ready() && (ev.Intent == input.Menu || !c.Pad) {
				j.start(a, j.filled())
				return nil
			}
		case input.Panel: // X (or Q): Share one screen, which a pad cannot focus here
			j.start(a, table.NewSeating(len(j.sitters)))
			return nil
		case input.Left, input.Right:
			if at >= 0 {
				j.seats.Join(j.nextSide(at, ev.Intent == input.Right), c)
				changed = true
			}
		case input.Back:
			if at >= 0 {
				j.seats.Leave(c)
				changed = true
			} else if !c.Pad {
				a.SetScene(j.back)
				return nil
			}
		}
	}
	if changed {
		j.Build(a)
	}
	return nil
}

// firstFree returns the first human side with no controller, or the first
// human side.
func (j *JoinScene) firstFree() int {
	for _, side := range j.humans {
		if len(j.seats.Sides[side]) == 0 {
			return side
		}
	}
	return j.humans[0]
}

// nextSide returns the human side after (or before) side.
func (j *JoinScene) nextSide(side int, forward bool) int {
	k := 0
	for i, s := range j.humans {
		if s == side {
			k = i
		}
	}
	if forward {
		k = (k + 1) % len(j.humans)
	} else {
		k = (k - 1 + len(j.humans)) % len(j.humans)
	}
	return j.humans[k]
}
