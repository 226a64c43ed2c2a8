package magewinds

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// duel is a Stormblade a1 (Twin Sabres: Light 4/5, Heavy 5/3) in contact
// with a Hawkeye b1 (Armour 0, Deflect 1, Evasion 1, Dodge 3), with a
// second Hawkeye b2 far away so that the battle goes on.
func duel(t testing.TB) *Game {
	return arena(t, "stormblade / hawkeye, hawkeye", "",
		"................................",
		"................................",
		"....A.a.........................",
		"................................",
		"................................",
		"................................",
		"................................",
		"............................b...",
	)
}

// index returns the position of the first event of kind k, or -1.
func index(evs []Event, k EvKind) int {
	return slices.IndexFunc(evs, func(e Event) bool { return e.Kind == k })
}

// 18.3: "Once they have made their decision, the attacking player places
// the corresponding Attack Choice card face down in front of themselves.
// After the defending player has made their Defence Choice (18.4), the
// attacking player reveals their choice."
func TestAttackChoiceHiddenThenReactionThenReveal(t *testing.T) {
	g := duel(t)
	do(t, g, "a1 attack b1 1", "a1 stay")
	if g.Act.Step != StepChoice || g.Decider() != 0 {
		t.Fatalf("after the step: step %d, side %d decides; want the attack choice by side 1", g.Act.Step, g.Decider()+1)
	}
	if got := legal(g); !slices.Equal(got, []string{"a1 light", "a1 heavy", "a1 feint"}) {
		t.Errorf("attack choices %v", got)
	}
	refuse(t, g, "b1 deflect")
	evs := do(t, g, "a1 heavy")
	if len(evs) != 1 || evs[0].Kind != EvChoiceDown || strings.Contains(strings.ToLower(rules.EventFor(evs[0], 1).String()), "heavy") {
		t.Errorf("placing the choice face down:\n%s", eventText(evs))
	}
	if g.Act.Step != StepReact || g.Decider() != 1 || !slices.Equal(g.ToAct(), []rules.Seat{1}) {
		t.Fatalf("the defender decides next: step %d, side %d", g.Act.Step, g.Decider()+1)
	}
	if g.Legal(0) != nil {
		t.Errorf("the attacker may act while the defender decides: %v", g.Legal(0))
	}
	if got := legal(g); !slices.Equal(got, []string{"b1 noreact", "b1 dodge", "b1 deflect"}) {
		t.Errorf("defence choices %v", got)
	}
	if v := g.View(1).(*Game); v.Act.Choice != ChoiceHidden {
		t.Errorf("the defender sees the attack choice: %s", v.Act.Choice)
	}
	if v := g.View(0).(*Game); v.Act.Choice != ChoiceHeavy {
		t.Errorf("the attacker's own view shows %s", v.Act.Choice)
	}
	if g.Act.Choice != ChoiceHeavy {
		t.Fatal("View changed the battle")
	}
	load(t, g, 6, 6, 6, 6, 6)
	evs = do(t, g, "b1 deflect")
	r, v, d := index(evs, EvReacted), index(evs, EvRevealed), index(evs, EvRolled)
	if r < 0 || v < 0 || d < 0 || !(r < v && v < d) {
		t.Errorf("want reaction, then reveal, then the roll:\n%s", eventText(evs))
	}
	if e := evs[v]; e.Choice != ChoiceHeavy || !strings.Contains(e.Text, "Heavy Attack") {
		t.Errorf("reveal: %s", e.Text)
	}
	if len(evs[d].Dice) != 5 {
		t.Errorf("a Heavy Attack rolls 5 dice, got %v", evs[d].Dice)
	}
	if v := g.View(1).(*Game); v.Act.Choice != ChoiceHeavy {
		t.Errorf("after the reveal the defender sees %s", v.Act.Choice)
	}
}

