package magewinds

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// The muster (10.2: "You and your opponent must choose the fighters you
// will each bring to the battle. The fighter pack will specify how to put
// together a warband."): both sides assemble their warbands at the same
// time and in secret, each from the pack's profiles under the scenario's
// warband rules, then declare themselves ready. When both are, the
// warbands are revealed and the set-up goes on (10.3-10.5).

// musterSeats lists the seats still mustering, by which sides are ready
// (side 1 ready adds 1, side 2 ready adds 2).
var musterSeats = [4][]rules.Seat{{0, 1}, {1}, {0}, nil}

// WarbandSide returns the side of a warband's letter in notation ("a" is
// side 0, "b" side 1), or -1.
func WarbandSide(letter string) int {
	switch letter {
	case "a":
		return 0
	case "b":
		return 1
	}
	return -1
}

// WarbandLetter returns side s's letter in notation: "a" or "b".
func WarbandLetter(s int) string { return string(rune('a' + s)) }

// whyNotMuster explains why a muster action may not be taken now, or
// returns "".
func (g *Game) whyNotMuster(a Action) string {
	if !a.Kind.Mustering() {
		return "the warbands are being mustered: add a fighter, remove one, take the scenario's warband or declare it ready"
	}
	s := WarbandSide(a.Warband)
	if s < 0 {
		return "name the warband: a or b"
	}
	if g.Ready[s] {
		return fmt.Sprintf("%s %s chosen %s warband", g.lvl.Sides[s], g.verb(s, "has", "have"), g.verb(s, "its", "their"))
	}
	w := g.Warbands[s]
	switch a.Kind {
	case KAdd, KRemove:
		k := g.pack.ProfileIndex(a.Profile)
		if k < 0 {
			return fmt.Sprintf("the fighter pack has no fighter %q", a.Profile)
		}
		if g.Changes[s] >= MusterChanges {
			return fmt.Sprintf("a side may change its warband %d times: take the scenario's warband or declare it ready", MusterChanges)
		}
		name := g.pack.Profiles[k].Name
		if a.Kind == KRemove {
			if !slices.Contains(w, uint8(k)) {
				return fmt.Sprintf("there is no %s in the warband", name)
			}
			return ""
		}
		if why := g.lvl.Rules.whyNot(g.pack, append(slices.Clone(w), uint8(k)), false); why != "" {
			return fmt.Sprintf("adding a %s (%d points): %s", name, g.pack.Profiles[k].Cost, why)
		}
	case KDefault:
		if slices.Equal(w, g.lvl.Default(s)) {
			return "the warband already is the scenario's"
		}
	case KReady:
		if why := g.lvl.Rules.whyNot(g.pack, w, true); why != "" {
			return why
		}
	}
	return ""
}

// legalMuster lists the muster actions of seat: the scenario's warband
// when it is not the one already chosen, ready when the warband is
// complete, then each profile it may add, in the pack's order, and each it
// may remove. A seat that is ready, or whose warband this view hides, has
// none.
func (g *Game) legalMuster(seat rules.Seat, add func(Action)) {
	s := int(seat)
	if s < 0 || s > 1 || g.Ready[s] || !g.sees(s) {
		return
	}
	try := func(a Action) {
		if g.whyNotMuster(a) == "" {
			add(a)
		}
	}
	band := WarbandLetter(s)
	try(Action{Kind: KDefault, Warband: band})
	try(Action{Kind: KReady, Warband: band})
	for k := range g.pack.Profiles {
		try(Action{Kind: KAdd, Warband: band, Profile: g.pack.Profiles[k].ID})
	}
	for k := range g.pack.Profiles {
		try(Action{Kind: KRemove, Warband: band, Profile: g.pack.Profiles[k].ID})
	}
}

// muster carries out a muster action that check accepted.
func (g *Game) muster(a Action) []Event {
	s := WarbandSide(a.Warband)
	side := g.lvl.Sides[s]
	if a.Kind == KReady {
		g.Ready[s] = true
		e := g.event(EvReady, "%s %s chosen %s warband.", side, g.verb(s, "has", "have"), g.verb(s, "its", "their"))
		e.Side = int8(s)
		evs := []Event{e}
		if g.Ready[0] && g.Ready[1] {
			evs = append(evs, g.endMuster()...)
		}
		return evs
	}
	g.Changes[s]++
	var e Event
	switch a.Kind {
	case KAdd:
		k := g.pack.ProfileIndex(a.Profile)
		g.Warbands[s] = append(g.Warbands[s], uint8(k))
		e = g.event(EvMustered, "%s %s %s (%d points) to %s warband: %s.", side, g.verb(s, "adds", "add"), g.pack.Profiles[k].AName(), g.pack.Profiles[k].Cost, g.verb(s, "its", "their"), g.warbandSum(s))
		e.N = k
	case KRemove:
		k := g.pack.ProfileIndex(a.Profile)
		i := slices.Index(g.Warbands[s], uint8(k))
		for j := i + 1; j < len(g.Warbands[s]); j++ {
			if g.Warbands[s][j] == uint8(k) {
				i = j // the last one added
			}
		}
		g.Warbands[s] = slices.Delete(g.Warbands[s], i, i+1)
		e = g.event(EvMustered, "%s %s %s from %s warband: %s.", side, g.verb(s, "removes", "remove"), g.pack.Profiles[k].AName(), g.verb(s, "its", "their"), g.warbandSum(s))
		e.N = k
	default:
		g.Warbands[s] = g.lvl.Default(s)
		e = g.event(EvMustered, "%s %s the scenario's warband: %s (%s).", side, g.verb(s, "takes", "take"), g.pack.warbandText(g.Warbands[s]), g.warbandSum(s))
		e.N = -1
	}
	e.Side = int8(s)
	e.public = fmt.Sprintf("%s %s %s warband.", side, g.verb(s, "changes", "change"), g.verb(s, "its", "their"))
	return []Event{e}
}

