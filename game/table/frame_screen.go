package table

import "skirmish/rules"

// Screen says, for one tick, who the table is shown to: the seat whose
// View is drawn, the seat whose choices are listed, and whether the
// hand-over screen is up. The frame works it out once a tick (before the
// panel is made and the board reads input) and the board reads it; no
// board works it out for itself.
//
//   - Covered, or about to be handed to another human seat: Viewer is
//     rules.Spectator (the public view) and nobody decides.
//   - A review of a finished game: Everything, and the seat to act decides
//     (play goes on from any point).
//   - A review of a game under way: the public view, and nobody decides
//     (Continue from here plays on), so a saved replay never shows the
//     secrets of the seat that did not save it.
//   - Else the human deciding now decides; the screen shows that seat's
//     view, or, while no human decides, the human seat it showed last.
type Screen struct {
	Viewer  rules.Seat // whose View is drawn: a seat, rules.Spectator or Everything
	Decider rules.Seat // whose choices are listed: a human seat, or rules.Spectator for none
	Covered bool       // the hand-over screen hides the table
}

// Deciding reports whether a human decides at the screen.
func (s Screen) Deciding() bool { return s.Decider >= 0 }

// Side returns Decider as a side, -1 for none.
func (s Screen) Side() int {
	if s.Decider >= 0 {
		return int(s.Decider)
	}
	return -1
}

// ScreenReporter is a table that says who it is shown to (Screen) and
// which view it last drew (DrawnView): the hot-seat secrecy test checks
// that the two agree.
type ScreenReporter interface {
	Screen() Screen
	DrawnView() rules.State
}

// Screen returns who the table is shown to this tick.
func (f *Frame) Screen() Screen { return f.screen }

// DrawnView returns the view the board was last drawn from.
func (f *Frame) DrawnView() rules.State { return f.drawn }

// computeScreen works out Screen for this tick.
func (f *Frame) computeScreen() Screen {
	if f.Reviewing() {
		if !f.over {
			return Screen{Viewer: rules.Spectator, Decider: rules.Spectator}
		}
		d := rules.Spectator
		if s, ok := f.ses.FirstHumanToAct(); ok {
			d = s
		}
		return Screen{Viewer: Everything, Decider: d}
	}
	human, deciding := f.ses.FirstHumanToAct()
	if f.privacy.On() {
		if f.handingOver() {
			return Screen{Viewer: rules.Spectator, Decider: rules.Spectator, Covered: f.privacy.Covered()}
		}
		v := rules.Spectator
		if s := f.privacy.Shown(); s >= 0 {
			v = rules.Seat(s)
		}
		d := rules.Spectator
		if deciding && human == v {
			d = human
		}
		return Screen{Viewer: v, Decider: d}
	}
	if !deciding {
		human = rules.Spectator
	}
	return Screen{Viewer: SeatAtScreen(f.ses, f.lastSide), Decider: human}
}

// View returns the position as Screen.Viewer may see it: what the board
// draws. It is kept while the position and the seat stay the same.
func (f *Frame) View() rules.State {
	return f.viewOf(&f.viewCache, f.screen.Viewer)
}

// DeciderView returns the position as Screen.Decider may see it: what the
// board's choices and marks are made from. While nobody decides it is
// View.
func (f *Frame) DeciderView() rules.State {
	if !f.screen.Deciding() {
		return f.View()
	}
	return f.viewOf(&f.decideView, f.screen.Decider)
}

func (f *Frame) viewOf(vc *ViewCache, seat rules.Seat) rules.State {
	st := f.ses.State()
	if seat == Everything {
		return st
	}
	return vc.View(st, seat)
}

// OwnSide returns the side whose secrets the screen shows as its own: the
// viewer when it is a seat, else the decider, else -1.
func (f *Frame) OwnSide() int {
	if f.screen.Viewer >= 0 {
		return int(f.screen.Viewer)
	}
	return f.screen.Side()
}

// handingOver reports whether the hand-over screen covers the table, or is
// about to be handed to another human seat: the table then shows nobody's
// secrets. It is false while the privacy screen is off.
func (f *Frame) handingOver() bool {
	pv := &f.privacy
	if !pv.On() {
		return false
	}
	if pv.Covered() {
		return true
	}
	side := f.humanSide()
	return side >= 0 && side != pv.Shown()
}
