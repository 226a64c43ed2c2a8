package arena

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
)

// startGame starts a test game of a scenario: at the muster (Setup) for
// odd seeds, at the bout with the ready-made forces (NewGame) for even.
func startGame(sc rules.Scenario, seed uint64) (*Game, error) {
	if seed%2 == 1 {
		return Setup(sc, seed, rules.Options{})
	}
	lvl, err := ParseLevel(sc.Name, sc.Origin, sc.Source)
	if err != nil {
		return nil, err
	}
	dice, err := rules.LoadedDice(seed, nil)
	if err != nil {
		return nil, err
	}
	return NewGame(lvl, dice)
}

// muster starts the named scenario's muster with the given seed.
func musterOf(t *testing.T, name string, seed uint64) *Game {
	t.Helper()
	sc, err := Scenario(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Setup(sc, seed, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play applies actions in notation, failing on the first refused.
func play(t *testing.T, g *Game, actions ...string) []Event {
	t.Helper()
	var evs []Event
	for _, s := range actions {
		a, err := ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		more, err := g.Do(a)
		if err != nil {
			t.Fatalf("%s: %v\n%s", s, err, g.Describe())
		}
		evs = append(evs, more...)
	}
	return evs
}

// refused checks that an action is refused as illegal, leaves the game
// untouched, is not among the legal actions, and says why.
func refused(t *testing.T, g *Game, s, says string) {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range 2 {
		for _, b := range g.LegalActions(seat) {
			if b == a {
				t.Fatalf("%q is listed as legal", s)
			}
		}
	}
	before := g.Encode()
	_, err = g.Do(a)
	if !rules.IsIllegal(err) || !strings.Contains(err.Error(), says) {
		t.Fatalf("%q: %v; want it refused saying %q", s, err, says)
	}
	if !bytes.Equal(g.Encode(), before) {
		t.Fatalf("the refused %q changed the game", s)
	}
}

// TestMusterDefault: "Choosing a force ... is part of the game: a muster
// phase of actions, recorded in the replay, with the scenario's
// ready-made force as the default choice" (docs/adding-a-ruleset.md).
// Both sides choose at once; each side's first choice is ready; two
// readies give exactly the bout NewGame starts with the same dice.
func TestMusterDefault(t *testing.T) {
	for _, sc := range scenarios(t) {
		g, err := Setup(sc, 7, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if g.Phase() != PhaseMuster || len(g.ToAct()) != 2 {
			t.Fatalf("%s: Setup gives phase %d with seats %v to act; want the muster, both at once", sc.Name, g.Phase(), g.ToAct())
		}
		for s := range 2 {
			if l := g.LegalActions(s); len(l) < 2 || l[0] != (Action{Kind: Ready, Who: byte('1' + s)}) {
				t.Fatalf("%s: side %d's choices begin %v; want ready first", sc.Name, s+1, l)
			}
		}
		play(t, g, "2 ready")
		if got := g.ToAct(); len(got) != 1 || got[0] != 0 {
			t.Fatalf("%s: after 2 ready, %v to act; want side 1 alone", sc.Name, got)
		}
		evs := play(t, g, "1 ready")
		lvl, err := ParseLevel(sc.Name, sc.Origin, sc.Source)
		if err != nil {
			t.Fatal(err)
		}
		want, err := NewGame(lvl, rules.NewDice(7))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(g.Encode(), want.Encode()) {
			t.Fatalf("%s: the default muster's bout is not NewGame's:\n%s\n%s", sc.Name, g.Describe(), want.Describe())
		}
		if evs[1].Kind != EvForces || !evs[1].Chance() || !strings.Contains(evs[1].Text, "The forces are revealed") {
			t.Fatalf("%s: the second ready gives %v; want the forces revealed", sc.Name, evs)
		}
	}
}

// TestMusterPlayedThrough: each side puts other fighters of the pack on
// its start squares within its points, declares ready, and the bout is
// fought with the fighters chosen, to its end.
func TestMusterPlayedThrough(t *testing.T) {
	g := musterOf(t, "the-pit", 3)
	// The Guard: Kosh 64 + Sindon 30 + Toesplint 36 = 130 points.
	if g.Budget(0) != 130 || g.Budget(1) != 95 {
		t.Fatalf("the pit's budgets are %d and %d; want 130 and 95", g.Budget(0), g.Budget(1))
	}
	play(t, g, "C pick crossbowman", "B pick goblin", "A pick ghast", "a pick crawler", "2 ready")
	if v := g.ForceValue(0); v != 36+10+53 {
		t.Fatalf("the Guard's force is worth %d; want 99", v)
	}
	evs := play(t, g, "1 ready")
	if g.Phase() == PhaseMuster || g.Round() != 1 || len(g.ToAct()) != 1 {
		t.Fatalf("after both readies: phase %d, round %d; want the bout's first round", g.Phase(), g.Round())
	}
	for id, prof := range map[byte]string{'A': "ghast", 'B': "goblin", 'C': "crossbowman", 'a': "crawler", 'b': "goblin"} {
		i := g.ByID(id)
		if g.Prof(i).ID != prof || int(g.f[i].HP) != g.Prof(i).HP() {
			t.Fatalf("%c is %s with %d HP; want a fresh %s", id, g.Prof(i).ID, g.f[i].HP, prof)
		}
	}
	if c := g.f[g.ByID('C')]; g.Item(int(c.Hands[0])).ID != "crossbow" {
		t.Fatalf("the crossbowman on C holds %v; want his crossbow", c.Hands)
	}
	if text := evs[1].Text; !strings.Contains(text, "Ghast (A), Goblin (B), Temple Crossbowman (C): 99 of 130 points") {
		t.Fatalf("the reveal says %q", text)
	}
	players := []rules.Player{NewAI(1), NewAI(2)}
	if _, err := rules.Play(g, players, 5000); err != nil || !g.Outcome().Over {
		t.Fatalf("the bout after the muster: %v, over %v", err, g.Outcome().Over)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestMusterBudget: a side may not choose fighters worth more than its
// ready-made force; a pick is refused, and not listed, when it would. A
// side makes at most MusterLimit changes, then may only declare ready.
func TestMusterBudget(t *testing.T) {
	g := musterOf(t, "the-pit", 3)
	// Sindon (30) for a goblin chief (35) would make 135 of 130.
	refused(t, g, "B pick gobchief", "would bring The Guard to 135 points; they have 130")
	play(t, g, "C pick goblin") // 130 - 36 + 10 = 104
	play(t, g, "B pick gobchief")
	refused(t, g, "C pick kosh", "would bring The Guard to 163 points")
	refused(t, g, "B pick gobchief", "already is on B's square")
	refused(t, g, "B pick dragon", `no fighter "dragon"`)
	refused(t, g, "a pick kosh", "would bring The Goblins to 124 points; they have 95")
	refused(t, g, "2 default", "have their ready-made force")
	refused(t, g, "A hold", "the sides are choosing their fighters")
	refused(t, g, "A attack b fists", "the sides are choosing their fighters")
	for n := 0; g.mu.changes[0] < MusterLimit; n++ {
		play(t, g, [...]string{"1 default", "B pick goblin"}[n%2])
	}
	if l := g.LegalActions(0); len(l) != 1 || l[0].Kind != Ready {
		t.Fatalf("after %d changes side 1 may %v; want ready alone", MusterLimit, l)
	}
	refused(t, g, "1 default", "the 40 changes a muster allows")
	play(t, g, "1 ready")
	refused(t, g, "1 default", "have declared their force ready")
	refused(t, g, "A pick goblin", "have declared their force ready")
	play(t, g, "2 ready")
	refused(t, g, "2 ready", "no fighter 2")
	refused(t, g, "A pick goblin", "")
	c := g.Copy()
	c.mu.changes[1] = 1
	if err := c.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "muster's state") {
		t.Fatalf("a bout with a muster's state left: %v", err)
	}
}

// TestMusterView: the other side's choices are hidden until both are
// ready: a view shows its ready-made force and no changes, and is the
// view it would be had that side changed nothing; the log reads only that
// it changed its force. Which sides are ready is seen.
func TestMusterView(t *testing.T) {
	g := musterOf(t, "the-pit", 3)
	plain := g.Copy()
	evs := play(t, g, "C pick goblin", "A pick sentinel", "1 ready")
	play(t, plain, "1 ready")
	for _, s := range []int{1, -1} {
		if !bytes.Equal(g.ViewOf(s).Encode(), plain.ViewOf(s).Encode()) {
			t.Fatalf("the view of %d shows what side 1 chose:\n%s", s, g.ViewOf(s).Describe())
		}
	}
	if v := g.ViewOf(1); !v.Ready(0) || v.Prof(v.ByID('C')).ID != "toesplint" {
		t.Fatalf("side 2's view: side 1 ready %v, C %s", v.Ready(0), v.Prof(v.ByID('C')).ID)
	}
	if v := g.ViewOf(0); v.Prof(v.ByID('C')).ID != "goblin" || v.Prof(v.ByID('A')).ID != "sentinel" {
		t.Fatalf("side 1's own view does not show its choices:\n%s", v.Describe())
	}
	if !g.HasSecrets(0) || g.HasSecrets(1) {
		t.Fatalf("HasSecrets: side 1 %v, side 2 %v; want true, false", g.HasSecrets(0), g.HasSecrets(1))
	}
	for _, e := range evs[:2] {
		own := rules.EventFor(e, 0).String()
		for _, seat := range []rules.Seat{1, rules.Spectator} {
			if other := rules.EventFor(e, seat).String(); other != "The Guard change their force" {
				t.Fatalf("seat %d reads %q", seat, other)
			}
		}
		if !strings.Contains(own, "Goblin") && !strings.Contains(own, "Temple Sentinel") {
			t.Fatalf("side 1 reads its own pick as %q", own)
		}
	}
	if _, err := g.ViewOf(1).Do(Action{Kind: Ready, Who: '2'}); !rules.IsIllegal(err) {
		t.Fatalf("a view accepts an action: %v", err)
	}
	play(t, g, "2 ready")
	if v := g.ViewOf(1); v.Prof(v.ByID('C')).ID != "goblin" {
		t.Fatal("after both readies the forces are not revealed")
	}
}

// TestMusterEncode: positions of the muster encode and decode to the same
// bytes, hash and choices; a damaged muster is refused.
func TestMusterEncode(t *testing.T) {
	g := musterOf(t, "crawler-hollow", 5)
	for _, s := range []string{"", "a pick goblin", "D pick hulkiss", "2 ready", "1 default"} {
		if s != "" {
			play(t, g, s)
		}
		for _, v := range []*Game{g, g.ViewOf(0), g.ViewOf(1), g.ViewOf(-1)} {
			enc := v.Encode()
			back, err := Decode(enc)
			if err != nil {
				t.Fatalf("after %q: %v", s, err)
			}
			if !bytes.Equal(back.Encode(), enc) || back.Hash() != v.Hash() {
				t.Fatalf("after %q: the round trip differs", s)
			}
			for seat := range 2 {
				l1, l2 := v.LegalActions(seat), back.LegalActions(seat)
				if len(l1) != len(l2) || len(l1) > 0 && l1[len(l1)-1] != l2[len(l2)-1] {
					t.Fatalf("after %q: the decoded game offers other actions", s)
				}
			}
		}
	}
	// The encoding writes each fighter's profile just after the fighter
	// with the initiative; side 1's Hulkiss on A is profile 1 of the pack.
	g = musterOf(t, "crawler-hollow", 5)
	play(t, g, "A pick goblin", "2 ready", "1 ready")
	if _, err := Decode(g.Encode()); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct {
		mutate func(*Game)
		says   string
	}{
		{func(g *Game) { g.mu.changes[0] = MusterLimit + 1 }, "changes"},
		{func(g *Game) { g.mu.ready = [2]bool{true, true} }, "both sides ready"},
		{func(g *Game) { g.dress(g.ByID('a'), g.lvl.Pack.Profile("basilisk")) }, "points"},
		{func(g *Game) { g.f[0].HP-- }, "not as the pack makes"},
	} {
		c := musterOf(t, "crawler-hollow", 5)
		play(t, c, "a pick goblin")
		bad.mutate(c)
		if _, err := Decode(c.Encode()); err == nil || !strings.Contains(err.Error(), bad.says) {
			t.Fatalf("a damaged muster decodes: %v; want an error saying %q", err, bad.says)
		}
	}
}

// TestMusterNotation: muster actions read back as themselves; a side's
// actions need its digit, a pick a fighter's letter.
func TestMusterNotation(t *testing.T) {
	for _, s := range []string{"A pick goblin", "z pick basilisk", "1 default", "2 ready"} {
		a, err := ParseAction(s)
		if err != nil || a.String() != s {
			t.Fatalf("%q reads as %q (%v)", s, a, err)
		}
	}
	for _, tc := range []struct {
		text string
		col  int
	}{{"A ready", 3}, {"1 pick goblin", 3}, {"3 ready", 1}, {"A pick", 7}, {"A pick Goblin", 8}, {"2 ready now", 9}} {
		_, err := ParseAction(tc.text)
		var ne *rules.NotationError
		if !errors.As(err, &ne) || ne.Col != tc.col {
			t.Errorf("%q: %v, want a notation error at column %d", tc.text, err, tc.col)
		}
	}
	g := musterOf(t, "the-pit", 1)
	if _, err := g.Odds(Action{Kind: Ready, Who: '1'}); !errors.Is(err, rules.ErrNoOdds) {
		t.Fatalf("the odds of a ready: %v", err)
	}
	if _, err := g.Do(Action{Kind: Ready, Who: 'A'}); !rules.IsIllegal(err) {
		t.Fatalf("a ready for fighter A: %v", err)
	}
	if p := g.Progress(); p != "Muster: both sides choosing their fighters" {
		t.Fatalf("progress %q", p)
	}
}

// TestAIMusters: the computer declares its ready-made force ready at
// once, and takes it back first when its force was changed.
func TestAIMusters(t *testing.T) {
	g := musterOf(t, "the-terraces", 2)
	for s := range 2 {
		a, err := NewAI(1).Choose(g.View(rules.Seat(s)), rules.Seat(s))
		if err != nil || a != (Action{Kind: Ready, Who: byte('1' + s)}) {
			t.Fatalf("the computer for side %d chooses %v (%v); want ready", s+1, a, err)
		}
	}
	play(t, g, "B pick goblin")
	if a, _ := NewAI(1).Choose(g.View(0), 0); a != (Action{Kind: Default, Who: '1'}) {
		t.Fatalf("the computer with a changed force chooses %v; want default", a)
	}
	if a, _ := NewAI(1).Choose(g.View(1), 1); a != (Action{Kind: Ready, Who: '2'}) {
		t.Fatalf("side 2's computer, seeing nothing of side 1's change, chooses %v", a)
	}
}

// TestMusterPoints checks ruling 91's formula by hand: Kosh is 9 HP + 2
// FP + 2 x 3 (leather) = 17 tough, and 4 AP + 0 Dex + 3 Str + 2 Melee + 2
// + 4 (greatsword) = 15 strong: 255 / 4 = 63.75, 64 points. The ghast's
// chain (5) bands with the undead's 2 to DR 6 ("a total DR of 6"): 7 + 12
// = 19 tough, 3 + 0 + 1 + 1 + 1 + 5 (maul) = 11 strong: 52.25, 53. The
// goblin's best weapon is its javelin, thrown with Projectiles 1: 5 tough,
// 4 + 1 - 1 + 1 + 1 + 2 = 8 strong, 10.
func TestMusterPoints(t *testing.T) {
	pk := musterOf(t, "the-pit", 1).Level().Pack
	for id, want := range map[string]int{"kosh": 64, "ghast": 53, "goblin": 10, "hulkiss": 12, "basilisk": 54} {
		if got := pk.Value(pk.Profile(id)); got != want {
			t.Errorf("%s is worth %d points; want %d", id, got, want)
		}
	}
}
