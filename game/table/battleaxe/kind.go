// Package battleaxe is the table of Battle-Axe, the co-op dungeon crawl:
// the dungeon drawn through render/battleaxe under a camera that follows
// the action and can be panned and zoomed, a console per hero, the action
// list with the odds of a fight or a shot, the dice tray with the D100 as
// two d10, the enemies' phase stepped one enemy at a time with the rule
// that chose each target, the log, and the review of a recorded game.
package battleaxe

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// Kind is Battle-Axe as the app sees it: its rules, its table (the frame
// with the dungeon board, which also reviews replays), the preview of a
// dungeon, and the sounds of its events.
var Kind table.Kind = kind{table.BoardKind[*ba.Game]{Ruleset: ba.Ruleset{},
	NewBoard: func(*ba.Game) table.Board { return &dungeon{pick: -1, console: -1} },
	Picture:  func(g *ba.Game) table.Preview { return &preview{game: g} },
	Sounds:   sound}}

type kind struct{ table.BoardKind[*ba.Game] }

var (
	_ table.BenchKind   = kind{}
	_ table.LayoutKind  = kind{}
	_ table.Backdropper = kind{}
)

// sound returns the sound of an event.
func sound(e rules.Event) table.Sound {
	ev, ok := e.(ba.Event)
	if !ok {
		return table.NoSound
	}
	switch ev.Kind {
	case ba.EvAttack, ba.EvJump, ba.EvSpeedRoll:
		return table.SoundDice
	case ba.EvWounded, ba.EvKilled, ba.EvUnconscious, ba.EvFell:
		return table.SoundHit
	case ba.EvMoved:
		return table.SoundStep
	case ba.EvDoor:
		return table.SoundDoor
	case ba.EvTurnEnd, ba.EvItems, ba.EvDecision:
		return table.SoundClick
	case ba.EvRetreat:
		return table.SoundEnd
	}
	return table.NoSound
}

// Busyness scores a position for the frame benchmark: a round after the
// enemies acted with someone wounded is what it wants (the board, the
// marks and the tray all drawn), a hero's turn will do.
func (kind) Busyness(st rules.State, played int) int {
	g, ok := st.(*ba.Game)
	if !ok || g.Outcome().Over {
		return 0
	}
	hurt := 0
	for i := range g.MiniCount() {
		m := g.Mini(i)
		if !m.Gone && m.Health < int8(m.Stats.Health) {
			hurt++
		}
	}
	if g.Round() > 1 && hurt > 0 {
		return 2
	}
	return 1
}

// BenchScenario names the dungeon of the busy table.
func (kind) BenchScenario() string {
	return table.FirstScenarioName(ba.Ruleset{})
}

// Layout names the layout a position shows: a hero's turn, the choice of
// luck against an enemy's roll, the end.
func (kind) Layout(st rules.State) string {
	g, ok := st.(*ba.Game)
	if !ok {
		return ""
	}
	switch {
	case g.Outcome().Over:
		return "over"
	case luckPending(g):
		return "luck"
	case mustering(g):
		return "muster"
	}
	return "turn"
}

// luckPending reports whether g waits for a hero's choice of luck.
func luckPending(g *ba.Game) bool {
	_, _, ok := g.LuckPending()
	return ok
}

// preview draws a game's dungeon into a rectangle, the whole of it.
type preview struct {
	game  *ba.Game
	board boardDrawer
	cam   camera
}

// Draw draws the dungeon into r.
func (p *preview) Draw(screen *ebiten.Image, r image.Rectangle, pal *render.Palette) {
	b := p.game.Board()
	p.cam.fit(r, b.W, b.H, revealedBox(b), true)
	p.board.fill(p.game, nil)
	p.board.draw(screen, r, &p.cam, pal, 1)
}
