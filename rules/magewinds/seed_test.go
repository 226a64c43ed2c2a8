package magewinds

import (
	"strings"
	"testing"

	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// The worked examples of the seed, each played through the game.

// 18.5.2: "Example: The attack's Precision is 4 and the target's Evasion is
// 1, so the target number is 3. Results of 3 or less will be hits."
func TestSeedTargetNumberExample(t *testing.T) {
	// a1 is a Windcaller (Oak Staff: Power 2, Precision 4), b1 a Hawkeye
	// (Evasion 1), in the open on either side of a 0.4 mm gap.
	g := arena(t, "windcaller / hawkeye", "",
		"..........",
		"....A.a...",
	)
	a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
	ap := &g.Prof(a1).Attacks[0]
	if ap.Light.Precision != 4 || g.Prof(b1).Evasion != 1 {
		t.Fatalf("profiles changed: Precision %d, Evasion %d", ap.Light.Precision, g.Prof(b1).Evasion)
	}
	if g.InCover(a1, g.Fighters[a1].Pos, b1, ap) {
		t.Fatal("b1 should be in the open")
	}
	if tn := g.TargetNumber(a1, g.Fighters[a1].Pos, b1, ap, ap.Light, ReactNone); tn != 3 {
		t.Fatalf("target number %d, want 3", tn)
	}
	// Rolled for real: a 3 hits, a 4 misses.
	load(t, g, 3, 4)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "b1 noreact")
	r := find(t, evs, EvRolled)
	if r.N != 3 {
		t.Errorf("the roll needed %d or less, want 3: %s", r.N, r.Text)
	}
	if got := fighter(t, g, "b1").Damage; got != 1 {
		t.Errorf("b1 damage %d after one hit against Armour 0, want 1\n%s", got, eventText(evs))
	}
}

// 18.5.3: "For example, a fighter with Armour 2 receives 5 hits. Their
// armour blocks 2 hits, so they receive 3 points of damage."
func TestSeedArmourExample(t *testing.T) {
	// a1 is a Stormblade (Heavy: Power 5, Precision 3), b1 an Ironclad
	// Sentinel (Armour 2, Evasion 0): five dice of 3 or less are five hits.
	g := arena(t, "stormblade / ironclad", "",
		"..........",
		"....A.a...",
	)
	if a := g.Armour(g.FighterByID("b1")); a != 2 {
		t.Fatalf("the Ironclad has Armour %d, want 2", a)
	}
	load(t, g, 1, 2, 3, 3, 1)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 heavy", "b1 noreact")
	r := find(t, evs, EvRolled)
	if len(r.Dice) != 5 || !strings.Contains(r.Text, "5 hits") || !strings.Contains(r.Text, "Armour 2 blocks 2") {
		t.Errorf("roll: %s", r.Text)
	}
	if got := fighter(t, g, "b1").Damage; got != 3 {
		t.Errorf("Ironclad damage %d after 5 hits against Armour 2, want 3", got)
	}
	if d := find(t, evs, EvDamaged); d.N != 3 {
		t.Errorf("damage event says %d: %s", d.N, d.Text)
	}
}

// 17.0: "When spending cards, face cards (Jacks, Queens, and Kings) are
// worth two cards of their type, while Aces are worth three of their type.
// For example, the casting cost "3 Spades" could be met by the Ace of
// Spades all on its own."
func TestSeedAceOfSpadesPaysThreeSpades(t *testing.T) {
	cost, err := cards.ParseCost("3 Spades")
	if err != nil {
		t.Fatal(err)
	}
	pay, err := cost.Pay([]cards.Card{card(t, "AS")})
	if err != nil || pay.X != 3 {
		t.Fatalf("3 Spades paid with the Ace of Spades: X %d, %v", pay.X, err)
	}

	// In play: the Nightblade's Shadow Step (1-3 Spades, 2" per card's
	// worth) paid with the Ace alone re-deploys it up to 6".
	g := arena(t, "nightblade / hawkeye", "",
		"................................",
		"..............................a.",
		"................................",
		"....A...........................",
	)
	give(t, g, 0, "AS", "2S")
	from := fighter(t, g, "a1").Pos
	east := func(d int64) string { return "@" + from.Add(geom.Point{X: d}).String() }
	// 6" away, or 7" after a 1" step move first (13.1); no further.
	refuse(t, g, "a1 cast blink "+east(7*geom.Inch+100)+" pay AS")
	refuse(t, g, "a1 cast blink "+east(6*geom.Inch)+" pay 2S") // the 2 is worth 2" only
	evs := do(t, g, "a1 cast blink "+east(6*geom.Inch)+" pay AS", "a1 stay")
	if c := find(t, evs, EvCast); c.N != 3 {
		t.Errorf("X %d, want 3: %s", c.N, c.Text)
	}
	if got, want := fighter(t, g, "a1").Pos, from.Add(geom.Point{X: 6 * geom.Inch}); got != want {
		t.Errorf("the Nightblade is at %v, want %v", got, want)
	}
	if !cards.Contains(g.Discard, card(t, "AS")) || cards.Contains(g.Hands[0], card(t, "AS")) {
		t.Errorf("the Ace of Spades was not discarded: hand %v, discard %v", g.Hands[0], g.Discard)
	}
}

