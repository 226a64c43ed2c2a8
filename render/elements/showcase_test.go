package elements

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// busy fills s and returns the marks and dice of a busy moment: every
// terrain, models of both sides with every marker, the selected samurai's
// zone and moves, a hovered enemy's zone, targets of every kind, the
// squares a result may shift a model to, the cursor, and both pools of a
// close combat with all six faces, a re-rolled, a discarded and a chosen
// die.
func busy(tb testing.TB, s *testScene) (*Marks, *Dice) {
	tb.Helper()
	A, B, C, c, d, e := s.model(tb, 'A'), s.model(tb, 'B'), s.model(tb, 'C'), s.model(tb, 'c'), s.model(tb, 'd'), s.model(tb, 'e')
	s.Models[A].Injured = true
	s.Models[B].Stunned = true
	s.Models[C].Hidden = true
	s.Models[c].Injured, s.Models[c].Stunned = true, true
	s.Models[d].Spent = true
	s.Models[e].Unseen = true
	a := s.model(tb, 'a')
	m := &Marks{Hover: d, Selected: B}
	m.Zones = []Zone{s.zoneOf(B), s.zoneOf(d)}
	for _, p := range []Point{{7, 2}, {8, 2}, {8, 3}, {9, 3}, {8, 4}, {7, 4}, {6, 4}, {9, 2}} {
		if s.ModelAt(p) < 0 && s.Tile(p) <= Objective {
			m.Moves = append(m.Moves, p)
		}
	}
	m.Path = []Point{{8, 3}, {9, 3}}
	m.Attacks = []Point{s.Models[a].At}
	m.Shots = []Point{s.Models[s.model(tb, 'b')].At}
	m.Throws = []Point{s.Models[d].At}
	m.Shifts, m.ShiftFrom = []Point{{7, 6}, {6, 4}}, s.Models[C].At
	m.CursorOn, m.Cursor, m.CursorColor = true, Pt(9, 5), render.NewPalette(false).Side[0]
	m.Facings, m.FacingAt, m.Facing = true, Pt(9, 3), East
	dice := &Dice{Won: [2]bool{true, false}, Outcome: "Samurai B wins 4 to 2: choose the result (Fire, Water, Earth or Air)"}
	dice.Pools[Attacker] = []Die{{Face: Fire, Selectable: true}, {Face: Water, Selectable: true, Chosen: true},
		{Face: Earth, Selectable: true, Rerolled: true}, {Face: Air, Selectable: true}, {Face: Void, Discarded: true, Rerolled: true}}
	dice.Pools[Defender] = []Die{{Face: Spirit, Discarded: true}, {Face: Water}, {Face: Fire}}
	return m, dice
}

// TestShowcase draws the busy village at two sizes, in both palettes, with
// the dice tray of a close combat under it, for a person to look at:
// elements-showcase-800x600.png, elements-showcase-1200x900.png and their
// -cb (colour-blind) versions in $SKIRMISH_SHOTS.
func TestShowcase(t *testing.T) {
	needDisplay(t)
	needShots(t)
	for _, size := range []image.Point{{800, 600}, {1200, 900}, {300, 200}} {
		for _, cb := range []bool{false, true} {
			s := village(t)
			m, d := busy(t, s)
			pal := render.NewPalette(cb)
			s.Pal = pal
			trayH := size.Y / 3
			dst := ebiten.NewImage(size.X, size.Y+trayH)
			dst.Fill(pal.Background)
			s.Area = image.Rect(0, 0, size.X, size.Y)
			NewBoard().Draw(dst, &s.Scene, m)
			var tr Tray
			tr.Layout(image.Rect(0, size.Y, size.X, size.Y+trayH), d)
			tr.Draw(dst, d, DieRef{Attacker, 0}, render.TrayAtRest, pal)
			name := fmt.Sprintf("elements-showcase-%dx%d", size.X, size.Y)
			if cb {
				name += "-cb"
			}
			pixeltest.Save(t, name, pixeltest.Snapshot(dst))
		}
	}
}

// TestTokenSheet draws every glyph on both sides, with every marker, at
// three sizes, for a person to look at: elements-tokens.png in
// $SKIRMISH_SHOTS. Row by row: plain, injured, stunned, hidden, spent,
// unseen; each row facing north, east, south, west in turn.
func TestTokenSheet(t *testing.T) {
	needDisplay(t)
	needShots(t)
	const cols, rows = 16, 6
	for _, cs := range []int{24, 48, 96} {
		var s Scene
		s.W, s.H = cols, rows
		s.Tiles = make([]Tile, cols*rows)
		for i := range s.Tiles {
			if i/cols%2 == 1 {
				s.Tiles[i] = High
			}
		}
		s.Area = image.Rect(0, 0, cols*cs, rows*cs)
		for r := range rows {
			for c := range cols {
				g := Glyph(c % 8)
				m := Model{At: Pt(c, r), Side: c / 8, Glyph: g, Facing: Dir((c + r) % 4), Letter: byte('A' + c%8)}
				if m.Side == 1 {
					m.Letter += 'a' - 'A'
				}
				switch r {
				case 1:
					m.Injured = true
				case 2:
					m.Stunned, m.Injured = true, c%2 == 0
				case 3:
					m.Hidden = true
				case 4:
					m.Spent = true
				case 5:
					m.Unseen = true
				}
				s.Models = append(s.Models, m)
			}
		}
		dst := ebiten.NewImage(s.Area.Dx(), s.Area.Dy())
		NewBoard().Draw(dst, &s, &Marks{Hover: -1, Selected: 0})
		pixeltest.Save(t, fmt.Sprintf("elements-tokens-%d", cs), pixeltest.Snapshot(dst))
	}
}

// needShots skips the picture sheets unless SKIRMISH_SHOTS names a folder
// to write them to: they are drawn for a person to look at.
func needShots(t *testing.T) {
	if pixeltest.Dir() == "" {
		t.Skip("set SKIRMISH_SHOTS to a folder to draw the picture sheets")
	}
}
