package elements

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// Draw draws the status line, the board, the tray (the odds of an attack
// considered, else the last roll) and the hints; the frame draws the side
// panel over them.
func (b *Board) Draw(f *table.Frame, screen *ebiten.Image) {
	h := f.Host()
	t, pal := h.Theme(), h.Pal()
	g, dg := shown(f), decided(f)
	b.setScene(f, g, dg)
	b.drawer.draw(screen, pal)
	b.oddsOn = b.updateOdds(f, dg)
	if b.oddsOn {
		r := b.lay.tray
		br := &b.oddsBrush
		br.Rect(screen, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), pal.TrayEdge, 1)
		br.Rect(screen, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx())-6, float64(r.Dy())-6, pal.Tray, 1)
		pad := t.Px(8)
		st := table.TrayOddsStyle(t)
		b.odds.Layout(&st, r.Dx()-2*pad)
		b.odds.Draw(screen, r.Min.X+pad, r.Min.Y+pad, &st)
	} else {
		b.drawTray(f, screen, dg)
	}
	render.DrawLabel(screen, b.topLine(g), t.Heading, float64(b.lay.status.Min.X), float64(b.lay.status.Min.Y), render.Tint(t.Accent))
	b.hintOp.GeoM.Reset()
	b.hintOp.GeoM.Translate(float64(b.lay.hints.Min.X), float64(b.lay.hints.Min.Y))
	b.hintOp.ColorScale = render.Tint(t.Muted)
	render.DrawPrompt(screen, b.hintLine(f), t.Small, &b.hintOp)
}

// drawTray draws the last roll in the tray, the dice tumbling after a
// roll, the die under the mouse lit, the winner's dice to choose from
// raised.
func (b *Board) drawTray(f *table.Frame, screen *ebiten.Image, dg *el.Game) {
	h := f.Host()
	roll := &b.recent(f).roll
	b.tray.set(roll, b.pickable(f, dg))
	b.tray.layout(b.lay.tray)
	hr, hk := -1, -1
	if x, y := h.In().Cursor(); h.In().LastDevice() == input.Mouse {
		if row, k, ok := b.tray.dieAt(x, y); ok {
			hr, hk = row, k
		}
	}
	b.tray.draw(screen, hr, hk, b.tumble.Motion(), h.Pal())
	if !roll.ok {
		t, r := h.Theme(), b.lay.tray
		render.DrawLabel(screen, "The dice tray: an attack's dice land here, the attacker's above the defender's.", t.Small,
			float64(r.Min.X+t.Px(14)), float64(r.Min.Y+r.Dy()/2-t.Px(8)), render.Tint(t.Muted))
	}
}

// DrawOver draws the tooltips over the side panel too: the odds' under
// the mouse, the model's or the die's.
func (b *Board) DrawOver(f *table.Frame, screen *ebiten.Image) {
	if f.Modal().Shown() {
		return
	}
	if in := f.Host().In(); b.oddsOn && in.LastDevice() == input.Mouse {
		st := table.TrayOddsStyle(f.Host().Theme())
		x, y := in.Cursor()
		b.odds.DrawTip(screen, x, y, &st)
	}
	b.drawModelTip(f, screen, shown(f))
}

// recentActs is what the viewer saw of the last actions: the last roll
// (the tray shows it) and the last move of an activation's last few
// actions (the board traces it; a hidden model's move shows nothing).
// Made again only when the history or the viewer changes.
type recentActs struct {
	key      int
	made     bool
	roll     rollShown
	moved    bool
	from, to grid.Point
}

// recent returns what the viewer saw of the last actions.
func (b *Board) recent(f *table.Frame) *recentActs {
	r := &b.seenActs
	viewer := f.Screen().Viewer
	key := f.Session().Position()*8 + int(viewer+3)
	if r.made && r.key == key {
		return r
	}
	*r = recentActs{key: key, made: true, roll: rollOf(f.EventLog(), viewer, shown(f))}
	r.roll.key = key
	log := f.EventLog().Entries
	for i := len(log) - 1; i >= max(0, len(log)-4) && !r.moved; i-- {
		for _, e := range log[i].Events {
			ev, isEl := table.EventFor(e, viewer).(el.Event)
			if isEl && (ev.Kind == el.EvMoved || ev.Kind == el.EvShifted) && ev.From.X >= 0 && ev.To.X >= 0 && ev.From != ev.To {
				r.from, r.to, r.moved = ev.From, ev.To, true
			}
		}
	}
	return r
}

// pickable says which results the human winner may choose by clicking a
// die.
func (b *Board) pickable(f *table.Frame, g *el.Game) (out [7]bool) {
	if g.Phase() != el.PhaseResult || !f.Screen().Deciding() {
		return out
	}
	for _, c := range b.choices {
		if a, ok := c.Action.(el.Action); ok && a.Kind == el.Result {
			out[a.Result] = true
		}
	}
	return out
}

// topLine is the status line over the board.
func (b *Board) topLine(g *el.Game) string {
	return b.top.Get(topKey{g.Round(), g.Phase(), g.Turn()}, func(k topKey) string {
		lvl := g.Level()
		switch k.phase {
		case el.PhaseMuster:
			return lvl.Title + ": the muster"
		case el.PhaseOver:
			return lvl.Title + ": over"
		}
		return lvl.Title + " · round " + strconv.Itoa(k.round) + " of " + strconv.Itoa(lvl.Rounds)
	})
}

// topKey is what the status line says.
type topKey struct {
	round int
	phase el.Phase
	turn  int
}
