package tunnel

import (
	"image/color"

	"skirmish/render"
)

// Palette is the colours of the Tunnel Fighters table: the kit's shared
// ones (see render.Palette) and those of the tunnels, the marks and the
// fighters' bars. It follows the shared palette's colour-blind variant.
type Palette struct {
	*render.Palette

	Rock       color.RGBA // solid ground outside the tunnels
	RockSpeck  color.RGBA // lighter grains in the rock
	Wall       color.RGBA // the front face of a wall
	WallTop    color.RGBA // the top face of a wall, seen from above
	WallEdge   color.RGBA // the lit rim where a wall meets the tunnel
	Floor      color.RGBA // flagstones
	FloorJoint color.RGBA // mortar between flagstones
	FloorLit   color.RGBA // warm tint added to lit squares
	Dark       color.RGBA // darkness overlay over unlit squares (premultiplied, with alpha)
	Door       color.RGBA // door planks
	DoorFrame  color.RGBA // door frame and iron bands
	DoorIcon   color.RGBA // the icon drawn on a door
	Exit       color.RGBA // exit squares
	ExitStep   color.RGBA // the step edges of an exit's stair
	ExitIcon   color.RGBA // the icon drawn on an exit
	Glow       color.RGBA // the warm glow around a light
	Flame      color.RGBA // the brazier icon

	Path     color.RGBA // the previewed move path
	Shunt    color.RGBA // squares a Shunt can push to
	Openable color.RGBA // doors that can be opened
	Facing   color.RGBA // the facing arrows when choosing a facing

	Endurance color.RGBA // Endurance left
	Stamina   color.RGBA // Stamina left
	Spent     color.RGBA // lost Endurance and spent Stamina
}

// NewPalette returns the Tunnel table's colours on top of the shared ones.
func NewPalette(shared *render.Palette) *Palette {
	rgb := render.RGB
	p := &Palette{
		Palette:    shared,
		Rock:       rgb(0x141217),
		RockSpeck:  rgb(0x2a262e),
		Wall:       rgb(0x4f4752),
		WallTop:    rgb(0x302b33),
		WallEdge:   rgb(0x8c8190),
		Floor:      rgb(0x8a7a66),
		FloorJoint: rgb(0x463c33),
		FloorLit:   rgb(0xffc98a),
		Dark:       color.RGBA{3, 4, 10, 172},
		Door:       rgb(0x83522b),
		DoorFrame:  rgb(0x3b2414),
		DoorIcon:   rgb(0xf6dfb8),
		Exit:       rgb(0x2f8f7c),
		ExitStep:   rgb(0xa8f0de),
		ExitIcon:   rgb(0xe9fff8),
		Glow:       rgb(0xffa64d),
		Flame:      rgb(0xffc266),
		Path:       rgb(0xb8f0ff),
		Shunt:      shared.Caution,
		Openable:   rgb(0x8ff08a),
		Facing:     rgb(0xfff2b0),
		Endurance:  rgb(0x62d76f),
		Stamina:    rgb(0xf6d365),
		Spent:      rgb(0x3a2f36),
	}
	if shared.ColourBlind {
		p.Endurance = rgb(0x2fc4a0)
		p.Stamina = rgb(0xf0e442)
		p.Openable = rgb(0x56b4e9)
		p.Exit = rgb(0x0b7aa0)
	}
	return p
}

// palettes remembers the Tunnel palette made for the last shared palette,
// so that a board drawn every frame makes it once.
type palettes struct {
	shared *render.Palette
	own    *Palette
}

// of returns the Tunnel palette of shared, made when shared is new.
func (ps *palettes) of(shared *render.Palette) *Palette {
	if ps.own == nil || ps.shared != shared {
		ps.shared, ps.own = shared, NewPalette(shared)
	}
	return ps.own
}
