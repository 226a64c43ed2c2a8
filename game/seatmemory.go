package game

import (
	"errors"
	"fmt"
	"strings"

	"skirmish/game/session"
	"skirmish/game/table"
)

// SeatMemory is the seating of the last game started, kept in the settings
// so that setup and the join screen offer it again, and a resumed game
// keeps its seats across runs: the ruleset and scenario, who sits in each
// seat (human or computer), and which controllers play each side
// (table.Controller.Key; empty lists for sides anyone plays).
type SeatMemory struct {
	Ruleset     string     `json:"ruleset"`
	Scenario    string     `json:"scenario"`
	Sitters     []string   `json:"sitters"`
	Controllers [][]string `json:"controllers"`
}

// Validate checks the memory; nil is valid (nothing remembered).
func (m *SeatMemory) Validate() error {
	if m == nil {
		return nil
	}
	if len(m.Sitters) == 0 {
		return errors.New("no sitters")
	}
	if _, err := session.ParseSitters(strings.Join(m.Sitters, ",")); err != nil {
		return err
	}
	if len(m.Controllers) != len(m.Sitters) {
		return fmt.Errorf("%d sides of controllers for %d sitters", len(m.Controllers), len(m.Sitters))
	}
	_, err := table.SeatingOfKeys(m.Controllers)
	return err
}

// sitters returns who sits in each seat, or nil when the memory is unusable.
func (m *SeatMemory) sitters() []session.Sitter {
	if m == nil {
		return nil
	}
	s, err := session.ParseSitters(strings.Join(m.Sitters, ","))
	if err != nil {
		return nil
	}
	return s
}

// seating returns which controllers play each side, and whether the memory
// holds a seating of n sides.
func (m *SeatMemory) seating(n int) (table.Seating, bool) {
	if m == nil {
		return table.Seating{}, false
	}
	s, err := table.SeatingOfKeys(m.Controllers)
	if err != nil || !s.Fits(n) {
		return table.Seating{}, false
	}
	return s, true
}

// rememberSeating keeps the seating of a game started now in the settings
// and saves them.
func (a *App) rememberSeating(setup session.Setup, sitters []session.Sitter, seats table.Seating) {
	m := &SeatMemory{Ruleset: setup.Ruleset.ID(), Scenario: setup.Scenario.Name, Controllers: seats.Keys()}
	for _, s := range sitters {
		m.Sitters = append(m.Sitters, s.String())
	}
	for len(m.Controllers) < len(m.Sitters) {
		m.Controllers = append(m.Controllers, []string{})
	}
	m.Controllers = m.Controllers[:len(m.Sitters)]
	if m.Validate() != nil {
		return
	}
	a.Settings.Seating = m
	a.SaveSettings()
}

// rememberedSeating returns the last seating kept, when it seats a game of
// n sides; else a seating where anyone plays any side.
func (a *App) rememberedSeating(n int) table.Seating {
	if s, ok := a.Settings.Seating.seating(n); ok {
		return s
	}
	return table.NewSeating(n)
}

// tableSeating returns who plays which side at the table shown, if it is
// one that seats controllers.
func (a *App) tableSeating() (table.Seating, bool) { return seatingOf(a.Table()) }

// seatingOf returns who plays which side at t, if it seats controllers.
func seatingOf(t table.Table) (table.Seating, bool) {
	st, ok := t.(interface{ Seating() *table.Seating })
	if !ok || st.Seating() == nil {
		return table.Seating{}, false
	}
	return st.Seating().Clone(), true
}

// seatTable gives the table of ses its seating and remembers it.
func (a *App) seatTable(ts *tableScene, seats table.Seating) {
	ses := ts.t.Session()
	if ses == nil {
		return
	}
	n := len(ses.Sitters())
	if !seats.Fits(n) {
		seats = table.NewSeating(n)
	}
	ts.t.SetSeating(seats.Clone())
	a.rememberSeating(ses.Setup, ses.Sitters(), seats)
}

// keepTableSeating remembers the seating of ts as it is now (after any
// take-over), when the player leaves it.
func (a *App) keepTableSeating(ts *tableScene) {
	ses := ts.t.Session()
	if ts.review || ses == nil {
		return
	}
	if seats, ok := seatingOf(ts.t); ok {
		a.rememberSeating(ses.Setup, ses.Sitters(), seats)
	}
}
