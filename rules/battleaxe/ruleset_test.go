package battleaxe

import (
	"bytes"
	"strings"
	"testing"

	"skirmish/rules"
)

func setupCrypt(t testing.TB, seed uint64, dice ...int) *Game {
	return setupScenario(t, 0, seed, dice...)
}

// setupScenario sets up fixed test dungeon n (the scenarios after the
// quests).
func setupScenario(t testing.TB, n int, seed uint64, dice ...int) *Game {
	t.Helper()
	var scs []rules.Scenario
	for _, sc := range (Ruleset{}).Scenarios() {
		if !IsQuest(sc.Source) && !IsCampaign(sc.Source) {
			scs = append(scs, sc)
		}
	}
	if len(scs) <= n {
		t.Fatalf("%d scenarios", len(scs))
	}
	g, err := Setup(scs[n], seed, rules.Options{Dice: dice})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestSetupSeatsAndToAct(t *testing.T) {
	g := setupCrypt(t, 1)
	seats := g.Seats()
	if len(seats) != 2 || seats[0].Name != "Thomas" || seats[1].Name != "Luella" {
		t.Fatalf("seats %+v", seats)
	}
	if got := g.ToAct(); len(got) != 2 {
		t.Fatalf("between turns every hero may start: %v", got)
	}
	if _, err := g.Apply(Action{Kind: ActFace, Hero: 'B', Dir: 1}); err != nil {
		t.Fatal(err)
	}
	if got := g.ToAct(); len(got) != 1 || got[0] != 1 {
		t.Fatalf("Luella's turn is under way: %v", got)
	}
	if !strings.Contains(g.Progress(), "Luella to act") {
		t.Fatal(g.Progress())
	}
}

func TestEncodeDecodeRoundTripsAndHashFollows(t *testing.T) {
	g := setupCrypt(t, 7)
	a, _ := g.ParseAction("A move e5")
	if _, err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
	data := g.Encode()
	d, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(d.Encode(), data) || d.Hash() != g.Hash() {
		t.Fatal("decode does not give the same game")
	}
	c := g.Clone().(*Game)
	c.Apply(Action{Kind: ActEnd, Hero: 'A'})
	if c.Hash() == g.Hash() {
		t.Fatal("a changed game hashes alike")
	}
	for i := range data {
		if _, err := Decode(data[:i]); err == nil {
			t.Fatalf("a truncated state (%d bytes) decoded", i)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(setupCrypt(f, 1).Encode())
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Decode(data)
		if err != nil {
			return
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		// Whatever a decoded state holds, playing on from it never panics.
		for _, seat := range g.ToAct() {
			for _, a := range g.Legal(seat) {
				g.Clone().(*Game).Apply(a)
			}
		}
		g.Describe()
	})
}

// Random games of the test crypt: after every action the invariants hold,
// the state decodes to itself, every legal action's notation reads back,
// and an illegal action leaves the game untouched.
func TestRandomGamesKeepTheRules(t *testing.T) {
	games, finished := 20, 0
	if testing.Short() {
		games = 5
	}
	for seed := range uint64(games) {
		g := setupScenario(t, int(seed%2), seed)
		p := rules.NewRandomPlayer(seed)
		for step := 0; step < 400 && !g.Outcome().Over; step++ {
			seat := g.ToAct()[0]
			for _, a := range g.Legal(seat) {
				b, err := ParseAction(a.String())
				if err != nil || b.String() != a.String() {
					t.Fatalf("%q does not read back: %v", a, err)
				}
				if step%20 == 0 {
					c := g.Clone().(*Game)
					if _, err := c.Apply(a); err != nil {
						t.Fatalf("seed %d step %d: legal %q refused: %v", seed, step, a, err)
					}
				}
			}
			before := g.Encode()
			if _, err := g.Apply(Action{Kind: ActFight, Hero: 'A', Target: 'Z'}); !rules.IsIllegal(err) || !bytes.Equal(before, g.Encode()) {
				t.Fatalf("an illegal fight: %v", err)
			}
			a, err := p.Choose(g.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: legal %q refused: %v\n%s", seed, step, a, err, g.Describe())
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d step %d after %q: %v\n%s", seed, step, a, err, g.Describe())
			}
			d, err := Decode(g.Encode())
			if err != nil || d.Hash() != g.Hash() {
				t.Fatalf("seed %d step %d: decode %v", seed, step, err)
			}
		}
		if g.Outcome().Over {
			finished++
		}
	}
	t.Logf("%d of %d random games finished", finished, games)
}

// The computer heroes fight through the crypt: every enemy dead is a win
// for every hero seat together; the party lost has no winners.
func TestComputerHeroesPlayToTheEnd(t *testing.T) {
	wins, losses := 0, 0
	for seed := range uint64(10) {
		g := setupCrypt(t, seed)
		players := []rules.Player{Ruleset{}.NewAI(0, seed), Ruleset{}.NewAI(1, seed)}
		if _, err := rules.Play(g, players, 2000); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, g.Describe())
		}
		o := g.Outcome()
		switch {
		case !o.Over:
			t.Fatalf("seed %d: not over\n%s", seed, g.Describe())
		case len(o.Winners) == 2:
			wins++
		case len(o.Winners) == 0:
			losses++
		default:
			t.Fatalf("seed %d: winners %v", seed, o.Winners)
		}
	}
	if wins == 0 {
		t.Fatalf("the paladins never won (%d losses)", losses)
	}
}

