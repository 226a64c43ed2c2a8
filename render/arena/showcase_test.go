package arena

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// busy fills s and returns the marks and the roll of a busy moment: every
// status and condition, Fate Points, AP left and AP owed, the gnoll
// selected with its reach and a path, melee and shot targets, a move
// interrupted, the cursor, and a blow whose damage armour and Fate Points
// partly absorb.
func busy(tb testing.TB, s *Scene) (*Marks, *Roll) {
	tb.Helper()
	at := func(id byte) *Fighter { return &s.Fighters[fighter(tb, s, id)] }
	B := fighter(tb, s, 'B')
	at('B').Current, at('B').AP, at('B').MaxAP, at('B').FP, at('B').HP, at('B').MaxHP = true, 2, 4, 2, 9, 9
	at('A').AP, at('A').Cond = -2, Prone|Grappled
	at('C').AP, at('C').Done = 0, true
	at('D').Status, at('D').HP = Wounded, 2
	at('G').Status, at('G').HP, at('G').AP = Fallen, -1, -5
	at('H').Cond, at('H').FP = Unaware|Breath, 5
	at('a').HP, at('a').MaxHP, at('a').FP = 10, 10, 0
	at('d').Status, at('d').HP = Dead, -3
	at('e').Status, at('e').HP = Unconscious, 0
	at('f').Cond = Entangled | Sensed
	at('b').AP = -1
	m := &Marks{Hover: fighter(tb, s, 'D'), Selected: B}
	m.Reach = []Point{{3, 1}, {5, 1}, {6, 1}, {3, 2}, {4, 2}, {5, 2}, {6, 2}, {4, 0}, {5, 0}}
	m.Path = []Point{{4, 1}, {5, 2}, {6, 2}}
	m.Melee = []Point{s.Fighters[fighter(tb, s, 'G')].At}
	m.Shots = []Point{s.Fighters[fighter(tb, s, 'b')].At, s.Fighters[fighter(tb, s, 'c')].At}
	m.Interrupted, m.InterruptedAt = true, Pt(6, 2)
	m.CursorOn, m.Cursor = true, Pt(10, 1)
	for i := range s.Fighters { // initiative order: side 0 then side 1, by letter
		s.Order = append(s.Order, i)
	}
	r := &Roll{Label: "Kosh (B) strikes the goblin (G) with his greatsword", Dice: [2]int{5, 4}, Bonus: 2, TN: 9,
		Hit: true, Damage: []int{6, 3}, DamageMod: 1, Raw: 10, DRLayers: []int{5, 3}, DR: 7, FP: 1, HP: 2}
	return m, r
}

// TestShowcase draws the busy terraces at two sizes and two interface
// scales, in both palettes (the colour-blind one by night), with the initiative strip over the board and
// the tray under it, for a person to look at: arena-showcase-*.png in
// $SKIRMISH_SHOTS.
func TestShowcase(t *testing.T) {
	needDisplay(t)
	needShots(t)
	for _, size := range []struct {
		w, h  int
		scale float64
	}{{1000, 620, 1}, {1280, 800, 1.25}, {480, 320, 1}} {
		for _, cb := range []bool{false, true} {
			s := terraces(t)
			if cb {
				s.Light = Night // the colour-blind shots show the dark as well
			}
			m, r := busy(t, s)
			pal := render.NewPalette(cb)
			s.Pal, s.Scale, r.Scale = pal, size.scale, size.scale
			stripH, trayH := size.h/9, size.h/3
			dst := ebiten.NewImage(size.w, stripH+size.h+trayH)
			dst.Fill(pal.Background)
			var st Strip
			st.Layout(image.Rect(4, 4, size.w-4, stripH-2), s)
			st.Draw(dst, s, fighter(t, s, 'D'))
			s.Area = image.Rect(0, stripH+6, size.w, stripH+size.h)
			NewBoard().Draw(dst, s, m)
			var tr Tray
			tr.Layout(image.Rect(0, stripH+size.h, size.w, stripH+size.h+trayH), r)
			tr.Draw(dst, r, 0, render.TrayAtRest, pal)
			name := fmt.Sprintf("arena-showcase-%dx%d", size.w, size.h)
			if cb {
				name += "-cb"
			}
			pixeltest.Save(t, name, pixeltest.Snapshot(dst))
		}
	}
}

// TestTokenSheet draws every kind on both sides in every status and with
// every condition, at three sizes, by twilight, for a person to look at:
// arena-tokens-*.png in $SKIRMISH_SHOTS. Row by row: standing, wounded,
// fallen, unconscious, dead, holding (done), with the initiative; then one
// condition each on the last row. Columns: each kind, side 0 then side 1,
// AP running from +4 down to -6.
func TestTokenSheet(t *testing.T) {
	needDisplay(t)
	needShots(t)
	cols, rows := int(kindCount), 8
	for _, cs := range []int{32, 64, 110} {
		s := &Scene{W: cols, H: rows, Light: Twilight}
		for i := range cols * rows {
			s.Heights = append(s.Heights, i%cols%4)
		}
		s.Area = image.Rect(0, 0, cols*cs, rows*cs)
		for r := range rows {
			for c := range cols {
				f := Fighter{At: Pt(c, r), Side: r % 2, Kind: Kind(c), Facing: Dir((c + r) % 4), Letter: byte('A' + c),
					HP: 8 - c%9, MaxHP: 8, FP: c % 7, AP: 4 - c, MaxAP: 4}
				if f.Side == 1 {
					f.Letter += 'a' - 'A'
				}
				switch r {
				case 1:
					f.Status = Wounded
				case 2:
					f.Status = Fallen
				case 3:
					f.Status = Unconscious
				case 4:
					f.Status = Dead
				case 5:
					f.Done = true
				case 6:
					f.Current = true
				case 7:
					f.Cond = Cond(1) << (c % 6)
					if c >= 6 {
						f.Cond |= Cond(1) << ((c + 2) % 6)
					}
				}
				s.Fighters = append(s.Fighters, f)
			}
		}
		dst := ebiten.NewImage(s.Area.Dx(), s.Area.Dy())
		NewBoard().Draw(dst, s, &Marks{Hover: -1, Selected: 0})
		pixeltest.Save(t, fmt.Sprintf("arena-tokens-%d", cs), pixeltest.Snapshot(dst))
	}
}

// needShots skips the picture sheets unless SKIRMISH_SHOTS names a folder
// to write them to: they are drawn for a person to look at.
func needShots(t *testing.T) {
	if pixeltest.Dir() == "" {
		t.Skip("set SKIRMISH_SHOTS to a folder to draw the picture sheets")
	}
}