// 18.3.1: "If the attacker chose to Feint the attack ends when their choice
// is revealed. If the target made a reaction, the attacker's current Attack
// Action is free."
func TestFeint(t *testing.T) {
	for _, tc := range []struct {
		react   []string
		counter int8 // the attacker's action counters afterwards
	}{
		{[]string{"b1 deflect", "b1 stay"}, 0},
		{[]string{"b1 dodge", "b1 step " + at(8, 2)}, 0},
		{[]string{"b1 noreact"}, 1},
	} {
		t.Run(tc.react[0], func(t *testing.T) {
			g := duel(t)
			load(t, g, 1) // a Feint rolls nothing; a die left over shows it
			do(t, g, "a1 attack b1 1", "a1 stay", "a1 feint")
			var evs []Event
			for _, a := range tc.react {
				evs = append(evs, do(t, g, a)...)
			}
			if has(evs, EvRolled) || has(evs, EvDamaged) || g.dice.Remaining() != 1 {
				t.Errorf("a Feint rolled dice:\n%s", eventText(evs))
			}
			if got := fighter(t, g, "a1").Actions; got != tc.counter {
				t.Errorf("the attacker has %d action counters, want %d\n%s", got, tc.counter, eventText(evs))
			}
			if g.Act.Step != StepNone || g.Turn != 1 {
				t.Errorf("the activation should be over with side 2 to act: step %d, side %d", g.Act.Step, g.Turn+1)
			}
		})
	}
}

// 18.4 Dodge Reaction: "This fighter's Evasion attribute is increased by the
// value of their Dodge bonus attribute for the duration of the attack.
// This fighter must make a step move of at least 1", which it may not end
// closer to the source of the attack." 13.3: the step comes after. 15.0:
// "They do not have to travel in a straight line and may backtrack", so a
// path of exactly 1" may end anywhere a step move of up to 1" reaches.
func TestDodge(t *testing.T) {
	g := duel(t)
	a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
	before := g.Fighters[b1].Pos
	load(t, g, 1, 2, 5, 6)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 dodge")
	// Precision 5 - (Evasion 1 + Dodge 3) = 1
	if r := find(t, evs, EvRolled); r.N != 1 {
		t.Errorf("a dodging target: target number %d, want 1: %s", r.N, r.Text)
	}
	if b := &g.Fighters[b1]; b.Damage != 1 || b.Actions != 1 || b.Pos != before {
		t.Errorf("after the roll: damage %d, %d counters, moved %v", b.Damage, b.Actions, b.Pos != before)
	}
	if g.Act.Step != StepReactStep || g.Decider() != 1 {
		t.Fatalf("the dodge step is next: step %d, side %d", g.Act.Step, g.Decider()+1)
	}
	src := g.Fighters[a1].Pos
	offered := legal(g)
	if !slices.Contains(offered, "b1 step "+at(8, 2)) {
		t.Errorf("the step 1\" straight away is not offered: %v", offered)
	}
	for _, s := range offered {
		a, err := ParseAction(s)
		if err != nil || a.Kind != KStep {
			t.Fatalf("a dodging fighter is offered %q", s)
		}
		if !g.stepsOf(b1).reaches(a.At) || !further(a.At, before, src) {
			t.Errorf("offered dodge step %s is out of reach or not further away", s)
		}
	}
	refuse(t, g, "b1 stay")
	// round a1, 0.99" from its centre: a hair closer than before
	if why := refuse(t, g, "b1 step @"+src.Add(geom.Point{X: 21777, Y: 12573}).String()); !strings.Contains(why, "may not end closer") {
		t.Errorf("a dodge step that ends closer: %q", why)
	}
	if why := refuse(t, g, "b1 step "+at(10, 2)); !strings.Contains(why, "no step move of up to 1\" reaches") {
		t.Errorf("a dodge step of 2\": %q", why)
	}
	// A path of 1" that goes ¼" further and back ¼" ends ½" away.
	if why := g.WhyNot(Action{Kind: KStep, Fighter: "b1", At: cellMid(7, 2), HasAt: true}); why != "" {
		t.Errorf("a dodge step ending ½\" straight away: %q", why)
	}
	do(t, g, "b1 step "+at(8, 2))
	if got := geom.Dist(g.Fighters[b1].Pos, src) - geom.Dist(before, src); got != geom.Inch {
		t.Errorf("the dodge took b1 %s further away, want 1\"", geom.FormatInches(got))
	}
	if fighter(t, g, "a1").Actions != 1 {
		t.Error("the attacker's action counts")
	}
}

