package magewinds

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// Kind is Magewinds as the app sees it: its rules, its table (which also
// reviews replays), the preview of a scenario, and the sounds of its
// events.
var Kind table.Kind = kind{}

type kind struct{}

// Rules returns the Magewinds ruleset.
func (kind) Rules() rules.Ruleset { return mw.Ruleset{} }

// Open returns the table for a game of Magewinds.
func (kind) Open(h table.Host, ses *session.Session) (table.Table, error) {
	if _, ok := ses.State().(*mw.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, mw.Ruleset{}.Name())
	}
	return table.NewFrame(h, ses, newBoard()), nil
}

// Review returns the table at the recording's last position, where Undo
// and Redo step through it: everything in view once the battle is over,
// the public view of a battle under way.
func (kind) Review(h table.Host, rec *session.Recording) (table.Table, error) {
	return table.NewReviewFrame[*mw.Game](h, rec, mw.Ruleset{}, newBoard())
}

// Preview draws the battlefield as set up.
func (kind) Preview(st rules.State) table.Preview {
	g, ok := st.(*mw.Game)
	if !ok {
		return nil
	}
	return &preview{game: g, view: newBoard()}
}

// Sound returns the sound of an event.
func (kind) Sound(e rules.Event) table.Sound {
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
