package arena

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// The muster (docs/rules/arena.md, rulings 90-96): before the bout both
// sides choose their fighters at once and in secret. Each side may put
// any fighter of the pack on each of its start squares (`A pick goblin`),
// within a budget of points equal to what its ready-made force is worth,
// take the ready-made force back (`1 default`), and declares its force
// ready (`1 ready`). When both are ready the forces are revealed and the
// bout begins as NewGame begins it, with the fighters chosen. Setup starts
// here; NewGame starts the bout with the ready-made forces.

// MusterLimit bounds the changes (picks and defaults) a side may make in
// one muster, so that every muster ends (ruling 93).
const MusterLimit = 40

// muster is the state of the muster: the sides that have declared their
// forces ready and the changes each has made. The fighters chosen are the
// fighters' profiles.
type muster struct {
	ready   [2]bool
	changes [2]uint8
}

// Ready reports whether side s has declared its force ready.
func (g *Game) Ready(s int) bool { return g.mu.ready[s] }

// NewMuster starts a game of a level at its muster: the level's
// ready-made forces on their start squares, both sides to choose.
func NewMuster(lvl *Level, dice rules.Dice) (*Game, error) {
	g, err := NewGame(lvl, rules.NewDice(0))
	if err != nil {
		return nil, err
	}
	g.dice, g.phase, g.cur, g.round = dice, PhaseMuster, -1, 1
	for i := range g.f {
		g.dress(i, int(g.f[i].Profile))
	}
	return g, nil
}

var bothSeats = []rules.Seat{0, 1}

// musterSeats returns the sides still choosing: both at once, until each
// has declared its force ready. Callers must not change it.
func (g *Game) musterSeats() []rules.Seat {
	switch {
	case !g.mu.ready[0] && !g.mu.ready[1]:
		return bothSeats
	case !g.mu.ready[0]:
		return rules.Only(0)
	case !g.mu.ready[1]:
		return rules.Only(1)
	}
	return nil
}

// musterSide returns the side a muster action is taken for, or -1: the
// side of the fighter picked for, or the side named by '1' or '2'.
func (g *Game) musterSide(a Action) int {
	if a.Kind == Pick {
		if i := g.ByID(a.Who); i >= 0 {
			return int(g.f[i].Side)
		}
		return -1
	}
	if a.Who == '1' || a.Who == '2' {
		return int(a.Who - '1')
	}
	return -1
}

// isDefault reports whether side s's force is its ready-made one.
func (g *Game) isDefault(s int) bool {
	for i := range g.f {
		if int(g.f[i].Side) == s && int(g.f[i].Profile) != g.lvl.Start[i].Profile {
			return false
		}
	}
	return true
}

// checkMuster returns an *rules.IllegalError unless the muster action a
// is legal now.
func (g *Game) checkMuster(a Action) error {
	s := g.musterSide(a)
	switch {
	case a.Kind != Pick && a.Kind != Default && a.Kind != Ready:
		return rules.Illegal(a, "the sides are choosing their fighters: pick, default or ready")
	case s < 0:
		return rules.Illegal(a, "%c is neither a side (1, 2) nor a fighter", a.Who)
	case g.mu.ready[s]:
		return rules.Illegal(a, "%s have declared their force ready", g.lvl.Sides[s])
	case a.Kind == Ready:
		return nil
	case g.mu.changes[s] >= MusterLimit:
		return rules.Illegal(a, "%s have made the %d changes a muster allows: ready", g.lvl.Sides[s], MusterLimit)
	case a.Kind == Default && g.isDefault(s):
		return rules.Illegal(a, "%s have their ready-made force", g.lvl.Sides[s])
	case a.Kind == Default:
		return nil
	}
	i, k := g.ByID(a.Who), g.lvl.Pack.Profile(a.Item)
	switch {
	case k < 0:
		return rules.Illegal(a, "the pack has no fighter %q", a.Item)
	case int(g.f[i].Profile) == k:
		return rules.Illegal(a, "%s already is on %c's square", g.lvl.Pack.Profiles[k].Name, a.Who)
	}
	pk := g.lvl.Pack
	if v := g.ForceValue(s) - pk.Value(int(g.f[i].Profile)) + pk.Value(k); v > g.Budget(s) {
		return rules.Illegal(a, "a %s would bring %s to %d points; they have %d", pk.Profiles[k].Name, g.lvl.Sides[s], v, g.Budget(s))
	}
	return nil
}

// legalMuster lists side s's muster actions: ready (the ready-made force
// is the default choice), default when the force is not the ready-made
// one, then each fighter of the pack the budget allows on each of its
// start squares, in the order of the fighters and of the pack.
func (g *Game) legalMuster(s int) []Action {
	if s < 0 || s > 1 || g.mu.ready[s] {
		return nil
	}
	side := byte('1' + s)
	out := []Action{{Kind: Ready, Who: side}}
	if g.mu.changes[s] >= MusterLimit {
		return out
	}
	if !g.isDefault(s) {
		out = append(out, Action{Kind: Default, Who: side})
	}
	pk := g.lvl.Pack
	values := make([]int, len(pk.Profiles))
	for k := range values {
		values[k] = pk.Value(k)
	}
	left := g.Budget(s) - g.ForceValue(s)
	for i := range g.f {
		f := &g.f[i]
		if int(f.Side) != s {
			continue
		}
		for k := range pk.Profiles {
			if k != int(f.Profile) && values[k]-values[f.Profile] <= left {
				out = append(out, Action{Kind: Pick, Who: f.ID, Item: pk.Profiles[k].ID})
			}
		}
	}
	return out
}

