package arena

import "skirmish/rules"

// canInitiate reports whether fighter i may take an action of its own:
// standing, not holding, with Action Points left ("Once someone reaches
// 0 APs, they cannot initiate any actions"), and aware of the fight
// (ruling: an unaware fighter acts once it notices, ambush.go).
func (g *Game) canInitiate(i int) bool {
	f := &g.f[i]
	return f.Status == Standing && !f.Done && f.AP > 0 && f.Cond&Unaware == 0
}

// before reports whether fighter i goes before fighter j by the seed's
// "Initiative Order", without the dice: "Whoever currently has the most
// APs", then "Whoever is spending the least APs" (ruling: has spent the
// least this round), "the highest Speed Bonus", "the highest Wits Bonus".
// It returns 0 when they tie.
func (g *Game) before(i, j int) int {
	a, b := &g.f[i], &g.f[j]
	pa, pb := g.Prof(i), g.Prof(j)
	switch {
	case a.AP != b.AP:
		return sign(int(a.AP) - int(b.AP))
	case a.Spent != b.Spent:
		return sign(int(b.Spent) - int(a.Spent))
	case pa.Spd != pb.Spd:
		return sign(pa.Spd - pb.Spd)
	case pa.Wits != pb.Wits:
		return sign(pa.Wits - pb.Wits)
	}
	return 0
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// maxTieRolls bounds the dice rolled to break one tie for the initiative;
// a tie still standing after them goes by letter (ruling).
const maxTieRolls = 4

// nextActor gives the initiative to the fighter who goes first, rolling
// "Dice roll! (1D6 each)" among those who tie on every other count. It
// returns the events of any roll, and -1 when nobody can act.
func (g *Game) nextActor() ([]Event, error) {
	var tied []int
	for i := range g.f {
		if !g.canInitiate(i) {
			continue
		}
		switch {
		case len(tied) == 0:
			tied = append(tied, i)
		case g.before(i, tied[0]) > 0:
			tied = append(tied[:0], i)
		case g.before(i, tied[0]) == 0:
			tied = append(tied, i)
		}
	}
	g.cur = -1
	if len(tied) == 0 {
		if l := g.lateActor(); l >= 0 {
			g.cur = int8(l)
			return []Event{g.event(EvLate, l, -1, "%s, slow, acts at the end of the round", g.Name(l))}, nil
		}
		return nil, nil
	}
	var evs []Event
	for range maxTieRolls {
		if len(tied) == 1 {
			break
		}
		if err := g.dice.Ensure(len(tied), 6); err != nil {
			return nil, err
		}
		ev := g.event(EvInitiative, -1, -1, "Initiative tie: 1D6 each,")
		best, next := 0, tied[:0:0]
		for _, i := range tied {
			d := g.dice.D6()
			ev.Dice = append(ev.Dice, uint8(d))
			ev.Text += " " + g.Name(i) + " " + string(rune('0'+d))
			switch {
			case d > best:
				best, next = d, append(next[:0], i)
			case d == best:
				next = append(next, i)
			}
		}
		ev.chance = true
		evs = append(evs, ev)
		tied = next
	}
	g.cur = int8(tied[0])
	return evs, nil
}

// startRound begins a round: "Everyone begins each combat round with a
// number of Action Points equal to their Speed + 3" (ruling: what was left
// or owed from the last round is forgotten). It gives the initiative.
func (g *Game) startRound() ([]Event, error) {
	g.round++
	clean := g.reloadCheck()
	for i := range g.f {
		f := &g.f[i]
		f.AP, f.Spent, f.Done, f.Lost = int16(g.Prof(i).AP()), 0, false, 0
		g.lose(i, g.SpeedPenalty(i))
	}
	g.markLate()
	evs := []Event{g.event(EvRound, -1, -1, "Round %d begins: every fighter has Speed + 3 Action Points", g.round)}
	if g.round > 1 {
		evs = append(evs, g.breathRound()...)
		g.screamRound()
		evs = append(evs, g.reloadRound(clean)...)
	}
	more, err := g.roundBegins()
	if err != nil {
		return nil, err
	}
	evs = append(evs, more...)
	more, err = g.nextActor()
	return append(evs, more...), err
}

// afterAction ends the bout when a side has nobody standing or the rounds
// run out, and otherwise gives the initiative, beginning a new round "when
// nobody has APs to spend".
func (g *Game) afterAction() ([]Event, error) {
	if ev, over := g.checkOver(false); over {
		return []Event{ev}, nil
	}
	var evs []Event
	if g.mv.Active {
		moved, paused := g.continueMove()
		if paused {
			return moved, nil
		}
		evs = moved
	}
	more, err := g.nextActor()
	evs = append(evs, more...)
	if err != nil || g.cur >= 0 {
		return evs, err
	}
	if int(g.round) >= g.lvl.Rounds {
		ev, _ := g.checkOver(true)
		return append(evs, ev), nil
	}
	more, err = g.startRound()
	return append(evs, more...), err
}

// checkOver ends the bout when a side has no fighter standing (both: a
// draw), or, when timeUp, at the end of the last round: the side with more
// fighters standing wins, a draw when they are as many (ruling).
func (g *Game) checkOver(timeUp bool) (Event, bool) {
	a, b := g.standing(0), g.standing(1)
	var reason string
	var winners []rules.Seat
	switch {
	case a == 0 && b == 0:
		reason = "nobody is left standing: a draw"
	case a == 0:
		winners, reason = rules.Only(1), g.lvl.Sides[1]+" win: nobody of "+g.lvl.Sides[0]+" is standing"
	case b == 0:
		winners, reason = rules.Only(0), g.lvl.Sides[0]+" win: nobody of "+g.lvl.Sides[1]+" is standing"
	case !timeUp:
		return Event{}, false
	case a > b:
		winners, reason = rules.Only(0), g.lvl.Sides[0]+" win: the last round is over with more of them standing"
	case b > a:
		winners, reason = rules.Only(1), g.lvl.Sides[1]+" win: the last round is over with more of them standing"
	default:
		reason = "the last round is over with as many standing on each side: a draw"
	}
	g.phase, g.cur, g.mv = PhaseOver, -1, Moving{}
	g.out = rules.Outcome{Over: true, Winners: winners, Reason: reason}
	return g.event(EvOver, -1, -1, "The bout is over: %s", reason), true
}
