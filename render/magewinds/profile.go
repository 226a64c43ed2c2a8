package magewinds

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// Profile is a fighter profile as its card shows it: what the fighter pack
// says of a fighter, in words and numbers ready to print. The table fills
// one per profile of the pack, once, and keeps it: its address names the
// cached picture.
type Profile struct {
	Name            string
	Icon            string // an icon of this package's set (icons.txt); the name's initial stands in for a missing one
	Cost            int    // points
	Toughness       int
	Movement        int // inches
	Armour, Deflect int // Armour, and what a Deflect reaction adds
	Evasion, Dodge  int // Evasion, and what a Dodge reaction adds
	Attacks         []ProfileAttack
	Spells          []string // the spells' names
	Abilities       []string // the abilities' names
}

// ProfileAttack is one attack of a profile.
type ProfileAttack struct {
	Name    string
	Missile bool
	Range   string // in inches, as the seed writes it: `1` or `2 - 12`
	Split   bool   // Light and Heavy differ; otherwise Light holds the one profile
	Light   [2]int // Power, Precision
	Heavy   [2]int
}

// ProfileStyle is how a profile card is shown: lifted, haloed or faded as
// CardStyle says, its name band in Band (a side's colour, or the pack's),
// its text at Text pixels (0: sized to the card; the text shrinks when it
// would not fit), and Mini for a fighter of a warband: the icon, the name
// and the cost only.
type ProfileStyle struct {
	CardStyle
	Band color.RGBA
	Text float64
	Mini bool
}

// Profile card colours.
var (
	cardInk   = render.RGB(0x2b241d)
	cardMuted = render.RGB(0x7d705f)
)

// profileKey names a cached profile card picture.
type profileKey struct {
	p    *Profile
	w, h int
	band color.RGBA
	text int // the text size in half pixels
	mini bool
}

// profileCache holds profile card pictures; it is emptied when it grows
// large (a window resized many times).
var profileCache = render.ImageCache[profileKey]{Limit: 200}

// DrawProfile draws the card of fighter profile p in r: a name band with
// the fighter's icon and its cost in points on a gold coin, then (unless
// st.Mini) its Toughness, Movement, Armour and Deflect, Evasion and Dodge,
// its attacks with their Power and Precision, its spells and abilities.
// Cards may be portrait or landscape; the text wraps to the card.
func DrawProfile(dst *ebiten.Image, r image.Rectangle, p *Profile, st ProfileStyle) {
	if p == nil || r.Dx() < 8 || r.Dy() < 8 {
		return
	}
	k := profileKey{p: p, w: r.Dx(), h: r.Dy(), band: st.Band, text: int(math.Round(st.Text * 2)), mini: st.Mini}
	drawCardImage(dst, r, profileImage(k), st.CardStyle)
}

// profileImage returns the cached picture for k, painting it on first use.
func profileImage(k profileKey) *ebiten.Image { return profileCache.Get(k, paintProfileCard) }

// paintProfileCard paints the picture of k.
func paintProfileCard(k profileKey) *ebiten.Image {
	cv := render.NewCanvas(k.w, k.h)
	w, h := float32(k.w), float32(k.h)
	paintBlank(cv, w, h, paper)
	if k.mini {
		paintMini(cv, k.p, w, h, k.band)
	} else {
		paintProfile(cv, k.p, w, h, k.band, float64(k.text)/2)
	}
	return cv.Upload()
}

// paintProfile paints a whole profile card.
func paintProfile(cv *render.Canvas, p *Profile, w, h float32, band color.RGBA, fs float64) {
	m := max(3, min(w, h)*0.045)
	if fs <= 0 {
		fs = float64(min(w*0.06, h*0.085))
	}
	fs = math.Max(7, fs)
	bh := float32(math.Round(fs * 2.3))
	cv.Fill(render.RoundRect(m, m, w-2*m, bh, min(w, h)*0.035), band)
	// the icon at the band's left, the cost at its right
	ip := int(bh * 0.84)
	paintIcon(cv, p, m+bh*0.1, m+(bh-float32(ip))/2, ip)
	cr := bh * 0.38
	paintCost(cv, p.Cost, w-m-cr-bh*0.12, m+bh/2, cr)
	x0 := float64(m + bh*0.1 + float32(ip) + bh*0.15)
	x1 := float64(w - m - 2*cr - bh*0.3)
	paintName(cv, p.Name, x0, x1, float64(m), float64(bh), fs*1.15, band)
	body := profileParas(p)
	s := bodySize(body, w, h, fs)
	layoutParas(cv, body, float64(m)*1.6, float64(w-m*1.6), float64(m+bh)+fs*0.45, s)
}

