package magewinds

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// actionsOf returns the notation of seat's legal actions.
func actionsOf(g *Game, seat rules.Seat) []string {
	var out []string
	for _, a := range g.Legal(seat) {
		out = append(out, a.String())
	}
	return out
}

// warbandIDs lists a warband by profile id.
func warbandIDs(g *Game, s int) []string {
	var out []string
	for _, p := range g.Warbands[s] {
		out = append(out, g.pack.Profiles[p].ID)
	}
	return out
}

// 10.0: the battle is set up in five stages, "2. Assemble warbands" before
// the battlefield, the deck and deployment; 10.2: "You and your opponent
// must choose the fighters you will each bring to the battle." Both choose
// at once, so both seats are to act.
func TestMusterComesFirstAndBothChoose(t *testing.T) {
	g := setup(t, "standing-stones", 5)
	if g.Phase != PhaseMuster || len(g.Fighters) != 0 || !slices.Equal(g.ToAct(), []rules.Seat{0, 1}) {
		t.Fatalf("set up: %s, %d fighters, seats %v to act", g.Phase, len(g.Fighters), g.ToAct())
	}
	want := []string{"a default", "a add ironclad", "a add stormblade", "a add windcaller", "a add lifeweaver", "a add hawkeye",
		"a add gravecaller", "a add nightblade", "a add stormhorn", "a add spearwarden"}
	if got := actionsOf(g, 0); !slices.Equal(got, want) {
		t.Errorf("side 1 may\n%v\nwant\n%v", got, want)
	}
	if got := actionsOf(g, 1); len(got) != len(want) || got[0] != "b default" || got[len(got)-1] != "b add spearwarden" {
		t.Errorf("side 2 may %v", got)
	}
	if actionsOf(g, rules.Spectator) != nil || actionsOf(g, 2) != nil {
		t.Error("a seat that is not playing has muster actions")
	}
	if why := refuse(t, g, "a1 deploy @25.4,25.4"); !strings.Contains(why, "mustered") {
		t.Errorf("deploying in the muster: %q", why)
	}
	refuse(t, g, "draw deck")
	// either side may act first: side 2 does
	do(t, g, "b add stormhorn")
	if !slices.Equal(g.ToAct(), []rules.Seat{0, 1}) {
		t.Errorf("seats %v to act after side 2's pick", g.ToAct())
	}
}

// 0.4: "The fighter pack will also specify how to assemble these fighter
// profiles into a warband." The pack's rules (docs/rules/magewinds.md): 3
// to 8 fighters, at most 100 points (the scenario's limit), at most 2 of
// one profile, at least 1 spellcaster.
func TestMusterFollowsTheWarbandRules(t *testing.T) {
	g := setup(t, "standing-stones", 5)
	do(t, g, "a add ironclad", "a add ironclad")
	if why := refuse(t, g, "a add ironclad"); !strings.Contains(why, "at most 2 Ironclad Sentinels") {
		t.Errorf("a third Ironclad: %q", why)
	}
	if why := refuse(t, g, "a ready"); !strings.Contains(why, "at least 3 fighters") {
		t.Errorf("ready with two fighters: %q", why)
	}
	do(t, g, "a add stormhorn", "a add stormhorn") // 96 points
	if why := refuse(t, g, "a ready"); !strings.Contains(why, "at least 1 spellcaster") {
		t.Errorf("ready without a spellcaster: %q", why)
	}
	if why := refuse(t, g, "a add spearwarden"); !strings.Contains(why, "costs 112 points; the limit is 100") {
		t.Errorf("over the points: %q", why)
	}
	if slices.Contains(actionsOf(g, 0), "a ready") || slices.Contains(actionsOf(g, 0), "a add spearwarden") {
		t.Errorf("offered: %v", actionsOf(g, 0))
	}
	// remove takes out the last one of that profile added
	do(t, g, "a remove ironclad", "a add windcaller")
	if got := warbandIDs(g, 0); !slices.Equal(got, []string{"ironclad", "stormhorn", "stormhorn", "windcaller"}) {
		t.Fatalf("warband %v", got)
	}
	if why := refuse(t, g, "a remove hawkeye"); !strings.Contains(why, "no Hawkeye") {
		t.Errorf("removing a fighter not there: %q", why)
	}
	refuse(t, g, "a add dragon")
	refuse(t, g, "b ready") // side 2 has no fighter yet
	do(t, g, "a ready")
	if !slices.Equal(g.ToAct(), []rules.Seat{1}) {
		t.Fatalf("after side 1 is ready, seats %v to act", g.ToAct())
	}
	// ready is final: no unready, no changes
	if why := refuse(t, g, "a add hawkeye"); !strings.Contains(why, "The Gale Wardens have chosen their warband") {
		t.Errorf("a change after ready: %q", why)
	}
	if actionsOf(g, 0) != nil {
		t.Errorf("side 1, ready, may still %v", actionsOf(g, 0))
	}
	evs := do(t, g, "b default", "b ready")
	if g.Phase != PhaseDeploy || len(g.Fighters) != 9 {
		t.Fatalf("after both are ready: %s with %d fighters", g.Phase, len(g.Fighters))
	}
	// the fighters are the warbands', numbered in the order mustered
	var got []string
	for i := range g.Fighters {
		got = append(got, g.FighterID(i)+" "+g.Prof(i).ID)
	}
	want := []string{"a1 ironclad", "a2 stormhorn", "a3 stormhorn", "a4 windcaller", "b1 stormhorn", "b2 nightblade", "b3 gravecaller", "b4 spearwarden", "b5 hawkeye"}
	if !slices.Equal(got, want) {
		t.Errorf("fighters %v, want %v", got, want)
	}
	// the reveal, then 10.4 (the deck) and 10.5's roll-off
	if k := []EvKind{evs[0].Kind, evs[1].Kind, evs[2].Kind, evs[3].Kind}; !slices.Equal(k, []EvKind{EvReady, EvWarbands, EvPhase, EvRollOff}) {
		t.Errorf("events %v:\n%s", k, eventText(evs))
	}
	if !strings.Contains(evs[1].Text, "Ironclad Sentinel, Stormhorn Brute, Stormhorn Brute, Windcaller (92 points)") || !evs[1].Chance() {
		t.Errorf("the reveal: %q", evs[1].Text)
	}
	if len(g.Deck) != 47 || slices.Contains(g.FaceUp[:], cards.None) || g.RollOff[0] == g.RollOff[1] {
		t.Errorf("after the muster: deck %d, face up %v, roll-off %v", len(g.Deck), g.FaceUp, g.RollOff)
	}
	refuse(t, g, "b add hawkeye")
}

