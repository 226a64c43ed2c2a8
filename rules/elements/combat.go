package elements

import (
	"fmt"
	"strings"
)

// MaxDice caps a dice pool (docs/rules/elements.md).
const MaxDice = 8

// Pools is the dice each side of a combat rolls, and why.
type Pools struct {
	Attack, Defence int
	Assists         int  // close combat: friends assisting the attacker
	DefAssists      int  // close combat: friends assisting the defender
	BackStrike      bool // close combat: attacking from behind
	Stealth         bool // close combat: attacking from stealth
	RerollA         bool // the attacker re-rolls Spirit and Void once
	RerollD         bool // the defender re-rolls Spirit and Void once
}

// closePools works out a close combat of model i against model j: "+1 AT
// or DF for each assist, +1 AT for a Back Strike, +1 AT for attacking from
// stealth".
func (g *Game) closePools(i, j int) Pools {
	a, d := &g.models[i], &g.models[j]
	p := Pools{Attack: g.Prof(i).Attack, Defence: g.Prof(j).Defence}
	for k := range g.models {
		if k == i || k == j {
			continue
		}
		switch g.models[k].Side {
		case a.Side:
			if g.covers(k, d.At) {
				p.Assists++
			}
		case d.Side:
			if g.covers(k, a.At) {
				p.DefAssists++
			}
		}
	}
	p.BackStrike = behind(d.At, d.Facing, a.At)
	p.Stealth = a.Hidden
	p.Attack += p.Assists
	p.Defence += p.DefAssists
	if p.BackStrike {
		p.Attack++
	}
	if p.Stealth {
		p.Attack++
	}
	p.Attack, p.Defence = min(p.Attack, MaxDice), min(p.Defence, MaxDice)
	p.RerollA, p.RerollD = g.Prof(i).Has(Centred), g.Prof(j).Has(Centred)
	return p
}

// rangedPools is a ranged attack's dice: Attack against Defence, no
// bonuses and no re-rolls ("Ranged attacks cannot benefit from assists,
// back strikes or stealth").
func (g *Game) rangedPools(i, j int) Pools {
	return Pools{Attack: min(g.Prof(i).Attack, MaxDice), Defence: min(g.Prof(j).Defence, MaxDice)}
}

// shurikenPools is a shuriken attack's dice: "the attacker rolls a single
// die to attack and may not claim any bonuses. The defender rolls no dice
// in defence." A Volley model throws two.
func (g *Game) shurikenPools(i int) Pools {
	p := Pools{Attack: 1}
	if g.Prof(i).Has(Volley) {
		p.Attack = 2
	}
	return p
}

// pools returns the dice of an attack of the given kind.
func (g *Game) pools(k Kind, i, j int) Pools {
	switch k {
	case Shoot:
		return g.rangedPools(i, j)
	case Throw:
		return g.shurikenPools(i)
	}
	return g.closePools(i, j)
}

// rollPool rolls n dice, re-rolling each Spirit and Void once when reroll
// is set ("after any re-rolls discard Spirit and Void results"). Callers
// have checked that the dice can be rolled.
func (g *Game) rollPool(n int, reroll bool) []uint8 {
	out := make([]uint8, n)
	for k := range out {
		out[k] = uint8(g.dice.D6())
		if reroll && Element(out[k]) >= Spirit {
			out[k] = uint8(g.dice.D6())
		}
	}
	return out
}

// remaining counts a pool's dice left after Spirit and Void are
// discarded, by face.
func remaining(pool []uint8) (left [7]uint8, n int) {
	for _, f := range pool {
		if e := Element(f); e >= Fire && e <= Air {
			left[e]++
			n++
		}
	}
	return left, n
}

// facesText writes a pool as "Fire, Water, Void".
func facesText(pool []uint8) string {
	if len(pool) == 0 {
		return "no dice"
	}
	w := make([]string, len(pool))
	for k, f := range pool {
		w[k] = Element(f).Title()
	}
	return strings.Join(w, ", ")
}

// text explains the pools of an attack of kind k, with their bonuses.
func (p Pools) text(k Kind) string {
	switch k {
	case Throw:
		return fmt.Sprintf("%d shuriken %s, no defence dice", p.Attack, plural(p.Attack, "die", "dice"))
	case Shoot:
		return fmt.Sprintf("%d attack dice against %d defence dice (no bonuses)", p.Attack, p.Defence)
	}
	var why []string
	if p.Assists > 0 {
		why = append(why, fmt.Sprintf("+%d for assists", p.Assists))
	}
	if p.BackStrike {
		why = append(why, "+1 Back Strike")
	}
	if p.Stealth {
		why = append(why, "+1 from stealth")
	}
	s := fmt.Sprintf("%d attack dice", p.Attack)
	if len(why) > 0 {
		s += " (" + strings.Join(why, ", ") + ")"
	}
	s += fmt.Sprintf(" against %d defence dice", p.Defence)
	if p.DefAssists > 0 {
		s += fmt.Sprintf(" (+%d for assists)", p.DefAssists)
	}
	return s
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// choices returns how many different results the winner may choose
// from: len(options()) without making the list (the invariants check it
// after every action and must not allocate).
func (f *Fight) choices() int {
	n := 0
	for e := Fire; e <= Air; e++ {
		if f.Left[e] > 0 {
			n++
		}
	}
	return n
}

// options lists the results the winner may choose: each face among its
// remaining dice, in face order.
func (f *Fight) options() []Element {
	var out []Element
	for e := Fire; e <= Air; e++ {
		if f.Left[e] > 0 {
			out = append(out, e)
		}
	}
	return out
}

// effective reports whether result e does anything in a fight of kind k
// won by its attacker: every result in close combat, Water and Earth for a
// ranged attack, Earth for shuriken.
func effective(k Kind, e Element) bool {
	switch k {
	case Shoot:
		return e == Water || e == Earth
	case Throw:
		return e == Earth
	}
	return e >= Fire && e <= Air
}

// injure marks model j Injured; an Injured model injured again is out.
func (g *Game) injure(j int, evs *[]Event) {
	m := &g.models[j]
	if m.Injured {
		g.takeOut(j, evs)
		return
	}
	m.Injured = true
	*evs = append(*evs, g.event(EvInjured, -1, j, "%s is Injured.", g.Name(j)))
}

// stun marks model j Stunned; a model stunned again is Injured instead.
func (g *Game) stun(j int, evs *[]Event) {
	m := &g.models[j]
	if m.Stunned {
		*evs = append(*evs, g.event(EvStunned, -1, j, "%s is already Stunned: the blow Injures it.", g.Name(j)))
		g.injure(j, evs)
		return
	}
	m.Stunned = true
	*evs = append(*evs, g.event(EvStunned, -1, j, "%s is Stunned.", g.Name(j)))
}

// takeOut removes model j from the game.
func (g *Game) takeOut(j int, evs *[]Event) {
	g.unplace(j)
	m := &g.models[j]
	m.Out, m.Hidden, m.Stunned = true, false, false
	*evs = append(*evs, g.event(EvOut, -1, j, "%s is out of the game.", g.Name(j)))
}
