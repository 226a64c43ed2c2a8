package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/rules"
	"skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
)

// playConsole plays a console game of the given ruleset and seats with
// the given input, and returns the session and all the console printed.
func playConsole(t *testing.T, ruleset string, seed uint64, sitters []session.Sitter, input string) (*session.Session, string) {
	t.Helper()
	rs, err := rulesets.Catalog().Lookup(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	ses, err := session.NewSession(session.Setup{Ruleset: rs, Scenario: rs.Scenarios()[0], Seed: seed}, sitters, rules.UndoUntilDice)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	in := strings.NewReader(input)
	c := &console{env: &env{stdin: in, stdout: &out, stderr: &errOut}, ses: ses, in: bufio.NewReaderSize(in, maxLineBytes)}
	if err := c.loop(); err != nil {
		t.Fatalf("console: %v\n%s", err, out.String())
	}
	return ses, out.String()
}

// mentions reports whether text names card c, in notation ("KH") or in
// words ("King of Hearts").
func mentions(text string, c cards.Card) bool {
	return regexp.MustCompile(`\b`+regexp.QuoteMeta(c.String())+`\b`).MatchString(text) || strings.Contains(text, c.Long())
}

// TestConsoleHidesTheComputersHand plays Magewinds, a human against the
// computer (the computer player, then a random one, which draws blind),
// through deployment, the Channelling Phase and into the Action Phase. The
// console must show the human's hand, show the computer's as unknown
// cards, and never name a card the computer drew blind from the deck.
func TestConsoleHidesTheComputersHand(t *testing.T) {
	muster := "a default\na ready\n" // the scenario's warband (10.2)
	deploy := strings.Repeat("list\n1\n", 5)
	channel := "draw deck\ndraw deck\npass\n"
	act := strings.Repeat("list\n1\n", 6)
	for _, c := range []struct {
		name     string
		computer session.Sitter
		seed     uint64
	}{
		{"ai", session.Computer, 3},
		{"random", session.Random, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			ses, out := playConsole(t, "magewinds", c.seed, []session.Sitter{session.Human, c.computer}, muster+deploy+channel+act+"quit\n")
			checkHands(t, ses, out, c.computer == session.Random)
		})
	}
}

// checkHands checks what the console printed of a Magewinds game with the
// human in seat 0 and the computer in seat 1. With blind set, the computer
// must have drawn a card blind, which the output must never name.
func checkHands(t *testing.T, ses *session.Session, out string, blind bool) {
	t.Helper()
	const human, computer = 0, 1
	final := ses.State().(*magewinds.Game)
	if final.Phase != magewinds.PhaseAction {
		t.Fatalf("the game is in the %s, not the Action Phase: the input no longer fits", final.Phase)
	}

	// Every hand line of the computer's side shows unknown cards only.
	name := final.Seats()[computer].Name
	lineRE := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + ` \(hand: (.*)\):$`)
	shown := 0
	for _, m := range lineRE.FindAllStringSubmatch(out, -1) {
		if m[1] == "none" {
			continue
		}
		for _, card := range strings.Fields(m[1]) {
			if card != "??" {
				t.Errorf("the console shows %q in the computer's hand: %q", card, m[0])
			}
			shown++
		}
	}
	if shown == 0 {
		t.Fatalf("the computer's hand was never shown holding a card: the test shows nothing\n%s", out)
	}

	// The computer's actions are told through their events only: an
	// action may hold a secret (an attack choice placed face down).
	if m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + ` plays: .+$`).FindString(out); m != "" {
		t.Errorf("the console prints the computer's action: %q", m)
	}

	// Cards every seat has seen, face up or discarded; the computer's
	// other cards were drawn blind.
	public := map[cards.Card]bool{}
	hist := ses.History()
	for i := 0; i <= hist.Len(); i++ {
		g := hist.At(i).(*magewinds.Game)
		for _, c := range append(append([]cards.Card(nil), g.FaceUp[:]...), g.Discard...) {
			public[c] = true
		}
	}
	var secret []cards.Card
	for _, c := range final.Hands[computer] {
		if !public[c] {
			secret = append(secret, c)
		}
	}
	if blind && len(secret) == 0 {
		t.Fatalf("the computer holds no card drawn blind (hand %v): the test shows nothing; change the seed", final.Hands[computer])
	}
	for _, c := range secret {
		if mentions(out, c) {
			t.Errorf("the console names the %s, a card the computer drew blind", c.Long())
		}
	}

	// The human's hand, two cards drawn blind, is shown.
	mine := final.Hands[human]
	if len(mine) < 2 {
		t.Fatalf("the human holds %v, want the two cards drawn", mine)
	}
	notation := make([]string, len(mine))
	for i, c := range mine {
		notation[i] = c.String()
	}
	if want := "(hand: " + strings.Join(notation, " ") + ")"; !strings.Contains(out, want) {
		t.Errorf("the console does not show the human's hand %q", want)
	}
	t.Logf("computer's hand %v, %d drawn blind; human's hand %v", final.Hands[computer], len(secret), mine)
}

// noDice is Tunnel Fighters with no action that rolls dice, as a ruleset
// without dice would be.
type noDice struct{ rules.Ruleset }

func (n noDice) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	st, err := n.Ruleset.Setup(sc, seed, opts)
	return noDiceState{st}, err
}

// Examples gives the ruleset's examples, none of which rolls dice here.
func (n noDice) Examples() []rules.Example {
	out := n.Ruleset.Examples()
	for i := range out {
		out[i].Rolls = false
	}
	return out
}