// exhaust ends the Action Phase: every fighter that can still activate
// guards without a step move until none can; carriers hold on.
func exhaust(t testing.TB, g *Game) {
	t.Helper()
	for n := 0; g.Phase == PhaseAction; n++ {
		if n > 100 {
			t.Fatal("the Action Phase does not end")
		}
		if g.Act.Step == StepEndDrop {
			do(t, g, g.FighterID(int(g.Act.Fighter))+" hold")
			continue
		}
		for i := range g.Fighters {
			if int(g.Fighters[i].Side) == int(g.Turn) && g.CanActivate(i) {
				id := g.FighterID(i)
				do(t, g, id+" guard", id+" stay")
				break
			}
		}
	}
}

// 14.1: "Each time you keep a card, you must deal an amount of damage equal
// to the value of the card to fighters in your warband, distributed however
// you see fit. ... For example, I choose to keep the King of Hearts in my
// hand, so I could deal one point of damage to my Cleric and one point of
// damage to my Warrior. Alternatively, I could deal both points of damage
// only to my Cleric."
func TestSeedWindburnKingOfHearts(t *testing.T) {
	for _, tc := range []struct {
		burn   string
		a1, a2 int8
	}{
		{"a1,a2", 1, 1},
		{"a1,a1", 2, 0},
		{"a2,a2", 0, 2},
	} {
		t.Run(tc.burn, func(t *testing.T) {
			g := arena(t, "lifeweaver, ironclad / stormhorn", "",
				"..........................",
				"..A.......................",
				"..........................",
				"..B.....................a.",
			)
			give(t, g, 0, "KH")
			exhaust(t, g)
			if g.Phase != PhaseWindburn || g.Decider() != 0 {
				t.Fatalf("after the Action Phase: %s, side %d to decide; want Windburn for side 1", g.Phase, g.Decider()+1)
			}
			for _, bad := range []string{"keep KH a1", "keep KH a1,a1,a2", "keep KH a1,b1", "keep KH a2,a1", "keep QH a1,a2"} {
				if bad == "keep KH "+tc.burn {
					continue
				}
				refuse(t, g, bad)
			}
			evs := do(t, g, "keep KH "+tc.burn)
			if k := find(t, evs, EvKept); k.N != 2 {
				t.Errorf("keeping the King deals %d, want 2", k.N)
			}
			if d1, d2 := fighter(t, g, "a1").Damage, fighter(t, g, "a2").Damage; d1 != tc.a1 || d2 != tc.a2 {
				t.Errorf("keep KH %s: damage a1 %d, a2 %d; want %d, %d", tc.burn, d1, d2, tc.a1, tc.a2)
			}
			if len(g.Hands[0]) != 1 || g.Hands[0][0] != card(t, "KH") {
				t.Errorf("the kept King should stay in hand: %v", g.Hands[0])
			}
			if g.Phase != PhaseChannel || g.Round != 2 {
				t.Errorf("after the Windburn: %s of round %d, want round 2's Channelling Phase", g.Phase, g.Round)
			}
			checkCards(t, g)
		})
	}
}

// 14.1: a card not kept is discarded and deals no damage.
func TestWindburnDiscard(t *testing.T) {
	g := arena(t, "lifeweaver / stormhorn", "",
		"..........................",
		"..A.....................a.",
	)
	give(t, g, 0, "AC", "3D")
	exhaust(t, g)
	refuse(t, g, "discard 4D")
	do(t, g, "discard AC")
	if g.Phase != PhaseWindburn || len(g.Hands[0]) != 1 {
		t.Fatalf("after one discard: %s, hand %v", g.Phase, g.Hands[0])
	}
	do(t, g, "keep 3D a1")
	if !cards.Contains(g.Discard, card(t, "AC")) {
		t.Error("the discarded Ace is not on the discard pile")
	}
	if d := fighter(t, g, "a1").Damage; d != 1 {
		t.Errorf("damage %d, want 1 (the 3 kept, the Ace discarded)", d)
	}
	checkCards(t, g)
}
