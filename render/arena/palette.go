package arena

import (
	"image/color"
	"math"

	"skirmish/render"
)

// Palette is the colours of the Arena table: the kit's shared ones (see
// render.Palette) and those of the steps, the terrain, the tracks and the
// marks. It follows the shared palette's colour-blind variant.
type Palette struct {
	*render.Palette

	Low, High color.RGBA // the top of a step of height 0 and of MaxHeight: steps between mix them
	StepFace  color.RGBA // the face of a step, seen where it drops
	Wall      color.RGBA // the top of a wall
	WallFace  color.RGBA // the raised face of a wall
	Grid      color.RGBA // the grid lines, drawn faint
	Numeral   color.RGBA // the height written in a square's corner

	Bush     color.RGBA // tufts of tall bushes
	Parapet  color.RGBA // a low wall's stones
	Web      color.RGBA // a web's threads
	Mud      color.RGBA // mud
	Darkness color.RGBA // a pool of darkness, and the night's veil
	Narrow   color.RGBA // the brackets of a narrow passage

	HP         color.RGBA // Hit Point pips
	HPLost     color.RGBA // the pips of Hit Points lost
	FP         color.RGBA // Fate Points: gold diamonds
	APGain     color.RGBA // the AP track above zero
	APDebt     color.RGBA // the AP track below zero (a Penalty): hatched as well
	Track      color.RGBA // the groove of the AP track
	Path       color.RGBA // the previewed move path
	Initiative color.RGBA // the ring of the fighter with the initiative
	Cond       color.RGBA // the marks of conditions
	DR         color.RGBA // armour in the damage breakdown
}

// NewPalette returns the Arena table's colours on top of the shared ones.
func NewPalette(shared *render.Palette) *Palette {
	rgb := render.RGB
	p := &Palette{
		Palette:    shared,
		Low:        rgb(0x4a3d2e),
		High:       rgb(0xeee4cc),
		StepFace:   rgb(0x2a2119),
		Wall:       rgb(0x3a3638),
		WallFace:   rgb(0x1a1719),
		Grid:       rgb(0x15110c),
		Numeral:    rgb(0x1b150f),
		Bush:       rgb(0x3f8f3a),
		Parapet:    rgb(0x8f8a80),
		Web:        rgb(0xf2f2f2),
		Mud:        rgb(0x4a3521),
		Darkness:   rgb(0x07060f),
		Narrow:     rgb(0xc9d2e6),
		HP:         rgb(0xe0463c),
		HPLost:     rgb(0x3a2a2a),
		FP:         rgb(0xf2c84b),
		APGain:     rgb(0x5fd0ff),
		APDebt:     rgb(0xff6a3d),
		Track:      rgb(0x15131a),
		Path:       rgb(0xb8f0ff),
		Initiative: rgb(0xfff27a),
		Cond:       rgb(0xfff6e0),
		DR:         rgb(0x9fb4c8),
	}
	if shared.ColourBlind {
		// Okabe–Ito, as the shared palette: every cue keeps its shape.
		p.Bush = rgb(0x009e73)
		p.HP = rgb(0xd55e00)
		p.FP = rgb(0xf0e442)
		p.APGain = rgb(0x56b4e9)
		p.APDebt = rgb(0xe69f00)
		p.Initiative = rgb(0xf0e442)
		p.DR = rgb(0x56b4e9)
	}
	return p
}

// Step returns the colour of the top of a step of height h (Wall for a
// wall): the higher, the lighter, each of the low steps (where most
// fighting is) clearly apart from the next.
func (p *Palette) Step(h int) color.RGBA {
	if h < 0 {
		return p.Wall
	}
	return render.Mix(p.Low, p.High, math.Sqrt(float64(min(h, MaxHeight))/MaxHeight))
}

// palettes remembers the Arena palette made for the last shared palette,
// so that a board drawn every frame makes it once.
type palettes struct {
	shared *render.Palette
	own    *Palette
}

// defaultPalette is the shared palette of a scene that names none.
var defaultPalette = render.NewPalette(false)

// of returns the Arena palette of shared (the normal one when nil), made
// when shared is new.
func (ps *palettes) of(shared *render.Palette) *Palette {
	if shared == nil {
		shared = defaultPalette
	}
	if ps.own == nil || ps.shared != shared {
		ps.shared, ps.own = shared, NewPalette(shared)
	}
	return ps.own
}
