package layouttest

import (
	"fmt"
	"image"
	"sort"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/game/table"
)

// layoutFindings gathers what the layout test finds wrong: each fault
// once, with every scale and size it shows at.
type layoutFindings struct {
	faults map[string]*layoutFault
	order  []string
	steady map[steadyKey]steadySeen
}

// layoutFault is one fault of one screen and where it was seen.
type layoutFault struct {
	screen, what, first string
	at                  []string
}

// steadyKey is a steady region of a group of screens at one scale and size.
type steadyKey struct {
	group, name string
	scale       int
	size        image.Point
}

// steadySeen is where a steady region was first seen, and on which screen.
type steadySeen struct {
	r      image.Rectangle
	screen string
}

func newLayoutFindings() *layoutFindings {
	return &layoutFindings{faults: map[string]*layoutFault{}, steady: map[steadyKey]steadySeen{}}
}

// add records a fault of screen at a scale and size: what says what is
// wrong (the same words at every size), detail where it was first seen.
func (f *layoutFindings) add(screen, at, what, detail string) {
	k := screen + "\x00" + what
	ft := f.faults[k]
	if ft == nil {
		ft = &layoutFault{screen: screen, what: what, first: at + ": " + detail}
		f.faults[k] = ft
		f.order = append(f.order, k)
	}
	ft.at = append(ft.at, at)
}

// report returns the faults, one line each, grouped by screen.
func (f *layoutFindings) report() []string {
	keys := append([]string(nil), f.order...)
	sort.SliceStable(keys, func(i, j int) bool { return f.faults[keys[i]].screen < f.faults[keys[j]].screen })
	var out []string
	for _, k := range keys {
		ft := f.faults[k]
		out = append(out, fmt.Sprintf("%s: %s (at %d of %d: %s; first at %s)", ft.screen, ft.what, len(ft.at), len(game.ShotScales)*len(game.ShotSizes)+len(game.ShotTVSizes), strings.Join(ft.at, ", "), ft.first))
	}
	return out
}

// box is a rectangle of the screen the test checks: a widget or a region.
type box struct {
	name string
	r    image.Rectangle
	over bool // drawn over its siblings on purpose
}

// checkWidgets checks a widget tree on a window of size: every visible
// widget inside the window and inside its container, and no two visible
// siblings overlapping.
func checkWidgets(root widget.PreferredSizeLocateableWidget, size image.Point, fault func(what, detail string)) {
	win := image.Rectangle{Max: size}
	var walk func(w widget.PreferredSizeLocateableWidget, path []string, out bool)
	walk = func(w widget.PreferredSizeLocateableWidget, path []string, out bool) {
		r := w.GetWidget().Rect
		if !out && !r.In(win) {
			// said once, of the outermost widget that leaves
			fault(pathName(path)+" leaves the window", fmt.Sprintf("%v on a %dx%d window", r, size.X, size.Y))
			out = true
		}
		c, ok := w.(*widget.Container)
		if !ok {
			return
		}
		var kids []box
		var shown []widget.PreferredSizeLocateableWidget
		for _, ch := range c.Children() {
			if !shownWidget(ch) {
				continue
			}
			p := append(path[:len(path):len(path)], describe(ch))
			kids = append(kids, box{name: pathName(p), r: ch.GetWidget().Rect})
			shown = append(shown, ch)
			if cr := ch.GetWidget().Rect; !out && !cr.In(r) && cr.In(win) {
				fault(pathName(p)+" leaves its container", fmt.Sprintf("%v outside %v", cr, r))
			}
		}
		checkOverlaps(kids, fault)
		for _, ch := range shown {
			walk(ch, append(path[:len(path):len(path)], describe(ch)), out)
		}
	}
	if shownWidget(root) {
		walk(root, []string{describe(root)}, false)
	}
}

// pathName names a widget by the last three steps of its path from the
// root.
func pathName(path []string) string {
	if len(path) > 3 {
		path = path[len(path)-3:]
	}
	return strings.Join(path, " > ")
}

// shownWidget reports whether w is visible and takes room.
func shownWidget(w widget.PreferredSizeLocateableWidget) bool {
	ww := w.GetWidget()
	return ww.GetVisibility() == widget.Visibility_Show && !ww.Rect.Empty()
}

