package magewinds

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// cell is the size of one character of a drawn map: half an inch.
const cell = geom.Inch / 2

// cellMid returns the centre of the square in column c, row r of a map.
func cellMid(c, r int) geom.Point {
	return geom.Point{X: int64(c)*cell + cell/2, Y: int64(r)*cell + cell/2}
}

// inches returns a length in inches as µm, failing the test on a bad text.
func inches(t testing.TB, s string) int64 {
	t.Helper()
	d, err := geom.Inches(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// inchText writes µm as inches for a scenario file (exact: 1 µm is 1/25400").
func inchText(d int64) string {
	whole, frac := d/geom.Inch, d%geom.Inch
	if frac == 0 {
		return fmt.Sprint(whole)
	}
	// every drawn coordinate is a multiple of ¼"
	return fmt.Sprintf("%d.%s", whole, strings.TrimRight(fmt.Sprintf("%03d", frac*1000/geom.Inch), "0"))
}

// scenarioFromMap turns a battlefield drawn as text into scenario lines. One
// character is a ½" square; the first row runs along y = 0, the first
// column along x = 0; the field is 32 columns by 24 rows and what is not
// drawn is open ground:
//
//	'.' open ground   '#' high obstacle   '=' medium obstacle   '~' low obstacle
//	'A'..'H'  fighters of side 1, a1..a8, the base centred in that square
//	'a'..'h'  fighters of side 2, b1..b8
//	'*'  a carriable object (o1, o2, ... in reading order with '%')
//	'%'  a moveable object
//	'+'  a marker
//
// Horizontal runs of one obstacle become a rectangle, and rectangles with
// the same columns in consecutive rows merge into one feature.
func scenarioFromMap(t testing.TB, rows []string) (lines []string, at map[string]geom.Point) {
	t.Helper()
	heights := map[byte]string{'~': "low", '=': "medium", '#': "high"}
	type rect struct {
		ch             byte
		x0, x1, y0, y1 int
	}
	var rects []rect
	at = map[string]geom.Point{}
	var objs, marks []string
	for r, row := range rows {
		// every character a map knows is ASCII: name any other whole
		if i := strings.IndexFunc(row, func(ch rune) bool { return ch >= utf8.RuneSelf }); i >= 0 {
			ch, _ := utf8.DecodeRuneInString(row[i:])
			t.Fatalf("map: unknown character %q in row %d, column %d", ch, r, utf8.RuneCountInString(row[:i]))
		}
		for c := 0; c < len(row); {
			ch := row[c]
			p := cellMid(c, r)
			xy := inchText(p.X) + "," + inchText(p.Y)
			switch {
			case ch >= 'A' && ch <= 'H':
				at[fmt.Sprintf("a%d", ch-'A'+1)] = p
			case ch >= 'a' && ch <= 'h':
				at[fmt.Sprintf("b%d", ch-'a'+1)] = p
			case ch == '*':
				objs = append(objs, fmt.Sprintf("object: Relic %d; carriable; %s", len(objs)+1, xy))
			case ch == '%':
				objs = append(objs, fmt.Sprintf("object: Stone %d; moveable; %s", len(objs)+1, xy))
			case ch == '+':
				marks = append(marks, fmt.Sprintf("marker: Cairn %d; %s", len(marks)+1, xy))
			case ch == '.' || ch == ' ':
			default:
				if _, ok := heights[ch]; !ok {
					t.Fatalf("map: unknown character %q in row %d", ch, r)
				}
				e := c
				for e < len(row) && row[e] == ch {
					e++
				}
				merged := false
				for i := range rects {
					q := &rects[i]
					if q.ch == ch && q.x0 == c && q.x1 == e && q.y1 == r {
						q.y1++
						merged = true
						break
					}
				}
				if !merged {
					rects = append(rects, rect{ch, c, e, r, r + 1})
				}
				c = e
				continue
			}
			c++
		}
	}
	for i, q := range rects {
		x0, x1 := inchText(int64(q.x0)*cell), inchText(int64(q.x1)*cell)
		y0, y1 := inchText(int64(q.y0)*cell), inchText(int64(q.y1)*cell)
		lines = append(lines, fmt.Sprintf("feature: %s; %c%d; %s,%s %s,%s %s,%s %s,%s",
			heights[q.ch], q.ch, i, x0, y0, x1, y0, x1, y1, x0, y1))
	}
	lines = append(lines, objs...)
	lines = append(lines, marks...)
	return lines, at
}

// arena builds a battle from a drawn map (see scenarioFromMap) and puts it
// in round 1's Action Phase with side 1 to activate: every fighter drawn is
// deployed where it is drawn, no hands, no counters. warbands is "profile,
// profile / profile, ..." for sides 1 and 2; extra holds more scenario lines
// ("rounds: 2", "score: marker 1"). Any warbands of one to eight fighters
// will do (the scenario lifts the pack's warband rules). The dice are
// random until load is called.
func arena(t testing.TB, warbands, extra string, rows ...string) *Game {
	t.Helper()
	side1, side2, ok := strings.Cut(warbands, "/")
	if !ok {
		t.Fatalf("warbands %q: want \"side 1 / side 2\"", warbands)
	}
	lines, at := scenarioFromMap(t, rows)
	src := strings.Join(append([]string{
		"title: Test Arena",
		"rounds: 4",
		"side 1: Wardens",
		"side 2: Ashen",
		"warband 1: " + strings.TrimSpace(side1),
		"warband 2: " + strings.TrimSpace(side2),
		"deploy 1: 0,0 3,12",
		"deploy 2: 13,0 16,12",
		"score: takedown 1",
		anyWarband,
	}, append(lines, strings.Split(extra, "\n")...)...), "\n")
	g := newGame(t, src, nil)
	for i := range g.Fighters {
		id := g.FighterID(i)
		p, ok := at[id]
		if !ok {
			t.Fatalf("map: fighter %s is not drawn", id)
		}
		g.Fighters[i].Pos, g.Fighters[i].Deployed = p, true
		delete(at, id)
	}
	for id := range at {
		t.Fatalf("map: %s is drawn but the warbands have no such fighter", id)
	}
	for i := range g.Fighters {
		if !g.mover(i).CanStand(g.Fighters[i].Pos) {
			t.Fatalf("map: %s cannot stand where it is drawn (off the battlefield, on an obstacle or another base)", g.FighterID(i))
		}
	}
	g.Round, g.Phase, g.Turn, g.FirstDone, g.Leads = 1, PhaseAction, 0, -1, 0
	g.Act = Activation{Fighter: -1, Target: -1, Object: -1, Spell: -1, Attack: -1}
	return g
}

// anyWarband are scenario lines that let a test scenario's warbands be any
// one to eight fighters.
const anyWarband = "fighters: 1-8\ncopies: 8\ncasters: 0\npoints: 1000"

// newGame parses a scenario and sets up a battle with the given dice
// script (nil: random dice seeded 1), both sides taking the scenario's
// warbands in the muster (DefaultMuster): it stands at deployment.
func newGame(t testing.TB, src string, dice []int) *Game {
	t.Helper()
	pk, err := DefaultPack()
	if err != nil {
		t.Fatal(err)
	}
	lv, err := ParseLevel("test", "test.txt", []byte(src), pk)
	if err != nil {
		t.Fatalf("scenario: %v\n%s", err, src)
	}
	d, err := rules.LoadedDice(1, dice)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(lv, pk, d)
	mustered(t, g)
	return g
}

// mustered plays the muster in which both sides take the scenario's
// warbands (DefaultMuster).
func mustered(t testing.TB, g *Game) {
	t.Helper()
	for _, a := range DefaultMuster() {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("the default muster: %q: %v", a, err)
		}
	}
}

// load loads the battle's dice: the next rolls are these, and running out
// of them is an error.
func load(t testing.TB, g *Game, dice ...int) {
	t.Helper()
	d, err := rules.LoadedDice(1, dice)
	if err != nil {
		t.Fatal(err)
	}
	g.dice = d
}

// do applies actions in notation and returns the events of the last one;
// any error fails the test.
func do(t testing.TB, g *Game, actions ...string) []Event {
	t.Helper()
	var out []Event
	for _, s := range actions {
		a, err := ParseAction(s)
		if err != nil {
			t.Fatalf("parse %q: %v", s, err)
		}
		evs, err := g.Apply(a)
		if err != nil {
			t.Fatalf("apply %q: %v\n%s", s, err, g.Describe())
		}
		out = out[:0]
		for _, e := range evs {
			out = append(out, e.(Event))
		}
	}
	return out
}

// refuse applies an action that must be illegal, checks that the battle did
// not change and returns the reason.
func refuse(t testing.TB, g *Game, action string) string {
	t.Helper()
	a, err := ParseAction(action)
	if err != nil {
		t.Fatalf("parse %q: %v", action, err)
	}
	before := g.Encode()
	_, err = g.Apply(a)
	var ie *rules.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("%q: want an IllegalError, got %v", action, err)
	}
	if !bytes.Equal(before, g.Encode()) {
		t.Fatalf("%q was refused but changed the battle", action)
	}
	return ie.Reason
}

