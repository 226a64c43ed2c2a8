package magewinds

import (
	"errors"
	"fmt"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

var _ rules.Checker = (*Game)(nil)

// invariantError is one fact of a position that the rules should never
// break: where the battle stands, the kind of fact ("bases overlap") and
// the details.
type invariantError struct {
	where, kind, detail string
}

func (e *invariantError) Error() string { return e.where + ": " + e.kind + ": " + e.detail }

// CheckInvariants returns every fact of the position the rules should never
// break (rules.Checker), joined with errors.Join, or nil: damage and action
// counters within bounds, no base on an obstacle, off the battlefield or
// overlapping another, carried objects and their carriers in step, hands
// within the limit of 5, every one of the 52 cards somewhere exactly once,
// no negative victory points, warbands within the pack's and scenario's
// rules and the fighters those of the warbands, and one side to decide
// while the battle is not over (in the muster, the sides not yet ready).
// It changes nothing and allocates nothing when all is well.
func (g *Game) CheckInvariants() error {
	var errs []error
	g.eachBroken(func(kind, format string, args ...any) {
		where := fmt.Sprintf("round %d, %s, side %d's turn", g.Round, g.Phase, g.Turn+1)
		errs = append(errs, &invariantError{where, kind, fmt.Sprintf(format, args...)})
	})
	return errors.Join(errs...)
}

// eachBroken calls fail for each broken invariant.
func (g *Game) eachBroken(fail func(kind, format string, args ...any)) {
	for i := range g.Fighters {
		f := &g.Fighters[i]
		if f.Damage < 0 {
			fail("negative damage", "%s has %d", g.FighterID(i), f.Damage)
		}
		if f.Actions < 0 || f.Actions > 2 {
			fail("action counters outside 0..2", "%s has %d", g.FighterID(i), f.Actions)
		}
		if g.OnField(i) {
			// 15.0: "The fighter may move over a low obstacle but may not
			// finish its move on top of one. They may not move over any
			// other kind of obstacle."
			for k := range g.lvl.Field.Features {
				ft := &g.lvl.Field.Features[k]
				if ft.Height >= geom.Low && ft.DiscOverlaps(f.Pos, geom.BaseRadius) {
					fail("a fighter stands on an obstacle", "%s on the %s %s", g.FighterID(i), ft.Height, ft.Name)
				}
			}
		}
		if f.Carry >= 0 && (int(f.Carry) >= len(g.Objects) || int(g.Objects[f.Carry].CarriedBy) != i) {
			fail("carrying out of step", "%s carries %d", g.FighterID(i), f.Carry)
		}
		if f.Carry >= 0 && !g.OnField(i) {
			fail("a fighter off the battlefield carries", "%s", g.FighterID(i))
		}
	}
	for i, o := range g.Objects {
		if o.CarriedBy >= 0 && (int(o.CarriedBy) >= len(g.Fighters) || int(g.Fighters[o.CarriedBy].Carry) != i) {
			fail("carrying out of step", "%s is carried by fighter %d", ObjectID(i), o.CarriedBy)
		}
	}
	// The bases on the battlefield: fighters on it, then objects not carried.
	n := len(g.Fighters) + len(g.Objects)
	for k := range n {
		p, on := g.base(k)
		if !on {
			continue
		}
		// 2.1: "A fighter or object is on the battlefield if the entirety
		// of its base is within the bounds of the battlefield."
		if !geom.OnField(p, geom.BaseRadius) {
			fail("a base is not wholly on the battlefield", "%s at %v", g.baseName(k), p)
		}
		// 15.0: "The fighter may not move through other fighters or objects."
		for l := k + 1; l < n; l++ {
			if q, on := g.base(l); on && geom.Overlap(p, q) {
				fail("bases overlap", "%s at %v and %s at %v", g.baseName(k), p, g.baseName(l), q)
			}
		}
	}
	// 12.0: "You have a hand limit of 5 cards."
	for s := range 2 {
		if len(g.Hands[s]) > HandLimit {
			fail("a hand above 5 cards", "side %d holds %d", s+1, len(g.Hands[s]))
		}
	}
	// 0.9: a 52-card deck; every card is somewhere, once.
	if n := g.CardCount(); n != cards.DeckSize {
		fail("deck + face-up + discard + hands + kept is not 52 cards", "%d", n)
	}
	var seen [cards.DeckSize]uint8
	for _, set := range [...][]cards.Card{g.Deck, g.FaceUp[:], g.Discard, g.Hands[0], g.Hands[1], g.Kept} {
		for _, c := range set {
			if c.Valid() {
				seen[c]++
			} else if c != cards.None {
				fail("not a card", "%d", c)
			}
		}
	}
	for c, n := range seen {
		if n > 1 {
			fail("a card is held twice", "the %s, %d times", cards.Card(c).Long(), n)
		}
	}
	if g.VP[0] < 0 || g.VP[1] < 0 {
		fail("negative victory points", "%v", g.VP)
	}
	g.eachBrokenWarband(fail)
	if g.Phase == PhaseMuster {
		if len(g.ToAct()) == 0 {
			fail("nobody to decide", "both warbands are chosen, yet the muster goes on")
		}
	} else if g.Phase != PhaseOver {
		reacting := g.Phase == PhaseAction && (g.Act.Step == StepReact || g.Act.Step == StepReactStep)
		if reacting && (g.Act.Target < 0 || int(g.Act.Target) >= len(g.Fighters)) {
			fail("nobody to decide", "a reaction of target %d", g.Act.Target)
		} else if d := g.Decider(); d < 0 || d > 1 || len(g.ToAct()) != 1 {
			fail("nobody to decide", "%s, step %d", g.Phase, g.Act.Step)
		}
	}
}

// base returns the centre of base k, counting the fighters then the
// objects, and whether that base is on the battlefield: a fighter deployed
// and not out of action, an object not carried.
func (g *Game) base(k int) (geom.Point, bool) {
	if k < len(g.Fighters) {
		return g.Fighters[k].Pos, g.OnField(k)
	}
	o := &g.Objects[k-len(g.Fighters)]
	return o.Pos, o.CarriedBy < 0
}

// baseName names base k as base counts them.
func (g *Game) baseName(k int) string {
	if k < len(g.Fighters) {
		return g.FighterID(k)
	}
	return ObjectID(k - len(g.Fighters))
}

// eachBrokenWarband calls fail for each broken rule of the warbands (10.2):
// a warband in the muster within the points, the most fighters and the
// copies of one profile; a chosen one complete; no fighter before the
// muster ends, and then exactly the fighters of the warbands, in order.
func (g *Game) eachBrokenWarband(fail func(kind, format string, args ...any)) {
	for s := range 2 {
		if why := g.lvl.Rules.whyNot(g.pack, g.Warbands[s], g.Ready[s]); why != "" {
			fail("a warband breaks the warband rules", "side %d: %s", s+1, why)
		}
		if g.Phase != PhaseMuster && !g.Ready[s] {
			fail("a warband is not chosen after the muster", "side %d", s+1)
		}
		if g.Changes[s] < 0 || g.Changes[s] > MusterChanges+1 {
			fail("muster changes out of bounds", "side %d made %d", s+1, g.Changes[s])
		}
	}
	if g.Phase == PhaseMuster {
		if len(g.Fighters) > 0 {
			fail("fighters before the muster ends", "%d", len(g.Fighters))
		}
		return
	}
	if len(g.Fighters) != len(g.Warbands[0])+len(g.Warbands[1]) {
		fail("the fighters are not the warbands'", "%d fighters, warbands of %d and %d", len(g.Fighters), len(g.Warbands[0]), len(g.Warbands[1]))
		return
	}
	k := 0
	for s := range 2 {
		for n, p := range g.Warbands[s] {
			if f := &g.Fighters[k]; f.Profile != p || int(f.Side) != s || int(f.Num) != n+1 {
				fail("the fighters are not the warbands'", "fighter %d is profile %d of side %d, number %d", k, f.Profile, f.Side+1, f.Num)
			}
			k++
		}
	}
}
