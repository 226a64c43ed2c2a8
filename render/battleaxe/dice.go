package battleaxe

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// DieKind is a die of the game, by its shape and faces.
type DieKind uint8

// The dice. A D100 roll is two D10: the tens die (dark, its faces 00 to
// 90) and the units die (light, 0 to 9); 3 and 7 read 37, 00 and 0 read
// 100.
const (
	TensDie  DieKind = iota // a dark red kite showing 00..90
	UnitsDie                // a light kite showing 0..9
	D6                      // a white cube with pips
	D20                     // a blue hexagon with a number
	DoorDie                 // the Door Dice: a wooden cube showing R (room) or P (passage)
	QuestDie                // the Quest Room Dice: Q or blank
)

// The faces of the Door Dice and the Quest Room Dice, as values.
const (
	FaceRoom    = 1 // the Door Dice's R
	FacePassage = 2 // the Door Dice's P
	FaceQuest   = 1 // the Quest Room Dice's Q; 0 is its blank face
)

// faceText returns what a die shows for value.
func faceText(k DieKind, v int) string {
	switch k {
	case TensDie:
		return tensText[((v%10)+10)%10]
	case UnitsDie:
		return digitText[((v%10)+10)%10]
	case D20:
		return numberText(v)
	case DoorDie:
		if v == FacePassage {
			return "P"
		}
		return "R"
	case QuestDie:
		if v == FaceQuest {
			return "Q"
		}
		return ""
	}
	return ""
}

var (
	tensText  = [10]string{"00", "10", "20", "30", "40", "50", "60", "70", "80", "90"}
	digitText = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
)

// faces returns how many faces a tumbling die shows in turn.
func (k DieKind) faces() int {
	switch k {
	case TensDie, UnitsDie:
		return 10
	case D6:
		return 6
	case D20:
		return 20
	case DoorDie:
		return 2
	}
	return 2
}

// firstFace returns the lowest value a die shows.
func (k DieKind) firstFace() int {
	switch k {
	case TensDie, UnitsDie, QuestDie:
		return 0
	}
	return 1
}

// dieColours returns the body and the ink of a die.
func dieColours(k DieKind, pal *Palette) (color.RGBA, color.RGBA) {
	switch k {
	case TensDie:
		return pal.D10Tens, pal.D10
	case UnitsDie:
		return pal.D10, pal.D10Ink
	case D6:
		return pal.D6, pal.D6Ink
	case D20:
		return pal.D20, pal.D20Ink
	}
	return pal.DoorDie, pal.DoorDieOn
}

// dieSprite paints a die of kind k showing v, n pixels a side.
func dieSprite(n int, k DieKind, v int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float32(n)
	c := f / 2
	body, ink := dieColours(k, pal)
	ow := max(1.5, f/24)
	var sh *render.Shape
	switch k {
	case TensDie, UnitsDie: // a kite, like a ten-sided die seen from above
		sh = render.Polygon(c, f*0.04, f*0.94, f*0.42, c, f*0.96, f*0.06, f*0.42)
	case D20: // a hexagon with the facets of an icosahedron
		r := f * 0.47
		sh = &render.Shape{}
		for i := range 6 {
			a := float64(i)*math.Pi/3 - math.Pi/2
			x, y := c+r*float32(math.Cos(a)), c+r*float32(math.Sin(a))
			if i == 0 {
				sh.MoveTo(x, y)
			} else {
				sh.LineTo(x, y)
			}
		}
		sh.Close()
	default:
		sh = render.RoundRect(f*0.06, f*0.06, f*0.88, f*0.88, f*0.16)
	}
	shadow := sh.Transform(func(x, y float32) (float32, float32) { return x + f*0.03, y + f*0.05 })
	cv.Fill(shadow, render.Fade(pal.Shadow, 0.45))
	cv.Stroke(sh, 2*ow, pal.Outline)
	cv.Fill(sh, body)
	facet := render.Darken(body, 0.18)
	switch k {
	case TensDie, UnitsDie:
		cv.Stroke(render.Polygon(f*0.06, f*0.42, c, f*0.62, f*0.94, f*0.42), max(1, f/40), facet)
	case D20:
		cv.Stroke(render.Polygon(c, f*0.2, f*0.8, f*0.7, f*0.2, f*0.7), max(1, f/40), render.Lighten(body, 0.25))
	}
	if k == D6 {
		paintPips(cv, v, f, ink)
		return cv.Upload()
	}
	s := faceText(k, v)
	size := float64(f) * 0.46
	if len(s) == 2 {
		size = float64(f) * 0.36
	}
	y := float64(c)
	if k == TensDie || k == UnitsDie {
		y = float64(f) * 0.47
	}
	cv.Text(s, size, true, float64(c), y, ink, 0, 1)
	if s == "6" || s == "9" { // underline the digits that read either way up
		cv.Line(float64(c)-size*0.2, y+size*0.48, float64(c)+size*0.2, y+size*0.48, math.Max(1, size/10), ink, 1)
	}
	return cv.Upload()
}

// paintPips paints the pips of a D6 showing v on a die f pixels a side.
func paintPips(cv *render.Canvas, v int, f float32, ink color.RGBA) {
	v = max(1, min(6, v))
	lo, mid, hi := float64(f)*0.3, float64(f)*0.5, float64(f)*0.7
	r := float64(f) * 0.075
	pips := [7][]float64{
		{}, {mid, mid}, {lo, lo, hi, hi}, {lo, lo, mid, mid, hi, hi},
		{lo, lo, hi, lo, lo, hi, hi, hi}, {lo, lo, hi, lo, mid, mid, lo, hi, hi, hi},
		{lo, lo, hi, lo, lo, mid, hi, mid, lo, hi, hi, hi},
	}[v]
	for i := 0; i+1 < len(pips); i += 2 {
		cv.Disc(pips[i], pips[i+1], r, ink, 1)
	}
}

// percentText holds "1".."100", made once: the value beside a D100.
var percentText = func() [101]string {
	var t [101]string
	for i := range t {
		t[i] = strconv.Itoa(i)
	}
	return t
}()