// legal returns the deciding seat's legal actions in notation.
func legal(g *Game) []string {
	var out []string
	for _, a := range g.Legal(rules.Seat(g.Decider())) {
		out = append(out, a.String())
	}
	return out
}

// find returns the first event of kind k, failing when there is none.
func find(t testing.TB, evs []Event, k EvKind) Event {
	t.Helper()
	for _, e := range evs {
		if e.Kind == k {
			return e
		}
	}
	t.Fatalf("no event of kind %d among:\n%s", k, eventText(evs))
	return Event{}
}

// has reports whether an event of kind k happened.
func has(evs []Event, k EvKind) bool {
	return slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == k })
}

func eventText(evs []Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString("  " + e.Text + "\n")
	}
	return b.String()
}

// fighter returns the fighter with id ("a1", "b2").
func fighter(t testing.TB, g *Game, id string) *Fighter {
	t.Helper()
	i := g.FighterByID(id)
	if i < 0 {
		t.Fatalf("no fighter %s", id)
	}
	return &g.Fighters[i]
}

// card parses a card such as "KH".
func card(t testing.TB, s string) cards.Card {
	t.Helper()
	c, err := cards.Parse(s)
	if err != nil || c == cards.None {
		t.Fatalf("card %q: %v", s, err)
	}
	return c
}

