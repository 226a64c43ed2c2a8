package tunnel

import (
	"fmt"
	"image/color"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	rt "skirmish/render/tunnel"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// sideColour returns the colour of a side as the board draws it.
func (b *Battle) sideColour(a table.Host, side int) color.Color {
	if side < 0 || side >= len(a.Pal().Side) {
		return a.Theme().Ink
	}
	return a.Pal().Side[side]
}

// cardModel is the model the card shows: the selected one, else the
// attacker or the defender of a pending swing. Pointing at another model
// shows its tooltip (boardTip), never a new card beside the selected
// model's choices.
func (b *Battle) cardModel() int {
	g := b.Game()
	if sw, ok := g.PendingSwing(); ok && b.p.sel < 0 {
		if g.Phase() == tf.PhaseDefend {
			return int(sw.Target)
		}
		return int(sw.Attacker)
	}
	return b.p.sel
}

// card builds the model card.
func (b *Battle) card(a table.Host) *widget.Container {
	if a.Prefs().Folded {
		return b.foldedCard(a)
	}
	t := a.Theme()
	g := b.Game()
	c := t.Column(4, 10, true)
	i := b.cardModel()
	if i < 0 || i >= len(g.Models()) {
		c.AddChild(t.Text("No model selected.", t.Body, t.Muted, 0))
		c.AddChild(t.Text("Select one of yours to see its card; point at any model for its details.", t.Small, t.Muted, cardWrap(a)))
		return c
	}
	m := g.Model(i)
	prof := m.Prof()
	top := t.Row(10)
	if ic := a.Theme().IconGraphic(prof.ID, 48, table.NRGBA(a.Pal().Side[m.Side])); ic != nil {
		top.AddChild(ic)
	}
	names := t.Column(2, 0, false)
	names.AddChild(t.Text(fmt.Sprintf("%s  (%c)", g.Name(i), m.ID), t.Heading, t.Ink, 0))
	names.AddChild(t.Text(fmt.Sprintf("%s · side %d · %s", g.Level().Sides[m.Side], m.Side+1, prof.Name), t.Small, b.sideColour(a, int(m.Side)), 0))
	top.AddChild(names)
	c.AddChild(top)
	stats := fmt.Sprintf("Strength %d    Stamina %d / %d    Endurance %d / %d", prof.Strength, m.Stamina, prof.Stamina, m.Endurance, prof.Endurance)
	c.AddChild(t.Text(stats, t.Body, t.Ink, cardWrap(a)))
	state := "Facing " + m.Facing.String()
	switch {
	case m.Dead:
		state = "Dead"
	case m.Prone:
		state = "Prone: must Recover before acting; no Defence Dice"
	}
	if m.Swung && !m.Dead {
		state += " · has taken its swing"
	}
	if prof.Lantern > 0 {
		state += fmt.Sprintf(" · carries a lantern (radius %d)", prof.Lantern)
	}
	c.AddChild(t.Text(state, t.Small, t.Accent, cardWrap(a)))
	c.AddChild(t.Text(prof.Blurb, t.Small, t.Muted, cardWrap(a)))
	return c
}

// foldedCard is the model card of the folded panel: the model's name and
// its Stamina and Endurance.
func (b *Battle) foldedCard(a table.Host) *widget.Container {
	t := a.Theme()
	g := b.shown()
	inner := sidePanelWidth(a) - t.Px(24)
	c := t.Column(2, 0, false)
	i := b.cardModel()
	if i < 0 || i >= len(g.Models()) {
		c.AddChild(t.Text("No model selected.", t.Small, t.Muted, inner))
		return c
	}
	m := g.Model(i)
	prof := m.Prof()
	c.AddChild(t.Text(fmt.Sprintf("%s  (%c)", g.Name(i), m.ID), t.Body, b.sideColour(a, int(m.Side)), inner))
	state := fmt.Sprintf("Stamina %d/%d · Endurance %d/%d", m.Stamina, prof.Stamina, m.Endurance, prof.Endurance)
	switch {
	case m.Dead:
		state = "Dead"
	case m.Prone:
		state += " · Prone"
	}
	c.AddChild(t.Text(state, t.Small, t.Ink, inner))
	return c
}

// markSquares appends the board's squares that model sel may choose in
// mode to out, through the battle's reused buffer: marks are worked out
// in every frame.
func (b *Battle) markSquares(out []rt.Point, g *tf.Game, sel int, m mode) []rt.Point {
	b.squares = appendSquaresFor(b.squares[:0], g, sel, m)
	return appendSquares(out, b.squares)
}

// updateMarks sets the board's highlights from the choice being built.
func (b *Battle) updateMarks(a table.Host) {
	g := b.Game()
	m := &b.marks
	hover := -1
	if a.In().LastDevice() == input.Mouse {
		if q, ok := b.cellAt(a.In().Cursor()); ok && !b.overWidget(a.In().Cursor()) {
			hover = g.ModelAt(q)
		}
	} else {
		hover = g.ModelAt(b.cursor)
	}
	m.Hover = hover
	m.Selected = b.p.sel
	m.Cursor = boardPoint(b.cursor)
	m.CursorOn = a.In().LastDevice() != input.Mouse && !b.f.Modal().Shown()
	if side := g.ToActSide(); side >= 0 {
		m.CursorColor = a.Pal().Side[side]
	}
	m.Reach, m.Targets, m.Doors, m.Shunts, m.Path = m.Reach[:0], m.Targets[:0], m.Doors[:0], m.Shunts[:0], m.Path[:0]
	m.Facings = false
	if b.humanSide() < 0 {
		return
	}
	switch g.Phase() {
	case tf.PhaseShunt:
		for _, c := range choices(g, &b.p) {
			m.Shunts = append(m.Shunts, boardPoint(c.To))
		}
		return
	case tf.PhaseAct:
	default:
		return
	}
	sel := b.p.sel
	if sel < 0 || int(g.Model(sel).Side) != b.humanSide() {
		return
	}
	switch b.p.mode {
	case modeIdle:
		m.Reach = b.markSquares(m.Reach, g, sel, modeMove)
		b.squares = appendEnemyTargets(b.squares[:0], g, sel)
		m.Targets = appendSquares(m.Targets, b.squares)
		m.Doors = b.markSquares(m.Doors, g, sel, modeDoor)
	case modeMove:
		m.Reach = b.markSquares(m.Reach, g, sel, modeMove)
	case modeTarget:
		m.Targets = b.markSquares(m.Targets, g, sel, modeTarget)
	case modeDoor:
		m.Doors = b.markSquares(m.Doors, g, sel, modeDoor)
	case modeCommit:
		m.Targets = append(m.Targets, boardPoint(b.p.target))
	case modeFacing:
		m.Facings, m.FacingAt, m.Facing = true, boardPoint(b.pivot()), boardDir(b.p.facing)
		if b.p.kind == tf.Move {
			m.Path = b.previewPath(g, sel, b.p.dest, m.Path)
		}
	}
	if b.p.mode == modeIdle || b.p.mode == modeMove {
		target := b.cursor
		if a.In().LastDevice() == input.Mouse {
			if q, ok := b.cellAt(a.In().Cursor()); ok {
				target = q
			}
		}
		if hasSquare(m.Reach, target) {
			m.Path = b.previewPath(g, sel, target, m.Path)
		}
	}
}

// previewPath appends the squares of the first legal path to dest.
func (b *Battle) previewPath(g *tf.Game, sel int, dest grid.Point, out []rt.Point) []rt.Point {
	var buf [8]tf.Action
	if paths := g.MovePaths(buf[:0], sel, dest); len(paths) > 0 {
		out = appendSquares(out, paths[0].Path[:paths[0].Steps])
	}
	return out
}

// fillTray fills d from the swing g holds (pending or the latest one);
// pickable says whether a human may pick a die now.
func fillTray(d *rt.TrayDice, g *tf.Game, pickable bool, lastResult int) {
	sw, pending := g.PendingSwing()
	d.Attack, d.Defence = d.Attack[:0], d.Defence[:0]
	d.Cancelled, d.Pickable, d.Picked, d.AttackLeft = false, false, 0, 0
	if !sw.Rolled {
		return
	}
	d.Attack = append(d.Attack, sw.Attack[:sw.AttackDice]...)
	d.Defence = append(d.Defence, sw.Defence[:sw.NDefence]...)
	d.AttackLeft = sw.Left
	d.Cancelled = true
	d.Pickable = pending && pickable
	if !pending {
		d.Picked = lastResult
	}
}

// drawHints writes the controls for the device in hand on the line under
// the tray (the kit's HintLine: a shorter line where the whole does not
// fit).
func (b *Battle) drawHints(a table.Host, screen *ebiten.Image) {
	r := b.hintArea
	s := b.hints.Line(a, r.Dx(), 0, table.HintWords{Piece: "model",
		Mouse: "Click a model to select it, then a square to move, a foe to swing at, a door to open · right click: back · hover for details"},
		"Click a model, then a square, a foe or a door · right click: back")
	b.hintOp.GeoM.Reset()
	b.hintOp.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	b.hintOp.ColorScale = render.Tint(a.Theme().Muted)
	render.DrawPrompt(screen, s, a.Theme().Small, &b.hintOp)
}