// The ready-made warbands of each scenario are legal and near its limit,
// and "default" takes them (docs/rules/magewinds.md).
func TestDefaultWarbandsAreLegalAndNearTheLimit(t *testing.T) {
	for _, sc := range scenarios(t) {
		g := setup(t, sc.Name, 1)
		r := g.lvl.Rules
		for s := range 2 {
			w := g.lvl.Default(s)
			if why := r.whyNot(g.pack, w, true); why != "" {
				t.Errorf("%s side %d: %s", sc.Name, s+1, why)
			}
			if c := g.pack.Cost(w); c > r.Points || c < r.Points-10 {
				t.Errorf("%s side %d costs %d of %d points", sc.Name, s+1, c, r.Points)
			}
		}
		mustered(t, g)
		for s := range 2 {
			if !slices.Equal(g.Warbands[s], g.lvl.Default(s)) {
				t.Errorf("%s: side %d took %v", sc.Name, s+1, g.Warbands[s])
			}
		}
	}
}

// The muster is bounded (docs/rules/magewinds.md): after MusterChanges
// changes a side may only take the scenario's warband or declare itself
// ready, so a muster of random choices always ends.
func TestMusterIsBounded(t *testing.T) {
	g := setup(t, "gale-bridge", 3)
	for k := 0; k < MusterChanges/2; k++ {
		do(t, g, "a add hawkeye", "a remove hawkeye")
	}
	if why := refuse(t, g, "a add hawkeye"); !strings.Contains(why, "24 times") {
		t.Errorf("a 25th change: %q", why)
	}
	if got := actionsOf(g, 0); !slices.Equal(got, []string{"a default"}) {
		t.Errorf("after 24 changes of an empty warband: %v", got)
	}
	do(t, g, "a default")
	if got := actionsOf(g, 0); !slices.Equal(got, []string{"a ready"}) {
		t.Errorf("after 24 changes and the default: %v", got)
	}
	// random players always finish the muster within its bound, and
	// always have something to do while they muster
	for seed := range uint64(200) {
		g := setup(t, "standing-stones", seed)
		p := rules.NewRandomPlayer(seed)
		n := 0
		for g.Phase == PhaseMuster {
			seat := g.ToAct()[int(seed)%len(g.ToAct())]
			a, err := p.Choose(g.View(seat), seat)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			do(t, g, a.String())
			if n++; n > 2*(MusterChanges+2) {
				t.Fatalf("seed %d: the muster goes on after %d actions", seed, n)
			}
		}
		for _, b := range invariants(g) {
			t.Errorf("seed %d: %s", seed, b)
		}
	}
}

