package tunnel

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	rt "skirmish/render/tunnel"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// Kind is Tunnel Fighters as the app sees it: its rules, its table and its
// replay viewer, the preview of a scenario, and the sounds of its events.
var Kind table.Kind = kind{}

type kind struct{}

// Rules returns the Tunnel Fighters ruleset.
func (kind) Rules() rules.Ruleset { return tf.Ruleset{} }

// Open returns the table for a game of Tunnel Fighters: the frame with
// its board.
func (kind) Open(h table.Host, ses *session.Session) (table.Table, error) {
	g, ok := ses.State().(*tf.Game)
	if !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, tf.Ruleset{}.Name())
	}
	b := newBattle(g)
	return b.attach(table.NewFrame(h, ses, b)), nil
}

// Review returns the table at the recording's last position, where Undo
// and Redo step through it, the scrub bar shows any position, and any
// action plays on from there.
func (kind) Review(h table.Host, rec *session.Recording) (table.Table, error) {
	if len(rec.States) == 0 {
		return nil, fmt.Errorf("%s: the recording holds no game", rec.Origin)
	}
	g, ok := rec.States[len(rec.States)-1].(*tf.Game)
	if !ok {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Origin, tf.Ruleset{}.Name())
	}
	b := newBattle(g)
	f, err := table.NewReviewFrame[*tf.Game](h, rec, tf.Ruleset{}, b)
	if err != nil {
		return nil, err
	}
	return b.attach(f), nil
}

// Preview draws the level's map.
func (kind) Preview(st rules.State) table.Preview {
	g, ok := st.(*tf.Game)
	if !ok {
		return nil
	}
	return newPreview(g)
}

// Backdrop draws Lamplight Crossing behind the menus.
func (kind) Backdrop() table.Preview {
	sc, err := tf.Scenario("lamplight-crossing")
	if err != nil {
		return nil
	}
	g, err := tf.Setup(sc, 1, rules.Options{})
	if err != nil {
		return nil
	}
	return newPreview(g)
}

// Sound returns the sound of an event.
func (kind) Sound(e rules.Event) table.Sound {
	te, ok := e.(tf.Event)
	if !ok {
		return table.NoSound
	}
	switch te.Kind {
	case tf.EvRolled:
		return table.SoundDice
	case tf.EvDamaged, tf.EvKilled:
		return table.SoundHit
	case tf.EvMoved, tf.EvShunted:
		return table.SoundStep
	case tf.EvDoorOpened:
		return table.SoundDoor
	case tf.EvGameOver:
		return table.SoundEnd
	}
	return table.NoSound
}

// preview draws a game's board, laid out again only when its rectangle
// changes.
type preview struct {
	board   *rt.Board
	scene   rt.Scene
	anim    *rt.Animator
	marks   rt.Marks
	laidOut image.Rectangle
}

func newPreview(g *tf.Game) *preview {
	p := &preview{board: rt.NewBoard(), anim: rt.NewAnimator()}
	fillScene(&p.scene, g)
	p.marks.Hover, p.marks.Selected = -1, -1
	return p
}

// Draw draws the board into r.
func (p *preview) Draw(screen *ebiten.Image, r image.Rectangle, pal *render.Palette) {
	if r != p.laidOut {
		p.laidOut = r
		p.board.Layout(r, p.scene.W, p.scene.H)
	}
	p.board.Draw(screen, &p.scene, &p.marks, p.anim, pal)
}
