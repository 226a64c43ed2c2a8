package magewinds

import (
	"errors"
	"fmt"
	"slices"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// encoding starts every encoded Magewinds state; its version changes
// whenever the encoding below changes.
var encoding = rules.Encoding{Magic: []byte("MAGEWINDS"), Version: 2, What: "Magewinds"}

// Encode returns the canonical encoding of the battle: the scenario's text
// and everything that changes during play. Equal battles encode equally.
func (g *Game) Encode() []byte {
	w := rules.NewWriter(make([]byte, 0, 512+len(g.lvl.Source)))
	encoding.StartEncode(w, rules.LevelSource{Name: g.lvl.Name, Origin: g.lvl.Origin, Source: []byte(g.lvl.Source)})
	g.encodePlay(w)
	return w.Data()
}

// Hash returns a hash of the canonical encoding, with the scenario's
// fingerprint standing for its text.
func (g *Game) Hash() uint64 {
	var buf [1024]byte
	w := rules.NewWriter(buf[:0])
	encoding.StartHash(w, g.lvl.fingerprint)
	g.encodePlay(w)
	return rules.Hash64(w.Data())
}

func writeCards(w *rules.Writer, cs []cards.Card) {
	w.Varint(int64(len(cs)))
	for _, c := range cs {
		w.Varint(int64(c))
	}
}

func writePoint(w *rules.Writer, p geom.Point) {
	w.Varint(p.X)
	w.Varint(p.Y)
}

func (g *Game) encodePlay(w *rules.Writer) {
	g.dice.AppendBinary(w)
	w.Varint(int64(g.Round))
	w.Varint(int64(g.Phase))
	w.Varint(int64(g.Turn))
	w.Varint(int64(g.hidden))
	for s := range 2 {
		writeWarband(w, g.Warbands[s])
		w.Bool(g.Ready[s])
		w.Varint(int64(g.Changes[s]))
	}
	w.Varint(int64(len(g.Fighters)))
	for i := range g.Fighters {
		f := &g.Fighters[i]
		w.Varint(int64(f.Profile))
		w.Varint(int64(f.Side))
		w.Varint(int64(f.Num))
		writePoint(w, f.Pos)
		w.Varint(int64(f.Damage))
		w.Varint(int64(f.Actions))
		w.Bool(f.Guard)
		w.Varint(int64(f.Ward))
		w.Bool(f.Deployed)
		w.Bool(f.Out)
		w.Varint(int64(f.Carry))
	}
	w.Varint(int64(len(g.Objects)))
	for _, o := range g.Objects {
		writePoint(w, o.Pos)
		w.Varint(int64(o.CarriedBy))
	}
	writeCards(w, g.Deck)
	writeCards(w, g.FaceUp[:])
	writeCards(w, g.Discard)
	writeCards(w, g.Hands[0])
	writeCards(w, g.Hands[1])
	writeCards(w, g.Kept)
	w.Bool(g.Passed[0])
	w.Bool(g.Passed[1])
	w.Varint(int64(g.FirstDone))
	w.Varint(int64(g.Leads))
	w.Varint(int64(g.VP[0]))
	w.Varint(int64(g.VP[1]))
	a := &g.Act
	w.Varint(int64(a.Step))
	w.Varint(int64(a.Fighter))
	w.Varint(int64(a.Kind))
	w.Varint(int64(a.Target))
	w.Varint(int64(a.Object))
	w.Varint(int64(a.Attack))
	w.Varint(int64(a.Spell))
	writeCards(w, a.Pay)
	w.Varint(int64(a.X))
	writePoint(w, a.Point)
	w.Varint(int64(a.Choice))
	w.Varint(int64(a.Reaction))
	w.Bool(a.Free)
	w.Varint(int64(a.Hits))
	writePoint(w, a.Source)
	w.Bool(a.Dropped)
	w.Bytes(g.Rolled)
	w.Varint(int64(g.Winner))
	w.String(g.Reason)
	w.Byte(g.RollOff[0])
	w.Byte(g.RollOff[1])
}

// Decode restores a battle written by Game.Encode. Damaged data gives an
// error naming what is wrong, never a panic.
func Decode(data []byte) (*Game, error) {
	r, src, err := encoding.ReadStart(data)
	if err != nil {
		return nil, err
	}
	pk, err := DefaultPack()
	if err != nil {
		return nil, err
	}
	lv, err := ParseLevel(src.Name, src.Origin, src.Source, pk)
	if err != nil {
		return nil, err
	}
	g := &Game{lvl: lv, pack: pk}
	if g.dice, err = rules.ReadDice(r); err != nil {
		return nil, err
	}
	g.Round = int8(r.Int("round", 0, MaxRounds))
	g.Phase = Phase(r.Int("phase", 0, int(PhaseOver)))
	g.Turn = int8(r.Int("turn", 0, 1))
	g.hidden = int8(r.Int("view", int(PublicView), 1))
	for s := range 2 {
		g.Warbands[s] = readWarband(r, pk)
		g.Ready[s] = r.Bool()
		g.Changes[s] = int8(r.Int("changes", 0, MusterChanges+1))
	}
	nf := r.Int("fighters", 0, 2*MaxWarband)
	if want := len(g.Warbands[0]) + len(g.Warbands[1]); r.Err() == nil && g.Phase != PhaseMuster && nf != want {
		return nil, fmt.Errorf("the state has %d fighters, its warbands %d", nf, want)
	}
	if r.Err() == nil && g.Phase == PhaseMuster && nf != 0 {
		return nil, fmt.Errorf("the state has %d fighters before the warbands are mustered", nf)
	}
	g.Fighters = make([]Fighter, nf)
	for i := range g.Fighters {
		f := &g.Fighters[i]
		f.Profile = uint8(r.Int("profile", 0, len(pk.Profiles)-1))
		f.Side = int8(r.Int("side", 0, 1))
		f.Num = int8(r.Int("number", 1, MaxWarband))
		f.Pos = readPoint(r)
		f.Damage = int8(r.Int("damage", 0, 60))
		f.Actions = int8(r.Int("actions", 0, 2))
		f.Guard = r.Bool()
		f.Ward = int8(r.Int("ward", 0, 1))
		f.Deployed = r.Bool()
		f.Out = r.Bool()
		f.Carry = int8(r.Varint())
	}
	no := r.Int("objects", 0, MaxObjects)
	if r.Err() == nil && no != len(lv.Objects) {
		return nil, fmt.Errorf("the state has %d objects, the scenario %d", no, len(lv.Objects))
	}
	g.Objects = make([]Object, no)
	for i := range g.Objects {
		g.Objects[i].Pos = readPoint(r)
		g.Objects[i].CarriedBy = int8(r.Varint())
	}
	g.Deck = readCards(r, 52)
	fu := readCards(r, 5)
	if len(fu) == 5 {
		copy(g.FaceUp[:], fu)
	} else if r.Err() == nil {
		return nil, errors.New("the state does not have five face-up card places")
	}
	g.Discard = readCards(r, 52)
	g.Hands[0] = readCards(r, 52)
	g.Hands[1] = readCards(r, 52)
	g.Kept = readCards(r, 52)
	g.Passed[0], g.Passed[1] = r.Bool(), r.Bool()
	g.FirstDone = int8(r.Int("first", -1, 1))
	g.Leads = int8(r.Int("leads", -1, 1))
	g.VP[0] = int16(r.Int("vp", 0, 9999))
	g.VP[1] = int16(r.Int("vp", 0, 9999))
	a := &g.Act
	a.Step = Step(r.Int("step", 0, int(StepEndDrop)))
	a.Fighter = int8(r.Int("acting fighter", -1, nf-1))
	a.Kind = ActKind(r.Int("action", 0, int(ActCast)))
	a.Target = int8(r.Int("target", -1, nf-1))
	a.Object = int8(r.Int("object", -1, no-1))
	a.Attack = int8(r.Int("attack", -1, 3))
	a.Spell = int8(r.Int("spell", -1, len(pk.Spells)-1))
	a.Pay = readCards(r, 52)
	a.X = int8(r.Int("x", 0, 99))
	a.Point = readPoint(r)
	a.Choice = Choice(r.Int("choice", 0, int(ChoiceHidden)))
	a.Reaction = Reaction(r.Int("reaction", 0, int(ReactDeflect)))
	a.Free = r.Bool()
	a.Hits = int8(r.Int("hits", 0, 20))
	a.Source = readPoint(r)
	a.Dropped = r.Bool()
	g.Rolled = slices.Clone(r.Bytes()) // a copy: r.Bytes aliases the caller's data
	g.Winner = int8(r.Int("winner", -1, 1))
	g.Reason = r.String()
	g.RollOff[0], g.RollOff[1] = r.Byte(), r.Byte()
	if err := r.Done(); err != nil {
		return nil, err
	}
	if err := g.validate(); err != nil {
		return nil, err
	}
	return g, nil
}

// validate checks what the decoder's ranges cannot: indexes that point to
// things that exist, and every card present exactly once.
func (g *Game) validate() error {
	for i := range g.Fighters {
		f := &g.Fighters[i]
		if f.Carry < -1 || int(f.Carry) >= len(g.Objects) || f.Carry >= 0 && int(g.Objects[f.Carry].CarriedBy) != i {
			return fmt.Errorf("fighter %d carries object %d, which is not carried by it", i, f.Carry)
		}
	}
	for i, o := range g.Objects {
		if o.CarriedBy < -1 || int(o.CarriedBy) >= len(g.Fighters) || o.CarriedBy >= 0 && int(g.Fighters[o.CarriedBy].Carry) != i {
			return fmt.Errorf("object %d is carried by fighter %d, which does not carry it", i, o.CarriedBy)
		}
	}
	if err := g.validateAct(); err != nil {
		return err
	}
	if err := g.validateTurn(); err != nil {
		return err
	}
	if err := g.validateWarbands(); err != nil {
		return err
	}
	if !g.isView() && g.CardCount() != cards.DeckSize {
		return fmt.Errorf("the state holds %d cards, not 52", g.CardCount())
	}
	var seen [cards.DeckSize]bool
	for _, set := range [][]cards.Card{g.Deck, g.FaceUp[:], g.Discard, g.Hands[0], g.Hands[1], g.Kept} {
		for _, c := range set {
			if c == cards.None {
				continue
			}
			if !c.Valid() || seen[c] {
				return fmt.Errorf("card %s appears twice or is not a card", c)
			}
			seen[c] = true
		}
	}
	return nil
}

// CardCount returns how many cards are in the deck, the face-up row, the
// discard pile and the hands together; always 52 in a battle.
func (g *Game) CardCount() int {
	n := len(g.Deck) + len(g.Discard) + len(g.Hands[0]) + len(g.Hands[1]) + len(g.Kept)
	for _, c := range g.FaceUp {
		if c != cards.None {
			n++
		}
	}
	return n
}

func writeWarband(w *rules.Writer, band []uint8) {
	w.Varint(int64(len(band)))
	for _, p := range band {
		w.Varint(int64(p))
	}
}

// readWarband reads a warband's profile indexes, refusing a profile the
// pack does not have.
func readWarband(r *rules.Reader, pk *Pack) []uint8 {
	n := r.Int("warband size", 0, MaxWarband)
	if r.Err() != nil || n == 0 {
		return nil
	}
	out := make([]uint8, n)
	for i := range out {
		out[i] = uint8(r.Int("fighter profile", 0, len(pk.Profiles)-1))
	}
	return out
}

func readPoint(r *rules.Reader) geom.Point {
	x := r.Varint()
	y := r.Varint()
	if x < -10*geom.Inch || x > 30*geom.Inch || y < -10*geom.Inch || y > 30*geom.Inch {
		x, y = 0, 0
	}
	return geom.Point{X: x, Y: y}
}

func readCards(r *rules.Reader, most int) []cards.Card {
	n := r.Int("cards", 0, most)
	if r.Err() != nil {
		return nil
	}
	out := make([]cards.Card, 0, n)
	for i := 0; i < n; i++ {
		c := cards.Card(r.Int("card", 0, 255))
		if r.Err() != nil {
			return nil
		}
		if c != cards.None && !c.Valid() {
			r.Int("card", 0, -1) // records the error
			return nil
		}
		out = append(out, c)
	}
	return out
}

// Clone returns an independent copy of the battle.
func (g *Game) Clone() rules.State { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.Fighters = slices.Clone(g.Fighters)
	c.Objects = slices.Clone(g.Objects)
	c.Deck = slices.Clone(g.Deck)
	c.Discard = slices.Clone(g.Discard)
	c.Hands[0] = slices.Clone(g.Hands[0])
	c.Hands[1] = slices.Clone(g.Hands[1])
	c.Kept = slices.Clone(g.Kept)
	c.Act.Pay = slices.Clone(g.Act.Pay)
	c.Warbands[0] = slices.Clone(g.Warbands[0])
	c.Warbands[1] = slices.Clone(g.Warbands[1])
	c.Rolled = slices.Clone(g.Rolled)
	c.dice = g.dice.Clone()
	return &c
}

// validateTurn checks that the side to decide has something to decide, as
// the rules always pass the turn on otherwise.
func (g *Game) validateTurn() error {
	s := int(g.Turn)
	bad := func(what string) error { return fmt.Errorf("%s to decide, but %s", g.lvl.Sides[s], what) }
	switch g.Phase {
	case PhaseWindburn:
		if len(g.Hands[s]) == 0 || g.Passed[s] {
			return bad("they have no card left for Windburn")
		}
	case PhaseAction:
		if g.Act.Step == StepNone {
			for i := range g.Fighters {
				if int(g.Fighters[i].Side) == s && g.CanActivate(i) {
					return nil // it can Guard at least
				}
			}
			return bad("none of their fighters can act")
		}
		fallthrough
	case PhaseDeploy:
		// Where the options depend on where the bases stand, ask for them.
		if len(g.Legal(rules.Seat(g.Decider()))) == 0 {
			return fmt.Errorf("%s to decide, but they have no legal action", g.lvl.Sides[g.Decider()])
		}
	}
	return nil
}

// validateAct checks that the activation under way is one the rules could
// have made, so that a damaged save never gives a position that panics.
func (g *Game) validateAct() error {
	a := &g.Act
	bad := func(what string) error { return fmt.Errorf("the action under way is damaged: %s", what) }
	if g.Phase != PhaseAction {
		if a.Step != StepNone {
			return bad("a step outside the Action Phase")
		}
		return nil
	}
	if a.Step == StepNone {
		return nil
	}
	fi := int(a.Fighter)
	if fi < 0 || !g.OnField(fi) || int(g.Fighters[fi].Side) != int(g.Turn) {
		return bad("the acting fighter")
	}
	if a.Step == StepActing || a.Step == StepEndDrop {
		if a.Step == StepEndDrop && g.Fighters[fi].Carry < 0 {
			return bad("a drop without an object")
		}
		return nil
	}
	switch a.Kind {
	case ActAttack:
		if int(a.Attack) < 0 || int(a.Attack) >= len(g.Prof(fi).Attacks) {
			return bad("the attack")
		}
	case ActCast:
		if a.Spell < 0 || !slices.Contains(g.Prof(fi).Spells, int(a.Spell)) {
			return bad("the spell")
		}
		sp := &g.pack.Spells[a.Spell]
		switch sp.Effect.Targets() {
		case TargetPoint:
		case TargetPushable:
			if a.Object >= 0 {
				if int(a.Object) >= len(g.Objects) || !g.lvl.Objects[a.Object].Moveable {
					return bad("the pushed object")
				}
				break
			}
			fallthrough
		default:
			if a.Target < 0 || !g.OnField(int(a.Target)) {
				return bad("the spell's target")
			}
		}
		if sp.Effect == EffBolt && a.Attack != -1 {
			return bad("the bolt's attack")
		}
		if sp.Effect != EffBolt && a.Step != StepStep {
			return bad("a step of an attack for a spell that is not one")
		}
	case ActGuard:
		if a.Step != StepStep {
			return bad("a Guard in the middle of an attack")
		}
		return nil
	default:
		return bad("the kind of action")
	}
	if a.Kind == ActAttack || a.Step != StepStep {
		if a.Target < 0 || !g.OnField(int(a.Target)) || int(a.Target) == fi {
			return bad("the target")
		}
	}
	if a.Step == StepChoice && !g.attackOf(fi).Split {
		return bad("an attack choice for an attack without a split profile")
	}
	if a.Step == StepReactStep && a.Reaction == ReactNone {
		return bad("a reaction's step without a reaction")
	}
	return nil
}
