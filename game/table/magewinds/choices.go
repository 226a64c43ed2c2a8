package magewinds

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// mmode is what a click on the Magewinds battlefield means.
type mmode uint8

const (
	mmNone mmode = iota // clicks select fighters
	mmMove              // clicks choose the selected fighter's destination
	mmCast              // a spell is being aimed and paid for
)

// mpick is the player's choice under way at the Magewinds table.
type mpick struct {
	sel   int // selected fighter, -1 none
	mode  mmode
	spell string       // mmCast: the spell's id
	pay   []cards.Card // mmCast: the cards selected to pay
}

// mopt is one entry of the Magewinds action list: an action, or a command
// of the table (select a fighter, start a move, aim a spell, back).
type mopt struct {
	Label  string
	Action *mw.Action
	Cmd    mcmd
	Arg    int
	Spell  string
	Pay    []cards.Card // mcPay: the cards to pay with
	Why    string       // not "" when the entry is shown but cannot be chosen
	Group  int          // the group of the action list it is listed in (mgDo...)
}

// The groups of the Magewinds action list, in the order shown: what the
// fighter does, attacks on enemies, spells, attacks on friends (folded:
// rarely wanted), and going back.
const (
	mgDo = iota
	mgAttack
	mgSpell
	mgFriend
	mgBack
)

// mageGroups are the headers of the groups.
var mageGroups = []table.ListGroup{
	mgDo:     {},
	mgAttack: {Title: "Attack an enemy"},
	mgSpell:  {Title: "Cast a spell"},
	mgFriend: {Title: "Attack a friend", Fold: true},
	mgBack:   {},
}

type mcmd uint8

const (
	mcAct mcmd = iota
	mcSelect
	mcMove
	mcCast
	mcBack
	mcPay
)

// mageOptions lists what the deciding seat can choose now, given the
// player's selection. legal is g.Legal for that seat.
func mageOptions(g *mw.Game, legal []rules.Action, p *mpick) []mopt {
	out := listOptions(g, legal, p)
	slices.SortStableFunc(out, func(x, y mopt) int { return x.Group - y.Group })
	return out
}

// listOptions lists the options of mageOptions, not yet in the order of
// their groups.
func listOptions(g *mw.Game, legal []rules.Action, p *mpick) []mopt {
	var out []mopt
	act := func(a mw.Action, label string) { out = append(out, mopt{Label: label, Action: &a}) }
	all := make([]mw.Action, len(legal))
	for i, ra := range legal {
		all[i] = ra.(mw.Action)
	}
	switch g.Phase {
	case mw.PhaseMuster:
		return musterOptions(g, all)
	case mw.PhaseDeploy:
		for i := range g.Fighters {
			f := &g.Fighters[i]
			if int(f.Side) == int(g.Turn) && !f.Deployed {
				label := "Deploy " + g.Name(i)
				if i == p.sel {
					label += " (in your zone)"
				}
				out = append(out, mopt{Label: label, Cmd: mcSelect, Arg: i})
			}
		}
		return out
	case mw.PhaseChannel:
		for _, a := range all {
			switch {
			case a.Kind == mw.KDraw && a.N > 0:
				act(a, "Take the "+g.FaceUp[a.N-1].Long())
			case a.Kind == mw.KDraw:
				act(a, fmt.Sprintf("Draw blind from the deck (%d left)", len(g.Deck)))
			default:
				act(a, "Pass (draw no more this round)")
			}
		}
		return out
	case mw.PhaseWindburn:
		seen := map[cards.Card]bool{}
		for _, a := range all {
			c := a.Cards[0]
			if a.Kind == mw.KDiscard {
				act(a, "Discard the "+c.Long())
				continue
			}
			if seen[c] {
				continue
			}
			seen[c] = true
			best := bestBurn(g, all, c)
			act(best, fmt.Sprintf("Keep the %s: %d damage to %s", c.Long(), c.Value(), burnNames(g, best.Burn)))
		}
		return out
	}
	switch g.Act.Step {
	case mw.StepNone, mw.StepActing:
		return activationOptions(g, all, p)
	case mw.StepStep, mw.StepReactStep:
		// the step moves are marked spots on the battlefield (stepSpots)
		for _, a := range all {
			if a.Kind == mw.KStay {
				act(a, "No step move")
			}
		}
	case mw.StepChoice:
		ap := attackOfAct(g)
		for _, a := range all {
			switch a.Choice {
			case mw.ChoiceLight:
				act(a, fmt.Sprintf("Light Attack (Power %d, Precision %d), face down", ap.Light.Power, ap.Light.Precision))
			case mw.ChoiceHeavy:
				act(a, fmt.Sprintf("Heavy Attack (Power %d, Precision %d), face down", ap.Heavy.Power, ap.Heavy.Precision))
			default:
				act(a, "Feint, face down (free if the target reacts)")
			}
		}
	case mw.StepReact:
		ti := int(g.Act.Target)
		pr := g.Prof(ti)
		for _, a := range all {
			switch a.Reaction {
			case mw.ReactNone:
				act(a, "No reaction (may be knocked back)")
			case mw.ReactDodge:
				act(a, fmt.Sprintf("Dodge: +%d Evasion, then step 1\" away", pr.Dodge)+freeNote(g, ti))
			default:
				act(a, fmt.Sprintf("Deflect: +%d Armour", pr.Deflect)+freeNote(g, ti))
			}
		}
	case mw.StepKnock:
		for _, a := range all {
			if a.Dist == 0 {
				act(a, "Do not knock back")
			} else {
				act(a, "Knock back "+geom.FormatInches(a.Dist))
			}
		}
	case mw.StepEndDrop:
		for _, a := range all {
			if a.Kind == mw.KHold {
				act(a, "Keep carrying")
			} else {
				act(a, "Drop it to the "+bearing(g.Fighters[g.FighterByID(a.Fighter)].Pos, a.At))
			}
		}
	}
	return out
}

