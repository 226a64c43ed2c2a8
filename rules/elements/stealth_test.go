package elements

import (
	"bytes"
	"strings"
	"testing"

	"skirmish/rules"
)

const corridor = `
map:
#######
#A.a..#
#######

legend:
A: ninja facing E
a: assassin facing W
`

// A hidden model's square is withheld from the other side's view and
// from the spectator's; its own side sees it.
func TestViewWithholdsHiddenModels(t *testing.T) {
	g := board(t, corridor)
	ai := g.ModelByID('a')
	for _, s := range []rules.Seat{0, rules.Spectator} {
		v := g.View(s).(*Game)
		if m := &v.models[ai]; !m.Unseen || m.At == g.models[ai].At || v.ModelAt(g.models[ai].At) >= 0 {
			t.Errorf("view of %d shows the hidden assassin: %+v", s, m)
		}
		if strings.Contains(v.Describe(), "a Assassin (Dark) on") {
			t.Errorf("view of %d describes the assassin's square:\n%s", s, v.Describe())
		}
	}
	if v := g.ViewOf(1); v.models[ai].Unseen || v.models[ai].At != g.models[ai].At {
		t.Errorf("side 2 should see its own assassin")
	}
	if !g.HasSecrets(1) || g.HasSecrets(0) {
		t.Errorf("side 2 keeps a secret, side 1 none")
	}
}

