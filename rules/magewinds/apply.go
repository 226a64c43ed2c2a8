package magewinds

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// ToAct returns the seats that must decide now: in the muster each side
// not yet ready (both choose at once), then the one side whose decision
// it is, and none when the battle is over.
func (g *Game) ToAct() []rules.Seat {
	switch g.Phase {
	case PhaseOver:
		return nil
	case PhaseMuster:
		return musterSeats[b2i(g.Ready[0])+2*b2i(g.Ready[1])]
	}
	return seatTable[g.Decider()]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

var seatTable = [2][]rules.Seat{{0}, {1}}

// Decider returns the side that must decide now; in the muster, where
// both may, the first that is not ready.
func (g *Game) Decider() int {
	if g.Phase == PhaseMuster {
		return b2i(g.Ready[0])
	}
	if g.Phase == PhaseAction && (g.Act.Step == StepReact || g.Act.Step == StepReactStep) {
		return int(g.Fighters[g.Act.Target].Side)
	}
	return int(g.Turn)
}

// Apply validates and resolves an action.
func (g *Game) Apply(ra rules.Action) ([]rules.Event, error) {
	a, ok := ra.(Action)
	if !ok {
		if p, isPtr := ra.(*Action); isPtr && p != nil {
			a = *p
		} else {
			return nil, &rules.IllegalError{Action: fmt.Sprint(ra), Reason: "not a Magewinds action"}
		}
	}
	if g.isView() {
		return nil, rules.Illegal(a, "this is a seat's view of the battle, not the battle itself")
	}
	if g.Phase == PhaseOver {
		return nil, rules.Illegal(a, "the battle is over")
	}
	if err := g.check(a); err != nil {
		return nil, err
	}
	var snap *Game
	if g.dice.Loaded() {
		snap = g.clone()
	}
	evs := g.resolve(a)
	if g.diceOut {
		*g = *snap
		return nil, fmt.Errorf("%s: %w", a, rules.ErrDiceExhausted)
	}
	out := make([]rules.Event, len(evs))
	for i, e := range evs {
		out[i] = e
	}
	return out, nil
}

// check returns an *IllegalError when a may not be taken now.
func (g *Game) check(a Action) error {
	why := g.whyNot(a)
	if why == "" {
		return nil
	}
	return rules.Illegal(a, "%s", why)
}

// whyNot explains why a may not be taken now, or returns "".
func (g *Game) whyNot(a Action) string {
	if g.Phase == PhaseMuster {
		return g.whyNotMuster(a)
	}
	if a.Kind.Mustering() {
		return "the warbands have been mustered"
	}
	fi := -1
	if a.Fighter != "" {
		fi = g.FighterByID(a.Fighter)
		if fi < 0 {
			return fmt.Sprintf("there is no fighter %s", a.Fighter)
		}
	}
	switch g.Phase {
	case PhaseDeploy:
		if a.Kind != KDeploy {
			return "fighters are being deployed: deploy one"
		}
		return g.whyNotDeploy(fi, a.At)
	case PhaseChannel:
		return g.whyNotChannel(a)
	case PhaseWindburn:
		return g.whyNotWindburn(a)
	}
	return g.whyNotAction(fi, a)
}

// resolve carries out an action that check accepted.
func (g *Game) resolve(a Action) []Event {
	fi := g.FighterByID(a.Fighter)
	switch g.Phase {
	case PhaseMuster:
		return g.muster(a)
	case PhaseDeploy:
		return g.deploy(fi, a.At)
	case PhaseChannel:
		return g.channel(a)
	case PhaseWindburn:
		return g.windburn(a)
	}
	return g.act(fi, a)
}

// ---- Deployment (10.5) ----

func (g *Game) whyNotDeploy(fi int, at geom.Point) string {
	if fi < 0 {
		return "name the fighter to deploy"
	}
	f := &g.Fighters[fi]
	if int(f.Side) != int(g.Turn) {
		return fmt.Sprintf("it is %s's turn to deploy", g.lvl.Sides[g.Turn])
	}
	if f.Deployed {
		return fmt.Sprintf("%s is already deployed", g.Name(fi))
	}
	if !g.lvl.InZone(int(f.Side), at) {
		return "the base must be wholly within your deployment zone"
	}
	if !g.mover(fi).CanStand(at) {
		return "the base may not overlap another base or an obstacle"
	}
	return ""
}

func (g *Game) deploy(fi int, at geom.Point) []Event {
	f := &g.Fighters[fi]
	f.Pos, f.Deployed = at, true
	e := g.event(EvDeployed, "%s %s %s.", g.lvl.Sides[f.Side], g.verb(int(f.Side), "deploys", "deploy"), g.Name(fi))
	e.Fighter, e.To, e.Side = int8(fi), at, f.Side
	evs := []Event{e}
	s := int(f.Side)
	if !g.hasUndeployed(s) && g.FirstDone < 0 {
		g.FirstDone = int8(s)
	}
	switch {
	case g.hasUndeployed(1 - s):
		g.Turn = int8(1 - s)
	case g.hasUndeployed(s):
		g.Turn = int8(s)
	default:
		evs = append(evs, g.startRound()...)
	}
	return evs
}

func (g *Game) hasUndeployed(s int) bool {
	for i := range g.Fighters {
		if int(g.Fighters[i].Side) == s && !g.Fighters[i].Deployed && !g.Fighters[i].Out {
			return true
		}
	}
	return false
}

// startRound begins a round with its Channelling Phase (11.0, 12.0). The
// first turn goes to the side that finished deploying, or finished
// activating in the last Action Phase, first.
func (g *Game) startRound() []Event {
	g.Round++
	g.Phase = PhaseChannel
	g.Turn = max(g.FirstDone, 0)
	g.FirstDone = -1
	g.Passed = [2]bool{}
	e := g.event(EvPhase, "Round %d: the Channelling Phase. %s %s first.", g.Round, g.lvl.Sides[g.Turn], g.verb(int(g.Turn), "draws", "draw"))
	e.Side = g.Turn
	return []Event{e}
}

// ---- Channelling (12.0) ----

func (g *Game) whyNotChannel(a Action) string {
	hand := g.Hands[g.Turn]
	switch a.Kind {
	case KPass:
		return ""
	case KDraw:
		if len(hand) >= HandLimit {
			return "you have reached your hand limit of 5 cards and must pass"
		}
		if a.N == 0 {
			if len(g.Deck) == 0 {
				return "the deck is empty"
			}
			return ""
		}
		if g.FaceUp[a.N-1] == cards.None {
			return fmt.Sprintf("there is no face-up card %d", a.N)
		}
		return ""
	}
	return "in the Channelling Phase, draw a card or pass"
}

// HandLimit is the most cards a hand may hold when drawing (12.0).
const HandLimit = 5

func (g *Game) channel(a Action) []Event {
	s := int(g.Turn)
	var evs []Event
	if a.Kind == KPass {
		g.Passed[s] = true
		if g.FirstDone < 0 {
			g.FirstDone = int8(s)
		}
		e := g.event(EvPassed, "%s %s.", g.lvl.Sides[s], g.verb(s, "passes", "pass"))
		e.Side = int8(s)
		evs = append(evs, e)
	} else {
		var c cards.Card
		if a.N == 0 {
			c = g.Deck[len(g.Deck)-1]
			g.Deck = g.Deck[:len(g.Deck)-1]
			e := g.event(EvDrew, "%s %s the %s from the deck.", g.lvl.Sides[s], g.verb(s, "draws", "draw"), c.Long())
			e.public = fmt.Sprintf("%s %s a card from the deck.", g.lvl.Sides[s], g.verb(s, "draws", "draw"))
			e.Side, e.Card, e.N, e.chance = int8(s), c, 0, true
			evs = append(evs, e)
		} else {
			c = g.FaceUp[a.N-1]
			g.FaceUp[a.N-1] = cards.None
			e := g.event(EvDrew, "%s %s the %s from the face-up cards.", g.lvl.Sides[s], g.verb(s, "takes", "take"), c.Long())
			e.Side, e.Card, e.N = int8(s), c, a.N
			evs = append(evs, e)
			if len(g.Deck) > 0 {
				g.FaceUp[a.N-1] = g.Deck[len(g.Deck)-1]
				g.Deck = g.Deck[:len(g.Deck)-1]
				r := g.event(EvDrew, "The %s is turned face up.", g.FaceUp[a.N-1].Long())
				r.Card, r.N, r.chance = g.FaceUp[a.N-1], -a.N, true
				evs = append(evs, r)
			}
		}
		g.Hands[s] = append(g.Hands[s], c)
		evs = append(evs, g.refillDeck()...)
	}
	switch {
	case !g.Passed[1-s]:
		g.Turn = int8(1 - s)
	case !g.Passed[s]:
	default:
		evs = append(evs, g.startActionPhase()...)
	}
	return evs
}

// refillDeck shuffles the discard pile into an empty deck (12.1).
func (g *Game) refillDeck() []Event {
	if len(g.Deck) > 0 || len(g.Discard) == 0 {
		return nil
	}
	g.Deck = append(g.Deck, g.Discard...)
	g.Discard = g.Discard[:0]
	cards.Shuffle(g.Deck, &g.dice)
	e := g.event(EvReshuffled, "The deck is empty: the discard pile is shuffled into a new deck of %d cards.", len(g.Deck))
	e.N, e.chance = len(g.Deck), true
	return []Event{e}
}

func (g *Game) startActionPhase() []Event {
	g.Phase = PhaseAction
	g.Turn = max(g.FirstDone, 0)
	g.FirstDone = -1
	g.Act = Activation{Target: -1, Object: -1, Spell: -1, Fighter: -1}
	e := g.event(EvPhase, "The Action Phase. %s passed first and %s first.", g.lvl.Sides[g.Turn], g.verb(int(g.Turn), "activates", "activate"))
	e.Side = g.Turn
	evs := []Event{e}
	return append(evs, g.nextTurn(int(g.Turn), true)...)
}

// ---- End Phase and Windburn (14.0) ----

// Outcome tells whether the battle is over and who won.
func (g *Game) Outcome() rules.Outcome {
	if g.Phase != PhaseOver {
		return rules.Outcome{}
	}
	out := rules.Outcome{Over: true, Reason: g.Reason}
	if g.Winner >= 0 {
		out.Winners = rules.Only(rules.Seat(g.Winner))
	}
	return out
}

// WhyNot explains why a may not be taken now, or returns "" when it may.
func (g *Game) WhyNot(a Action) string {
	if g.Phase == PhaseOver {
		return "the battle is over"
	}
	return g.whyNot(a)
}
