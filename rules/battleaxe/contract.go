package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Ruleset returns "battleaxe".
func (g *Game) Ruleset() string { return RulesetID }

// Title returns the dungeon's title (rules.Titled); in a campaign, the
// campaign's and the quest's.
func (g *Game) Title() string {
	if g.camp != nil {
		return g.camp.c.Title + ": " + g.lvl.Title
	}
	return g.lvl.Title
}

// Seats lists one seat per hero, in the order of their letters.
func (g *Game) Seats() []rules.SeatInfo {
	out := make([]rules.SeatInfo, len(g.seats))
	for s, i := range g.seats {
		out[s] = rules.SeatInfo{Seat: rules.Seat(s), Name: g.name(int(i))}
	}
	return out
}

// seatOf returns the seat of hero mini h, or Spectator.
func (g *Game) seatOf(h int) rules.Seat {
	for s, i := range g.seats {
		if int(i) == h {
			return rules.Seat(s)
		}
	}
	return rules.Spectator
}

// ToAct returns the seat of the hero whose turn is under way, or, between
// turns, the seats of every hero who has not had his turn this round: "The
// players do not need to have their turn in the same order each round".
func (g *Game) ToAct() []rules.Seat {
	var buf [8]rules.Seat
	out := g.toAct(buf[:0])
	switch len(out) {
	case 0:
		return nil
	case 1:
		return rules.Only(out[0])
	}
	var set int
	for _, s := range out {
		if s < 0 || s >= 8 {
			return append([]rules.Seat(nil), out...)
		}
		set |= 1 << s
	}
	return seatSets[set]
}

// seatSets are the lists of seats of every set of the first eight seats
// (bit s set: seat s), made once and shared, so that ToAct allocates
// nothing when several heroes may act (the table's computer asks it every
// frame): like rules.Only's, callers must not change them.
var seatSets = func() (out [256][]rules.Seat) {
	for set := 1; set < len(out); set++ {
		for s := range 8 {
			if set&(1<<s) != 0 {
				out[set] = append(out[set], rules.Seat(s))
			}
		}
	}
	return out
}()

// toAct appends the seats ToAct returns to dst; with room for one seat in
// dst, it allocates only when several seats may act.
func (g *Game) toAct(dst []rules.Seat) []rules.Seat {
	switch {
	case g.over.Over:
		return dst
	case g.camp.shopping():
		return g.shopToAct(dst)
	case g.dg.mustering():
		return append(dst, rules.Seat(g.dg.muster))
	case g.pend.valid:
		return append(dst, g.seatOf(int(g.pend.def)))
	case g.turn.hero >= 0:
		return append(dst, g.seatOf(int(g.turn.hero)))
	}
	for s, i := range g.seats {
		if g.minis[i].Conscious() && g.minis[i].Carrier == 0 && g.done&(1<<i) == 0 {
			dst = append(dst, rules.Seat(s))
		}
	}
	return dst
}

// anyToAct reports whether some seat must decide now, without a list.
func (g *Game) anyToAct() bool {
	if g.over.Over {
		return false
	}
	if g.camp.shopping() {
		return g.shopAnyToAct()
	}
	if g.dg.mustering() || g.pend.valid || g.turn.hero >= 0 {
		return true
	}
	for _, i := range g.seats {
		if g.minis[i].Conscious() && g.minis[i].Carrier == 0 && g.done&(1<<i) == 0 {
			return true
		}
	}
	return false
}

// Apply validates and resolves an action (rules.State).
func (g *Game) Apply(ra rules.Action) ([]rules.Event, error) {
	a, ok := ra.(Action)
	if !ok {
		return nil, &rules.IllegalError{Action: fmt.Sprint(ra), Reason: "not a Battle-Axe action"}
	}
	evs, err := g.Do(a)
	if err != nil {
		return nil, err
	}
	out := make([]rules.Event, len(evs))
	for i, e := range evs {
		out[i] = e
	}
	return out, nil
}

// ParseAction reads an action in notation (rules.State).
func (g *Game) ParseAction(s string) (rules.Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	return a, nil
}

// View returns the game as a seat sees it: the dungeon is revealed and the
// heroes share everything, so only the dice are replaced, so that a view
// cannot foretell rolls.
func (g *Game) View(seat rules.Seat) rules.State {
	v := g.clone()
	v.dice = rules.NewDice(0)
	return v
}

// Outcome tells whether the game is over (rules.State).
func (g *Game) Outcome() rules.Outcome { return g.over }

// checkOver ends the game on the fixed test dungeons: every enemy dead wins
// for every hero together (a ruling until quests come with the dungeon's
// growth); no hero able to act while enemies are active loses ("All the
// Heroes Die" read as all down: nobody is left to carry them out).
func (g *Game) checkOver() {
	if g.over.Over {
		return
	}
	if g.dg != nil {
		g.questOver()
		return
	}
	if g.fled {
		g.over = rules.Outcome{Over: true, Reason: "the heroes retreat from the dungeon"}
		return
	}
	enemies, standing := false, false
	for i := range g.minis {
		m := &g.minis[i]
		if !m.Hero && !m.Gone && !m.Dead() {
			enemies = true
		}
		if m.Hero && m.Conscious() {
			standing = true
		}
	}
	switch {
	case !enemies:
		w := make([]rules.Seat, len(g.seats))
		for s := range w {
			w[s] = rules.Seat(s)
		}
		g.over = rules.Outcome{Over: true, Winners: w, Reason: "every enemy is dead: the heroes win"}
	case !standing:
		g.over = rules.Outcome{Over: true, Reason: "no hero stands: the party is lost"}
	}
}

