package magewinds

import (
	"fmt"
	"slices"
)

func (g *Game) endPhase() []Event {
	for i := range g.Fighters {
		f := &g.Fighters[i]
		f.Actions, f.Guard, f.Ward = 0, false, 0
	}
	e := g.event(EvPhase, "The End Phase of round %d: action counters are removed.", g.Round)
	evs := []Event{e}
	evs = append(evs, g.scoreEndPhase()...)
	if g.Phase == PhaseOver {
		return evs
	}
	if int(g.Round) >= g.lvl.Rounds {
		return append(evs, g.finish("the last round is over")...)
	}
	g.Phase = PhaseWindburn
	g.Passed = [2]bool{}
	g.Leads = max(g.FirstDone, 0)
	g.Turn = g.Leads
	return append(evs, g.nextWindburn()...)
}

// nextWindburn gives the Windburn turn to a side with cards left, or starts
// the next round.
func (g *Game) nextWindburn() []Event {
	for k := 0; k < 2; k++ {
		s := int(g.Turn)
		if !g.Passed[s] && len(g.Hands[s]) > 0 {
			e := g.event(EvPhase, "Windburn: %s %s or %s each card in hand.", g.lvl.Sides[s], g.verb(s, "keeps", "keep"), g.verb(s, "discards", "discard"))
			e.Side = int8(s)
			return []Event{e}
		}
		g.Passed[s] = true
		g.Turn = int8(1 - s)
	}
	g.FirstDone = g.Leads
	return g.startRound()
}

func (g *Game) whyNotWindburn(a Action) string {
	if a.Kind != KKeep && a.Kind != KDiscard {
		return "in the Windburn step, keep or discard each card in your hand"
	}
	s := int(g.Turn)
	if len(a.Cards) != 1 || !slices.Contains(g.Hands[s], a.Cards[0]) {
		return "that card is not in your hand"
	}
	if a.Kind == KDiscard {
		if len(a.Burn) > 0 {
			return "a discarded card deals no damage"
		}
		return ""
	}
	v := a.Cards[0].Value()
	if len(a.Burn) != v {
		return fmt.Sprintf("keeping the %s deals %d damage: name %d fighters of your warband (one per point)", a.Cards[0].Long(), v, v)
	}
	for k, id := range a.Burn {
		fi := g.FighterByID(id)
		if fi < 0 || int(g.Fighters[fi].Side) != s || !g.OnField(fi) {
			return fmt.Sprintf("%s is not a fighter of your warband on the battlefield", id)
		}
		if k > 0 && id < a.Burn[k-1] {
			return "list the fighters in order, such as a1,a1,a2"
		}
	}
	return ""
}

func (g *Game) windburn(a Action) []Event {
	s := int(g.Turn)
	c := a.Cards[0]
	k := slices.Index(g.Hands[s], c)
	g.Hands[s] = slices.Delete(g.Hands[s], k, k+1)
	var evs []Event
	if a.Kind == KDiscard {
		g.Discard = append(g.Discard, c)
		e := g.event(EvDiscarded, "%s %s the %s.", g.lvl.Sides[s], g.verb(s, "discards", "discard"), c.Long())
		e.Side, e.Card = int8(s), c
		evs = append(evs, e)
	} else {
		g.Kept = append(g.Kept, c)
		e := g.event(EvKept, "%s %s the %s and %s %d windburn damage.", g.lvl.Sides[s], g.verb(s, "keeps", "keep"), c.Long(), g.verb(s, "takes", "take"), c.Value())
		e.public = fmt.Sprintf("%s %s a card and %s %d windburn damage.", g.lvl.Sides[s], g.verb(s, "keeps", "keep"), g.verb(s, "takes", "take"), c.Value())
		e.Side, e.Card, e.N = int8(s), c, c.Value()
		evs = append(evs, e)
		for i := 0; i < len(a.Burn); {
			fi := g.FighterByID(a.Burn[i])
			n := 1
			for i+n < len(a.Burn) && a.Burn[i+n] == a.Burn[i] {
				n++
			}
			i += n
			if g.OnField(fi) {
				evs = append(evs, g.damage(fi, n, "windburn")...)
			}
		}
		if g.Phase == PhaseOver {
			g.Hands[s] = append(g.Hands[s], g.Kept...)
			g.Kept = g.Kept[:0]
			return evs
		}
	}
	if len(g.Hands[s]) == 0 {
		g.Hands[s] = append(g.Hands[s], g.Kept...)
		g.Kept = g.Kept[:0]
		g.Passed[s] = true
		g.Turn = int8(1 - s)
		evs = append(evs, g.nextWindburn()...)
	}
	return evs
}

// damage deals n damage to fighter fi and takes it down when its damage
// reaches its Toughness (18.5.3).
func (g *Game) damage(fi, n int, cause string) []Event {
	f := &g.Fighters[fi]
	f.Damage += int8(n)
	e := g.event(EvDamaged, "%s takes %d damage from %s (%d of %d).", g.Name(fi), n, cause, f.Damage, g.Prof(fi).Toughness)
	e.Fighter, e.N, e.Side = int8(fi), n, f.Side
	evs := []Event{e}
	if f.Damage >= g.Prof(fi).Toughness {
		evs = append(evs, g.takeDown(fi)...)
	}
	return evs
}

func (g *Game) takeDown(fi int) []Event {
	f := &g.Fighters[fi]
	f.Out = true
	e := g.event(EvTakenDown, "%s is taken down and out of action.", g.Name(fi))
	e.Fighter, e.Side, e.From = int8(fi), f.Side, f.Pos
	evs := []Event{e}
	if f.Carry >= 0 {
		o := &g.Objects[f.Carry]
		o.Pos, o.CarriedBy = f.Pos, -1
		d := g.event(EvDropped, "%s falls where %s stood.", g.lvl.Objects[f.Carry].Name, g.Name(fi))
		d.Fighter, d.To, d.N = int8(fi), o.Pos, int(f.Carry)
		evs = append(evs, d)
		f.Carry = -1
	}
	foe := 1 - int(f.Side)
	if v := g.lvl.Score.Takedown; v > 0 {
		g.VP[foe] += int16(v)
		s := g.event(EvScored, "%s %s %d for taking down %s.", g.lvl.Sides[foe], g.verb(foe, "scores", "score"), v, g.Name(fi))
		s.Side, s.N = int8(foe), v
		evs = append(evs, s)
	}
	if g.Alive(int(f.Side)) == 0 {
		evs = append(evs, g.win(foe, fmt.Sprintf("every fighter of %s is out of action", g.lvl.Sides[f.Side]))...)
	}
	return evs
}

// finish ends the battle on victory points.
func (g *Game) finish(why string) []Event {
	switch {
	case g.VP[0] > g.VP[1]:
		return g.win(0, fmt.Sprintf("%s; %d to %d victory points", why, g.VP[0], g.VP[1]))
	case g.VP[1] > g.VP[0]:
		return g.win(1, fmt.Sprintf("%s; %d to %d victory points", why, g.VP[1], g.VP[0]))
	}
	return g.win(-1, fmt.Sprintf("%s; %d victory points each", why, g.VP[0]))
}

func (g *Game) win(side int, why string) []Event {
	g.Phase, g.Winner, g.Reason = PhaseOver, int8(side), why
	g.Act.Step = StepNone
	text := "The battle is a draw: " + why + "."
	if side >= 0 {
		text = fmt.Sprintf("%s %s: %s.", g.lvl.Sides[side], g.verb(side, "wins", "win"), why)
	}
	e := g.event(EvOver, "%s", text)
	e.Side = int8(side)
	return []Event{e}
}
