package battleaxe

import (
	"image/color"

	"skirmish/render"
)

// Palette is the colours of the Battle-Axe table: the kit's shared ones
// (see render.Palette) and those of the dungeon, the minis, the marks and
// the dice. It follows the shared palette's colour-blind variant.
type Palette struct {
	*render.Palette

	Void      color.RGBA // unexplored rock
	VoidFleck color.RGBA // the flecks and cracks in it
	Room      color.RGBA // room flagstones
	Mortar    color.RGBA // the joints between flagstones
	Passage   color.RGBA // passage floor: packed earth and cobbles
	Cobble    color.RGBA // the cobbles of a passage
	Pit       color.RGBA // the bottom of a chasm
	PitRim    color.RGBA // the lip of a chasm
	WallTop   color.RGBA // the top of a wall
	WallDark  color.RGBA // the body of a wall
	Door      color.RGBA // door planks
	DoorIron  color.RGBA // door bands and the jambs
	Overlap   color.RGBA // the hatching of overlapped tiles
	Crate     color.RGBA // room contents, low
	Cabinet   color.RGBA // room contents, high

	Enemy     color.RGBA // the enemies' tokens
	EnemyDark color.RGBA // their inside
	Pip       color.RGBA // a Health pip left
	PipLost   color.RGBA // a Health pip lost
	Path      color.RGBA // the previewed path
	Label     color.RGBA // the back of the enemy phase's label

	D10       color.RGBA // the units die, and the ink of the tens die
	D10Tens   color.RGBA // the tens die
	D10Ink    color.RGBA
	D6        color.RGBA
	D6Ink     color.RGBA
	D20       color.RGBA
	D20Ink    color.RGBA
	DoorDie   color.RGBA // the Door Dice and the Quest Room Dice
	DoorDieOn color.RGBA
}

// NewPalette returns the Battle-Axe table's colours on top of the shared
// ones.
func NewPalette(shared *render.Palette) *Palette {
	rgb := render.RGB
	p := &Palette{
		Palette:   shared,
		Void:      rgb(0x17161b),
		VoidFleck: rgb(0x24222a),
		Room:      rgb(0x8b8478),
		Mortar:    rgb(0x4e4942),
		Passage:   rgb(0x6e5f4c),
		Cobble:    rgb(0x85745d),
		Pit:       rgb(0x050407),
		PitRim:    rgb(0x3b3530),
		WallTop:   rgb(0x45414c),
		WallDark:  rgb(0x0c0b0f),
		Door:      rgb(0xa0652d),
		DoorIron:  rgb(0x2a2420),
		Overlap:   rgb(0xe0c060),
		Crate:     rgb(0x9a7448),
		Cabinet:   rgb(0x5d4230),
		Enemy:     rgb(0xc8463a),
		EnemyDark: rgb(0x3a1714),
		Pip:       rgb(0x5ee06a),
		PipLost:   rgb(0x3a3438),
		Path:      rgb(0xf4e9a8),
		Label:     rgb(0x15131a),
		D10:       rgb(0xd9d2c0),
		D10Tens:   rgb(0x7a2c24),
		D10Ink:    rgb(0x18141a),
		D6:        rgb(0xf2efe6),
		D6Ink:     rgb(0x141216),
		D20:       rgb(0x3a6bc8),
		D20Ink:    rgb(0xf6f4ee),
		DoorDie:   rgb(0x6b4a2a),
		DoorDieOn: rgb(0xf3d27a),
	}
	if shared.ColourBlind {
		p.Enemy = rgb(0xd55e00)
		p.EnemyDark = rgb(0x3a1a05)
		p.Pip = rgb(0x56b4e9)
		p.Overlap = rgb(0xf0e442)
		p.D20 = rgb(0x0072b2)
	}
	return p
}

// palettes keeps the Palette made for the last shared palette seen.
type palettes struct {
	shared *render.Palette
	pal    *Palette
}

// of returns the Palette over shared (nil for the normal shared one).
func (ps *palettes) of(shared *render.Palette) *Palette {
	if shared == nil {
		shared = defaultPalette()
	}
	if ps.pal == nil || ps.shared != shared {
		ps.shared, ps.pal = shared, NewPalette(shared)
	}
	return ps.pal
}

// defaultShared is the normal shared palette, made once.
var defaultShared *render.Palette

func defaultPalette() *render.Palette {
	if defaultShared == nil {
		defaultShared = render.NewPalette(false)
	}
	return defaultShared
}