// 18.4: "A fighter may use this reaction ... if it is possible for them to
// make a 1" step move that finishes further away from the source of the
// attack." Wedged into a notch that opens towards the attacker, every way
// out leads closer to it first, and the walls are too long to go round
// within 1".
func TestDodgeNeedsRoom(t *testing.T) {
	g := arena(t, "stormblade / hawkeye, hawkeye",
		"feature: high; Upper Jaw; 13,0 16,0 16,3\nfeature: high; Lower Jaw; 16,3 16,6 13,6",
		"................................",
		"................................",
		"................................",
		"................................",
		"................................",
		"................................",
		"..........................A.a...",
		"................................",
		"..b.............................",
	)
	// b1 touches both jaws: its centre is R√2 from the notch's apex, to
	// within 0.2 µm (the walls run at 45°).
	b1, a1 := g.FighterByID("b1"), g.FighterByID("a1")
	g.Fighters[b1].Pos = geom.Point{X: 16*geom.Inch - 17678, Y: 3 * geom.Inch}
	g.Fighters[a1].Pos = g.Fighters[b1].Pos.Sub(geom.Point{X: 2*geom.BaseRadius + geom.Inch/2})
	if !g.mover(b1).CanStand(g.Fighters[b1].Pos) {
		t.Fatal("b1 does not fit the notch")
	}
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light")
	if got := legal(g); !slices.Equal(got, []string{"b1 noreact", "b1 deflect"}) {
		t.Errorf("a wedged fighter is offered %v", got)
	}
	if why := refuse(t, g, "b1 dodge"); !strings.Contains(why, "no room") {
		t.Errorf("dodging with no room: %q", why)
	}
	// Standing 2 mm out of the notch, b1 can slide back into it, further
	// away.
	g.Fighters[b1].Pos.X -= 2000
	if got := legal(g); !slices.Contains(got, "b1 dodge") {
		t.Errorf("a fighter with room to slide 2 mm back is offered %v", got)
	}
}

// 18.4 Deflect Reaction: "This fighter's Armour attribute is increased by
// the value of their Deflect bonus attribute for the duration of the
// attack. If this fighter makes a step move, they may not end it closer to
// the source of the attack." 18.5.4: no knockback after a reaction.
func TestDeflect(t *testing.T) {
	// a1 is a Spear Warden (Long Spear: range 2, Light 3/4) 1" from b1.
	g := arena(t, "spearwarden / hawkeye, hawkeye", "",
		"................................",
		"................................",
		"....A...a.......................",
		"................................",
		"............................b...",
	)
	b1 := g.FighterByID("b1")
	load(t, g, 1, 1, 1)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 deflect")
	r := find(t, evs, EvRolled)
	if r.N != 3 || !strings.Contains(r.Text, "3 hits; Armour 1 blocks 1") {
		t.Errorf("Precision 4 - Evasion 1 with Armour 0 + Deflect 1: %s", r.Text)
	}
	if got := g.Fighters[b1].Damage; got != 2 {
		t.Errorf("3 hits against a deflecting Armour 0 + 1: %d damage, want 2", got)
	}
	if g.Act.Step != StepReactStep {
		t.Fatalf("step %d: a reacting target is not knocked back; its step comes next", g.Act.Step)
	}
	if got := legal(g); !slices.Contains(got, "b1 stay") {
		t.Errorf("a deflect step is optional: %v", got)
	}
	if why := refuse(t, g, "b1 step "+at(7, 2)); !strings.Contains(why, "closer") {
		t.Errorf("a deflect step towards the attacker: %q", why)
	}
	do(t, g, "b1 step "+at(10, 2))
}

