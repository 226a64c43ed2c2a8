package rulestest

import (
	"bytes"
	"reflect"
	"slices"
	"testing"

	"skirmish/rules"
)

// TestRandomGames plays 600 seeded random games over every scenario, each
// action by a random seat among those to act, and checks after every
// action: the invariants, that Decode(Encode) gives the same hash and bytes
// and the same choices, that every view is sound, that Apply accepts
// exactly the listed actions, and that undo and redo through rules.History
// give back the hashes. Each game is written as a replay, read back and
// verified from a fresh set-up.
func TestRandomGames(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 60
	}
	scs := Ruleset{}.Scenarios()
	if len(scs) != len(embeddedScenarios) {
		t.Fatalf("%d of %d scenarios parse", len(scs), len(embeddedScenarios))
	}
	for k := range games {
		playRandom(t, scs[k%len(scs)], uint64(k)*0x9e3779b97f4a7c15+1)
	}
}

// playRandom plays one random game of sc and checks it (TestRandomGames).
func playRandom(t *testing.T, sc rules.Scenario, seed uint64) {
	t.Helper()
	d := rules.NewDice(^seed)
	g, err := Setup(sc, seed, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkPosition(t, g, sc.Name, 0)
	hist := rules.NewHistory(g, rules.UndoFree)
	replay := &rules.Replay{Format: rules.ReplayFormat, Version: rules.ReplayVersion, Ruleset: RulesetID,
		RulesetVersion: RulesetVersion, Scenario: sc.Name, Seed: seed}
	n := 0
	for ; ; n++ {
		cur := hist.Current().(*Game)
		seats := cur.ToAct()
		if len(seats) == 0 {
			break
		}
		if n > 200 {
			t.Fatalf("%s seed %d: not over after %d actions", sc.Name, seed, n)
		}
		checkLegalAgrees(t, cur)
		legal := cur.Legal(seats[d.IntN(len(seats))])
		a := legal[d.IntN(len(legal))]
		before := cur.Hash()
		if _, err := hist.Apply(a); err != nil {
			t.Fatalf("%s seed %d action %d %q: %v", sc.Name, seed, n+1, a, err)
		}
		after := hist.Current()
		h := after.Hash()
		checkPosition(t, after.(*Game), sc.Name, n+1)
		if err := hist.Undo(); err != nil || hist.Current().Hash() != before {
			t.Fatalf("%s seed %d action %d: undo gives %v, hash %x, want %x", sc.Name, seed, n+1, err, hist.Current().Hash(), before)
		}
		if err := hist.Redo(); err != nil || hist.Current().Hash() != h {
			t.Fatalf("%s seed %d action %d: redo gives %v, hash %x, want %x", sc.Name, seed, n+1, err, hist.Current().Hash(), h)
		}
		replay.Record(a, after)
	}
	end := hist.Current()
	if !end.Outcome().Over || n < end.(*Game).lvl.Rounds*len(end.Seats()) {
		t.Fatalf("%s seed %d: the game ended after %d actions with %+v", sc.Name, seed, n, end.Outcome())
	}
	back, err := rules.ParseReplay(replay.Marshal())
	if err != nil {
		t.Fatalf("%s seed %d: reading the replay back: %v", sc.Name, seed, err)
	}
	st, err := Start(back)
	if err != nil {
		t.Fatal(err)
	}
	if st.Hash() != hist.Start().Hash() {
		t.Fatalf("%s seed %d: the replay starts from another position", sc.Name, seed)
	}
	final, err := back.Verify(st)
	if err != nil {
		t.Fatalf("%s seed %d: %v", sc.Name, seed, err)
	}
	if final.Hash() != end.Hash() || !reflect.DeepEqual(final.Outcome(), end.Outcome()) {
		t.Fatalf("%s seed %d: the replay ends at %+v, the game at %+v", sc.Name, seed, final.Outcome(), end.Outcome())
	}
}

// checkPosition checks one position: its invariants, its encoding, and the
// view of every seat and of the spectator.
func checkPosition(t *testing.T, g *Game, name string, n int) {
	t.Helper()
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("%s action %d: %v", name, n, err)
	}
	d := decoded(t, g)
	if !slices.Equal(d.ToAct(), g.ToAct()) {
		t.Fatalf("%s action %d: the decoded game has %v to act, the game %v", name, n, d.ToAct(), g.ToAct())
	}
	for s := rules.Spectator; int(s) < MaxSeats; s++ {
		if !slices.Equal(notations(d.Legal(s)), notations(g.Legal(s))) {
			t.Fatalf("%s action %d: seat %d may %v in the decoded game, %v in the game", name, n, s, d.Legal(s), g.Legal(s))
		}
		v := g.View(s).(*Game)
		if err := v.CheckInvariants(); err != nil {
			t.Fatalf("%s action %d: view of seat %d: %v", name, n, s, err)
		}
		decoded(t, v)
		if !slices.Equal(v.ToAct(), g.ToAct()) || v.Outcome().Over != g.Outcome().Over {
			t.Fatalf("%s action %d: the view of seat %d has %v to act, the game %v", name, n, s, v.ToAct(), g.ToAct())
		}
		if !slices.Equal(notations(v.Legal(s)), notations(g.Legal(s))) {
			t.Fatalf("%s action %d: seat %d may %v in its view, %v in the game", name, n, s, v.Legal(s), g.Legal(s))
		}
	}
}

