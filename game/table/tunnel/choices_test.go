package tunnel

import (
	"strings"
	"testing"

	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// firstBlood sets up First Blood with loaded dice and plays actions.
func firstBlood(t *testing.T, dice []int, actions ...string) *tf.Game {
	t.Helper()
	sc, err := tf.Scenario("first-blood")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tf.Setup(sc, 1, rules.Options{Dice: dice})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range actions {
		a, err := tf.ParseAction(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if _, err := g.Do(a, nil); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g
}

// byLabel finds the choice whose label starts with prefix.
func byLabel(t *testing.T, cs []Choice, prefix string) Choice {
	t.Helper()
	for _, c := range cs {
		if strings.HasPrefix(c.Label, prefix) {
			return c
		}
	}
	var labels []string
	for _, c := range cs {
		labels = append(labels, c.Label)
	}
	t.Fatalf("no choice %q among %q", prefix, labels)
	return Choice{}
}

func TestActionBarAtTheStart(t *testing.T) {
	g := firstBlood(t, nil)
	p := &pick{sel: g.ModelByID('A')}
	cs := choices(g, p)
	want := []struct {
		label   string
		enabled bool
		reason  string
	}{
		{"Move", true, ""},
		{"Turn", true, ""},
		{"Take a Swing", false, "no model stands to the front, left or right"},
		{"Open a Door", false, "no closed door to the front, left or right"},
		{"Recover", false, "is not prone"},
		{"End turn", true, ""},
	}
	if len(cs) != len(want) {
		t.Fatalf("%d choices, want %d", len(cs), len(want))
	}
	for i, w := range want {
		c := cs[i]
		if c.Label != w.label || c.Enabled != w.enabled || !strings.Contains(c.Reason, w.reason) {
			t.Errorf("choice %d = %q enabled=%v reason=%q; want %q enabled=%v reason containing %q", i+1, c.Label, c.Enabled, c.Reason, w.label, w.enabled, w.reason)
		}
	}
}

func TestActionBarFollowsThePosition(t *testing.T) {
	// The Gnome walks to the door: Open becomes possible.
	g := firstBlood(t, nil, "A move m3-l3 W", "A move k3-j3 W")
	p := &pick{sel: g.ModelByID('A')}
	if c := byLabel(t, choices(g, p), "Open the door on i3"); !c.Enabled || c.Group != cgDoor || c.Op != opApply {
		t.Fatalf("next to the door: %+v", c)
	}
	// Opening spends its last Stamina: every action but End is disabled, saying why.
	g = firstBlood(t, nil, "A move m3-l3 W", "A move k3-j3 W", "A open i3")
	for _, c := range choices(g, p) {
		if c.Label == "End turn" {
			if !c.Enabled {
				t.Error("End turn disabled")
			}
			continue
		}
		if c.Enabled || !strings.Contains(c.Reason, "no Stamina left") {
			t.Errorf("%s: enabled=%v reason=%q, want disabled for lack of Stamina", c.Label, c.Enabled, c.Reason)
		}
	}
	// A Goblin is not the Gnomes' to command.
	q := &pick{sel: g.ModelByID('a')}
	if c := byLabel(t, choices(g, q), "Move"); c.Enabled || !strings.Contains(c.Reason, "Goblins") {
		t.Errorf("moving an enemy: enabled=%v reason=%q", c.Enabled, c.Reason)
	}
}

func TestTurnCannotFaceTheSameWay(t *testing.T) {
	g := firstBlood(t, nil)
	p := &pick{sel: g.ModelByID('A'), mode: modeFacing, kind: tf.Turn}
	c := byLabel(t, choices(g, p), "Face East")
	if c.Enabled || !strings.Contains(c.Reason, "already faces East") {
		t.Errorf("Face East: enabled=%v reason=%q", c.Enabled, c.Reason)
	}
	if c := byLabel(t, choices(g, p), "Face West"); !c.Enabled || c.Action.String() != "A turn W" {
		t.Errorf("Face West: enabled=%v action=%v", c.Enabled, c.Action)
	}
}

func TestMoveChoicesAndFacing(t *testing.T) {
	g := firstBlood(t, nil)
	i := g.ModelByID('A')
	reach := squaresFor(g, i, modeMove)
	var buf [128]tf.Action
	dests := map[string]bool{}
	for _, a := range g.ModelActions(buf[:0], i) {
		if a.Kind == tf.Move {
			dests[a.Dest().String()] = true
		}
	}
	if len(reach) != len(dests) {
		t.Fatalf("%d reachable squares, legal moves end on %d", len(reach), len(dests))
	}
	p := &pick{sel: i, mode: modeFacing, kind: tf.Move, dest: reach[0]}
	for _, c := range choices(g, p)[:4] {
		if !c.Enabled || c.Action.Kind != tf.Move || c.Action.Dest() != reach[0] || c.Action.Facing != c.Facing {
			t.Errorf("%s: %+v", c.Label, c)
		}
	}
}

// gnomeFacesGoblin is First Blood with Goblin b in front of the Gnome, the
// Gnome to act.
var gnomeFacesGoblin = []string{"A move m3-l3 W", "A move k3-j3 W", "A open i3", "end", "b move h3-i3 E", "end"}

func TestCommitChoicesAreBounded(t *testing.T) {
	g := firstBlood(t, nil, gnomeFacesGoblin...)
	i := g.ModelByID('A')
	targets := squaresFor(g, i, modeTarget)
	if len(targets) != 1 || targets[0].String() != "i3" {
		t.Fatalf("swing targets %v, want [i3]", targets)
	}
	p := &pick{sel: i, mode: modeCommit, target: targets[0], commit: 1}
	cs := choices(g, p)
	if c := byLabel(t, cs, "Less Stamina"); c.Enabled {
		t.Error("Less enabled at 1")
	}
	maxC := maxCommit(g, p)
	p.commit = maxC
	cs = choices(g, p)
	if c := byLabel(t, cs, "More Stamina"); c.Enabled {
		t.Errorf("More enabled at the maximum %d", maxC)
	}
	sw := byLabel(t, cs, "Swing with")
	if why := g.WhyNot(sw.Action); why != "" {
		t.Errorf("the Swing choice %q is illegal: %s", sw.Action, why)
	}
}

func TestDefendAndPickChoices(t *testing.T) {
	acts := append(append([]string(nil), gnomeFacesGoblin...), "A swing i3 1")
	g := firstBlood(t, []int{1, 2, 3, 4, 6}, acts...)
	if g.Phase() != tf.PhaseDefend {
		t.Fatalf("phase %d, want defend", g.Phase())
	}
	p := &pick{sel: -1, commit: maxSpend(g)}
	cs := choices(g, p)
	if c := byLabel(t, cs, "More Stamina"); c.Enabled {
		t.Errorf("More enabled at the most the defender may spend (%d)", p.commit)
	}
	def := byLabel(t, cs, "Defend with")
	if def.Action.Kind != tf.Defend || int(def.Action.N) != p.commit || g.WhyNot(def.Action) != "" {
		t.Fatalf("defend choice %v: %s", def.Action, g.WhyNot(def.Action))
	}
	p.commit = 0
	if c := byLabel(t, choices(g, p), "Less Stamina"); c.Enabled {
		t.Error("Less enabled at 0")
	}
	if _, err := g.Do(tf.Action{Kind: tf.Defend, Model: 'b', N: 0}, nil); err != nil {
		t.Fatal(err)
	}
	// 1,2,3,4 against a 6: nothing cancels, four results to pick from.
	if g.Phase() != tf.PhasePick {
		t.Fatalf("phase %d, want pick", g.Phase())
	}
	cs = choices(g, p)
	var got []string
	for _, c := range cs {
		got = append(got, c.Label)
		if !c.Enabled || c.Action.Kind != tf.Pick || g.WhyNot(c.Action) != "" || c.Reason != tf.ResultEffects[c.Action.N] {
			t.Errorf("pick choice %+v", c)
		}
	}
	if want := "1: Git Shot|2: Shunt|3: Strike|4: Floor"; strings.Join(got, "|") != want {
		t.Errorf("pick choices %q, want %q", strings.Join(got, "|"), want)
	}
}