// 18.5.4: "If the target did not make a reaction in response to the attack,
// and one or more hits were scored, they may be knocked back by the
// attacking player, who may move them up to 1" directly away from the
// attacker." 19.1: "When a fighter that is carrying an object is knocked
// back (18.5.4), they drop it. After moving them, place the object as
// close to their former position as possible."
func TestKnockback(t *testing.T) {
	t.Run("one inch directly away", func(t *testing.T) {
		g := duel(t)
		a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
		src, former := g.Fighters[a1].Pos, g.Fighters[b1].Pos
		load(t, g, 1, 6, 6, 6)
		do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
		if g.Act.Step != StepKnock || g.Decider() != 0 {
			t.Fatalf("a hit without a reaction: step %d, side %d decides; want the knockback by side 1", g.Act.Step, g.Decider()+1)
		}
		got := legal(g)
		if !slices.Contains(got, "a1 knockback 0") || !slices.Contains(got, "a1 knockback 25.4") {
			t.Errorf("knockback choices %v", got)
		}
		refuse(t, g, "a1 knockback 25.5")
		refuse(t, g, "b1 knockback 10")
		do(t, g, "a1 knockback 25.4")
		now := g.Fighters[b1].Pos
		if d := geom.Dist(now, src) - geom.Dist(former, src); d < geom.Inch-2 || d > geom.Inch+2 {
			t.Errorf("knocked %s further away, want 1\"", geom.FormatInches(d))
		}
		move, away := now.Sub(former), former.Sub(src)
		if cross := move.X*away.Y - move.Y*away.X; cross < -2*geom.Inch || cross > 2*geom.Inch {
			t.Errorf("knocked back to %v from %v, not directly away from %v", now, former, src)
		}
	})
	t.Run("no hits, no knockback", func(t *testing.T) {
		g := duel(t)
		load(t, g, 6, 6, 6, 6)
		do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
		if g.Act.Step == StepKnock || g.Turn != 1 {
			t.Errorf("no hits: step %d, side %d", g.Act.Step, g.Turn+1)
		}
		refuse(t, g, "a1 knockback 0")
	})
	t.Run("stopped by a wall", func(t *testing.T) {
		g := arena(t, "stormblade / hawkeye, hawkeye", "",
			"................................",
			".........#......................",
			"....A.a..#......................",
			".........#......................",
			"................................",
			"............................b...",
		)
		load(t, g, 1, 6, 6, 6)
		do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
		mx := g.knockMax()
		// b1's edge is 0.758" from the wall
		if mx < 19100 || mx > 19300 {
			t.Errorf("the wall 0.76\" behind allows %s", geom.FormatInches(mx))
		}
		refuse(t, g, "a1 knockback 25.4")
		do(t, g, "a1 knockback 19")
	})
	t.Run("a carried object is dropped", func(t *testing.T) {
		g := arena(t, "stormblade / hawkeye, hawkeye", "",
			"................................",
			"................................",
			"....A.a.........................",
			"................................",
			"................................",
			"............................b...",
			"................................",
			"........................*.......",
		)
		b1 := g.FighterByID("b1")
		g.Objects[0].CarriedBy, g.Fighters[b1].Carry = int8(b1), 0
		former := g.Fighters[b1].Pos
		load(t, g, 1, 6, 6, 6)
		do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
		evs := do(t, g, "a1 knockback 12.7")
		o := g.Objects[0]
		if !has(evs, EvDropped) || o.CarriedBy != -1 || g.Fighters[b1].Carry != -1 {
			t.Fatalf("knocked back, b1 still carries: %+v\n%s", o, eventText(evs))
		}
		for i, p := range g.blockers() {
			if p != o.Pos && geom.Overlap(p, o.Pos) {
				t.Errorf("the object overlaps base %d", i)
			}
		}
		// the nearest clear spot is 0.68" away (between a1 and b1's new place)
		if d := geom.Dist(o.Pos, former); d < 68*geom.Inch/100 || d > 7*geom.Inch/8 {
			t.Errorf("the object lies %s from b1's former position", geom.FormatInches(d))
		}
	})
}

