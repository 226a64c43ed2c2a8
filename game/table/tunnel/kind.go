package tunnel

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	rt "skirmish/render/tunnel"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// Kind is Tunnel Fighters as the app sees it: its rules, its table (the
// frame with the battle board, which also reviews replays), the preview of
// a scenario, and the sounds of its events.
var Kind table.Kind = kind{table.BoardKind[*tf.Game]{Ruleset: tf.Ruleset{},
	NewBoard: func(g *tf.Game) table.Board { return newBattle(g) },
	Picture:  func(g *tf.Game) table.Preview { return newPreview(g) },
	Sounds:   sound}}

type kind struct{ table.BoardKind[*tf.Game] }

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

// sound returns the sound of an event.
func sound(e rules.Event) table.Sound {
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