// 10.2 in secret: each seat's view shows its own picks and not the other's
// until both are ready; the public view shows neither.
func TestMusterIsHidden(t *testing.T) {
	g := setup(t, "standing-stones", 5)
	do(t, g, "a add nightblade", "b add ironclad", "b add hawkeye")
	v0, v1, vp := g.View(0).(*Game), g.View(1).(*Game), g.View(rules.Spectator).(*Game)
	if !slices.Equal(warbandIDs(v0, 0), []string{"nightblade"}) || len(v0.Warbands[1]) != 0 || v0.Changes[1] != 0 {
		t.Errorf("side 1's view: %v and %v", v0.Warbands[0], v0.Warbands[1])
	}
	if !slices.Equal(warbandIDs(v1, 1), []string{"ironclad", "hawkeye"}) || len(v1.Warbands[0]) != 0 {
		t.Errorf("side 2's view: %v and %v", v1.Warbands[0], v1.Warbands[1])
	}
	if len(vp.Warbands[0])+len(vp.Warbands[1]) != 0 || vp.Viewer() != int(PublicView) {
		t.Errorf("the public view: %v, viewer %d", vp.Warbands, vp.Viewer())
	}
	if actionsOf(v0, 1) != nil || actionsOf(vp, 0) != nil {
		t.Error("a view offers the muster actions of a side it hides")
	}
	if got := actionsOf(v0, 0); !slices.Equal(got, actionsOf(g, 0)) {
		t.Errorf("side 1's view offers %v, the battle %v", got, actionsOf(g, 0))
	}
	if strings.Contains(v0.Describe(), "Ironclad") || !strings.Contains(v0.Describe(), "Nightblade") {
		t.Errorf("side 1's view describes:\n%s", v0.Describe())
	}
	// a view's encoding holds none of it either, and decodes
	for _, v := range []*Game{v0, v1, vp} {
		d, err := Decode(v.Encode())
		if err != nil || d.Hash() != v.Hash() {
			t.Fatalf("view %d: %v", v.Viewer(), err)
		}
	}
	if bytes.Equal(v0.Encode(), g.Encode()) {
		t.Error("the view encodes as the battle")
	}
	// readiness is public; after both, the warbands are
	do(t, g, "b add windcaller", "b ready")
	if v := g.View(0).(*Game); !v.Ready[1] || len(v.Warbands[1]) != 0 {
		t.Errorf("side 1 sees side 2 ready %v, picks %v", v.Ready[1], v.Warbands[1])
	}
	do(t, g, "a add lifeweaver", "a add stormblade", "a ready")
	if v := g.View(rules.Spectator).(*Game); !slices.Equal(v.Warbands[1], g.Warbands[1]) || len(v.Fighters) != 6 {
		t.Errorf("after the reveal the public view shows %v, %d fighters", v.Warbands, len(v.Fighters))
	}
}

// Decode checks the warbands against the pack and the rules, and the
// fighters against the warbands: a damaged state is refused, never played.
func TestDecodeRefusesDamagedWarbands(t *testing.T) {
	mid := setup(t, "standing-stones", 8)
	do(t, mid, "a add ironclad", "b default")
	deploy := setup(t, "standing-stones", 8)
	mustered(t, deploy)
	for _, tc := range []struct {
		name  string
		base  *Game
		edit  func(g *Game)
		wants string
	}{
		{"over the points", mid, func(g *Game) { g.Warbands[0] = []uint8{0, 0, 7, 7, 1} }, "costs 116 points"},
		{"three of a kind", mid, func(g *Game) { g.Warbands[0] = []uint8{4, 4, 4} }, "at most 2 Hawkeyes"},
		{"ready too small", mid, func(g *Game) { g.Ready[0] = true }, "at least 3 fighters"},
		{"both ready in the muster", mid, func(g *Game) { g.Ready = [2]bool{true, true}; g.Warbands[0] = g.lvl.Default(0) }, "the muster goes on"},
		{"a fighter in the muster", mid, func(g *Game) { g.Fighters = deploy.clone().Fighters[:1] }, "before the warbands are mustered"},
		{"a view showing the other's picks", mid, func(g *Game) { g.hidden = 1 }, "mustering in secret"},
		{"not ready after the muster", deploy, func(g *Game) { g.Ready[1] = false }, "has not chosen its warband"},
		{"a fighter not of its warband", deploy, func(g *Game) { g.Fighters[2].Profile = 8 }, "fighter 2 is not the Windcaller"},
		{"fighters out of order", deploy, func(g *Game) { g.Fighters[0].Num, g.Fighters[1].Num = 2, 1 }, "fighter 0 is not"},
		{"one fighter too many", deploy, func(g *Game) { g.Warbands[0] = g.Warbands[0][:4] }, "the state has 10 fighters, its warbands 9"},
	} {
		g := tc.base.clone()
		tc.edit(g)
		_, err := Decode(g.Encode())
		if err == nil || !strings.Contains(err.Error(), tc.wants) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.wants)
		}
		if tc.name == "a view showing the other's picks" {
			continue // a view is not a battle: its invariants are not the battle's
		}
		if g.CheckInvariants() == nil {
			t.Errorf("%s: the invariants hold", tc.name)
		}
	}
	for _, g := range []*Game{mid, deploy} {
		if d, err := Decode(g.Encode()); err != nil || d.Hash() != g.Hash() {
			t.Errorf("a sound state: %v", err)
		}
	}
}