// 18.5.3: "If, at any point in a battle, the total amount of damage dealt
// to a fighter equals or exceeds their Toughness attribute, they are taken
// down. Remove them from the battlefield." 19.1: "When a fighter that is
// carrying an object is taken down (18.5.3), they drop it. After removing
// them, place the object at their former position."
func TestTakenDownDropsObjectWhereItStood(t *testing.T) {
	g := arena(t, "stormblade / hawkeye, hawkeye", "",
		"................................",
		"................................",
		"....A.a.........................",
		"................................",
		"................................",
		"............................b...",
		"................................",
		"........................*.......",
	)
	b1 := g.FighterByID("b1")
	g.Objects[0].CarriedBy, g.Fighters[b1].Carry = int8(b1), 0
	g.Fighters[b1].Damage = 4 // Toughness 5
	former := g.Fighters[b1].Pos
	load(t, g, 1, 6, 6, 6)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
	if !has(evs, EvTakenDown) || !g.Fighters[b1].Out || g.OnField(b1) {
		t.Fatalf("damage 5 of 5: not taken down\n%s", eventText(evs))
	}
	if o := g.Objects[0]; o.CarriedBy != -1 || o.Pos != former {
		t.Errorf("the object is at %v (carried by %d), want %v", o.Pos, o.CarriedBy, former)
	}
	if g.VP != [2]int16{1, 0} {
		t.Errorf("victory points %v after a takedown, want [1 0]", g.VP)
	}
	if g.Act.Step != StepNone || g.Turn != 1 || g.Outcome().Over {
		t.Errorf("the battle goes on with side 2: step %d, side %d, over %v", g.Act.Step, g.Turn+1, g.Outcome().Over)
	}
	refuse(t, g, "b1 guard")
	for _, a := range legal(g) {
		if strings.Contains(a, "b1") {
			t.Errorf("a fighter out of action is offered %q", a)
		}
	}
}

// A warband with no fighters left loses at once (the scenarios' victory).
func TestLastFighterTakenDownEndsTheBattle(t *testing.T) {
	g := arena(t, "stormblade / hawkeye", "",
		"................................",
		"................................",
		"....A.a.........................",
	)
	fighter(t, g, "b1").Damage = 3
	load(t, g, 1, 2, 6, 6)
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
	if out := g.Outcome(); !out.Over || out.Winner() != 0 {
		t.Errorf("outcome %+v, want side 1 to win", out)
	}
}