// warbandSum says how big side s's warband is: "3 fighters, 58 of 100 points".
func (g *Game) warbandSum(s int) string {
	n := len(g.Warbands[s])
	t := fmt.Sprintf("%d %s, %d", n, plural(n, "fighter", "fighters"), g.pack.Cost(g.Warbands[s]))
	if g.lvl.Rules.Points > 0 {
		t += fmt.Sprintf(" of %d", g.lvl.Rules.Points)
	}
	return t + " points"
}

// endMuster reveals the warbands and sets up the battle with them: their
// fighters (a1.. for side 1, b1.. for side 2, in the order mustered), the
// magic deck shuffled with five cards face up (10.4), and a roll-off (3.1)
// whose winner deploys first (10.5).
func (g *Game) endMuster() []Event {
	g.Fighters = g.Fighters[:0]
	var text strings.Builder
	text.WriteString("The warbands are revealed.")
	for s := range 2 {
		for k, p := range g.Warbands[s] {
			g.Fighters = append(g.Fighters, Fighter{Profile: p, Side: int8(s), Num: int8(k + 1), Carry: -1})
		}
		fmt.Fprintf(&text, " %s: %s (%d points).", g.lvl.Sides[s], g.pack.warbandText(g.Warbands[s]), g.pack.Cost(g.Warbands[s]))
	}
	reveal := g.event(EvWarbands, "%s", text.String())
	reveal.chance = true
	cards.Shuffle(g.Deck, &g.dice)
	for i := range g.FaceUp {
		g.FaceUp[i] = g.Deck[len(g.Deck)-1]
		g.Deck = g.Deck[:len(g.Deck)-1]
	}
	deck := g.event(EvPhase, "The magic deck is shuffled and five cards are turned face up: %s.", cardsLong(g.FaceUp[:]))
	deck.chance = true
	g.Turn = int8(g.rollOff())
	g.Phase = PhaseDeploy
	roll := g.event(EvRollOff, "The roll-off to deploy first: %s %d, %s %d. %s %s first.",
		g.lvl.Sides[0], g.RollOff[0], g.lvl.Sides[1], g.RollOff[1], g.lvl.Sides[g.Turn], g.verb(int(g.Turn), "deploys", "deploy"))
	roll.Side, roll.Dice, roll.chance = g.Turn, []uint8{g.RollOff[0], g.RollOff[1]}, true
	return []Event{reveal, deck, roll}
}

// DefaultMuster returns the muster actions that give both sides the
// scenario's warbands: each side takes it and declares itself ready. Tests
// and benchmarks that start from deployment play them first, so they are
// in the replay like any other actions.
func DefaultMuster() []Action {
	return []Action{
		{Kind: KDefault, Warband: "a"}, {Kind: KReady, Warband: "a"},
		{Kind: KDefault, Warband: "b"}, {Kind: KReady, Warband: "b"},
	}
}

// validateWarbands checks the warbands of a decoded state against the pack
// and the scenario's rules, and its fighters against the warbands: a
// damaged save gives an error, never a battle the rules could not reach.
func (g *Game) validateWarbands() error {
	for s := range 2 {
		w := g.Warbands[s]
		if g.Phase == PhaseMuster && !g.sees(s) {
			if len(w) > 0 || g.Changes[s] != 0 {
				return fmt.Errorf("the view shows the warband %s is mustering in secret", g.lvl.Sides[s])
			}
			continue
		}
		if g.Phase != PhaseMuster && !g.Ready[s] {
			return fmt.Errorf("the muster is over, yet %s %s not chosen %s warband", g.lvl.Sides[s], g.verb(s, "has", "have"), g.verb(s, "its", "their"))
		}
		if why := g.lvl.Rules.whyNot(g.pack, w, g.Ready[s]); why != "" {
			return fmt.Errorf("the warband of %s: %s", g.lvl.Sides[s], why)
		}
	}
	if g.Phase == PhaseMuster {
		if g.Ready[0] && g.Ready[1] {
			return fmt.Errorf("both warbands are chosen, yet the muster goes on")
		}
		return nil
	}
	k := 0
	for s := range 2 {
		for n, p := range g.Warbands[s] {
			if f := &g.Fighters[k]; f.Profile != p || int(f.Side) != s || int(f.Num) != n+1 {
				return fmt.Errorf("fighter %d is not the %s its warband has there", k, g.pack.Profiles[p].Name)
			}
			k++
		}
	}
	return nil
}
