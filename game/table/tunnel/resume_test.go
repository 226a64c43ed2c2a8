package tunnel

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestResumeAfterRestart plays a few actions, "restarts" the program (a new
// App on the same folder) and resumes the game from the title screen.
func TestResumeAfterRestart(t *testing.T) {
	gameloop.NeedWindow(t)
	dir := t.TempDir()
	newApp := func() *game.App {
		return game.NewApp(gametest.Options(kinds, input.NewScript(), image.Pt(1280, 720), dir))
	}
	a := newApp()
	b := openBattle(t, a, firstBloodSetup(t, nil), []session.Sitter{session.Human, session.Computer}, nil)
	for _, s := range []string{"A move m3-l3 W", "A move k3-j3 W"} {
		b.apply(a, mustAction(t, s))
	}
	if err := b.f.Session().Undo(); err != nil { // the save keeps the redo too
		t.Fatal(err)
	}
	b.Reset(b.f)
	a.Autosave(b.f.Session())
	want := b.Game().Hash()

	a2 := newApp()
	screen := ebiten.NewImage(1280, 720)
	a2.Update()
	a2.Draw(screen)
	if gametest.FindButton(a2.Scene().UI(), nil, "Resume") == nil {
		t.Fatal("no game offered to resume after the restart")
	}
	btn := gametest.FindButton(a2.Scene().UI(), nil, "Resume: First Blood")
	if btn == nil {
		t.Fatal("no Resume button on the title screen")
	}
	btn.Click()
	for range 3 {
		a2.Update()
		a2.Draw(screen)
	}
	rb, ok := battleOK(a2.Table())
	if !ok {
		t.Fatalf("scene %T after Resume", a2.Scene())
	}
	if rb.Game().Hash() != want || rb.f.Session().History().Len() != 1 {
		t.Fatalf("resumed at %x with %d actions; want %x with 1", rb.Game().Hash(), rb.f.Session().History().Len(), want)
	}
	if ok, _ := rb.f.Session().History().CanRedo(); !ok {
		t.Error("the undone move cannot be redone after resuming")
	}
}
