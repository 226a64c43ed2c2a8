package arena

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// hideMuster withholds from a view of seat s what the other side has
// chosen in the muster: its fighters are shown as its ready-made force,
// and its changes as none. The spectator's view (s -1) withholds both
// sides' choices. Which sides are ready is seen by all.
func (g *Game) hideMuster(s int) {
	if g.phase != PhaseMuster {
		return
	}
	for o := range 2 {
		if o == s {
			continue
		}
		for i := range g.f {
			if int(g.f[i].Side) == o {
				g.dress(i, g.lvl.Start[i].Profile)
			}
		}
		g.mu.changes[o] = 0
	}
}

// HasSecrets reports whether seat sees something the spectator does not:
// during the muster, its own changes to its force (rules.SecretKeeper).
func (g *Game) HasSecrets(seat rules.Seat) bool {
	s := int(seat)
	return g.phase == PhaseMuster && s >= 0 && s <= 1 && g.mu.changes[s] > 0
}

// Viewer returns the seat this view is of, -1 for the spectator's, or -2
// for the whole game.
func (g *Game) Viewer() int { return int(g.viewer) }

// For returns the event as seat may see it (rules.Private): a side's
// change to its force in the muster reads only as "The Guard change their
// force" to the other side and to spectators.
func (e Event) For(seat rules.Seat) rules.Event {
	if e.secret == 0 || int(seat) == int(e.secret)-1 {
		return e
	}
	e.Text, e.Who, e.Other = e.public, -1, -1
	e.secret, e.public = 0, ""
	return e
}

// musterProgress says in one line how far the muster is.
func (g *Game) musterProgress() string {
	switch {
	case g.mu.ready[0]:
		return fmt.Sprintf("Muster: %s ready, %s choosing", g.lvl.Sides[0], g.lvl.Sides[1])
	case g.mu.ready[1]:
		return fmt.Sprintf("Muster: %s choosing, %s ready", g.lvl.Sides[0], g.lvl.Sides[1])
	}
	return "Muster: both sides choosing their fighters"
}

// describeMuster says, a line a side, what each force is worth of its
// budget and whether the side is ready, as this view sees it.
func (g *Game) describeMuster() string {
	var b strings.Builder
	for s := range 2 {
		state := "choosing"
		if g.mu.ready[s] {
			state = "ready"
		}
		fmt.Fprintf(&b, "Muster: %s %s, %d of %d points\n", g.lvl.Sides[s], state, g.ForceValue(s), g.Budget(s))
	}
	return b.String()
}