func TestViewCannotForetellRolls(t *testing.T) {
	g := setupCrypt(t, 3)
	v := g.View(0).(*Game)
	a, _ := ParseAction("A move e5")
	ga, _ := g.Apply(a)
	va, _ := v.Apply(a)
	if ga[0].(Event).N == va[0].(Event).N && g.dice.Rolls() == 1 {
		// The same roll can happen by chance; the generators must differ.
		g2, v2 := setupCrypt(t, 3), setupCrypt(t, 3).View(0).(*Game)
		r1, r2 := NewRoller(&g2.dice), NewRoller(&v2.dice)
		same := true
		for range 20 {
			same = same && r1.D6() == r2.D6()
		}
		if same {
			t.Fatal("the view's dice roll as the game's")
		}
	}
}

func TestDescribeDrawsTheMapBack(t *testing.T) {
	g := setupCrypt(t, 1)
	d := g.Describe()
	for _, want := range []string{"|. g . . 2 . . o .|", "+-+-+-+ +-+-+-+-+/+", "Thomas on f5: Health 7", "Round 1"} {
		if !strings.Contains(d, want) {
			t.Errorf("describe lacks %q:\n%s", want, d)
		}
	}
}

// The computer hero decides from its view: a game that differs only in its
// dice (which no seat may see) gives the same decision.
func TestAIDecidesFromTheViewOnly(t *testing.T) {
	a, b := setupCrypt(t, 1), setupCrypt(t, 99)
	for range 6 {
		ca, err := AI{}.Choose(a.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		cb, _ := AI{}.Choose(b.View(0), 0)
		if ca.String() != cb.String() {
			t.Fatalf("%s against %s", ca, cb)
		}
		if ca.(Action).Kind != ActFace {
			break
		}
	}
}

// Four computer heroes against the troll bridge: the games end, with every
// kind of enemy acting.
func TestComputerHeroesOnTheTrollBridge(t *testing.T) {
	kinds := map[string]bool{}
	for seed := range uint64(6) {
		g := setupScenario(t, 1, seed)
		var players []rules.Player
		for s := range g.Seats() {
			players = append(players, Ruleset{}.NewAI(rules.Seat(s), seed))
		}
		for step := 0; step < 3000 && !g.Outcome().Over; step++ {
			seat := g.ToAct()[0]
			a, err := players[seat].Choose(g.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			evs, err := g.Apply(a)
			if err != nil {
				t.Fatalf("seed %d: %q: %v", seed, a, err)
			}
			for _, e := range evs {
				if ev := e.(Event); ev.Kind == EvAttack && !g.minis[ev.Mini].Hero {
					kinds[g.enemyCard(int(ev.Mini)).ID+" "+ev.Blow.Kind] = true
				}
			}
		}
		if !g.Outcome().Over {
			t.Fatalf("seed %d did not end\n%s", seed, g.Describe())
		}
	}
	for _, k := range []string{"goblin-archer shoot", "kobold-shaman spell", "cave-troll fight", "wolf fight"} {
		if !kinds[k] {
			t.Errorf("no %s in any game (saw %v)", k, kinds)
		}
	}
}

// Every example of the console's help reads, and those said to roll have
// odds.
func TestExamplesReadAndRollingOnesHaveOdds(t *testing.T) {
	g := setupCrypt(t, 1)
	for _, ex := range (Ruleset{}).Examples() {
		a, err := g.ParseAction(ex.Action)
		if err != nil || a.String() != ex.Action {
			t.Fatalf("%q: %v", ex.Action, err)
		}
		if _, err := g.Odds(a); (err == nil) != ex.Rolls {
			t.Errorf("%q: rolls %v, odds error %v", ex.Action, ex.Rolls, err)
		}
	}
}
