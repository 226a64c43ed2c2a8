package ui

import (
	"testing"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/render"
)

// TestLogKeepsItsBuffers: a log added to a new widget tree after each
// action (a side panel rebuilt) keeps its scroll container's two buffers
// instead of making a screen-sized pair each time, and Free finds them.
func TestLogKeepsItsBuffers(t *testing.T) {
	gameloop.NeedWindow(t)
	th := NewTheme(1, render.NewPalette(false), false)
	log := th.Log(200, 120)
	screen := ebiten.NewImage(320, 240)
	defer screen.Deallocate()
	var first []*ebiten.Image
	for i := range 3 {
		root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical))))
		root.AddChild(log)
		u := &ebitenui.UI{Container: root, PrimaryTheme: th.Widget()}
		log.SetText("line one\nline two")
		u.Update()
		u.Draw(screen)
		bufs := scrollBuffers(log.TextArea)
		if len(bufs) != 2 {
			t.Fatalf("panel %d: found %d scroll buffers, want 2 (has ebitenui's TextArea changed?)", i, len(bufs))
		}
		if i == 0 {
			first = bufs
		} else if bufs[0] != first[0] || bufs[1] != first[1] {
			t.Fatalf("panel %d: the log made new scroll buffers", i)
		}
	}
	log.Free()
}
