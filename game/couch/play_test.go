package couch

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"skirmish/game/table"
)

// player plays a game on the rig to its end the quickest way its table
// knows (table.Quickest).
type player struct {
	r           *rig
	quick       *table.Quick
	handsFor    func(side int) hands // who answers for a side now
	midgame     func(pl *player)     // runs once, when side 0 decides after the opening
	handOver    int                  // hand-over screens dismissed
	deployed    map[int]string       // where each side's cursor last deployed
	undoSeen    bool
	deployCover bool         // a hand-over in the deployment was reported
	skips       []table.Skip // the stretches still to play through the session
}

// newPlayer returns the player of a game at r's table: it fails the test
// when the table does not know its quickest answers.
func newPlayer(r *rig, handsFor func(side int) hands) *player {
	r.T.Helper()
	q := table.NewQuick(r.kind)
	if err := q.Missing(); err != nil {
		r.T.Fatal(err)
	}
	pl := &player{r: r, quick: q, handsFor: handsFor, deployed: map[int]string{}}
	for _, sk := range q.Plan().Skips {
		if sk.Always { // input is cheap here: only what would take too long
			pl.skips = append(pl.skips, sk)
		}
	}
	return pl
}

// answer returns the quickest answer to the decision p shows, cut short
// enough to match its button even when the label is clipped.
func (pl *player) answer(p table.Probe) (option string, aim bool) {
	option, aim, err := pl.quick.Choice(p)
	if err != nil {
		pl.r.T.Fatal(err)
	}
	return option[:min(len(option), 16)], aim
}

// toEnd answers every decision until the game is over and the end window
// shows. It checks each hand-over: the press that dismisses it acts on
// nothing else.
func (pl *player) toEnd() {
	r := pl.r
	r.T.Helper()
	stuck, last := 0, ""
	for step := 0; ; step++ {
		if step%200 == 199 && testing.Verbose() {
			p, _ := r.probe()
			r.T.Logf("step %d tick %d: %d actions, phase %q, side %d, covered %v, choices %v, focused %q", step, r.Ticks, r.history(), p.Phase, p.ToAct, p.Covered, p.Choices, r.focused())
		}
		if step > 3000 {
			r.T.Fatalf("the game did not end within %d decisions", step)
		}
		ses := r.ses()
		if ses == nil {
			r.T.Fatalf("tick %d: the table closed (%s)", r.Ticks, r.scene())
		}
		if ses.State().Outcome().Over {
			break
		}
		if pl.skipDue() {
			pl.skipAhead()
			continue
		}
		p, _ := r.probe()
		if p.Paused {
			r.T.Fatalf("tick %d: the game paused although every pad is plugged in (seats %v)", r.Ticks, r.seats())
		}
		if r.App.Table().Busy() && !p.Covered {
			r.Tick()
			continue
		}
		state := fmt.Sprint(r.history(), p.Selected, p.Phase, p.Covered, p.Window != nil, p.ToAct)
		if state == last {
			if stuck++; stuck > 4 {
				r.T.Fatalf("tick %d: the game is stuck at %s (choices %v, focused %q)", r.Ticks, state, p.Choices, r.focused())
			}
		} else {
			stuck, last = 0, state
		}
		switch {
		case p.Covered:
			pl.dismiss(p)
		case p.Window != nil:
			r.Tick()
		case !ses.HumanToAct() || p.ToAct < 0:
			r.Tick()
		default:
			if pl.midgame != nil && p.ToAct == 0 && r.history() >= 4 {
				f := pl.midgame
				pl.midgame = nil
				f(pl)
				continue
			}
			pl.decide(p)
		}
	}
	r.Until("the end window", 600, func() bool { return r.Window() != nil })
	name := r.kind.Rules().Name()
	if len(pl.skips) > 0 {
		r.T.Errorf("%s: the game ended with %d of its skips not done", name, len(pl.skips))
	}
	if least := pl.quick.LeastHandOvers(); pl.handOver < least {
		r.T.Errorf("%s hides information, but the game showed %d hand-over screens, want at least %d", name, pl.handOver, least)
	}
	if !pl.quick.Hides() && pl.handOver > 0 {
		r.T.Errorf("%s hides nothing, but the game showed %d hand-over screens", name, pl.handOver)
	}
	r.T.Logf("%d actions, %d hand-overs, tick %d", r.history(), pl.handOver, r.Ticks)
}