// Two positions differing only in where a hidden enemy stands give the
// same view and the same decision of the computer.
func TestAIIgnoresWhatItCannotSee(t *testing.T) {
	for _, name := range []string{"infiltration", "rooftop-duel", "temple-hold"} {
		g := setup(t, name, 3)
		// Hide a side 2 model somewhere else in the second position.
		h := -1
		for i := range g.models {
			if g.models[i].Side == 1 && g.models[i].Hidden {
				h = i
			}
		}
		if h < 0 {
			// No stealthy model in side 2's force: make one hidden.
			for i := range g.models {
				if g.models[i].Side == 1 {
					h = i
					g.models[i].Hidden = true
					break
				}
			}
		}
		g2 := g.Copy()
		moved := false
		for y := 0; y < g.lvl.H && !moved; y++ {
			for x := 0; x < g.lvl.W && !moved; x++ {
				p := pt(t, string(rune('a'+x))+itoa(y+1))
				if g2.lvl.Tile(p).Walkable() && g2.ModelAt(p) < 0 && !g2.inEnemyZone(1, p) {
					g2.place(h, p)
					moved = true
				}
			}
		}
		if !moved || g2.models[h].At == g.models[h].At {
			t.Fatalf("%s: no square to move the hidden model to", name)
		}
		if !bytes.Equal(g.ViewOf(0).Encode(), g2.ViewOf(0).Encode()) {
			t.Errorf("%s: the views of side 1 differ with a hidden model moved", name)
		}
		a1, err1 := NewAI(1).Choose(g.View(0), 0)
		a2, err2 := NewAI(1).Choose(g2.View(0), 0)
		if err1 != nil || err2 != nil || a1 != a2 {
			t.Errorf("%s: decisions differ: %v / %v (%v %v)", name, a1, a2, err1, err2)
		}
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}

// A move is legal by what its side knows: one that runs into a hidden
// enemy stops short on the last free square and reveals it (ruling).
func TestMoveBumpsIntoHiddenModel(t *testing.T) {
	g := board(t, corridor)
	evs := do(t, g, "A move f2 E")
	if a := model(t, g, 'A'); a.At != pt(t, "c2") {
		t.Errorf("A should stop on c2, stands on %s", a.At)
	}
	if model(t, g, 'a').Hidden {
		t.Error("the assassin should be revealed")
	}
	if !strings.Contains(texts(evs), "bumped into") {
		t.Errorf("events:\n%s", texts(evs))
	}
}

// A hidden model's move reads to the other side without its square.
func TestHiddenMoveIsPrivate(t *testing.T) {
	g := board(t, `
map:
########
#A....a#
#......#
########

legend:
A: ninja facing N
a: assassin facing W
`)
	do(t, g, "A done")
	evs := do(t, g, "a move f3 W")
	if !model(t, g, 'a').Hidden {
		t.Fatal("the assassin should still be hidden")
	}
	for _, e := range evs {
		if e.Kind == EvMoved {
			if s := e.For(0).String(); strings.Contains(s, "f3") {
				t.Errorf("side 1 reads the hidden move: %q", s)
			}
			if s := e.For(1).String(); !strings.Contains(s, "f3") {
				t.Errorf("side 2 should read its own move: %q", s)
			}
		}
	}
}

// The muster is secret: a view shows only its own side's force.
func TestMusterIsSecret(t *testing.T) {
	sc, _ := Scenario("rooftop-duel")
	g, err := Setup(sc, 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	do(t, g, "2 add ashigaru")
	v := g.ViewOf(0)
	if len(v.Force(1)) != 0 || len(v.Force(0)) == 0 {
		t.Errorf("side 1's view shows forces %v / %v", v.Force(0), v.Force(1))
	}
	if len(v.LegalActions(1)) != 0 {
		t.Errorf("side 1's view lists side 2's muster actions")
	}
	evs := do(t, g, "2 remove monk")
	if s := evs[0].For(0).String(); strings.Contains(s, "Ashigaru") || strings.Contains(s, "Kunoichi") {
		t.Errorf("side 1 reads side 2's pick: %q", s)
	}
	if len(g.ToAct()) != 2 {
		t.Errorf("both sides muster at once: to act %v", g.ToAct())
	}
}

// spy hands the computer the state it is given after checking that it is
// a view of the seat's own that shows no hidden enemy's square and, in the
// muster, not the other side's force.
type spy struct {
	t    *testing.T
	game *Game
	ai   *AI
	seen int
}

func (p *spy) Name() string { return "spy" }

func (p *spy) Choose(st rules.State, seat rules.Seat) (rules.Action, error) {
	v := st.(*Game)
	if v.Viewer() != int(seat) {
		p.t.Fatalf("seat %d is handed the view of %d", seat, v.Viewer())
	}
	other := 1 - int(seat)
	if v.phase == PhaseMuster && len(v.Force(other)) > 0 {
		p.t.Fatalf("seat %d sees the other side's muster", seat)
	}
	for i := range v.models {
		m, real := &v.models[i], &p.game.models[i]
		if int(real.Side) == other && real.Hidden && !real.Out {
			if !m.Unseen || m.At == real.At {
				p.t.Fatalf("seat %d sees hidden %c on %s", seat, real.ID, real.At)
			}
			p.seen++
		}
	}
	return p.ai.Choose(st, seat)
}

// The computer is handed only its seat's view in whole games of every
// scenario, on either side.
func TestAIIsHandedNoHiddenSquare(t *testing.T) {
	hidden := 0
	for _, sc := range scenarios(t) {
		for seat := range 2 {
			g, err := Setup(sc, 17, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			s := &spy{t: t, game: g, ai: NewAI(1)}
			players := []rules.Player{rules.NewRandomPlayer(5), rules.NewRandomPlayer(6)}
			players[seat] = s
			if _, err := rules.Play(g, players, 20000); err != nil {
				t.Fatal(err)
			}
			hidden += s.seen
		}
	}
	if hidden == 0 {
		t.Error("no decision was made with a hidden enemy on the table: the test checks nothing")
	}
}

// The public form of a hidden model's move carries no square, and a
// model's influence zone is drawn from ZoneSquares.
func TestEventsCarrySquares(t *testing.T) {
	g := board(t, duel)
	evs := do(t, g, "A move b1 S")
	if e := evs[0]; e.Kind != EvMoved || e.From != pt(t, "b2") || e.To != pt(t, "b1") {
		t.Errorf("move event %+v", e)
	}
	if z := g.ZoneSquares(g.ModelByID('A')); len(z) != 5 {
		t.Errorf("A's zone on an open board: %v", z)
	}
	h := board(t, corridor)
	do(t, h, "A done")
	evs = do(t, h, "a move e2 W")
	pub := evs[0].For(0).(Event)
	if pub.To.X >= 0 || pub.From.X >= 0 || pub.Model != -1 {
		t.Errorf("side 1 reads the hidden move's squares: %+v", pub)
	}
}