// The fighter pack gives each profile its cost and the warband rules
// (0.4: "The fighter pack will also specify how to assemble these fighter
// profiles into a warband"); a pack that gives none allows any one to
// eight fighters, and a damaged rule is refused with its line.
func TestPackWarbandRules(t *testing.T) {
	pk, err := DefaultPack()
	if err != nil {
		t.Fatal(err)
	}
	if want := (WarbandRules{Points: 100, Min: 3, Max: 8, Copies: 2, Casters: 1}); pk.Warband != want {
		t.Errorf("the pack's rules %+v, want %+v", pk.Warband, want)
	}
	costs := map[string]int{"ironclad": 24, "stormhorn": 24, "nightblade": 22, "stormblade": 20, "windcaller": 20,
		"lifeweaver": 18, "hawkeye": 18, "gravecaller": 18, "spearwarden": 16}
	for _, p := range pk.Profiles {
		if p.Cost != costs[p.ID] {
			t.Errorf("%s costs %d, want %d", p.ID, p.Cost, costs[p.ID])
		}
	}
	// 100 points buy at most five fighters (16 + 16 + 18 + 18 + 18), 120 six
	r := pk.Warband
	if n := r.MostFighters(pk); n != 5 {
		t.Errorf("at most %d fighters for 100 points, want 5", n)
	}
	if r.Points = 120; r.MostFighters(pk) != 6 {
		t.Errorf("at most %d fighters for 120 points, want 6", r.MostFighters(pk))
	}
	if r.Points, r.Copies = 0, 8; r.MostFighters(pk) != 8 {
		t.Errorf("at most %d fighters without a points limit, want 8", r.MostFighters(pk))
	}
	const fighter = "fighter f: F\n  toughness: 5\n  movement: 4\n  melee: Blade; range 1; power 3; precision 4\n"
	open, err := ParsePack("test.pack", []byte(fighter))
	if err != nil || open.Warband != openWarband || open.Profiles[0].Cost != 0 {
		t.Errorf("a pack without warband rules: %+v, %v", open, err)
	}
	for _, tc := range []struct{ src, want string }{
		{"warband:\n  gold: 3\n" + fighter, "test.pack line 2: warband: unknown key \"gold\" (use points, fighters, copies, casters)"},
		{"warband:\n  fighters: 5-2\n" + fighter, "test.pack line 2: warband: fighters \"5-2\" must be \"least-most\" such as 3-8, from 1 to 8"},
		{"warband:\n  points: 0\n" + fighter, "test.pack line 2: warband: points \"0\" must be a whole number from 1 to 10000"},
		{"warband:\n  casters: 9\n" + fighter, "test.pack line 2: warband: casters \"9\" must be a whole number from 0 to 8"},
		{strings.Replace(fighter, "toughness", "cost: -1\n  toughness", 1), "test.pack line 2: fighter f: cost \"-1\" must be a whole number from 0 to 10000"},
	} {
		if _, err := ParsePack("test.pack", []byte(tc.src)); err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %q", tc.src, err, tc.want)
		}
	}
}

// rules.Playout, whose random seat takes the first of the seats to act,
// plays through the muster to the end of the battle.
func TestPlayoutThroughTheMuster(t *testing.T) {
	for seed := range uint64(6) {
		g := setup(t, scenarios(t)[seed%3].Name, seed)
		d := rules.NewDice(seed)
		n, err := rules.Playout(g, &d, maxActions)
		if err != nil || !g.Outcome().Over || n < 10 {
			t.Errorf("seed %d: %d actions, %v, over %v", seed, n, err, g.Outcome().Over)
		}
	}
}
