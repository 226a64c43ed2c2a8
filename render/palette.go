// Package render is the drawing kit every table shares: the brush
// (rectangles, sprites and anti-aliased shapes drawn every frame), the
// canvas that paints pictures once on the CPU, faces of dice and the dice
// tray, fonts, icons, text drawn from cached sprites, labels, and the
// palette of colours the tables and the menus share. It names no ruleset:
// each ruleset draws its table in render/<id> with this kit.
//
// Every colour cue a table draws comes with a shape cue as well, so that it
// stays readable with the colour-blind palette or none at all.
package render

import "image/color"

// Palette holds the colours every table and the menus share: the
// background, the ink of text and outlines, the sides' colours, the
// accents of choices and results, and the dice. A ruleset's drawing adds
// the colours of its own table (see render/<id>). Colours are opaque;
// overlays apply their own opacity when drawn.
type Palette struct {
	ColourBlind bool // the colour-blind variant: a ruleset's own colours follow it

	Background color.RGBA // behind everything

	Text    color.RGBA // main text
	Muted   color.RGBA // secondary text
	Icon    color.RGBA // icons on tokens
	Shadow  color.RGBA // shadows under tokens and dice
	Outline color.RGBA // dark outlines that keep light shapes readable

	Side     [4]color.RGBA // each side's colour: token rims and badges
	SideDark [4]color.RGBA // the inside of each side's tokens

	Cursor    color.RGBA // the board cursor when a seat sets none
	Selection color.RGBA // the selected piece
	Hover     color.RGBA // the piece under the mouse
	Reach     color.RGBA // where a move can end
	Target    color.RGBA // valid targets of an attack
	Caution   color.RGBA // forced moves and partial cover: orange
	Good      color.RGBA // healing, gains, legal moves
	Bad       color.RGBA // damage, losses, illegal moves

	Attack     color.RGBA // Attack Dice
	AttackPip  color.RGBA // pips on Attack Dice
	Defence    color.RGBA // Defence Dice
	DefencePip color.RGBA // pips on Defence Dice
	Tray       color.RGBA // the felt of the dice tray
	TrayEdge   color.RGBA // the tray's rim
}

// NewPalette returns the shared colours. With colourBlind set it returns a
// set based on the Okabe–Ito colours, which stay apart under deuteranopia
// and protanopia.
func NewPalette(colourBlind bool) *Palette {
	p := &Palette{
		ColourBlind: colourBlind,
		Background:  RGB(0x0d0c11),
		Text:        RGB(0xf1ebdc),
		Muted:       RGB(0x9d95a8),
		Icon:        RGB(0xf7f1e4),
		Shadow:      RGB(0x000000),
		Outline:     RGB(0x0b0a0e),
		Side:        [4]color.RGBA{RGB(0xf2bf3e), RGB(0xb86ce6), RGB(0x52c9a0), RGB(0x4fb8ef)},
		Cursor:      RGB(0xffffff),
		Selection:   RGB(0x7fe6ff),
		Hover:       RGB(0xe9e6f2),
		Reach:       RGB(0x62c8ff),
		Target:      RGB(0xff4b3e),
		Caution:     RGB(0xffa53a),
		Good:        RGB(0x62d76f),
		Bad:         RGB(0xff5148),
		Attack:      RGB(0xe8742a),
		AttackPip:   RGB(0xfff7ea),
		Defence:     RGB(0x2f6bd1),
		DefencePip:  RGB(0xf2f6ff),
		Tray:        RGB(0x1d2a24),
		TrayEdge:    RGB(0x4a3a2a),
	}
	if colourBlind {
		// Okabe–Ito: orange E69F00, sky blue 56B4E9, bluish green 009E73,
		// yellow F0E442, blue 0072B2, vermillion D55E00, reddish purple CC79A7.
		p.Side = [4]color.RGBA{RGB(0xf0e442), RGB(0x56b4e9), RGB(0xcc79a7), RGB(0x009e73)}
		p.Attack = RGB(0xe69f00)
		p.AttackPip = RGB(0x1a1200)
		p.Defence = RGB(0x0072b2)
		p.Target = RGB(0xd55e00)
		p.Bad = RGB(0xff7a2e)
		p.Good = RGB(0x2fc4a0)
		p.Reach = RGB(0x56b4e9)
		p.Selection = RGB(0xffffff)
		p.Caution = RGB(0xe69f00)
	}
	for i, c := range p.Side {
		p.SideDark[i] = Mix(c, RGB(0x131118), 0.78)
	}
	return p
}