// bodySize is the largest size, from fs down to 60% of it (and never
// under 7 pixels), at which the body's text fits a w×h card whose band is
// set at fs.
func bodySize(body []para, w, h float32, fs float64) float64 {
	m := max(3, min(w, h)*0.045)
	bh := float32(math.Round(fs * 2.3))
	top, bottom := float64(m+bh)+fs*0.45, float64(h-m)
	s := fs
	for ; s > math.Max(7, fs*0.6); s -= 0.5 {
		if layoutParas(nil, body, float64(m)*1.6, float64(w-m*1.6), top, s) <= bottom {
			break
		}
	}
	return math.Max(s, 7)
}

// paintMini paints the small card of a fighter in a warband: the band with
// its icon, the cost in a corner, the name beneath.
func paintMini(cv *render.Canvas, p *Profile, w, h float32, band color.RGBA) {
	m := max(3, w*0.05)
	bh := h * 0.56
	cv.Fill(render.RoundRect(m, m, w-2*m, bh, w*0.05), band)
	ip := int(min(bh*0.8, w*0.62))
	paintIcon(cv, p, (w-float32(ip))/2, m+(bh-float32(ip))/2, ip)
	cr := max(6, w*0.13)
	paintCost(cv, p.Cost, w-m-cr*0.9, m+cr*0.9, cr)
	size := float64(max(7, min(w*0.12, h*0.1)))
	lines := fitLines(p.Name, float64(w-2*m), size)
	for len(lines) > 2 && size > 7 {
		size -= 0.5
		lines = fitLines(p.Name, float64(w-2*m), size)
	}
	lh := size * 1.2
	y := float64(m+bh) + (float64(h-m-bh)-lh*float64(min(len(lines), 2)))/2 + lh/2
	for i, l := range lines {
		if i == 2 {
			break
		}
		cv.Text(l, size, true, float64(w)/2, y, cardInk, 0, 1)
		y += lh
	}
}

// paintIcon stamps the fighter's icon (or its initial) px pixels square
// with its top-left corner at (x, y), in the colour of the card's paper.
func paintIcon(cv *render.Canvas, p *Profile, x, y float32, px int) {
	if ic := icons.RGBA(p.Icon, px); ic != nil {
		cv.Stamp(ic, int(x)+1, int(y)+1, color.RGBA{0, 0, 0, 140})
		cv.Stamp(ic, int(x), int(y), paper)
		return
	}
	c := float64(px) / 2
	cv.Text(initial(p.Name), float64(px)*0.7, true, float64(x)+c, float64(y)+c, paper, 0, 1)
}

// paintCost draws the cost on a gold coin of radius r centred on (x, y).
func paintCost(cv *render.Canvas, cost int, x, y, r float32) {
	cv.Fill(render.Circle(x, y, r+max(0.8, r*0.1)), render.Darken(coinColour, 0.5))
	cv.Fill(render.Circle(x, y, r), coinColour)
	cv.Stroke(render.Circle(x, y, r*0.8), max(0.6, r*0.06), render.Darken(coinColour, 0.25))
	s := strconv.Itoa(cost)
	size := float64(r) * 0.95
	if len(s) > 2 {
		size = float64(r) * 0.75
	}
	cv.Text(s, size, true, float64(x), float64(y), render.RGB(0x3b2a08), 0, 1)
}

// paintName writes the fighter's name in the band between x0 and x1, on
// one line or two, shrinking it until it fits.
func paintName(cv *render.Canvas, name string, x0, x1, top, bh, size float64, band color.RGBA) {
	ink := paper
	if lum(band) > 150 {
		ink = cardInk
	}
	lines := fitLines(name, x1-x0, size)
	for (len(lines) > 2 || float64(len(lines))*size*1.15 > bh) && size > 7 {
		size -= 0.5
		lines = fitLines(name, x1-x0, size)
	}
	n := min(len(lines), 2)
	lh := size * 1.15
	y := top + (bh-lh*float64(n))/2 + lh/2
	for _, l := range lines[:n] {
		cv.Text(l, size, true, x0+render.TextWidth(l, size, true)/2, y, ink, 0, 1)
		y += lh
	}
}

// lum is the brightness of c, 0 to 255.
func lum(c color.RGBA) int { return (int(c.R)*299 + int(c.G)*587 + int(c.B)*114) / 1000 }

// fitLines wraps s into lines at most width wide in bold at size; a word
// longer than the line is left whole.
func fitLines(s string, width, size float64) []string {
	return render.AppendWrapped(nil, s, func(line string) float64 { return render.TextWidth(line, size, true) }, width, "")
}

