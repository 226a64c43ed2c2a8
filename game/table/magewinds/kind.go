package magewinds

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// Kind is Magewinds as the app sees it: its rules, its table (the frame
// with the Magewinds board, which also reviews replays: everything in
// view once the battle is over, the public view of a battle under way),
// the preview of a scenario, and the sounds of its events.
var Kind table.Kind = kind{table.BoardKind[*mw.Game]{Ruleset: mw.Ruleset{},
	NewBoard: func(*mw.Game) table.Board { return newBoard() },
	Picture:  func(g *mw.Game) table.Preview { return &preview{game: g, view: newBoard()} },
	Sounds:   sound}}

type kind struct{ table.BoardKind[*mw.Game] }

// sound returns the sound of an event.
func sound(e rules.Event) table.Sound {
	me, ok := e.(mw.Event)
	if !ok {
		return table.NoSound
	}
	switch me.Kind {
	case mw.EvRolled:
		return table.SoundDice
	case mw.EvDamaged, mw.EvTakenDown:
		return table.SoundHit
	case mw.EvMoved:
		return table.SoundStep
	case mw.EvRevealed, mw.EvDrew:
		return table.SoundDoor
	case mw.EvOver:
		return table.SoundEnd
	}
	return table.NoSound
}

// preview draws a battle's battlefield into a rectangle.
type preview struct {
	game  *mw.Game
	field *rmw.Field
	view  *mageBoard // turns the battle into a scene
}

// Draw draws the battlefield into r.
func (p *preview) Draw(screen *ebiten.Image, r image.Rectangle, pal *render.Palette) {
	if p.field == nil {
		p.field = rmw.NewField(r)
	}
	p.field.SetRect(r)
	p.field.SetPalette(pal)
	p.field.Draw(screen, p.view.sceneOf(p.game))
}

// Backdrop draws the first scenario's battlefield behind the menus that
// belong to a Magewinds game (the join screen).
func (kind) Backdrop() table.Preview {
	scs := (mw.Ruleset{}).Scenarios()
	if len(scs) == 0 {
		return nil
	}
	g, err := mw.Setup(scs[0], 1, rules.Options{})
	if err != nil {
		return nil
	}
	return &preview{game: g, view: newBoard()}
}
