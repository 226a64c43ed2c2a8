package game

import (
	"time"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/ui"
)

// leaveTable goes back to the title screen. From a game under way it asks
// first, in the table's window ("Leave this game?"); leaving keeps the
// seating and the title offers to resume the game. A review or a finished
// game is left at once.
func (a *App) leaveTable() {
	ts, ok := a.scene.(*tableScene)
	if !ok {
		a.SetScene(NewTitle())
		return
	}
	ses := ts.t.Session()
	m, hasModal := ts.t.(interface{ Modal() *table.Modal })
	if ts.review || ses == nil || ses.State().Outcome().Over || !hasModal {
		a.leaveFor(ts)
		return
	}
	t := a.Theme()
	p := t.Panel(420)
	p.AddChild(t.Text("Leave this game?", t.Heading, t.Accent, 0))
	p.AddChild(t.Text("It is kept: the title screen offers to resume it.", t.Body, t.Ink, t.Px(380)))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Keep playing", Icon: "play", Default: true, OnClick: m.Modal().Close}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Leave to the title", Icon: "quit", OnClick: func() {
		m.Modal().Close()
		a.leaveFor(ts)
	}}))
	m.Modal().Open(a, ts.t.UI(), p)
}

// leaveFor leaves the table of ts for the title screen: its seating is
// remembered and, when its game is not over, offered to resume there (the
// table may still have played the computer's action of this tick: the
// title builds its offer from the session as it is then).
func (a *App) leaveFor(ts *tableScene) {
	a.keepTableSeating(ts)
	if ses := ts.t.Session(); !ts.review && ses != nil {
		if ses.State().Outcome().Over {
			if a.resumable == ses {
				a.resumable = nil
			}
		} else {
			a.resumable, a.resumeInfo = ses, leftInfo(ses, time.Now())
		}
	}
	a.SetScene(NewTitle())
}

// leftInfo describes a game just left for the offer to resume it.
func leftInfo(ses *session.Session, now time.Time) session.SaveInfo {
	return session.SaveInfo{
		Scenario: ses.Scenario.Title,
		Ruleset:  ses.Ruleset.Name(),
		Progress: ses.State().Progress(),
		Actions:  ses.Position(),
		SavedAt:  now.UTC(),
		Sitters:  ses.Sitters(),
	}
}
