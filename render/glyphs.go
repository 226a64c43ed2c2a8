package render

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Prompts name a control in brackets: "[A]", "[LB]", "[Start]",
// "[D-pad Up]", "[Enter]", "[Ctrl+Z]" (see input.Layer.Glyph). DrawPrompt
// draws such text with each bracketed name as a picture of the control,
// as tall as the line: the face buttons of the standard gamepad as round
// buttons in their colours with their letter (A green, B red, X blue,
// Y yellow), the bumpers as dark pills, the triggers as dark caps, Start
// and Back as small grey pills, the D-pad as a cross with the named arm
// lit, and a key of the keyboard as a key cap. Widgets that only show text
// show the bracketed name itself, which reads the same.

// The colours of the face buttons of the standard gamepad.
var (
	GlyphA = color.RGBA{0x3A, 0xA6, 0x3F, 0xFF}
	GlyphB = color.RGBA{0xD2, 0x3B, 0x33, 0xFF}
	GlyphX = color.RGBA{0x2E, 0x6E, 0xD6, 0xFF}
	GlyphY = color.RGBA{0xE6, 0xB4, 0x1E, 0xFF}
)

var (
	glyphDark  = color.RGBA{0x3C, 0x41, 0x49, 0xFF} // bumpers, triggers
	glyphGrey  = color.RGBA{0x6A, 0x70, 0x7A, 0xFF} // Start, Back, the D-pad
	glyphWhite = color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
	glyphInk   = color.RGBA{0x26, 0x1E, 0x0C, 0xFF} // the letter on yellow
)

// glyphKind is the look of a control's picture.
type glyphKind uint8

const (
	glyphNone    glyphKind = iota // not a control: the brackets are text
	glyphKey                      // a key cap
	glyphFace                     // A, B, X, Y
	glyphBumper                   // LB, RB
	glyphTrigger                  // LT, RT
	glyphCentre                   // Start, Back, Select, Home, the sticks
	glyphDpad                     // the D-pad, or one of its arms
)

// glyphOf returns the look of the control named label, and the colour of
// a face button.
func glyphOf(label string) (glyphKind, color.RGBA) {
	switch label {
	case "A":
		return glyphFace, GlyphA
	case "B":
		return glyphFace, GlyphB
	case "X":
		return glyphFace, GlyphX
	case "Y":
		return glyphFace, GlyphY
	case "LB", "RB":
		return glyphBumper, glyphDark
	case "LT", "RT":
		return glyphTrigger, glyphDark
	case "Start", "Back", "Select", "Home", "LS", "RS":
		return glyphCentre, glyphGrey
	case "D-pad", "D-pad Up", "D-pad Down", "D-pad Left", "D-pad Right":
		return glyphDpad, glyphGrey
	}
	if strings.HasPrefix(label, "Left Stick") || strings.HasPrefix(label, "Right Stick") {
		return glyphCentre, glyphGrey
	}
	if label == "" || len(label) > 12 || strings.ContainsAny(label, "[]") {
		return glyphNone, color.RGBA{}
	}
	if strings.Contains(label, " ") && !strings.HasPrefix(label, "Num ") {
		return glyphNone, color.RGBA{} // words in brackets, not a key
	}
	return glyphKey, color.RGBA{}
}

// nextGlyph finds the first bracketed control name in s: it returns the
// text before it, the name, and the rest after it; name is "" when s names
// no control.
func nextGlyph(s string) (before, name, rest string) {
	for i := 0; i < len(s); {
		o := strings.IndexByte(s[i:], '[')
		if o < 0 {
			break
		}
		o += i
		c := strings.IndexByte(s[o+1:], ']')
		if c < 0 {
			break
		}
		c += o + 1
		if k, _ := glyphOf(s[o+1 : c]); k != glyphNone {
			return s[:o], s[o+1 : c], s[c+1:]
		}
		i = o + 1
	}
	return s, "", ""
}

// glyphHeight is the height of the pictures on lines of face.
func glyphHeight(face text.Face) float64 {
	m := face.Metrics()
	return m.HAscent + m.HDescent
}

// GlyphWidth returns the width of the picture of the control named label
// on lines of face, or the width of "[label]" when label names none.
func GlyphWidth(label string, face text.Face) float64 {
	h := glyphHeight(face)
	switch k, _ := glyphOf(label); k {
	case glyphNone:
		return text.Advance("["+label+"]", face)
	case glyphFace, glyphDpad:
		return math.Round(h)
	case glyphCentre:
		return math.Round(text.Advance(label, face)*0.8 + h*0.7)
	default:
		return math.Round(text.Advance(label, face) + h*0.6)
	}
}

// MeasurePrompt returns the width of the line s drawn by DrawPrompt.
func MeasurePrompt(s string, face text.Face) float64 {
	w := 0.0
	for s != "" {
		before, name, rest := nextGlyph(s)
		w += text.Advance(before, face)
		if name == "" {
			break
		}
		w += GlyphWidth(name, face)
		s = rest
	}
	return w
}

// glyphBrush gathers the shapes of the pictures.
var glyphBrush Brush