// Clone returns an independent copy, dice included (rules.State).
func (g *Game) Clone() rules.State { return g.clone() }

// Progress says how far the game is; in a campaign, which quest, or the
// shop between two.
func (g *Game) Progress() string {
	if g.camp != nil && !g.over.Over {
		return g.campaignProgress(g.questProgress())
	}
	return g.questProgress()
}

func (g *Game) questProgress() string {
	if g.over.Over {
		return g.over.Reason
	}
	if g.pend.valid {
		return fmt.Sprintf("Round %d, %s may use his luck", g.round, g.name(int(g.pend.def)))
	}
	if g.dg.mustering() {
		return fmt.Sprintf("The muster: seat %c chooses its hero", g.minis[g.seats[g.dg.muster]].ID)
	}
	var names []string
	for _, s := range g.ToAct() {
		names = append(names, g.name(int(g.seats[s])))
	}
	return fmt.Sprintf("Round %d, %s to act", g.round, strings.Join(names, " or "))
}

// Describe draws the dungeon as text, in the level format, with every
// mini's Health below.
func (g *Game) Describe() string {
	b := g.board
	var s strings.Builder
	fmt.Fprintf(&s, "%s, round %d\n", g.lvl.Title, g.round)
	if q, ok := g.Quest(); ok {
		fmt.Fprintf(&s, "Goal: %s Rooms completed %d; Quest Room found %v; goal achieved %v\n", q.Goal, q.RoomsCompleted, q.QuestRoomFound, q.GoalAchieved)
	}
	edge := func(p, q grid.Point, wall byte) byte {
		switch b.EdgeBetween(p, q) {
		case Wall:
			if !b.Ground(p).Floor() && !b.Ground(q).Floor() {
				return ' '
			}
			return wall
		case DoorClosed:
			return '#'
		case DoorOpen:
			return '/'
		}
		return ' '
	}
	x0, y0, x1, y1 := b.W, b.H, -1, -1 // the box around the revealed floor
	for y := range b.H {
		for x := range b.W {
			if b.Ground(grid.Pt(x, y)).Floor() {
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	if x1 < 0 {
		x0, y0, x1, y1 = 0, 0, b.W-1, b.H-1
	}
	if b.W > MaxSide || b.H > MaxSide {
		fmt.Fprintf(&s, "(the revealed part of the table, %s to %s)\n", grid.Pt(x0, y0), grid.Pt(x1, y1))
	} else {
		x0, y0, x1, y1 = 0, 0, b.W-1, b.H-1
	}
	for y := y0 - 1; y <= y1; y++ {
		corner := func(x int) byte { // x is the square east of the corner
			if g.dg != nil && !b.Ground(grid.Pt(x-1, y)).Floor() && !b.Ground(grid.Pt(x, y)).Floor() &&
				!b.Ground(grid.Pt(x-1, y+1)).Floor() && !b.Ground(grid.Pt(x, y+1)).Floor() {
				return ' '
			}
			return '+'
		}
		row := []byte{corner(x0)}
		for x := x0; x <= x1; x++ {
			row = append(row, edge(grid.Pt(x, y), grid.Pt(x, y+1), '-'), corner(x+1))
		}
		s.Write(row)
		s.WriteByte('\n')
		if y == y1 {
			break
		}
		yy := y + 1
		row = []byte{edge(grid.Pt(x0-1, yy), grid.Pt(x0, yy), '|')}
		for x := x0; x <= x1; x++ {
			p := grid.Pt(x, yy)
			c := byte(' ')
			switch b.Ground(p) {
			case RoomFloor:
				c = '.'
			case PassageFloor:
				c = ','
			case Chasm:
				c = '~'
			}
			if k := b.content[b.idx(p)]; k > 0 {
				c = byte('0' + k)
			}
			if i := g.MiniAt(p); i >= 0 {
				c = g.minis[i].ID
			}
			row = append(row, c, edge(p, grid.Pt(x+1, yy), '|'))
		}
		s.Write(row)
		s.WriteByte('\n')
	}
	for i := range g.minis {
		m := &g.minis[i]
		state := ""
		switch {
		case m.Gone && m.Hero:
			state = " (lost)"
		case m.Gone:
			continue
		case m.Dead():
			state = " (dead)"
		case !m.Conscious():
			state = " (unconscious)"
		}
		fmt.Fprintf(&s, "%c %s on %s: Health %d%s\n", m.ID, g.name(i), m.At, m.Health, state)
	}
	fmt.Fprintln(&s, g.Progress())
	return s.String()
}