// give moves the named cards into side s's hand from wherever they are
// (deck, face-up row, discard pile, the other hand), keeping every card
// exactly once; a face-up place it leaves is refilled from the deck.
func give(t testing.TB, g *Game, s int, names ...string) {
	t.Helper()
	for _, n := range names {
		c := card(t, n)
		switch {
		case slices.Contains(g.Deck, c):
			g.Deck = slices.DeleteFunc(g.Deck, func(x cards.Card) bool { return x == c })
		case slices.Contains(g.Discard, c):
			g.Discard = slices.DeleteFunc(g.Discard, func(x cards.Card) bool { return x == c })
		case slices.Contains(g.Hands[1-s], c):
			g.Hands[1-s] = slices.DeleteFunc(g.Hands[1-s], func(x cards.Card) bool { return x == c })
		case slices.Contains(g.Hands[s], c):
			continue
		default:
			k := slices.Index(g.FaceUp[:], c)
			if k < 0 {
				t.Fatalf("card %s is nowhere", n)
			}
			g.FaceUp[k] = g.Deck[len(g.Deck)-1]
			g.Deck = g.Deck[:len(g.Deck)-1]
		}
		g.Hands[s] = append(g.Hands[s], c)
	}
	checkCards(t, g)
}

// checkCards fails unless each of the 52 cards is in exactly one place.
func checkCards(t testing.TB, g *Game) {
	t.Helper()
	if n := g.CardCount(); n != cards.DeckSize {
		t.Fatalf("the battle holds %d cards, not 52", n)
	}
	var seen [cards.DeckSize]int
	for _, set := range [][]cards.Card{g.Deck, g.FaceUp[:], g.Discard, g.Hands[0], g.Hands[1]} {
		for _, c := range set {
			if c == cards.None {
				continue
			}
			if !c.Valid() {
				t.Fatalf("%v is not a card", c)
			}
			seen[c]++
		}
	}
	for c, n := range seen {
		if n != 1 {
			t.Fatalf("the %s is held %d times", cards.Card(c).Long(), n)
		}
	}
}

// scenarios returns the embedded scenarios, failing when there are not three.
func scenarios(t testing.TB) []rules.Scenario {
	t.Helper()
	scs := Ruleset{}.Scenarios()
	if len(scs) != 3 {
		t.Fatalf("%d embedded scenarios, want 3", len(scs))
	}
	return scs
}

// setup starts the embedded scenario name with seed.
func setup(t testing.TB, name string, seed uint64) *Game {
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

// randomGame plays a battle between two random players, calling each after
// every action, and returns the number of actions; it fails the test when
// the battle has not ended within limit actions.
func randomGame(t testing.TB, g *Game, seed uint64, limit int, each func(a Action, evs []rules.Event)) int {
	t.Helper()
	players := [2]rules.Player{rules.NewRandomPlayer(seed), rules.NewRandomPlayer(seed + 1)}
	n := 0
	for !g.Outcome().Over {
		if n >= limit {
			t.Fatalf("seed %d: the battle is not over after %d actions\n%s", seed, n, g.Describe())
		}
		seat := g.ToAct()[0]
		ra, err := players[seat].Choose(g, seat)
		if err != nil {
			t.Fatalf("seed %d, action %d: %v\n%s", seed, n, err, g.Describe())
		}
		evs, err := g.Apply(ra)
		if err != nil {
			t.Fatalf("seed %d, action %d: the random player's legal %q was refused: %v\n%s", seed, n, ra, err, g.Describe())
		}
		n++
		if each != nil {
			each(ra.(Action), evs)
		}
	}
	return n
}
