package table

import (
	"fmt"

	"skirmish/game/session"
	"skirmish/rules"
)

// BoardKind is the Kind of a ruleset whose table is the Frame with the
// ruleset's board (its positions are Gs): Open and Review hand a new frame
// a board made for the game, Preview and Backdrop draw a position with
// Picture, Sound asks Sounds. A ruleset's table embeds it and adds what
// is its own (a BenchKind's busy position, a Quickest's answers):
//
//	type kind struct{ table.BoardKind[*abc.Game] }
//	var Kind table.Kind = kind{table.BoardKind[*abc.Game]{Ruleset: abc.Ruleset{}, NewBoard: newBoard, ...}}
type BoardKind[G rules.State] struct {
	Ruleset rules.Ruleset
	// NewBoard returns a board for a game that stands at g (a new game,
	// a resumed one, or the last position of a recording reviewed).
	NewBoard func(g G) Board
	// Picture draws a position for the setup screen and behind the
	// menus; nil: the ruleset has none.
	Picture func(g G) Preview
	// Sounds returns the sound of an event; nil: none.
	Sounds func(e rules.Event) Sound
}

// Attacher is a board that keeps the frame it is played at: Attach is
// called once, when the frame is made.
type Attacher interface {
	Attach(f *Frame)
}

// Rules returns the ruleset.
func (k BoardKind[G]) Rules() rules.Ruleset { return k.Ruleset }

// Open returns the frame of a game, new or under way, with its board.
func (k BoardKind[G]) Open(h Host, ses *session.Session) (Table, error) {
	g, ok := ses.State().(G)
	if !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, k.Ruleset.Name())
	}
	b := k.NewBoard(g)
	f := NewFrame(h, ses, b)
	if a, ok := b.(Attacher); ok {
		a.Attach(f)
	}
	return f, nil
}

// Review returns the frame that shows a recording at its last position,
// where Undo and Redo step through it, the scrub bar shows any position,
// and any action plays on from there.
func (k BoardKind[G]) Review(h Host, rec *session.Recording) (Table, error) {
	if len(rec.States) == 0 {
		return nil, fmt.Errorf("%s: the recording holds no game", rec.Origin)
	}
	g, ok := rec.States[len(rec.States)-1].(G)
	if !ok {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Origin, k.Ruleset.Name())
	}
	b := k.NewBoard(g)
	f, err := NewReviewFrame[G](h, rec, k.Ruleset, b)
	if err != nil {
		return nil, err
	}
	if a, ok := b.(Attacher); ok {
		a.Attach(f)
	}
	return f, nil
}

// Preview draws st, a game just set up, with Picture.
func (k BoardKind[G]) Preview(st rules.State) Preview {
	g, ok := st.(G)
	if !ok || k.Picture == nil {
		return nil
	}
	return k.Picture(g)
}

// Backdrop draws the ruleset's first scenario behind the menus of its
// games (Backdropper), with Picture.
func (k BoardKind[G]) Backdrop() Preview {
	g, ok := FirstScenarioGame[G](k.Ruleset)
	if !ok || k.Picture == nil {
		return nil
	}
	return k.Picture(g)
}

// Sound returns the sound of an event.
func (k BoardKind[G]) Sound(e rules.Event) Sound {
	if k.Sounds == nil {
		return NoSound
	}
	return k.Sounds(e)
}
