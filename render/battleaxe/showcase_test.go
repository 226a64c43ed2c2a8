package battleaxe

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// TestShowcase draws the crypt at two sizes, in both palettes, for a
// person to look at: battleaxe-dungeon-WxH(-cb).png in $SKIRMISH_SHOTS.
func TestShowcase(t *testing.T) {
	needDisplay(t)
	needShots(t)
	for _, size := range []image.Point{{960, 600}, {1200, 750}} {
		for _, cb := range []bool{false, true} {
			s := crypt(t)
			pal := render.NewPalette(cb)
			s.Pal = pal
			s.Area = image.Rect(0, 0, size.X, size.Y)
			s.Camera.Fit(s.Area, image.Rect(0, 0, s.W, s.H), 8)
			dst := ebiten.NewImage(size.X, size.Y)
			dst.Fill(pal.Background)
			NewBoard().Draw(dst, s, nil)
			name := fmt.Sprintf("battleaxe-dungeon-%dx%d", size.X, size.Y)
			if cb {
				name += "-cb"
			}
			pixeltest.Save(t, name, pixeltest.Snapshot(dst))
		}
	}
}

// busyMarks returns the marks of a busy hero turn in the crypt: moves
// with costs, a path, targets to fight and shoot, a selected and a hovered
// enemy, and four players' cursors, two on one square.
func busyMarks(s *Scene) *Marks {
	m := &Marks{}
	m.Reset()
	for _, p := range []Point{{8, 1}, {8, 2}, {8, 3}, {6, 1}, {6, 2}, {7, 3}, {7, 4}, {8, 4}} {
		if s.MiniAt(p) < 0 {
			m.Moves = append(m.Moves, Reach{At: p, Cost: 1 + abs(p.X-7) + abs(p.Y-2)})
		}
	}
	m.Path = append(m.Path, Pt(7, 2), Pt(7, 3), Pt(7, 4))
	m.Fights = append(m.Fights, Pt(3, 2))
	m.Shots = append(m.Shots, Pt(14, 1), Pt(17, 4))
	m.Selected, m.Hover = 4, 5
	m.Cursors = append(m.Cursors, Cursor{Player: 0, At: Pt(8, 3)}, Cursor{Player: 1, At: Pt(8, 3)},
		Cursor{Player: 2, At: Pt(1, 6)}, Cursor{Player: 3, At: Pt(12, 3)})
	return m
}

func abs(x int) int { return max(x, -x) }

// enemyMarks returns the marks of the enemy phase in the crypt: the goblin
// goes for the dwarf's carrier, for the rule that chose it.
func enemyMarks() *Marks {
	m := &Marks{}
	m.Reset()
	m.Enemy = EnemyMark{On: true, Actor: 5, Target: 1, Rule: "Fight as Gang: Luella has 3 enemies adjacent"}
	return m
}

// TestShowcaseMarks draws the crypt with a hero's choices and with the
// enemy phase, at 100% and 125%: battleaxe-marks-*.png and
// battleaxe-enemy-*.png in $SKIRMISH_SHOTS.
func TestShowcaseMarks(t *testing.T) {
	needDisplay(t)
	needShots(t)
	for _, scale := range []float64{1, 1.25} {
		for _, shot := range []string{"marks", "enemy"} {
			s := crypt(t)
			pal := render.NewPalette(false)
			s.Pal, s.Scale = pal, scale
			s.Area = image.Rect(0, 0, int(960*scale), int(600*scale))
			s.Camera.Fit(s.Area, image.Rect(0, 0, s.W, s.H), 8)
			m := busyMarks(s)
			if shot == "enemy" {
				m = enemyMarks()
			}
			dst := ebiten.NewImage(s.Area.Dx(), s.Area.Dy())
			dst.Fill(pal.Background)
			NewBoard().Draw(dst, s, m)
			pixeltest.Save(t, fmt.Sprintf("battleaxe-%s-%d", shot, int(scale*100)), pixeltest.Snapshot(dst))
		}
	}
}

// TestShowcaseZoom draws the crypt's doors close up, mid-way through a
// reveal: battleaxe-zoom.png in $SKIRMISH_SHOTS.
func TestShowcaseZoom(t *testing.T) {
	needDisplay(t)
	needShots(t)
	s := crypt(t)
	for x := 13; x < 17; x++ { // the passage's far end slides in from the south
		for y := 5; y < 8; y++ {
			sq := &s.Squares[y*s.W+x]
			sq.Revealing, sq.Reveal, sq.SlideFrom = true, 0.5, South
		}
	}
	s.Area = image.Rect(0, 0, 960, 600)
	s.Camera = Camera{X: 9, Y: 5, Cell: 72}
	dst := ebiten.NewImage(960, 600)
	NewBoard().Draw(dst, s, nil)
	pixeltest.Save(t, "battleaxe-zoom", pixeltest.Snapshot(dst))
}

// vitalDice returns the tray of an attack with a Vital Hit: the D100 of 3
// (00 and 3) against 55, the defence roll, a movement D6, a D20, the Door
// Dice and the Quest Room Dice.
func vitalDice(scale float64) *Dice {
	return &Dice{T: 1, Scale: scale, Rolls: []Roll{
		{Label: "Tobin attacks G1", Kind: Percent, Value: 3, Target: 55, Outcome: Success, Word: "HIT", Vital: true},
		{Label: "G1 defends", Kind: Percent, Value: 100, Target: 20, Outcome: Failure, Word: "WOUNDED"},
		{Label: "Luella moves", Kind: Six, Value: 5},
		{Label: "Room card", Kind: Twenty, Value: 17},
		{Label: "Door Dice", Kind: Door, Value: FacePassage, Word: "PASSAGE"},
		{Label: "Quest Room Dice", Kind: Quest, Value: FaceQuest},
	}}
}

