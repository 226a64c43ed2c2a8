// Package render draws the Tunnel Fighters table with Ebitengine: the tiles,
// light and darkness, the fighters' tokens, the marks of the player's choices,
// the dice tray and the animations that play out what the rules report.
//
// The package only reads rules state; it never changes it. Every colour cue
// it draws comes with a shape cue as well, so the table stays readable with
// the colour-blind palette or none at all.
package render

import "image/color"

// Palette holds every colour the table uses. Colours are opaque unless a
// field says otherwise; overlays apply their own opacity when drawn.
type Palette struct {
	Background color.RGBA // behind everything
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

	Side     [4]color.RGBA // each side's colour: token rims and badges
	SideDark [4]color.RGBA // the inside of each side's tokens
	Icon     color.RGBA    // fighter icons on tokens

	Attack     color.RGBA // Attack Dice
	AttackPip  color.RGBA // pips on Attack Dice
	Defence    color.RGBA // Defence Dice
	DefencePip color.RGBA // pips on Defence Dice
	Tray       color.RGBA // the felt of the dice tray
	TrayEdge   color.RGBA // the tray's rim

	Cursor    color.RGBA // the board cursor when a seat sets none
	Selection color.RGBA // the selected model
	Hover     color.RGBA // the model under the mouse
	Reach     color.RGBA // squares a move can end on
	Path      color.RGBA // the previewed move path
	Target    color.RGBA // valid swing targets
	Shunt     color.RGBA // squares a Shunt can push to
	Openable  color.RGBA // doors that can be opened
	Facing    color.RGBA // the facing arrows when choosing a facing

	Text      color.RGBA // main text
	Muted     color.RGBA // secondary text
	Good      color.RGBA // healing, gains
	Bad       color.RGBA // damage, losses
	Endurance color.RGBA // Endurance left
	Stamina   color.RGBA // Stamina left
	Spent     color.RGBA // lost Endurance and spent Stamina
	Shadow    color.RGBA // shadows under tokens and dice
	Outline   color.RGBA // dark outlines that keep light shapes readable
}

// NewPalette returns the table's colours. With colourBlind set it returns a
// set based on the Okabe–Ito colours, which stay apart under deuteranopia and
// protanopia.
func NewPalette(colourBlind bool) *Palette {
	p := &Palette{
		Background: rgb(0x0d0c11),
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
		Icon:       rgb(0xf7f1e4),
		Tray:       rgb(0x1d2a24),
		TrayEdge:   rgb(0x4a3a2a),
		Cursor:     rgb(0xffffff),
		Selection:  rgb(0x7fe6ff),
		Hover:      rgb(0xe9e6f2),
		Reach:      rgb(0x62c8ff),
		Path:       rgb(0xb8f0ff),
		Target:     rgb(0xff4b3e),
		Shunt:      rgb(0xffa53a),
		Openable:   rgb(0x8ff08a),
		Facing:     rgb(0xfff2b0),
		Text:       rgb(0xf1ebdc),
		Muted:      rgb(0x9d95a8),
		Good:       rgb(0x62d76f),
		Bad:        rgb(0xff5148),
		Endurance:  rgb(0x62d76f),
		Stamina:    rgb(0xf6d365),
		Spent:      rgb(0x3a2f36),
		Shadow:     rgb(0x000000),
		Outline:    rgb(0x0b0a0e),
		Side:       [4]color.RGBA{rgb(0xf2bf3e), rgb(0xb86ce6), rgb(0x52c9a0), rgb(0x4fb8ef)},
		Attack:     rgb(0xe8742a),
		AttackPip:  rgb(0xfff7ea),
		Defence:    rgb(0x2f6bd1),
		DefencePip: rgb(0xf2f6ff),
	}
	if colourBlind {
		// Okabe–Ito: orange E69F00, sky blue 56B4E9, bluish green 009E73,
		// yellow F0E442, blue 0072B2, vermillion D55E00, reddish purple CC79A7.
		p.Side = [4]color.RGBA{rgb(0xf0e442), rgb(0x56b4e9), rgb(0xcc79a7), rgb(0x009e73)}
		p.Attack = rgb(0xe69f00)
		p.AttackPip = rgb(0x1a1200)
		p.Defence = rgb(0x0072b2)
		p.Target = rgb(0xd55e00)
		p.Bad = rgb(0xff7a2e)
		p.Good = rgb(0x2fc4a0)
		p.Endurance = rgb(0x2fc4a0)
		p.Stamina = rgb(0xf0e442)
		p.Reach = rgb(0x56b4e9)
		p.Selection = rgb(0xffffff)
		p.Shunt = rgb(0xe69f00)
		p.Openable = rgb(0x56b4e9)
		p.Exit = rgb(0x0b7aa0)
	}
	for i, c := range p.Side {
		p.SideDark[i] = mix(c, rgb(0x131118), 0.78)
	}
	return p
}

// rgb returns the opaque colour 0xRRGGBB.
func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// mix returns a blend of opaque colours a and b: t=0 gives a, t=1 gives b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// lighten moves an opaque colour towards white by t.
func lighten(c color.RGBA, t float64) color.RGBA { return mix(c, color.RGBA{255, 255, 255, 255}, t) }

// darken moves an opaque colour towards black by t.
func darken(c color.RGBA, t float64) color.RGBA { return mix(c, color.RGBA{0, 0, 0, 255}, t) }