// checkOverlaps reports every two boxes that overlap, unless one is
// drawn over the others on purpose.
func checkOverlaps(bs []box, fault func(what, detail string)) {
	for i := range bs {
		for j := i + 1; j < len(bs); j++ {
			if bs[i].over || bs[j].over {
				continue
			}
			if in := bs[i].r.Intersect(bs[j].r); !in.Empty() {
				fault(fmt.Sprintf("%s overlaps %s", bs[i].name, bs[j].name), fmt.Sprintf("%v and %v share %dx%d px", bs[i].r, bs[j].r, in.Dx(), in.Dy()))
			}
		}
	}
}

// checkRegions checks the regions a table reports on a window of size:
// each inside the window and inside the region it lies in, and no two
// regions of the same parent overlapping, unless one is drawn over the
// others on purpose.
func checkRegions(rs []table.Region, size image.Point, fault func(what, detail string)) {
	win := image.Rectangle{Max: size}
	byName := map[string]image.Rectangle{}
	for _, r := range rs {
		byName[r.Name] = r.Rect
	}
	parents := map[string][]box{}
	var order []string
	for _, r := range rs {
		if r.Rect.Empty() {
			continue
		}
		name := "region " + r.Name
		if !r.Rect.In(win) {
			fault(name+" leaves the window", fmt.Sprintf("%v on a %dx%d window", r.Rect, size.X, size.Y))
		}
		if p, ok := byName[r.In]; r.In != "" && ok && !r.Rect.In(p) {
			fault(name+" leaves the region "+r.In, fmt.Sprintf("%v outside %v", r.Rect, p))
		}
		if _, ok := parents[r.In]; !ok {
			order = append(order, r.In)
		}
		parents[r.In] = append(parents[r.In], box{name: name, r: r.Rect, over: r.Over})
	}
	for _, p := range order {
		checkOverlaps(parents[p], fault)
	}
}

// checkSteady reports a steady region that moved since another screen of
// the same group showed it at the same scale and size. Its width may
// follow what it holds (a hand grows with its cards); its left and top
// edges and its height may not change.
func (f *layoutFindings) checkSteady(group, screen string, scale int, size image.Point, rs []table.Region, fault func(what, detail string)) {
	if group == "" {
		return
	}
	for _, r := range rs {
		if !r.Steady || r.Rect.Empty() {
			continue
		}
		k := steadyKey{group, r.Name, scale, size}
		seen, ok := f.steady[k]
		if !ok {
			f.steady[k] = steadySeen{r.Rect, screen}
			continue
		}
		if seen.r.Min != r.Rect.Min || seen.r.Dy() != r.Rect.Dy() {
			fault(fmt.Sprintf("region %s moved from where %s has it", r.Name, seen.screen),
				fmt.Sprintf("%v here, %v there", r.Rect, seen.r))
		}
	}
}

// describe names a widget for the test's messages: its kind and its
// words.
func describe(w widget.PreferredSizeLocateableWidget) string {
	switch w := w.(type) {
	case *widget.Button:
		if w.Text() != nil && w.Text().Label != "" {
			return fmt.Sprintf("button %q", clipWords(w.Text().Label))
		}
		return "button"
	case *widget.Text:
		return fmt.Sprintf("text %q", clipWords(w.Label))
	case *widget.Container:
		if s := firstWords(w); s != "" {
			return fmt.Sprintf("box of %d (%s)", len(w.Children()), s)
		}
		return fmt.Sprintf("box of %d", len(w.Children()))
	}
	return strings.TrimPrefix(fmt.Sprintf("%T", w), "*widget.")
}

// firstWords returns the words of the first text or button in c.
func firstWords(c *widget.Container) string {
	for _, ch := range c.Children() {
		switch ch := ch.(type) {
		case *widget.Button:
			if ch.Text() != nil && ch.Text().Label != "" {
				return clipWords(ch.Text().Label)
			}
		case *widget.Text:
			if ch.Label != "" {
				return clipWords(ch.Label)
			}
		case *widget.Container:
			if s := firstWords(ch); s != "" {
				return s
			}
		}
	}
	return ""
}

// clipWords shortens s to its first words.
func clipWords(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if r := []rune(s); len(r) > 28 {
		return string(r[:28]) + "…"
	}
	return s
}
