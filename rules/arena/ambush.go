package arena

import (
	"fmt"
	"strconv"
	"strings"
)

// Ambush is a level's ambush: the side that lies in wait and the TN of its
// plan.
type Ambush struct {
	Side int8 // 1 or 2; 0 for none
	TN   int
}

// parseAmbush reads a level's "ambush: <side> tn <TN>" line, e.g.
// "ambush: 2 tn 10": side 2 lies in wait, its plan at TN 10.
func parseAmbush(val string) (Ambush, error) {
	w := strings.Fields(val)
	if len(w) != 3 || (w[0] != "1" && w[0] != "2") || w[1] != "tn" {
		return Ambush{}, fmt.Errorf(`an ambush is "ambush: <1|2> tn <TN>"`)
	}
	tn, err := strconv.Atoi(w[2])
	if err != nil || tn < 2 || tn > 30 {
		return Ambush{}, fmt.Errorf("the ambush's TN must be a number from 2 to 30")
	}
	return Ambush{Side: int8(w[0][0] - '0'), TN: tn}, nil
}

// roundBegins does what the manoeuvres do as a round begins: nobody has
// attacked anybody yet this round (MaxFoes), unaware fighters notice the
// fight after the first round (ruling), and at the first round's start
// the ambush is rolled.
func (g *Game) roundBegins() ([]Event, error) {
	for i := range g.f {
		f := &g.f[i]
		f.Foes = 0
		if g.round > 1 {
			f.Cond &^= Unaware
		}
	}
	if g.round != 1 || g.lvl.Ambush.Side == 0 {
		return nil, nil
	}
	return g.ambush()
}

// AmbushBonus returns the ambushers' Bonus: the lowest Dexterity +
// Stealth among them (ruling: the plan is as quiet as its clumsiest).
func (g *Game) AmbushBonus() int {
	best, found := 0, false
	for i := range g.f {
		if int(g.f[i].Side) == int(g.lvl.Ambush.Side)-1 {
			p := g.Prof(i)
			if v := p.Dex + p.Stealth; !found || v < best {
				best, found = v, true
			}
		}
	}
	return best
}

// ambush rolls the ambushers' plan: 2D6 + AmbushBonus against the level's
// TN. Seed: "On a success, the scene plays out as planned. On a failure,
// the GM describes how this plan goes wrong, and if the Failure Margin is
// high enough the person planning the ambush may receive an AP Penalty";
// "If the PCs roll a total of '6' at TN 10, they each lose 4 APs on the
// first round." Rulings: on a success every fighter of the other side
// begins Unaware; on a failure each ambusher loses the Failure Margin in
// AP this round; on the TN exactly the fight begins as any other.
func (g *Game) ambush() ([]Event, error) {
	side := int8(g.lvl.Ambush.Side - 1)
	tn := g.lvl.Ambush.TN
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	bonus := g.AmbushBonus()
	total := d1 + d2 + bonus
	ev := g.event(EvAmbush, -1, -1, "%s lie in ambush: Dexterity + Stealth %d+%d%+d = %d against TN %d", g.lvl.Sides[side], d1, d2, bonus, total, tn)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	switch fm := tn - total; {
	case fm < 0:
		ev.Text += ": " + g.lvl.Sides[1-side] + " are caught unaware"
		for i := range g.f {
			if g.f[i].Side != side {
				g.f[i].Cond |= Unaware
			}
		}
	case fm > 0:
		ev.Text += fmt.Sprintf(": the plan goes wrong, and each of them loses %d AP this round", fm)
		for i := range g.f {
			if g.f[i].Side == side {
				g.pay(i, fm)
			}
		}
	default:
		ev.Text += ": the fight begins as any other"
	}
	return []Event{ev}, nil
}