// resolveMuster carries out a muster action checkMuster accepted.
func (g *Game) resolveMuster(a Action) ([]Event, error) {
	s := g.musterSide(a)
	side := g.lvl.Sides[s]
	switch a.Kind {
	case Ready:
		g.mu.ready[s] = true
		evs := []Event{g.event(EvReady, -1, -1, "%s declare their force ready", side)}
		if !g.mu.ready[0] || !g.mu.ready[1] {
			return evs, nil
		}
		more, err := g.reveal()
		return append(evs, more...), err
	case Default:
		for i := range g.f {
			if int(g.f[i].Side) == s {
				g.dress(i, g.lvl.Start[i].Profile)
			}
		}
		g.mu.changes[s]++
		ev := g.event(EvMustered, -1, -1, "%s take their ready-made force back: %s", side, g.forceText(s))
		return []Event{g.secret(ev, s)}, nil
	}
	i := g.ByID(a.Who)
	was := g.Prof(i).Name
	g.dress(i, g.lvl.Pack.Profile(a.Item))
	g.mu.changes[s]++
	ev := g.event(EvMustered, i, -1, "%s put %s on %c's square instead of %s: %d of %d points", side, g.Prof(i).Name, a.Who, was, g.ForceValue(s), g.Budget(s))
	return []Event{g.secret(ev, s)}, nil
}

// secret makes an event of side s's muster private to s: the others read
// only that the side changed its force.
func (g *Game) secret(e Event, s int) Event {
	e.secret, e.public = int8(s+1), g.lvl.Sides[s]+" change their force"
	return e
}

// forceText names side s's fighters and their worth: "Kosh (A), Sindon
// (B), Toesplint (C): 120 of 120 points".
func (g *Game) forceText(s int) string {
	var names []string
	for i := range g.f {
		if int(g.f[i].Side) == s {
			names = append(names, g.Name(i))
		}
	}
	return fmt.Sprintf("%s: %d of %d points", strings.Join(names, ", "), g.ForceValue(s), g.Budget(s))
}

// dress puts the pack's fighter k on fighter i's start square, as NewGame
// would set it there: its HP, FP, AP and the items it holds and carries.
func (g *Game) dress(i, k int) {
	f, p := &g.f[i], &g.lvl.Pack.Profiles[k]
	f.Profile, f.HP, f.FP = uint8(k), int8(p.HP()), int8(p.FP)
	f.AP, f.Spent, f.Done = int16(p.AP()), 0, false
	f.Hands = [2]int8{-1, -1}
	for h, it := range p.Hold {
		f.Hands[h] = int8(it)
	}
	f.Stowed = uint8(1)<<len(p.Carry) - 1
}

// reveal ends the muster: both forces are revealed and the bout begins
// as NewGame begins it on the level with the fighters chosen.
func (g *Game) reveal() ([]Event, error) {
	lvl := *g.lvl
	lvl.Start = append([]Placement(nil), g.lvl.Start...)
	for i := range lvl.Start {
		lvl.Start[i].Profile = int(g.f[i].Profile)
	}
	text := fmt.Sprintf("The forces are revealed. %s: %s. %s: %s.", g.lvl.Sides[0], g.forceText(0), g.lvl.Sides[1], g.forceText(1))
	ng, err := NewGame(&lvl, g.dice)
	if err != nil {
		return nil, err
	}
	ng.lvl = g.lvl
	*g = *ng
	ev := g.event(EvForces, -1, -1, "%s", text)
	ev.chance = true
	round := g.event(EvRound, int(g.cur), -1, "Round 1 begins: every fighter has Speed + 3 Action Points")
	if g.cur >= 0 {
		round.Text += "; " + g.Name(int(g.cur)) + " has the initiative"
	}
	return []Event{ev, round}, nil
}

// checkMusterState checks the muster's part of the position: every
// side's force within its budget; during the muster nobody with the
// initiative, no move, no roll, round 1, the fighters as the pack makes
// them, at most one side ready and the changes within the limit; after
// it, nothing left of the muster.
func (g *Game) checkMusterState() error {
	for s := range 2 {
		if v := g.ForceValue(s); v > g.Budget(s) {
			return g.broken("%s's force is worth %d points of %d", g.lvl.Sides[s], v, g.Budget(s))
		}
	}
	if g.phase != PhaseMuster {
		if g.mu != (muster{}) {
			return g.broken("a muster's state in phase %d", g.phase)
		}
		return nil
	}
	switch {
	case g.cur != -1 || g.mv.Active || g.out.Over || g.round != 1:
		return g.broken("the muster with fighter %d to act, a move, an outcome or round %d", g.cur, g.round)
	case g.mu.ready[0] && g.mu.ready[1]:
		return g.broken("both sides ready, yet the muster goes on")
	case g.mu.changes[0] > MusterLimit || g.mu.changes[1] > MusterLimit:
		return g.broken("%d and %d changes in the muster", g.mu.changes[0], g.mu.changes[1])
	}
	for i := range g.f {
		f, p := &g.f[i], g.Prof(i)
		if f.Status != Standing || int(f.HP) != p.HP() || int(f.FP) != p.FP || int(f.AP) != p.AP() || f.Done {
			return g.broken("%c is not as the pack makes %s", f.ID, p.Name)
		}
	}
	return nil
}