func freeNote(g *mw.Game, ti int) string {
	if g.Fighters[ti].Guard {
		return " (free: on guard)"
	}
	return " (costs an action)"
}

// activationOptions lists fighters to activate, or the selected fighter's actions.
func activationOptions(g *mw.Game, all []mw.Action, p *mpick) []mopt {
	var out []mopt
	selID := ""
	if p.sel >= 0 {
		selID = g.FighterID(p.sel)
	}
	has := func(id string) bool {
		for _, a := range all {
			if a.Fighter == id {
				return true
			}
		}
		return false
	}
	if selID == "" || !has(selID) {
		for i := range g.Fighters {
			if has(g.FighterID(i)) {
				out = append(out, mopt{Label: "Activate " + g.Name(i), Cmd: mcSelect, Arg: i})
			}
		}
		return out
	}
	if p.mode == mmCast {
		return castOptions(g, all, p, selID)
	}
	moves, spells := false, []string{}
	for _, a := range all {
		if a.Fighter != selID {
			continue
		}
		switch a.Kind {
		case mw.KMove:
			moves = true
		case mw.KGuard:
			a := a
			out = append(out, mopt{Label: "Guard (next Dodge or Deflect is free)", Action: &a})
		case mw.KAttack:
			a := a
			ti := g.FighterByID(a.Target)
			ap := g.Prof(p.sel).Attacks[a.N-1]
			label := fmt.Sprintf("Attack %s with the %s", g.Name(ti), ap.Name)
			group := mgAttack
			if int(g.Fighters[ti].Side) == int(g.Fighters[p.sel].Side) {
				label += " (a friend!)"
				group = mgFriend
			}
			out = append(out, mopt{Label: label, Action: &a, Group: group})
		case mw.KCast:
			if !slices.Contains(spells, a.Spell) {
				spells = append(spells, a.Spell)
			}
		case mw.KDrop:
			a := a
			out = append(out, mopt{Label: "Drop the carried object " + bearing(g.Fighters[p.sel].Pos, a.At) + ", then act", Action: &a})
		}
	}
	if moves {
		out = append([]mopt{{Label: fmt.Sprintf("Move (up to %s): choose where", geom.FormatInches(g.MoveAllowance(p.sel))), Cmd: mcMove}}, out...)
	}
	for _, id := range spells {
		sp := g.Pack().Spells[g.Pack().SpellIndex(id)]
		out = append(out, mopt{Label: fmt.Sprintf("Cast %s (%s)", sp.Name, sp.Cost), Cmd: mcCast, Spell: id, Group: mgSpell})
	}
	if g.Act.Step == mw.StepNone {
		out = append(out, mopt{Label: "Choose another fighter", Cmd: mcBack, Group: mgBack})
	}
	return out
}

