package tunnel

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	tf "skirmish/rules/tunnel"
)

// TestCouchTwoPads seats a gamepad on each side of a hotseat game: each pad
// moves only its own side, the keyboard moves nobody, and unplugging a pad
// pauses the game until it comes back.
func TestCouchTwoPads(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	pad1 := ebiten.GamepadID(1)
	d.Src.ConnectPad(pad0)
	d.Src.ConnectPad(pad1)
	d.TicksN(3)
	h := gamepadHands(d)
	h.menu("Play")
	d.Tick()
	h.menu("Goblins: Computer") // both sides human
	d.Tick()
	h.menu("Start")
	d.Until("the join screen", 10, func() bool { _, ok := d.App.Scene().(*game.JoinScene); return ok })
	d.Tick()
	d.Button(ebiten.StandardGamepadButtonRightBottom) // pad 0 joins the Gnomes
	d.PadButton(pad1, ebiten.StandardGamepadButtonRightBottom)
	d.TicksN(2)
	d.shot("join")
	seats := d.App.Scene().(*game.JoinScene).Seating()
	if seats.SideOf(table.PadController(pad0)) != 0 || seats.SideOf(table.PadController(pad1)) != 1 {
		t.Fatalf("seats %v: want pad 1 on the Gnomes, pad 2 on the Goblins", seats.Sides)
	}
	d.Button(ebiten.StandardGamepadButtonCenterRight) // Start
	d.Until("the battle", 10, func() bool { return d.battle() != nil })
	b := d.battle()
	d.settle()

	// The Gnomes decide: pad 2 and the keyboard cannot end their turn.
	d.PadButton(pad1, ebiten.StandardGamepadButtonRightLeft) // X: focus the action bar
	d.PadButton(pad1, ebiten.StandardGamepadButtonRightBottom)
	d.Key(ebiten.KeyDigit6)
	if b.f.Session().History().Len() != 0 {
		t.Fatalf("another player's controller acted for the Gnomes: %v", b.f.Session().History().Actions())
	}
	// Pad 1 ends the Gnomes' turn; then pad 2 ends the Goblins'.
	d.padButton("End turn")
	if b.Game().Side() != 1 {
		t.Fatalf("after pad 1's End turn the side is %d", b.Game().Side())
	}
	d.padTapButton(pad1, "End turn")
	if b.Game().Side() != 0 || b.f.Session().History().Len() != 2 {
		t.Fatalf("after pad 2's End turn: side %d, %d actions", b.Game().Side(), b.f.Session().History().Len())
	}

	// Unplug pad 2: the game pauses, and resumes when it is back.
	d.Src.DisconnectPad(pad1)
	d.TicksN(2)
	if !b.f.Strand().Paused() || !b.f.Modal().Shown() {
		t.Fatal("no pause when the Goblins' pad was unplugged")
	}
	d.TicksN(3)
	d.shot("unplugged")
	d.padTapButton(pad0, "End turn") // paused: nothing happens
	if b.f.Session().History().Len() != 2 {
		t.Fatal("the game went on while paused")
	}
	d.Src.ConnectPad(pad1)
	d.TicksN(2)
	if b.f.Strand().Paused() || b.f.Modal().Shown() {
		t.Fatal("still paused after the pad came back")
	}
}

// padTapButton presses an action-bar button with gamepad id: X, the D-pad
// to the button, A, then B back to the board.
func (d *driver) padTapButton(id ebiten.GamepadID, prefix string) {
	d.T.Helper()
	d.settle()
	d.PadButton(id, ebiten.StandardGamepadButtonRightLeft)
	for range 30 {
		if btn := d.CurrentButton(prefix); btn != nil && btn.IsFocused() {
			d.PadButton(id, ebiten.StandardGamepadButtonRightBottom)
			if b := d.battle(); b != nil && b.f.PanelFocused() {
				d.PadButton(id, ebiten.StandardGamepadButtonRightRight)
			}
			return
		}
		d.PadButton(id, ebiten.StandardGamepadButtonLeftBottom)
	}
}

// frame returns the pixels of the last frame drawn.
func (d *driver) frame() *image.RGBA {
	img := image.NewRGBA(d.Screen.Bounds())
	d.Screen.ReadPixels(img.Pix)
	return img
}

