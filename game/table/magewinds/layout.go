package magewinds

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/ui"
)

// The table's layout: the top bar (the round, the phases, the score) and
// the card row under the battlefield (the face-up cards, the deck, the two
// hands and the dice tray) are placed from the battlefield's area, the
// screen's height and the UI scale alone, never from what the game holds,
// so that nothing moves from one state to the next. Every text is measured
// with the face it is drawn in and, when it does not fit its place, a
// shorter form is taken.

// phaseNames are the phases of the bar, long and short.
var phaseNames = [...][2]string{
	{"Muster", "Muster"},
	{"Deployment", "Deploy"},
	{"Channelling", "Channel"},
	{"Action", "Action"},
	{"End: Windburn", "Windburn"},
}

// barKey is what the top bar's layout depends on.
type barKey struct {
	right, px int // the bar's right edge, and 100 px at the UI scale
	round     [2]int
	score     scoreKey
	phase     int // the phase lit, an index of phaseNames (-1 none)
}

// barLayout is where the top bar's items go: each item's rectangle (the
// lit phase's includes its box) and its text; a phase not shown has an
// empty rectangle.
type barLayout struct {
	key        barKey
	ok         bool
	bar        image.Rectangle
	round      image.Rectangle
	roundText  string
	phases     [len(phaseNames)]image.Rectangle
	phaseText  [len(phaseNames)]string
	score      image.Rectangle
	scoreText  string
	textY      int // the texts' top
	box, inset int // the lit phase's box: its top and its padding beside the text
}

// barFaces are the faces of the top bar at a UI scale.
func barFaces(t *ui.Theme) (round, face, bold text.Face) {
	return render.BoldFace(float64(t.Px(15))), render.Face(float64(t.Px(14))), render.BoldFace(float64(t.Px(14)))
}

// layBar lays out the top bar for k: the round at the left, the score at
// the right, the phases between. When they do not fit, the phases take
// their short names, then the score its short form, then only the lit
// phase is named, then the round and the score their shortest forms.
func layBar(t *ui.Theme, k barKey) barLayout {
	rf, _, bold := barFaces(t)
	l := barLayout{key: k, ok: true, bar: image.Rect(0, 0, k.right, t.Px(36)), textY: t.Px(10), box: t.Px(5), inset: t.Px(4)}
	pad, gap := t.Px(10), t.Px(18)
	rounds := []string{roundText(k.round), fmt.Sprintf("%d/%d", k.round[0], k.round[1])}
	scores := []string{scoreText(k.score), scoreShortText(k.score), fmt.Sprintf("%d : %d", k.score.va, k.score.vb)}
	type level struct {
		round, score int
		short, only  bool // the phases' short names; the lit phase alone
	}
	levels := []level{{0, 0, false, false}, {0, 0, true, false}, {0, 1, true, false}, {0, 1, false, true}, {0, 1, true, true}, {1, 1, true, true}, {1, 2, true, true}}
	var names [len(phaseNames)]string
	for _, lv := range levels {
		rw, sw := render.MeasuredWidth(rounds[lv.round], rf), render.MeasuredWidth(scores[lv.score], bold)
		used := pad + rw + gap + sw + pad
		for i, p := range phaseNames {
			names[i] = ""
			if lv.only && i != k.phase {
				continue
			}
			names[i] = p[0]
			if lv.short {
				names[i] = p[1]
			}
			used += render.MeasuredWidth(names[i], bold) + 2*l.inset + gap // measured bold: the lit one is
		}
		if used <= k.right || lv == levels[len(levels)-1] {
			l.roundText, l.scoreText, l.phaseText = rounds[lv.round], scores[lv.score], names
			x := pad
			l.round = image.Rect(x, l.textY-t.Px(1), x+rw, l.textY-t.Px(1)+render.LineHeight(rf))
			x += rw + gap
			for i, s := range names {
				if s == "" {
					continue
				}
				w := render.MeasuredWidth(s, bold) + 2*l.inset
				l.phases[i] = image.Rect(x, l.box, x+w, l.bar.Max.Y-l.box)
				x += w + gap
			}
			l.score = image.Rect(k.right-pad-sw, l.textY, k.right-pad, l.textY+render.LineHeight(bold))
			break
		}
	}
	return l
}

// rowKey is what the card row's layout depends on.
type rowKey struct {
	area   image.Rectangle // the battlefield's area
	height int             // the screen's height
	px     int             // 100 px at the UI scale
}

// rowLayout is where the card row's parts go: the cards' size and top,
// each group's slot (its cards stay inside it) and the labels' top above
// them.
type rowLayout struct {
	key                           rowKey
	ok                            bool
	cardW, cardH                  int
	y, labelY                     int
	face, deck, hand, other, tray image.Rectangle
	faceStep                      int // the step between the face-up cards
}