// TestShowcaseTray draws the dice tray with a Vital Hit at 100% and 125%,
// at rest and mid-roll: battleaxe-tray-*.png in $SKIRMISH_SHOTS.
func TestShowcaseTray(t *testing.T) {
	needDisplay(t)
	needShots(t)
	for _, scale := range []float64{1, 1.25} {
		for _, tt := range []float64{1, 0.5} {
			d := vitalDice(scale)
			d.T, d.Frame = tt, 13
			w, h := int(560*scale), int(440*scale)
			dst := ebiten.NewImage(w, h)
			var tr Tray
			tr.Draw(dst, image.Rect(0, 0, w, h), d, nil)
			pixeltest.Save(t, fmt.Sprintf("battleaxe-tray-%d-t%d", int(scale*100), int(tt*100)), pixeltest.Snapshot(dst))
		}
	}
}

// TestShowcaseTokens draws every kind of token as a panel portrait, at
// three sizes: battleaxe-tokens.png in $SKIRMISH_SHOTS.
func TestShowcaseTokens(t *testing.T) {
	needDisplay(t)
	needShots(t)
	minis := []Mini{
		{Hero: true, Player: 0, Icon: "helm", Label: "T", Health: 6, Base: 6, Facing: South},
		{Hero: true, Player: 1, Icon: "staff", Label: "L", Health: 2, Base: 4, Facing: South},
		{Hero: true, Player: 2, Icon: "dwarf", Label: "G", Health: 0, Base: 7, Status: Unconscious},
		{Hero: true, Player: 3, Icon: "elf", Label: "F", Health: 14, Base: 16, Facing: South},
		{Icon: "goblin", Label: "G1", Health: 2, Base: 2, Facing: South},
		{Icon: "skeleton", Label: "S1", Health: -1, Base: 3, Status: Dead},
		{Icon: "wolf", Label: "W1", W: 2, Health: 3, Base: 4, Facing: West},
		{Icon: "troll", Label: "T1", W: 2, H: 2, Health: 9, Base: 12, Facing: South},
		{Icon: "", Label: "K2", Health: 1, Base: 1, Facing: South},
	}
	dst := ebiten.NewImage(1100, 420)
	dst.Fill(render.NewPalette(false).Background)
	b := NewBoard()
	y := 10
	for _, cs := range []int{32, 56, 96} {
		x := 10
		for i := range minis {
			w, h := minis[i].size()
			r := image.Rect(x, y, x+cs*w, y+cs*h)
			b.DrawToken(dst, r, &minis[i], nil)
			x += cs*w + 14
		}
		y += cs*2 + 14
	}
	pixeltest.Save(t, "battleaxe-tokens", pixeltest.Snapshot(dst))
}

// bigDungeon returns a 72x72 canvas with a grid of rooms joined by
// passages, with doors, overlaps and minis: the largest dungeon the table
// draws.
func bigDungeon() *Scene {
	const n = 72
	s := &Scene{W: n, H: n, Squares: make([]Square, n*n)}
	at := func(x, y int) *Square { return &s.Squares[y*n+x] }
	for ry := 0; ry < 6; ry++ {
		for rx := 0; rx < 6; rx++ {
			x0, y0 := 2+rx*12, 2+ry*12
			for y := y0; y < y0+6; y++ {
				for x := x0; x < x0+7; x++ {
					at(x, y).Ground = RoomFloor
				}
			}
			for x := x0 + 7; x < x0+12 && x < n; x++ { // a passage east
				at(x, y0+3).Ground = PassageFloor
			}
			at(x0+6, y0+3).East = DoorOpen
			if (rx+ry)%2 == 0 {
				at(x0+6, y0+3).East = DoorClosed
			}
			for y := y0 + 6; y < y0+12 && y < n; y++ { // a passage south
				at(x0+3, y).Ground = PassageFloor
			}
			at(x0+3, y0+5).South = DoorClosed
			at(x0+1, y0+1).Overlap = true
			s.Minis = append(s.Minis, Mini{At: Pt(x0+2, y0+2), Hero: (rx+ry)%3 == 0, Player: rx % 4, Icon: "goblin", Health: 2, Base: 3})
		}
	}
	for y := range n { // walls between rooms and passages
		for x := range n {
			sq := at(x, y)
			if x+1 < n && sq.Ground != Void && at(x+1, y).Ground != Void && sq.Ground != at(x+1, y).Ground && sq.East == Open {
				sq.East = Wall
			}
			if y+1 < n && sq.Ground != Void && at(x, y+1).Ground != Void && sq.Ground != at(x, y+1).Ground && sq.South == Open {
				sq.South = Wall
			}
		}
	}
	return s
}

// TestShowcaseBig draws the 72x72 dungeon fitted to a 1280x800 screen:
// battleaxe-big.png in $SKIRMISH_SHOTS.
func TestShowcaseBig(t *testing.T) {
	needDisplay(t)
	needShots(t)
	s := bigDungeon()
	s.Area = image.Rect(0, 0, 1280, 800)
	s.Camera.Fit(s.Area, image.Rect(0, 0, s.W, s.H), 4)
	dst := ebiten.NewImage(1280, 800)
	NewBoard().Draw(dst, s, nil)
	pixeltest.Save(t, "battleaxe-big", pixeltest.Snapshot(dst))
}