// shot saves the last frame drawn in the folder SKIRMISH_SHOTS names, if
// any, for a person to look at.
func (d *driver) shot(name string) {
	dir := os.Getenv("SKIRMISH_SHOTS")
	if dir == "" {
		return
	}
	img := d.frame()
	if f, err := os.Create(filepath.Join(dir, name+".png")); err == nil {
		_ = png.Encode(f, img)
		f.Close()
	}
}

// TestPrivacyScreen hands the screen over between two human seats when the
// ruleset hides information. Tunnel Fighters hides nothing, so its table
// has no privacy screen: the test checks that the kit's leaves it off for
// Tunnel Fighters, then switches it on by hand (privateKind, a Tunnel table
// wired as a table of a ruleset that hides information wires it) to check
// the mechanism the card rulesets use, through the app's input.
func TestPrivacyScreen(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := firstBloodSetup(t, nil)
	humans := []session.Sitter{session.Human, session.Human}
	if pv := table.NewPrivacy(setup.Ruleset, humans); pv.On() {
		t.Fatal("Tunnel Fighters hides nothing, yet the privacy screen is on")
	}
	d := &driver{gametest.NewDriver(t, []table.Kind{privateKind{Kind}}, 3)}
	d.App.StartGame(setup, humans, nil)
	d.TicksN(2)
	b, ok := battleOK(d.App.Table())
	if !ok {
		t.Fatalf("scene %T after starting the game, want the Tunnel table behind a privacy screen", d.App.Scene())
	}
	pv := b.f.Privacy()
	if !pv.On() || !pv.Covered() || pv.For() != 0 {
		t.Fatalf("not covered for the Gnomes at the start: %+v", *pv)
	}
	covered := d.frame()
	d.Key(ebiten.KeyDigit6) // not a Confirm: stays covered, nothing played
	if !pv.Covered() || b.f.Session().History().Len() != 0 {
		t.Fatal("a key other than Confirm went through the privacy screen")
	}
	d.Key(ebiten.KeyEnter)
	if pv.Covered() {
		t.Fatal("Enter did not uncover the table")
	}
	d.settle()
	// The board is laid out once shown. Each side's tokens show on their
	// squares now; the screens that covered the table showed none of the
	// other side's (the hand-over screen writes its title in the colour of
	// the side it is handed to).
	shown := d.frame()
	g := b.Game()
	gnome, goblin := g.Model(g.ModelByID('A')), g.Model(g.ModelByID('a'))
	gnomeAt, goblinAt := b.cellRect(gnome.At), b.cellRect(goblin.At)
	gnomes, goblins := d.App.Pal().Side[0], d.App.Pal().Side[1]
	if n := gametest.CountShade(shown, gnomeAt, gnomes, 10); n < gnomeAt.Dx() {
		t.Fatalf("uncovered, the Gnome on %s has %d pixels of its side's colour", gnome.At, n)
	}
	if n := gametest.CountShade(shown, goblinAt, goblins, 10); n < goblinAt.Dx() {
		t.Fatalf("uncovered, Goblin a on %s has %d pixels of its side's colour", goblin.At, n)
	}
	if n := gametest.CountShade(covered, goblinAt, goblins, 10); n > 0 {
		t.Errorf("the board shows through the privacy screen for the Gnomes (%d token pixels of Goblin a)", n)
	}
	d.Key(d.listKey("End turn"))
	d.TicksN(2)
	if b.Game().Side() != 1 || !pv.Covered() || pv.For() != 1 {
		t.Fatalf("after the Gnomes' turn: side %d, privacy %+v", b.Game().Side(), *pv)
	}
	// The board was on the screen before this cover: it hides it.
	if n := gametest.CountShade(d.frame(), gnomeAt, gnomes, 10); n > 0 {
		t.Errorf("the board shows through the privacy screen for the Goblins (%d token pixels of the Gnome)", n)
	}
	d.shot("privacy")
}

// secretTunnel is Tunnel Fighters claiming to hide information, so that
// table.NewPrivacy switches the privacy screen on.
type secretTunnel struct{ tf.Ruleset }

// HidesInformation implements rules.Secretive.
func (secretTunnel) HidesInformation() bool { return true }

// privateKind opens the Tunnel table behind a privacy screen: its games
// are played by secretTunnel, so the frame hands the screen over.
type privateKind struct{ table.Kind }

// Open returns the Tunnel table for ses behind a privacy screen.
func (k privateKind) Open(h table.Host, ses *session.Session) (table.Table, error) {
	ses.Setup.Ruleset = secretTunnel{}
	return k.Kind.Open(h, ses)
}
