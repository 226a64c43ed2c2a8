package input

import (
	"image"

	ebuiinput "github.com/ebitenui/ebitenui/input"
	"github.com/hajimehoshi/ebiten/v2"
)

// CursorUpdater returns an ebitenui cursor updater that shows ebitenui the
// mouse as this layer saw it in its last Update. Install it with
// ebuiinput.SetCursorUpdater so that ebitenui widgets and the game read the
// same Source, and tests can click widgets through a Script.
func (l *Layer) CursorUpdater() ebuiinput.CursorUpdater {
	return cursorUpdater{l}
}

// cursorUpdater adapts a Layer to ebitenui's CursorUpdater. Its hooks do
// nothing: the Layer is updated by the game once per tick, and the system
// cursor is used.
type cursorUpdater struct{ l *Layer }

var _ ebuiinput.CursorUpdater = cursorUpdater{}

func (cursorUpdater) Update()                        {}
func (cursorUpdater) AfterUpdate()                   {}
func (cursorUpdater) Draw(screen *ebiten.Image)      {}
func (cursorUpdater) AfterDraw(screen *ebiten.Image) {}

// MouseButtonPressed reports whether button b is held.
func (c cursorUpdater) MouseButtonPressed(b ebiten.MouseButton) bool { return c.l.MouseDown(b) }

// MouseButtonJustPressed reports whether button b went down this tick.
func (c cursorUpdater) MouseButtonJustPressed(b ebiten.MouseButton) bool { return c.l.pressed(b) }

// MouseButtonJustReleased reports whether button b went up this tick.
func (c cursorUpdater) MouseButtonJustReleased(b ebiten.MouseButton) bool { return c.l.released(b) }

// CursorPosition returns the cursor position.
func (c cursorUpdater) CursorPosition() (int, int) { return c.l.Cursor() }

// GetCursorImage returns nil: the system cursor is used.
func (cursorUpdater) GetCursorImage(name string) *ebiten.Image { return nil }

// GetCursorOffset returns no offset.
func (cursorUpdater) GetCursorOffset(name string) image.Point { return image.Point{} }