// DrawPrompt draws s as DrawText does, each bracketed control name drawn
// as the control's picture (see the comment at the top of this file).
// Only the translation of op.GeoM is used; lines are op.LineSpacing apart
// (the face's line height when 0), and op.ColorScale tints the words and
// key caps. Call it from the game loop only.
func DrawPrompt(dst *ebiten.Image, s string, face text.Face, op *text.DrawOptions) {
	x0, y := op.GeoM.Apply(0, 0)
	step := op.LineSpacing
	if step == 0 {
		m := face.Metrics()
		step = m.HAscent + m.HDescent + m.HLineGap
	}
	for {
		line, more, found := strings.Cut(s, "\n")
		drawPromptLine(dst, line, face, x0, y, op.ColorScale)
		if !found {
			return
		}
		s, y = more, y+step
	}
}

// drawPromptLine draws one line of a prompt with its top-left corner at
// (x, y).
func drawPromptLine(dst *ebiten.Image, s string, face text.Face, x, y float64, ink ebiten.ColorScale) {
	for s != "" {
		before, name, rest := nextGlyph(s)
		if before != "" {
			DrawLabel(dst, before, face, x, y, ink)
			x += text.Advance(before, face)
		}
		if name == "" {
			return
		}
		x += DrawGlyph(dst, name, face, x, y, ink)
		s = rest
	}
}

// DrawGlyph draws the picture of the control named label with its top-left
// corner at (x, y), as tall as a line of face, and returns its width; ink
// tints a key cap and its label. A label that names no control is drawn as
// text in brackets.
func DrawGlyph(dst *ebiten.Image, label string, face text.Face, x, y float64, ink ebiten.ColorScale) float64 {
	k, c := glyphOf(label)
	w, h := GlyphWidth(label, face), glyphHeight(face)
	br := &glyphBrush
	cy := y + h/2
	labelIn := func(col ebiten.ColorScale, cx float64) {
		DrawLabel(dst, label, face, math.Round(cx-text.Advance(label, face)/2), y, col)
	}
	white := TintAt(glyphWhite, 1)
	switch k {
	case glyphNone:
		DrawLabel(dst, "["+label+"]", face, x, y, ink)
	case glyphFace:
		br.Disc(x+w/2, cy, h*0.46, c, 1)
		br.Flush(dst)
		col := white
		if c == GlyphY {
			col = TintAt(glyphInk, 1)
		}
		labelIn(col, x+w/2)
	case glyphBumper:
		r := h * 0.42
		br.Capsule(x+r, x+w-r, cy, r, c, 1)
		br.Flush(dst)
		labelIn(white, x+w/2)
	case glyphTrigger:
		r := h * 0.2
		br.Capsule(x+h*0.3, x+w-h*0.3, y+h*0.3, h*0.3, c, 1) // the rounded top
		br.Box(x, y+h*0.3, w, h*0.62, c, 1)
		br.Disc(x+r, y+h*0.92-r, r, c, 1)
		br.Flush(dst)
		labelIn(white, x+w/2)
	case glyphCentre:
		r := h * 0.36
		br.Capsule(x+r, x+w-r, cy, r, c, 1)
		br.Flush(dst)
		labelIn(white, x+w/2)
	case glyphDpad:
		drawDpad(dst, label, x, y, h, c)
	case glyphKey:
		ic := inkColour(ink)
		t := math.Max(1, math.Round(h/14))
		br := &glyphBrush
		br.Rect(dst, x+1, y+1, w-2, h-2, ic, 0.12)
		br.Frame(dst, x+1, y+1, w-2, h-2, t, ic, 0.7)
		labelIn(ink, x+w/2)
	}
	return w
}

// drawDpad draws the D-pad as a cross h wide at (x, y), the arm that
// label names ("D-pad Up") lit.
func drawDpad(dst *ebiten.Image, label string, x, y, h float64, c color.RGBA) {
	br := &glyphBrush
	arm := math.Round(h * 0.34)
	mid := math.Round((h - arm) / 2)
	br.Box(x+mid, y, arm, h, c, 1)
	br.Box(x, y+mid, h, arm, c, 1)
	lit := func(ax, ay float64) { br.Box(ax+1, ay+1, arm-2, mid-1, glyphWhite, 1) }
	litH := func(ax, ay float64) { br.Box(ax+1, ay+1, mid-1, arm-2, glyphWhite, 1) }
	switch label {
	case "D-pad Up":
		lit(x+mid, y)
	case "D-pad Down":
		lit(x+mid, y+h-mid)
	case "D-pad Left":
		litH(x, y+mid)
	case "D-pad Right":
		litH(x+h-mid, y+mid)
	}
	br.Flush(dst)
}

// inkColour returns the opaque colour a colour scale paints white in.
func inkColour(s ebiten.ColorScale) color.RGBA {
	a := s.A()
	if a <= 0 {
		return color.RGBA{}
	}
	u := func(v float32) uint8 { return uint8(math.Round(float64(min(1, v/a)) * 255)) }
	return color.RGBA{u(s.R()), u(s.G()), u(s.B()), 0xFF}
}