// Room a group of the row takes, in card widths: the face-up row's five
// cards and the two hands of up to five (or six fighters to deploy) at
// their natural steps and at their tightest, the dice tray's width, and
// the gaps between groups.
const (
	rowFaceStep, rowFaceMin   = 1.05, 0.42 // face-up cards: side by side, or overlapping with their corners showing
	rowHandStep, rowHandMin   = 0.76, 0.19
	rowOtherStep, rowOtherMin = 0.34, 0.11
	rowTray, rowTrayMin       = 2.1, 1.5
	rowGapDeck, rowGap        = 0.08, 0.26
	rowCards                  = 5 // the cards of a full hand (the hand limit)
)

// rowWidth returns the width of the row when its groups take the given
// steps, in card widths.
func rowWidth(face, hand, other, tray float64) float64 {
	n := float64(rowCards - 1)
	return (n*face + 1) + rowGapDeck + 1 + rowGap + (n*hand + 1) + rowGap + (n*other + 1) + rowGap + tray
}

// layRow lays out the card row under the area: the cards as tall as the
// room under the battlefield allows, smaller only when the tightest row
// would not fit its width; then the room left is shared out, the tray
// first, then the other hand, the own hand and the face-up cards.
func layRow(t *ui.Theme, k rowKey) rowLayout {
	l := rowLayout{key: k, ok: true}
	x0, right := k.area.Min.X+t.Px(6), k.area.Max.X-t.Px(6)
	room := right - x0
	labelH := render.LineHeight(render.Face(float64(t.Px(12)))) + t.Px(4)
	// the labels clear a lifted card's lift and halo (9% of its height)
	ch := min(t.Px(118), (k.height-k.area.Max.Y-t.Px(10)-labelH-t.Px(4))*100/109)
	cw, _ := rmw.CardSize(max(ch, 1))
	if tight := int(float64(room) / rowWidth(rowFaceMin, rowHandMin, rowOtherMin, rowTrayMin)); cw > tight {
		cw = tight
		ch = int(float64(cw) * 3.5 / 2.5)
		cw, _ = rmw.CardSize(ch)
	}
	cw, ch = max(cw, 4), max(ch, 6)
	l.cardW, l.cardH = cw, ch
	l.y = k.height - ch - t.Px(10)
	l.labelY = l.y - ch*9/100 - t.Px(1) - labelH
	// the room over the tightest row, shared out in turn
	f := float64(cw)
	spare := float64(room) - rowWidth(rowFaceMin, rowHandMin, rowOtherMin, rowTrayMin)*f
	give := func(at, most float64, per float64) float64 { // per: card widths of the group per unit of its step
		d := math.Min(most-at, spare/f/per)
		if d <= 0 {
			return at
		}
		spare -= d * per * f
		return at + d
	}
	tray := give(rowTrayMin, rowTray, 1)
	other := give(rowOtherMin, rowOtherStep, rowCards-1)
	hand := give(rowHandMin, rowHandStep, rowCards-1)
	face := give(rowFaceMin, rowFaceStep, rowCards-1)
	n := float64(rowCards - 1)
	x := float64(x0)
	slot := func(w float64) image.Rectangle {
		r := image.Rect(int(math.Round(x)), l.y, int(math.Round(x+w)), l.y+ch)
		x += w
		return r
	}
	l.face = slot((n*face + 1) * f)
	l.faceStep = int(face * f)
	x += rowGapDeck * f
	l.deck = slot(f)
	x += rowGap * f
	l.hand = slot((n*hand + 1) * f)
	x += rowGap * f
	l.other = slot((n*other + 1) * f)
	w := int(tray * f)
	l.tray = image.Rect(right-w, l.y, right, l.y+ch) // the tray keeps to the right edge
	return l
}

// step returns the step between n items w wide laid from the left of a
// slot: natural, or less so that the last ends inside it.
func step(slot image.Rectangle, n, w, natural int) int {
	if n <= 1 {
		return natural
	}
	return max(1, min(natural, (slot.Dx()-w)/(n-1)))
}

// sideForms are the forms of a label naming a side, longest first: its
// name, then without "The".
func sideForms(side string) []string {
	if s, ok := strings.CutPrefix(side, "The "); ok {
		return []string{side, s}
	}
	return []string{side}
}

// tableLayout is where the table's parts go, kept between frames.
type tableLayout struct {
	bar barLayout
	row rowLayout
}

// tableArea returns the battlefield's area on a w×h screen: left of the
// side panel (panelWidthFor), under the top bar, over the
// card row. It depends on the window, the scale and whether the panel is
// folded alone.
func tableArea(t *ui.Theme, w, h int, folded bool) image.Rectangle {
	return image.Rect(t.Px(8), t.Px(44), w-panelWidthFor(t, w, folded)-t.Px(8), h-t.Px(150))
}
