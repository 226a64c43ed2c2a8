package magewinds

import (
	"image"
	"image/color"
	"math"
	"skirmish/render"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// CardStyle is how a card is shown. A selected card is lifted with a thick
// halo, a hovered one lifted a little with a thin light halo, a dim one
// faded and darkened.
type CardStyle struct {
	FaceDown, Selected, Dim, Hover bool
}

// CardSize returns the width and height of a card h pixels tall, in the
// 2.5:3.5 proportion of a poker card.
func CardSize(h int) (int, int) {
	return int(math.Round(float64(h) * 2.5 / 3.5)), h
}

// Card colours.
var (
	paper      = render.RGB(0xfcfaf4) // the face of a card
	paperEdge  = render.RGB(0xa9a397)
	haloSelect = render.RGB(0x7fe6ff) // the palette's selection colour
	haloHover  = render.RGB(0xf4f1ea)
	coinColour = render.RGB(0xe9c45a) // the worth marks of face cards and Aces
)

// cardKind names the cached card pictures.
type cardKind uint8

const (
	cardFace   cardKind = iota // a magic card's face: suit, rank
	cardBack                   // the magic deck's back
	cardAttack                 // an attack choice card: rank is the choice
	cardAttackBack
	cardShape // the card's outline in white, for halos and shadows
)

type cardKey struct {
	kind       cardKind
	suit, rank int
	w, h       int
}

// cardCache holds card pictures by kind, card and size. It is a cache,
// filled as cards of new sizes are drawn, and emptied when it grows large.
var cardCache = render.ImageCache[cardKey]{Limit: 400}

// cardImage returns the cached picture for k, painting it on first use.
func cardImage(k cardKey) *ebiten.Image { return cardCache.Get(k, paintCard) }

// paintCard paints the picture of k.
func paintCard(k cardKey) *ebiten.Image {
	cv := render.NewCanvas(k.w, k.h)
	w, h := float32(k.w), float32(k.h)
	switch k.kind {
	case cardShape:
		cv.Fill(cardOutline(w, h, 0), color.RGBA{255, 255, 255, 255})
	case cardBack:
		paintBack(cv, w, h)
	case cardFace:
		paintFace(cv, k.suit, k.rank, w, h)
	case cardAttack:
		paintAttack(cv, k.rank, w, h)
	case cardAttackBack:
		paintAttackBack(cv, w, h)
	}
	return cv.Upload()
}

// cardOutline returns the rounded outline of a w×h card, inset by in.
func cardOutline(w, h, in float32) *render.Shape {
	return render.RoundRect(in, in, w-2*in, h-2*in, min(w, h)*0.07-in)
}

// DrawCard draws a magic card in r (its size taken from r; CardSize gives
// the right proportion): the rank and suit in two corners, the pips of a
// number card in the classic layout, a large symbol for an Ace and a
// framed crowned letter for a Jack, Queen or King, whose worth in the game
// (×2, and ×3 for an Ace) is marked on a gold coin. Suit -1, or st.FaceDown,
// draws the card's back.
func DrawCard(dst *ebiten.Image, r image.Rectangle, suit, rank int, st CardStyle) {
	if r.Dx() < 4 || r.Dy() < 4 {
		return
	}
	k := cardKey{kind: cardFace, suit: suit, rank: max(1, min(13, rank)), w: r.Dx(), h: r.Dy()}
	if st.FaceDown || suit < 0 || suit > 3 {
		k = cardKey{kind: cardBack, w: r.Dx(), h: r.Dy()}
	}
	drawCardImage(dst, r, cardImage(k), st)
}

// drawCardImage draws a card picture in r with its shadow and st's lift,
// halo and fading.
func drawCardImage(dst *ebiten.Image, r image.Rectangle, img *ebiten.Image, st CardStyle) {
	w, h := r.Dx(), r.Dy()
	x, y := float64(r.Min.X), float64(r.Min.Y)
	lift := 0.0
	switch {
	case st.Selected:
		lift = math.Round(float64(h) * 0.06)
	case st.Hover:
		lift = math.Round(float64(h) * 0.03)
	}
	shape := cardImage(cardKey{kind: cardShape, w: w, h: h})
	var op ebiten.DrawImageOptions
	a := float32(1)
	if st.Dim {
		a = 0.55
	}
	// The shadow falls further the higher the card is lifted.
	sd := 1.5 + lift*0.5
	op.GeoM.Translate(x+sd*0.4, y+sd-lift)
	op.ColorScale.Scale(0, 0, 0, 0.35*a)
	dst.DrawImage(shape, &op)
	y -= lift
	if st.Selected || st.Hover {
		t, c, ca := math.Max(3, float64(h)*0.03), haloSelect, float32(1)
		if !st.Selected {
			t, c, ca = math.Max(2, float64(h)*0.015), haloHover, 0.9
		}
		op.GeoM.Reset()
		op.GeoM.Scale((float64(w)+2*t)/float64(w), (float64(h)+2*t)/float64(h))
		op.GeoM.Translate(x-t, y-t)
		op.ColorScale.Reset()
		op.ColorScale.Scale(float32(c.R)/255*ca, float32(c.G)/255*ca, float32(c.B)/255*ca, ca)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(shape, &op)
		op.Filter = ebiten.FilterNearest
	}
	op.GeoM.Reset()
	op.GeoM.Translate(x, y)
	op.ColorScale.Reset()
	if st.Dim {
		op.ColorScale.Scale(0.62, 0.62, 0.66, 1)
		op.ColorScale.ScaleAlpha(a)
	}
	dst.DrawImage(img, &op)
}

// rankText returns the index of a rank: A, 2-10, J, Q, K.
func rankText(rank int) string {
	switch rank {
	case 1:
		return "A"
	case 11:
		return "J"
	case 12:
		return "Q"
	case 13:
		return "K"
	}
	return strconv.Itoa(rank)
}

// Worth returns what a card is worth when spent or kept: 3 for an Ace, 2
// for a face card, 1 for a number card.
func Worth(rank int) int {
	switch {
	case rank == 1:
		return 3
	case rank >= 11:
		return 2
	}
	return 1
}

// paintBlank draws the blank card: its white face and grey edge.
func paintBlank(img *render.Canvas, w, h float32, c color.RGBA) {
	img.Fill(cardOutline(w, h, 0), paperEdge)
	img.Fill(cardOutline(w, h, max(0.8, w*0.008)), c)
}

// paintFace draws the face of a magic card.
func paintFace(img *render.Canvas, suit, rank int, w, h float32) {
	paintBlank(img, w, h, paper)
	c := suitColour(suit)
	paintIndex(img, suit, rank, w, h, c)
	switch {
	case rank == 1:
		paintAce(img, suit, w, h, c)
	case rank >= 11:
		paintCourt(img, suit, rank, w, h, c)
	default:
		pw := w * 0.18
		for _, p := range pipLayout[rank] {
			x := w * (0.5 + p[0]*0.2)
			y := h * (0.2 + p[1]*0.6)
			drawSuit(img, suit, x, y, pw, p[1] > 0.5, c)
		}
	}
	if wv := Worth(rank); wv > 1 {
		paintWorth(img, wv, w*0.87, h*0.07, w, false)
		paintWorth(img, wv, w*0.13, h*0.93, w, true)
	}
}

// pipLayout gives each number card's pips as (column, row): column -1, 0
// or 1 (left, middle, right), row from 0 (top) to 1 (bottom). Pips below
// the middle are drawn upside down, as on real cards.
var pipLayout = [11][][2]float32{
	2:  {{0, 0}, {0, 1}},
	3:  {{0, 0}, {0, 0.5}, {0, 1}},
	4:  {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	5:  {{-1, 0}, {1, 0}, {0, 0.5}, {-1, 1}, {1, 1}},
	6:  {{-1, 0}, {1, 0}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	7:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	8:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {0, 0.75}, {-1, 1}, {1, 1}},
	9:  {{-1, 0}, {1, 0}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {0, 0.5}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {-1, 1}, {1, 1}},
	10: {{-1, 0}, {1, 0}, {0, 1.0 / 6}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {0, 5.0 / 6}, {-1, 1}, {1, 1}},
}

// paintIndex draws the rank and a small suit in the top-left corner and,
// upside down, in the bottom-right one.
func paintIndex(img *render.Canvas, suit, rank int, w, h float32, c color.RGBA) {
	s := rankText(rank)
	fs := float64(h) * 0.13 * smallBoost(h)
	sx := 1.0
	if len(s) > 1 {
		sx = 0.75 // "10" is condensed to fit the corner
	}
	cx, ty := float64(w)*0.11, float64(h)*0.1
	img.Text(s, fs, true, cx, ty, c, 0, sx)
	img.Text(s, fs, true, float64(w)-cx, float64(h)-ty, c, math.Pi, sx)
	ss := w * 0.105
	sy := h * 0.2
	drawSuit(img, suit, float32(cx), sy, ss, false, c)
	drawSuit(img, suit, w-float32(cx), h-sy, ss, true, c)
}

// paintWorth draws a gold coin marked ×2 or ×3 centred on (x, y).
func paintWorth(img *render.Canvas, worth int, x, y, w float32, flip bool) {
	k := float32(smallBoost(w * 1.4))
	r := w * 0.078 * k
	img.Fill(render.Circle(x, y, r+max(0.8, w*0.01)), render.Darken(coinColour, 0.5))
	img.Fill(render.Circle(x, y, r), coinColour)
	img.Stroke(render.Circle(x, y, r*0.8), max(0.6, w*0.008), render.Darken(coinColour, 0.25))
	a := 0.0
	if flip {
		a = math.Pi
	}
	mark := "×" + strconv.Itoa(worth)
	if w < 60 {
		mark = strconv.Itoa(worth) // too small for the ×
	}
	img.Text(mark, float64(w*k)*0.088, true, float64(x), float64(y), render.RGB(0x3b2a08), a, 1)
}

// smallBoost is how much larger the corner marks of a card h pixels tall
// are drawn, so that they stay legible on small cards.
func smallBoost(h float32) float64 {
	return 1 + math.Max(0, math.Min(0.35, float64(100-h)/100))
}

// paintAce draws an Ace: one large suit symbol inside a fine double ring.
func paintAce(img *render.Canvas, suit int, w, h float32, c color.RGBA) {
	cx, cy := w/2, h/2
	s := w * 0.5
	img.Stroke(render.Circle(cx, cy, w*0.36), max(1, w*0.012), render.Fade(c, 0.55))
	img.Stroke(render.Circle(cx, cy, w*0.33), max(0.6, w*0.006), render.Fade(c, 0.4))
	for i := range 8 { // small flourishes on the ring
		sn, cs := math.Sincos(float64(i) * math.Pi / 4)
		x, y := cx+float32(cs)*w*0.36, cy+float32(sn)*w*0.36
		img.Fill(render.Circle(x, y, max(1.2, w*0.018)), render.Fade(c, 0.7))
	}
	drawSuit(img, suit, cx, cy, s, false, c)
	if suit == Spades || suit == Hearts {
		// A pale highlight in the symbol, like the ornate Ace of Spades.
		drawSuit(img, suit, cx, cy+s*0.04, s*0.35, false, render.Lighten(c, 0.35))
	}
}