type noDiceState struct{ rules.State }

func (s noDiceState) View(seat rules.Seat) rules.State     { return noDiceState{s.State.View(seat)} }
func (noDiceState) Odds(rules.Action) (*rules.Odds, error) { return nil, rules.ErrNoOdds }

// TestConsoleHelp checks that help and the first line give the ruleset's
// own examples, odds only where an action rolls dice, and the board's
// legend, or says that there is no map.
func TestConsoleHelp(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		want    []string
		not     []string
	}{
		{"tunnel", []string{
			`Type an action such as "A move c3-c4 E" (model A steps to c3, then c4, and faces east), or "help"`,
			"  A swing d4 2    model A swings at the model on d4, committing 2 Stamina\n",
			"  end             the side to act ends its turn\n",
			"list [WHO]", "(list A)", "e.g. odds A swing d4 2\n",
			"Key to the board:\n", "#  wall", "+  closed door", "a light of that radius", "A letter is a model",
		}, []string{"a1 deploy", "draws no map"}},
		{"magewinds", []string{
			`Type an action such as "a add stormblade"`,
			"  a1 cast mend a2 pay 7H,KH  cast Mend at a2, paying with the 7 and King of Hearts\n",
			"(list a)", "e.g. odds a1 attack b2 1\n",
			"Key to the board:\n", "a1, b2   a fighter", "H Hearts",
		}, []string{"A move c3-c4 E", "A swing d4 2", "draws no map", "#  wall"}},
	} {
		t.Run(c.ruleset, func(t *testing.T) {
			code, out, errOut := run(t, "help\nquit\n", "console", "-ruleset", c.ruleset, "-seed", "2")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			wantContains(t, "console", out, c.want...)
			for _, n := range c.not {
				if strings.Contains(out, n) {
					t.Errorf("the %s console says %q:\n%s", c.ruleset, n, out)
				}
			}
		})
	}

	// A ruleset in which no action rolls dice has no odds to offer.
	rs, err := rulesets.Catalog().Lookup("tunnel")
	if err != nil {
		t.Fatal(err)
	}
	ses, err := session.NewSession(session.Setup{Ruleset: noDice{rs}, Scenario: rs.Scenarios()[0], Seed: 1}, []session.Sitter{session.Human, session.Computer}, rules.UndoUntilDice)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	(&console{env: &env{stdout: &out}, ses: ses}).help()
	wantContains(t, "help", out.String(), "A swing d4 2", "list [WHO]")
	if strings.Contains(out.String(), "odds") {
		t.Errorf("help offers odds where no action rolls dice:\n%s", out.String())
	}
}

// secretive is Tunnel Fighters with every event private to the seat whose
// action caused it: other seats read only that something happened. It
// records the events in full in log.
type secretive struct {
	rules.Ruleset
	log *[]string
}

func (s secretive) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	st, err := s.Ruleset.Setup(sc, seed, opts)
	return secretState{st, s.log}, err
}

type secretState struct {
	rules.State
	log *[]string
}

func (s secretState) Clone() rules.State               { return secretState{s.State.Clone(), s.log} }
func (s secretState) View(seat rules.Seat) rules.State { return secretState{s.State.View(seat), s.log} }

func (s secretState) Apply(a rules.Action) ([]rules.Event, error) {
	owner := s.ToAct()[0]
	evs, err := s.State.Apply(a)
	for i, e := range evs {
		*s.log = append(*s.log, fmt.Sprintf("seat %d: %s", owner, e))
		evs[i] = secretEvent{e, owner}
	}
	return evs, err
}

type secretEvent struct {
	rules.Event
	owner rules.Seat
}

func (e secretEvent) For(seat rules.Seat) rules.Event {
	if seat == e.owner {
		return e.Event
	}
	return hiddenEvent{e.Event}
}

type hiddenEvent struct{ rules.Event }

func (hiddenEvent) String() string { return "(something you may not see)" }

// TestConsoleEventsForTheHuman checks that the console prints every event
// as the human seat may see it: its own in full, those of the computer (a
// random player: the Tunnel computer plays only the real Tunnel) as the
// rules let the human see them.
func TestConsoleEventsForTheHuman(t *testing.T) {
	rs, err := rulesets.Catalog().Lookup("tunnel")
	if err != nil {
		t.Fatal(err)
	}
	var log []string
	ses, err := session.NewSession(session.Setup{Ruleset: secretive{rs, &log}, Scenario: rs.Scenarios()[0], Seed: 5}, []session.Sitter{session.Human, session.Random}, rules.UndoUntilDice)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	in := strings.NewReader("end\nend\nquit\n")
	c := &console{env: &env{stdin: in, stdout: &out}, ses: ses, in: bufio.NewReaderSize(in, maxLineBytes)}
	if err := c.loop(); err != nil {
		t.Fatal(err)
	}
	mine, theirs := 0, 0
	for _, l := range log {
		seat, text, _ := strings.Cut(l, ": ")
		shown := strings.Contains(out.String(), "  "+text+"\n")
		switch {
		case seat == "seat 0" && !shown:
			t.Errorf("the human's own event %q is not shown", text)
		case seat == "seat 0":
			mine++
		case shown:
			t.Errorf("the computer's event %q is shown in full", text)
		default:
			theirs++
		}
	}
	if mine < 2 || theirs == 0 || !strings.Contains(out.String(), "  (something you may not see)\n") {
		t.Errorf("%d events of the human, %d of the computer, shown as:\n%s", mine, theirs, out.String())
	}
}
