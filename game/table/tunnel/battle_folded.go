package tunnel

import (
	"fmt"
	"image"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
	tf "skirmish/rules/tunnel"
)

// buildFolded builds the side panel folded to its essentials (the TV
// layout's, Prefs.Folded), pw wide: whose turn, the model card's name and
// numbers, the action list in the height left, the dice tray while a die
// is to be picked, Undo and Menu, and the log's last lines. The board
// takes the rest of the width.
func (b *Battle) buildFolded(a table.Host, pw int) *widget.Container {
	t := a.Theme()
	g := b.Game()
	_, h := a.Size()
	inner := pw - t.Px(24)
	tray := g.Phase() == tf.PhasePick
	rows := 5
	if tray {
		rows++
	}
	root := table.SidePanel(t, pw, h, rows)
	head := t.Column(0, 0, false)
	head.AddChild(t.Text(b.statusLine(), t.Heading, b.sideColour(a, g.ToActSide()), inner))
	root.AddChild(head)

	b.cardBox = widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.GridLayoutData{})))
	b.cardBox.AddChild(b.card(a))
	b.cardFor = b.cardModel()
	root.AddChild(b.cardBox)

	bar := t.Column(6, 0, false)
	root.AddChild(bar)

	b.oddsBox = nil
	b.trayBox, b.trayArea = nil, image.Rectangle{}
	if tray {
		b.trayBox = t.Space(0, 56)
		b.trayBox.GetWidget().MinWidth = inner
		root.AddChild(b.trayBox)
	}

	root.AddChild(b.f.UndoRow())

	log := table.SizedLog(b.f.LogWidget())
	_, headH, _ := table.ListRowHeights(t)
	log.GetWidget().MinWidth = inner
	log.GetWidget().MinHeight = 2*(headH-t.Px(4)) + t.Px(8)
	root.AddChild(log)

	used := 2*t.Px(12) + (rows-1)*t.Px(8)
	for _, k := range root.Children() {
		if k != widget.PreferredSizeLocateableWidget(bar) {
			_, kh := k.PreferredSize()
			used += kh
		}
	}
	room := max(h-used, 0)
	bar.GetWidget().MinHeight = room
	b.fillActions(a, bar, inner, room)
	return root
}

// foldedCard builds the model card of the folded panel: the model's name
// and its Stamina and Endurance.
func (b *Battle) foldedCard(a table.Host) *widget.Container {
	t := a.Theme()
	g := b.Game()
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
