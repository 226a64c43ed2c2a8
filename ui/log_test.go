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
// action (a side panel rebuilt) keeps its scroll container's two buffers,
// of the screen's size, instead of making a pair each time, and Free lets
// go of them.
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
		bufs := buffers(log)
		if len(bufs) != 2 || bufs[0] == nil || bufs[1] == nil {
			t.Fatalf("panel %d: scroll buffers %v, want 2 (has ebitenui's TextArea changed?)", i, bufs)
		}
		if bufs[0].Bounds().Size() != screen.Bounds().Size() {
			t.Fatalf("panel %d: a buffer of %v for a screen of %v", i, bufs[0].Bounds(), screen.Bounds())
		}
		if i == 0 {
			first = bufs
		} else if bufs[0] != first[0] || bufs[1] != first[1] {
			t.Fatalf("panel %d: the log made new scroll buffers", i)
		}
	}
	log.Free()
	if bufs := buffers(log); len(bufs) != 2 || bufs[0] != nil || bufs[1] != nil {
		t.Errorf("after Free the log still has buffers %v", bufs)
	}
}

// buffers returns the log's scroll buffers.
func buffers(l *LogArea) []*ebiten.Image {
	var out []*ebiten.Image
	for _, b := range scrollBuffers(l.TextArea) {
		img, _ := b.Elem().Interface().(*ebiten.Image)
		out = append(out, img)
	}
	return out
}