// castOptions lists the targets of the spell being aimed, paid with the
// cards the player selected (checked before casting).
func castOptions(g *mw.Game, all []mw.Action, p *mpick, selID string) []mopt {
	sp := g.Pack().Spells[g.Pack().SpellIndex(p.spell)]
	var out []mopt
	pay, payErr := sp.Cost.Pay(p.pay)
	why := ""
	if len(p.pay) == 0 {
		why = "select cards from your hand to pay " + sp.Cost.String()
	} else if payErr != nil {
		why = payErr.Error()
	}
	seen := []string{}
	for _, a := range all {
		if a.Fighter != selID || a.Kind != mw.KCast || a.Spell != p.spell {
			continue
		}
		key := a.Target + "@" + a.At.String()
		if slices.Contains(seen, key) {
			continue
		}
		seen = append(seen, key)
		b := a
		b.Cards = slices.Clone(p.pay)
		label := sp.Name + " at " + targetName(g, a)
		if len(p.pay) > 0 {
			label += ", paying " + cardNames(p.pay)
		}
		o := mopt{Label: label, Action: &b, Why: why}
		if why == "" {
			if w := g.WhyNot(b); w != "" {
				o.Why = w
			} else if sp.Cost.Variable() {
				o.Label += fmt.Sprintf(" (X = %d)", pay.X)
			}
		}
		out = append(out, o)
	}
	// the payments, for the keyboard and the gamepad (the mouse clicks cards)
	for k, p := range sp.Cost.Options(g.Hands[g.Turn]) {
		if k == 4 {
			break
		}
		if slices.Equal(p.Cards, pay.Cards) && payErr == nil {
			continue
		}
		out = append(out, mopt{Label: "Pay with " + cardNames(p.Cards), Cmd: mcPay, Pay: p.Cards})
	}
	out = append(out, mopt{Label: "Back", Cmd: mcBack, Group: mgBack})
	return out
}

func cardNames(cs []cards.Card) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " ")
}

func targetName(g *mw.Game, a mw.Action) string {
	switch {
	case a.HasAt:
		return "a point " + bearing(g.Fighters[g.FighterByID(a.Fighter)].Pos, a.At) + " " + geom.FormatInches(geom.Dist(g.Fighters[g.FighterByID(a.Fighter)].Pos, a.At))
	case len(a.Target) == 2 && a.Target[0] == 'o':
		return "the " + g.Level().Objects[a.Target[1]-'1'].Name
	}
	if ti := g.FighterByID(a.Target); ti >= 0 {
		return g.Name(ti)
	}
	return a.Target
}

// bestBurn is the way to keep a card that puts its damage on the fighters
// with the most Toughness left.
func bestBurn(g *mw.Game, all []mw.Action, c cards.Card) mw.Action {
	var best mw.Action
	bestScore := -1 << 30
	for _, a := range all {
		if a.Kind != mw.KKeep || a.Cards[0] != c {
			continue
		}
		score := 1 << 20
		dealt := map[string]int{}
		for _, id := range a.Burn {
			dealt[id]++
		}
		for _, id := range a.Burn {
			fi := g.FighterByID(id)
			left := int(g.Prof(fi).Toughness) - int(g.Fighters[fi].Damage) - dealt[id]
			score = min(score, left)
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

func burnNames(g *mw.Game, ids []string) string {
	var parts []string
	for i := 0; i < len(ids); {
		n := 1
		for i+n < len(ids) && ids[i+n] == ids[i] {
			n++
		}
		name := g.Name(g.FighterByID(ids[i]))
		if n > 1 {
			name = fmt.Sprintf("%s (%d)", name, n)
		}
		parts = append(parts, name)
		i += n
	}
	return strings.Join(parts, ", ")
}
