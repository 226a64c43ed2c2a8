package table

import (
	"image"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/rules"
)

// Board is what a ruleset brings to the Frame: the picture of its game,
// the choices a seat has, what the board does with a click or a key, and
// the animation of what an action did. The frame owns everything else (the
// loop, undo and redo, review, the seats at the screen, the hand-over
// screen, the side panel's widgets, the computer, the end of the game).
//
// A board reads the position only as the frame hands it out: f.View() for
// what it draws (the view of Screen.Viewer) and f.DeciderView() for what
// the decider may choose from; it plays a choice with f.Play.
type Board interface {
	// Layout places the board's own parts in area, the window left of the
	// side panel; the frame calls it when it builds the panel (a new
	// theme, size or fold).
	Layout(f *Frame, area image.Rectangle)
	// Settle keeps the board's own state (a selection, a pending move) in
	// step with the position, once a tick before the panel is made, and
	// returns a key of that state: the panel is made again when it
	// changes.
	Settle(f *Frame) uint64
	// Choices lists what the decider (Screen.Decider) may choose now, for
	// the side panel's action list, in groups.
	Choices(f *Frame) ([]ListGroup, []Choice)
	// Status is the side panel's heading and the side whose ink it takes
	// (-1: the accent).
	Status(f *Frame) (text string, side int)
	// Prompt says what to do now, for the device in hand.
	Prompt(f *Frame) string
	// Card returns the lines of the side panel's card: the piece selected,
	// the force mustered.
	Card(f *Frame) []string
	// Input turns this tick's input on the board into choices (f.Play) or
	// local steps; the frame has already answered the panel's keys.
	Input(f *Frame)
	// Animate starts showing what an action did.
	Animate(f *Frame, evs []rules.Event)
	// Tick advances the board's animations by one tick.
	Tick(f *Frame)
	// Animating reports whether the last action is still being shown.
	Animating() bool
	// Reset drops the board's local steps (a selection, a pending move)
	// after an undo, a redo or a seek.
	Reset(f *Frame)
	// Draw draws the board and its parts left of the side panel (a status
	// line, a tray, hints); the frame draws the panel over it.
	Draw(f *Frame, screen *ebiten.Image)
}

// Choice is one entry of the side panel's action list: an Action the
// frame plays for the decider, or a local step (Do: a selection, a cancel)
// when Action is nil. ListEntry.ID is set by the frame.
type Choice struct {
	ListEntry
	Action rules.Action
	Do     func()
}

// The optional interfaces a Board may implement.
type (
	// BoardOverlay is a board that draws over the side panel too:
	// tooltips, the odds' tip under the mouse.
	BoardOverlay interface {
		DrawOver(f *Frame, screen *ebiten.Image)
	}
	// CoverDetailer says what the hand-over screen hides ("Your hand of
	// cards is on the table.").
	CoverDetailer interface {
		CoverDetail(f *Frame) string
	}
	// EndStater gives the end-of-game window's line of figures and the
	// name of its button that closes it ("Look at the board").
	EndStater interface {
		EndStats(f *Frame) (stats, look string)
	}
	// Follower keeps a cursor per seat: Follow is called each tick with
	// the human deciding (rules.Spectator: none) and reports whether the
	// working cursor changed hands (the new player then starts on the
	// board, not in the list).
	Follower interface {
		Follow(f *Frame, human rules.Seat) (switched bool)
	}
	// PanelSizer gives the side panel's width at 100 % (the default is
	// DefaultPanelWidth).
	PanelSizer interface {
		PanelNominal() int
	}
	// CardMaker makes the side panel's card as widgets (an icon beside
	// the name), in place of Board.Card's lines.
	CardMaker interface {
		CardWidget(f *Frame) *widget.Container
	}
	// PanelMaker builds the whole side panel itself (a muster board, a
	// hero console), from the frame's parts (Frame.PanelTop,
	// Frame.ActionColumn, Frame.UndoRow, Frame.LogWidget).
	PanelMaker interface {
		MakePanel(f *Frame) *widget.Container
	}
	// BoardProber fills the ruleset's part of the tests' probe: the
	// phase, the selection, the pieces, the squares.
	BoardProber interface {
		ProbeBoard(f *Frame, p *Probe)
	}
	// BoardRegioner reports the regions the board drew (Regioner): the
	// frame adds the side panel.
	BoardRegioner interface {
		BoardRegions(f *Frame, dst []Region) []Region
	}
	// PanelClicker is a board that draws a part of its own in the side
	// panel (a dice tray): a click at (x, y) there reaches Board.Input.
	PanelClicker interface {
		ClickInPanel(f *Frame, x, y int) bool
	}
	// BoardRester says where the mouse may rest without the board drawing
	// what allocates (a tooltip), for the frame benchmark.
	BoardRester interface {
		Restful(x, y int) bool
	}
	// Sweeper names where the frame benchmark sweeps the mouse.
	Sweeper interface {
		SweepArea() image.Rectangle
	}
	// SideNamer names a side for the frame's messages, which put "the"
	// before it (the default is the seat's name without "The ").
	SideNamer interface {
		SideName(side int) string
	}
	// Reviewer says how a review continues from its position: every seat
	// human (a co-operative game) or the humans at the seats to act.
	Reviewer interface {
		ContinueEveryHuman() bool
	}
)

// DefaultPanelWidth is the side panel's width at 100 % when the board
// gives none.
const DefaultPanelWidth = 380
