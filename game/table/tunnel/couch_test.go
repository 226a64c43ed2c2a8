//go:build ignore

package game

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestCouchTwoPads seats a gamepad on each side of a hotseat game: each pad
// moves only its own side, the keyboard moves nobody, and unplugging a pad
// pauses the game until it comes back.
func TestCouchTwoPads(t *testing.T) {
	needWindow(t)
	d := newDriver(t, 3)
	pad1 := ebiten.GamepadID(1)
	d.src.ConnectPad(pad0)
	d.src.ConnectPad(pad1)
	d.ticksN(3)
	h := gamepadHands(d)
	h.menu("Play")
	d.tick()
	h.menu("Goblins: Computer") // both sides human
	d.tick()
	h.menu("Start")
	d.until("the join screen", 10, func() bool { _, ok := d.app.Scene().(*JoinScene); return ok })
	d.tick()
	d.button(ebiten.StandardGamepadButtonRightBottom) // pad 0 joins the Gnomes
	d.padTap(pad1, ebiten.StandardGamepadButtonRightBottom)
	d.ticksN(2)
	d.shot("join")
	j := d.app.Scene().(*JoinScene)
	if j.seats.SideOf(PadController(pad0)) != 0 || j.seats.SideOf(PadController(pad1)) != 1 {
		t.Fatalf("seats %v: want pad 1 on the Gnomes, pad 2 on the Goblins", j.seats.Sides)
	}
	d.button(ebiten.StandardGamepadButtonCenterRight) // Start
	d.until("the battle", 10, func() bool { return d.battle() != nil })
	b := d.battle()
	d.settle()

	// The Gnomes decide: pad 2 and the keyboard cannot end their turn.
	d.padTap(pad1, ebiten.StandardGamepadButtonRightLeft) // X: focus the action bar
	d.padTap(pad1, ebiten.StandardGamepadButtonRightBottom)
	d.key(ebiten.KeyDigit6)
	if b.ses.History().Len() != 0 {
		t.Fatalf("another player's controller acted for the Gnomes: %v", b.ses.History().Actions())
	}
	// Pad 1 ends the Gnomes' turn; then pad 2 ends the Goblins'.
	d.padButton("End turn")
	if b.Game().Side() != 1 {
		t.Fatalf("after pad 1's End turn the side is %d", b.Game().Side())
	}
	d.padTapButton(pad1, "End turn")
	if b.Game().Side() != 0 || b.ses.History().Len() != 2 {
		t.Fatalf("after pad 2's End turn: side %d, %d actions", b.Game().Side(), b.ses.History().Len())
	}

	// Unplug pad 2: the game pauses, and resumes when it is back.
	d.src.DisconnectPad(pad1)
	d.ticksN(2)
	if !b.stranded || b.window == nil {
		t.Fatal("no pause when the Goblins' pad was unplugged")
	}
	d.ticksN(3)
	d.shot("unplugged")
	d.padTapButton(pad0, "End turn") // paused: nothing happens
	if b.ses.History().Len() != 2 {
		t.Fatal("the game went on while paused")
	}
	d.src.ConnectPad(pad1)
	d.ticksN(2)
	if b.stranded || b.window != nil {
		t.Fatal("still paused after the pad came back")
	}
}

// padTap taps button b on gamepad id.
func (d *driver) padTap(id ebiten.GamepadID, b ebiten.StandardGamepadButton) {
	d.src.PadDown(id, b)
	d.tick()
	d.src.PadUp(id, b)
	d.tick()
}

// padTapButton presses an action-bar button with gamepad id: X, the D-pad
// to the button, A, then B back to the board.
func (d *driver) padTapButton(id ebiten.GamepadID, prefix string) {
	d.t.Helper()
	d.settle()
	d.padTap(id, ebiten.StandardGamepadButtonRightLeft)
	for range 30 {
		if btn := d.currentButton(prefix); btn != nil && btn.IsFocused() {
			d.padTap(id, ebiten.StandardGamepadButtonRightBottom)
			if b := d.battle(); b != nil && b.focusPanel {
				d.padTap(id, ebiten.StandardGamepadButtonRightRight)
			}
			return
		}
		d.padTap(id, ebiten.StandardGamepadButtonLeftBottom)
	}
}

// shot saves the last frame drawn in the folder SKIRMISH_SHOTS names, if
// any, for a person to look at.
func (d *driver) shot(name string) {
	dir := os.Getenv("SKIRMISH_SHOTS")
	if dir == "" {
		return
	}
	img := image.NewRGBA(d.screen.Bounds())
	d.screen.ReadPixels(img.Pix)
	if f, err := os.Create(filepath.Join(dir, name+".png")); err == nil {
		_ = png.Encode(f, img)
		f.Close()
	}
}

// TestPrivacyScreen hands the screen over between two human seats when the
// ruleset hides information. Tunnel Fighters hides nothing, so the test
// switches the privacy on by hand to check the mechanism the card rulesets
// will use; and checks that Tunnel Fighters leaves it off.
func TestPrivacyScreen(t *testing.T) {
	needWindow(t)
	d := newDriver(t, 3)
	setup := firstBloodSetup(t, nil)
	if pv := newPrivacy(setup.Ruleset, []Sitter{Human, Human}); pv.on {
		t.Fatal("Tunnel Fighters hides nothing, yet the privacy screen is on")
	}
	b, err := NewBattle(d.app, setup, []Sitter{Human, Human}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b.privacy.on = true
	d.app.scene = b
	d.app.ensureBuilt(true)
	d.ticksN(2)
	if !b.privacy.covered || b.privacy.forSide != 0 {
		t.Fatalf("not covered for the Gnomes at the start: %+v", b.privacy)
	}
	gnome := b.Game().Model(b.Game().ModelByID('A'))
	img := image.NewRGBA(d.screen.Bounds())
	d.screen.ReadPixels(img.Pix)
	if n := countShade(img, b.board.CellRect(gnome.At), d.app.Pal.Side[0], 10); n > 0 {
		t.Errorf("the board shows through the privacy screen (%d token pixels)", n)
	}
	d.key(ebiten.KeyDigit6) // not a Confirm: stays covered, nothing played
	if !b.privacy.covered || b.ses.History().Len() != 0 {
		t.Fatal("a key other than Confirm went through the privacy screen")
	}
	d.key(ebiten.KeyEnter)
	if b.privacy.covered {
		t.Fatal("Enter did not uncover the table")
	}
	d.settle()
	for i, c := range choices(b.Game(), &b.p) {
		if c.Label == "End turn" {
			d.key(ebiten.KeyDigit1 + ebiten.Key(i))
		}
	}
	d.ticksN(2)
	if b.Game().Side() != 1 || !b.privacy.covered || b.privacy.forSide != 1 {
		t.Fatalf("after the Gnomes' turn: side %d, privacy %+v", b.Game().Side(), b.privacy)
	}
	d.shot("privacy")
}