// decoded returns Decode(g.Encode()), checking it has g's hash and bytes.
func decoded(t *testing.T, g *Game) *Game {
	t.Helper()
	enc := g.Encode()
	d, err := Ruleset{}.Decode(enc)
	if err != nil {
		t.Fatalf("decoding:\n%s%v", g.Describe(), err)
	}
	if d.Hash() != g.Hash() || !bytes.Equal(d.Encode(), enc) {
		t.Fatalf("the decoded state differs:\n%s", g.Describe())
	}
	return d.(*Game)
}

// checkLegalAgrees tries every action the notation can write on a copy of
// g: Apply accepts exactly the actions some seat's Legal lists, and refuses
// every other with a *rules.IllegalError that leaves the encoding as it was.
func checkLegalAgrees(t *testing.T, g *Game) {
	t.Helper()
	enc := g.Encode()
	for _, a := range allActions() {
		listed := slices.Contains(g.Legal(a.Seat), rules.Action(a))
		c := g.Copy()
		_, err := c.Apply(a)
		switch {
		case listed && err != nil:
			t.Fatalf("listed action %q refused: %v\n%s", a, err, g.Describe())
		case !listed && err == nil:
			t.Fatalf("unlisted action %q accepted\n%s", a, g.Describe())
		case err != nil && !rules.IsIllegal(err):
			t.Fatalf("%q refused with %v, not an illegal action error", a, err)
		case err != nil && !bytes.Equal(c.Encode(), enc):
			t.Fatalf("refused action %q changed the game", a)
		}
	}
}

// TestGenericPlayout: rules.Playout, which this ruleset leaves to the
// generic path (the first seat to act acts first), plays every game to
// its end, and rules.Play does with computer and random players.
func TestGenericPlayout(t *testing.T) {
	for k, sc := range (Ruleset{}).Scenarios() {
		for seed := range uint64(50) {
			g, _ := Setup(sc, seed, rules.Options{})
			d := rules.NewDice(seed)
			n, err := rules.Playout(g, &d, 1000)
			if err != nil || !g.Outcome().Over || n < g.lvl.Rounds*len(g.lvl.Seats) {
				t.Fatalf("%s seed %d: playout of %d actions: %v, %+v", sc.Name, seed, n, err, g.Outcome())
			}
			g, _ = Setup(sc, seed, rules.Options{})
			players := make([]rules.Player, len(g.lvl.Seats))
			for s := range players {
				players[s] = Ruleset{}.NewAI(rules.Seat(s), seed+uint64(s))
				if (s+k+int(seed))%2 == 1 {
					players[s] = rules.NewRandomPlayer(seed + uint64(s))
				}
			}
			if n, err := rules.Play(g, players, 1000); err != nil || !g.Outcome().Over {
				t.Fatalf("%s seed %d: play of %d actions: %v", sc.Name, seed, n, err)
			}
		}
	}
}

// TestCheckInvariantsAllocatesNothing: the check runs after every action
// of the property tests, so it must not allocate on a sound position.
func TestCheckInvariantsAllocatesNothing(t *testing.T) {
	for _, sc := range (Ruleset{}).Scenarios() {
		g, _ := Setup(sc, 3, rules.Options{})
		d := rules.NewDice(3)
		for {
			for _, st := range []*Game{g, g.View(0).(*Game)} {
				if allocs := testing.AllocsPerRun(5, func() { st.CheckInvariants() }); allocs != 0 {
					t.Fatalf("%s: CheckInvariants allocates %v times", sc.Name, allocs)
				}
			}
			seats := g.ToAct()
			if len(seats) == 0 {
				break
			}
			legal := g.Legal(seats[len(seats)-1])
			g.Apply(legal[d.IntN(len(legal))])
		}
	}
}

// TestToActAllocatesNothing: the table asks who is to act every frame.
func TestToActAllocatesNothing(t *testing.T) {
	g := start(t, "crowd")
	play(t, g, "2 pick 1")
	if allocs := testing.AllocsPerRun(10, func() { g.ToAct() }); allocs != 0 || !slices.Equal(g.ToAct(), []rules.Seat{0, 2, 3}) {
		t.Fatalf("ToAct gives %v with %v allocations", g.ToAct(), allocs)
	}
}
