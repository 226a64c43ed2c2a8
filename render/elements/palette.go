package elements

import (
	"image/color"

	"skirmish/render"
)

// Palette is the colours of the Elements table: the kit's shared ones (see
// render.Palette) and those of the village, the marks and the elemental
// dice. It follows the shared palette's colour-blind variant.
type Palette struct {
	*render.Palette

	Ground    color.RGBA // packed earth
	Rough     color.RGBA // rough ground: scrub and stones
	Stipple   color.RGBA // the dark dots of rough ground
	Tuft      color.RGBA // the light dots of rough ground
	Roof      color.RGBA // high ground: roof tiles
	RoofEdge  color.RGBA // the lit ridge of a roof
	RoofFace  color.RGBA // the eaves: the raised face of high ground
	Wall      color.RGBA // the top of a wall
	WallFace  color.RGBA // the raised face of a wall
	Drop      color.RGBA // the bottom of a gap
	DropWall  color.RGBA // the far side of a gap, seen from above
	Grid      color.RGBA // the grid lines, drawn faint
	Mark      color.RGBA // the painted sign of an objective square
	MarkInner color.RGBA // the inside of that sign

	Path   color.RGBA // the previewed move path
	Shift  color.RGBA // squares a result may move a model to
	Facing color.RGBA // the facing arrows when choosing a facing
	Wound  color.RGBA // the Injured drop
	Stars  color.RGBA // the Stunned stars

	// Face is each elemental face's colour, by Face (index 0 unused), and
	// FaceInk the colour of its symbol.
	Face    [7]color.RGBA
	FaceInk [7]color.RGBA
}

// NewPalette returns the Elements table's colours on top of the shared
// ones.
func NewPalette(shared *render.Palette) *Palette {
	rgb := render.RGB
	p := &Palette{
		Palette:   shared,
		Ground:    rgb(0x8c7a5e),
		Rough:     rgb(0x6d6b45),
		Stipple:   rgb(0x3e3d24),
		Tuft:      rgb(0xa3a266),
		Roof:      rgb(0x4f5868),
		RoofEdge:  rgb(0x9aa6b8),
		RoofFace:  rgb(0x262a33),
		Wall:      rgb(0x4a4440),
		WallFace:  rgb(0x2b2623),
		Drop:      rgb(0x07060a),
		DropWall:  rgb(0x3a3230),
		Grid:      rgb(0x1c160f),
		Mark:      rgb(0xe8c25a),
		MarkInner: rgb(0xb2372c),
		Path:      rgb(0xb8f0ff),
		Shift:     shared.Caution,
		Facing:    rgb(0xfff2b0),
		Wound:     rgb(0xd8262a),
		Stars:     rgb(0xffe066),
		Face: [7]color.RGBA{{}, rgb(0xe2542b), rgb(0x2f7fd6), rgb(0x8b6a3e),
			rgb(0xd6e6ee), rgb(0xa77be0), rgb(0x3b3548)},
		FaceInk: [7]color.RGBA{{}, rgb(0xfff3d6), rgb(0xf0f8ff), rgb(0xf6ead2),
			rgb(0x24384a), rgb(0xfff6ff), rgb(0xe9e4f2)},
	}
	if shared.ColourBlind {
		// Okabe–Ito, as the shared palette: every face keeps its symbol.
		p.Face = [7]color.RGBA{{}, rgb(0xd55e00), rgb(0x0072b2), rgb(0x9a6b2a),
			rgb(0x9fd3f2), rgb(0xcc79a7), rgb(0x35323d)}
		p.FaceInk[4] = rgb(0x10202c)
		p.Mark = rgb(0xf0e442)
		p.MarkInner = rgb(0x0072b2)
		p.Wound = rgb(0xd55e00)
		p.Stars = rgb(0xf0e442)
	}
	return p
}

// palettes remembers the Elements palette made for the last shared
// palette, so that a board drawn every frame makes it once.
type palettes struct {
	shared *render.Palette
	own    *Palette
}

// defaultPalette is the shared palette of a scene that names none.
var defaultPalette = render.NewPalette(false)

// of returns the Elements palette of shared (the normal one when nil),
// made when shared is new.
func (ps *palettes) of(shared *render.Palette) *Palette {
	if shared == nil {
		shared = defaultPalette
	}
	if ps.own == nil || ps.shared != shared {
		ps.shared, ps.own = shared, NewPalette(shared)
	}
	return ps.own
}