// 12.0: "You may hide parts, or all, of your hand from your opponent";
// 18.3: the attack choice lies face down until revealed. A seat's view
// cannot be played on.
func TestViewHidesWhatTheSeatMayNotSee(t *testing.T) {
	g := duel(t)
	give(t, g, 0, "KH", "2C")
	give(t, g, 1, "3D")
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light")
	v := g.View(1).(*Game)
	if !slices.Equal(v.Hands[0], []cards.Card{cards.None, cards.None}) {
		t.Errorf("side 2 sees side 1's hand: %v", v.Hands[0])
	}
	if !slices.Equal(v.Hands[1], []cards.Card{card(t, "3D")}) {
		t.Errorf("side 2's own hand: %v", v.Hands[1])
	}
	if len(v.Deck) != len(g.Deck) || slices.ContainsFunc(v.Deck, func(c cards.Card) bool { return c != cards.None }) {
		t.Error("the view shows the deck's cards")
	}
	if v.FaceUp != g.FaceUp {
		t.Error("the face-up cards are public")
	}
	if v.Act.Choice != ChoiceHidden || v.Viewer() != 1 || g.Viewer() != -1 {
		t.Errorf("choice %s, viewer %d", v.Act.Choice, v.Viewer())
	}
	// the view's encoding holds none of it either
	if d, err := Decode(v.Encode()); err != nil || d.Act.Choice != ChoiceHidden || d.Hands[0][0] != cards.None {
		t.Errorf("decoded view: %v", err)
	}
	_, err := v.Apply(Action{Kind: KReact, Fighter: "b1"})
	if !rules.IsIllegal(err) || !strings.Contains(err.Error(), "view") {
		t.Errorf("applying an action to a view: %v", err)
	}
	if !slices.Equal(g.Hands[0], []cards.Card{card(t, "KH"), card(t, "2C")}) || g.Act.Choice != ChoiceLight {
		t.Error("View changed the battle")
	}
	if w := g.View(0).(*Game); !slices.Equal(w.Hands[0], g.Hands[0]) || w.Hands[1][0] != cards.None || w.Act.Choice != ChoiceLight {
		t.Errorf("side 1's view: hands %v %v, choice %s", w.Hands[0], w.Hands[1], w.Act.Choice)
	}
}

// Loaded dice (rules.LoadedDice): "Running out of scripted values is an
// error, never a silent fall back to random rolls"; "Rules call [Ensure]
// before changing any state, so that an action whose dice cannot be rolled
// leaves the game untouched." An attack whose dice are not all scripted is
// refused with rules.ErrDiceExhausted, not played as a miss.
func TestLoadedDiceRunningOutIsAnError(t *testing.T) {
	g := duel(t)
	load(t, g, 1) // a Light Attack needs 4
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light")
	before := g.Encode()
	evs, err := g.Apply(Action{Kind: KReact, Fighter: "b1", Reaction: ReactNone})
	if !errors.Is(err, rules.ErrDiceExhausted) {
		t.Errorf("rolling 4 dice with 1 scripted: error %v, want ErrDiceExhausted; events:\n%v", err, evs)
	}
	if !bytes.Equal(before, g.Encode()) {
		t.Error("the action whose dice ran out changed the battle")
	}

	// the same for Wither's dice
	g = arena(t, "gravecaller / ironclad", "",
		"................................",
		"................................",
		"....A.....a.....................",
	)
	give(t, g, 0, "KC")
	load(t, g, 1)
	do(t, g, "a1 cast wither b1 pay KC")
	before = g.Encode()
	if _, err := g.Apply(Action{Kind: KStay, Fighter: "a1"}); !errors.Is(err, rules.ErrDiceExhausted) {
		t.Errorf("Wither rolling 2 dice with 1 scripted: error %v, want ErrDiceExhausted", err)
	}
	if !bytes.Equal(before, g.Encode()) {
		t.Error("the cast whose dice ran out changed the battle")
	}
}

// 18.2: "Any die result equal to or less than the target number is a hit."
// A Heavy Attack of the Twin Sabres (Precision 3) against a dodging
// Hawkeye (Evasion 1 + Dodge 3) has a target number of -1: no die can
// hit, and the log says so in words, not "needing -1 or less".
func TestNoDieCanHit(t *testing.T) {
	g := duel(t)
	b1 := g.FighterByID("b1")
	load(t, g, 1, 1, 1, 1, 1)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 heavy", "b1 dodge")
	r := find(t, evs, EvRolled)
	if r.N != -1 {
		t.Fatalf("target number %d, want 3 - (1 + 3) = -1: %s", r.N, r.Text)
	}
	if g.Fighters[b1].Damage != 0 {
		t.Errorf("dice of 1 hit a target number of -1: damage %d", g.Fighters[b1].Damage)
	}
	if strings.Contains(r.Text, "needing") || !strings.Contains(r.Text, "none can hit") || !strings.Contains(r.Text, "Evasion (4) is at least the Precision (3)") {
		t.Errorf("the roll reads %q", r.Text)
	}
}