// decide answers one decision of side p.ToAct the quickest way.
func (pl *player) decide(p table.Probe) {
	r := pl.r
	r.T.Helper()
	h := pl.handsFor(p.ToAct)
	option, aim := pl.answer(p)
	for i := 0; i < 3 && option == "" && !aim; i++ { // the list is built a frame after the state changes
		r.Tick()
		p, _ = r.probe()
		if p.Covered || p.Window != nil || p.ToAct < 0 {
			return // the table changed hands meanwhile: toEnd looks again
		}
		h = pl.handsFor(p.ToAct)
		option, aim = pl.answer(p)
	}
	if aim {
		if other, ok := pl.deployed[1-p.ToAct]; ok && h.dev != mouse && p.Cursor == other && pl.deployed[p.ToAct] != p.Cursor {
			r.T.Errorf("tick %d: side %d's cursor starts at %s, where side %d left it: each seat keeps its own cursor", r.Ticks, p.ToAct+1, p.Cursor, 2-p.ToAct)
			delete(pl.deployed, 1-p.ToAct) // say it once
		}
		q, _ := r.probe()
		pl.r.aim(h)
		pl.deployed[p.ToAct] = q.Aim
		return
	}
	if option == "" {
		r.T.Fatalf("tick %d: no quick answer in phase %q among %v", r.Ticks, p.Phase, p.Choices)
	}
	r.press(h, option)
	r.TicksN(2)
	if f := r.focused(); h.dev != mouse && strings.HasPrefix(f, "Undo") && !pl.undoSeen {
		pl.undoSeen = true
		r.T.Errorf("tick %d: after choosing %q the focus is on %q: the next %s would undo", r.Ticks, option, f, h)
	}
}

// dismiss answers the hand-over screen ("Pass to ...") with the hands of
// the side it is for, and checks that the press only uncovered the table:
// no action played, no fighter selected.
func (pl *player) dismiss(p table.Probe) {
	r := pl.r
	r.T.Helper()
	if strings.HasPrefix(p.Phase, "Deploy") && !pl.deployCover {
		pl.deployCover = true
		r.T.Errorf("tick %d: a hand-over screen in the deployment, although no hidden information changed hands", r.Ticks)
	}
	h := pl.handsFor(p.For)
	before := r.history()
	r.confirm(h)
	r.TicksN(4)
	q, _ := r.probe()
	if q.Covered {
		r.T.Fatalf("tick %d: %s's Confirm did not dismiss the hand-over to side %d (seats %v)", r.Ticks, h, p.For+1, r.seats())
	}
	if got := r.history(); got != before {
		r.T.Fatalf("tick %d: the %s that dismissed \"Pass to\" also played %d action(s) on the table: %v",
			r.Ticks, h, got-before, r.ses().History().Actions()[before:])
	}
	if q.Selected != p.Selected {
		r.T.Fatalf("tick %d: the %s that dismissed \"Pass to\" also selected %q (was %q)", r.Ticks, h, q.Selected, p.Selected)
	}
	pl.handOver++
}

// rematch presses Rematch in the end window and checks that the new game
// keeps who sits where.
func (pl *player) rematch(h hands) {
	r := pl.r
	r.T.Helper()
	seats := r.seats()
	old := r.ses()
	r.press(h, "Rematch")
	r.Until("the rematch", 30, func() bool { s := r.ses(); return s != nil && s != old })
	r.Settle()
	r.TicksN(2)
	if got := r.seats(); !slices.Equal(got, seats) {
		r.T.Errorf("after Rematch the seats are %v, want %v as before", got, seats)
	}
	if p, _ := r.probe(); p.Covered {
		pl.dismiss(p) // a secretive ruleset's new game opens on a hand-over: the seat it names takes it
	}
}

// backToTitle opens the menu and goes back to the title, answering a
// confirmation if one is asked.
func (pl *player) backToTitle(h hands) {
	r := pl.r
	r.T.Helper()
	r.TicksN(2)
	if p, _ := r.probe(); p.Covered && r.Window() == nil {
		pl.dismiss(p) // a secretive ruleset's rematch opens on a hand-over: the menu is on the table under it
	}
	if r.Window() == nil {
		if h.dev == mouse {
			r.ClickButton("Menu")
		} else {
			r.menuKey(h)
		}
		r.Until("the menu", 10, func() bool { return r.Window() != nil })
	}
	r.press(h, "Back to title")
	for range 3 {
		r.TicksN(3)
		if r.scene() == "title" {
			return
		}
		for _, l := range []string{"Back to title", "Leave", "Yes", "Quit to title"} {
			if r.CurrentButton(l) != nil {
				r.press(h, l)
				break
			}
		}
	}
	r.waitScene("title", 10)
}
