package table

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Draw implements Table: the board (drawn from View), the side panel's
// widgets, then what the board draws over them (tooltips); the hand-over
// screen instead of all of them while it covers the table.
func (f *Frame) Draw(h Host, screen *ebiten.Image) {
	f.host = h
	f.bg = h.Pal().Background
	screen.Fill(&f.bg)
	if f.screen.Covered || f.privacy.Covered() {
		detail := ""
		if d, ok := f.board.(CoverDetailer); ok {
			detail = d.CoverDetail(f)
		}
		f.privacy.Draw(h, screen, f.SideName(f.privacy.For()), &f.seats, detail)
		f.drawn = nil
		return
	}
	f.drawn = f.View()
	f.board.Draw(f, screen)
	if f.ui != nil {
		f.widgets.Draw(screen, f.ui, f.widgetsLive(), f.root)
	}
	if o, ok := f.board.(BoardOverlay); ok {
		o.DrawOver(f, screen)
	}
}

// Regions reports what the table drew in its last drawing (Regioner): the
// side panel, and the board's own parts (BoardRegioner).
func (f *Frame) Regions(h Host, dst []Region) []Region {
	if f.privacy.Covered() || f.root == nil {
		return dst
	}
	dst = append(dst, Region{Name: "side panel", Rect: f.root.GetWidget().Rect, Steady: true})
	if r, ok := f.board.(BoardRegioner); ok {
		dst = r.BoardRegions(f, dst)
	}
	return dst
}

// Probe tells the tests (window.skirmish.state(), the couch tests) what
// the table shows: who acts, the window, the pause and the hand-over, the
// choices listed, and the board's part (BoardProber). It reads and changes
// nothing.
func (f *Frame) Probe() Probe {
	st := f.ses.State()
	p := SeatsProbe(f.ses, "", &f.modal, &f.strand, &f.privacy, st.Outcome().Over)
	for _, c := range f.choices {
		p.Choices = append(p.Choices, ProbeChoice{Label: c.Label, Enabled: !c.Off})
	}
	if b, ok := f.board.(BoardProber); ok {
		b.ProbeBoard(f, &p)
	}
	return p
}

var (
	_ Regioner       = (*Frame)(nil)
	_ Prober         = (*Frame)(nil)
	_ ScreenReporter = (*Frame)(nil)
)