// run is a piece of text in one style; an item is runs never broken
// across lines; a para is items wrapped to the card, sep apart.
type (
	run struct {
		s     string
		bold  bool
		muted bool
	}
	item []run
	para struct {
		items []item
		sep   string
	}
)

// profileParas writes the body of a profile card: the characteristics,
// each attack, the spells and the abilities.
func profileParas(p *Profile) []para {
	stat := func(label, value string) item { return item{{s: label + " ", muted: true}, {s: value, bold: true}} }
	bonus := func(label string, base, add int) item {
		it := stat(label, strconv.Itoa(base))
		if add != 0 {
			it = append(it, run{s: " +" + strconv.Itoa(add), bold: true})
		}
		return it
	}
	out := []para{{sep: "   ", items: []item{
		stat("Toughness", strconv.Itoa(p.Toughness)),
		stat("Move", strconv.Itoa(p.Movement)+`"`),
		bonus("Armour", p.Armour, p.Deflect),
		bonus("Evasion", p.Evasion, p.Dodge),
	}}}
	for _, a := range p.Attacks {
		kind := "melee"
		if a.Missile {
			kind = "missile"
		}
		var items []item
		for _, w := range strings.Fields(a.Name) {
			items = append(items, item{{s: w, bold: true}})
		}
		items = append(items, item{{s: kind + " " + a.Range + `":`, muted: true}})
		pp := func(v [2]int) string { return strconv.Itoa(v[0]) + "/" + strconv.Itoa(v[1]) }
		if a.Split {
			items = append(items, item{{s: "Light ", muted: true}, {s: pp(a.Light), bold: true}}, item{{s: "Heavy ", muted: true}, {s: pp(a.Heavy), bold: true}})
		} else {
			items = append(items, item{{s: "Power ", muted: true}, {s: strconv.Itoa(a.Light[0]), bold: true}}, item{{s: "Precision ", muted: true}, {s: strconv.Itoa(a.Light[1]), bold: true}})
		}
		out = append(out, para{sep: " ", items: items})
	}
	if len(p.Spells) > 0 {
		items := []item{{{s: "Spells:", muted: true}}}
		for i, s := range p.Spells {
			if i < len(p.Spells)-1 {
				s += ","
			}
			for _, w := range strings.Fields(s) {
				items = append(items, item{{s: w}})
			}
		}
		out = append(out, para{sep: " ", items: items})
	}
	if len(p.Abilities) > 0 {
		items := []item{}
		for _, a := range p.Abilities {
			items = append(items, item{{s: a, bold: true}})
		}
		out = append(out, para{sep: " · ", items: items})
	}
	return out
}

// layoutParas lays the paras out from top between x0 and x1 at size, and
// paints them when cv is not nil; it returns where the text ends.
func layoutParas(cv *render.Canvas, ps []para, x0, x1, top, size float64) float64 {
	lh := size * 1.22
	y := top
	for _, p := range ps {
		sepW := render.TextWidth(p.sep, size, false)
		x := x0
		for i, it := range p.items {
			w := 0.0
			for _, r := range it {
				w += render.TextWidth(r.s, size, r.bold)
			}
			if i > 0 {
				if x+sepW+w > x1 {
					x, y = x0, y+lh
				} else {
					x += sepW
				}
			}
			if cv != nil {
				for _, r := range it {
					rw := render.TextWidth(r.s, size, r.bold)
					c := cardInk
					if r.muted {
						c = cardMuted
					}
					if y+lh <= float64(cv.Bounds().Dy())+1 {
						cv.Text(r.s, size, r.bold, x+rw/2, y+lh/2, c, 0, 1)
					}
					x += rw
				}
			} else {
				x += w
			}
		}
		y += lh + size*0.2
	}
	return y - size*0.2
}

// DrawRemoveMark draws the round "×" that takes a fighter out of a
// warband, centred on (x, y) with radius r, with br (flushed to dst); hot
// when the pointer or the focus is on it.
func DrawRemoveMark(dst *ebiten.Image, br *render.Brush, x, y, r float64, hot bool) {
	c := render.RGB(0x8c2b22)
	if hot {
		c = render.RGB(0xd0452f)
	}
	br.Disc(x, y, r+math.Max(1, r*0.12), paper, 1)
	br.Disc(x, y, r, c, 1)
	t := math.Max(1.5, r*0.24)
	d := r * 0.42
	br.Line(x-d, y-d, x+d, y+d, t, paper, 1)
	br.Line(x-d, y+d, x+d, y-d, t, paper, 1)
	br.Flush(dst)
}
