package ui

import (
	"image"
	"slices"

	ebuiinput "github.com/ebitenui/ebitenui/input"
	"github.com/ebitenui/ebitenui/widget"
)

// PlaceTip returns where a tooltip of size sz goes for the control at
// owner, inside group (the panel or dialog holding it), on screen: the
// first of these spots that covers neither the owner nor any rectangle of
// avoid (the other controls, texts and titles): beside the control (right,
// then left; level with its top, then with its bottom), beside its group
// (right, then left), under and over its
// group, under and over the control. Each spot is first moved inside the
// screen. When every spot covers something, the one covering the least
// area wins, the earlier on a tie.
func PlaceTip(sz image.Point, owner, group, screen image.Rectangle, avoid []image.Rectangle, gap int) image.Point {
	w, h := sz.X, sz.Y
	spots := []image.Point{
		{owner.Max.X + gap, owner.Min.Y},
		{owner.Min.X - gap - w, owner.Min.Y},
		{owner.Max.X + gap, owner.Max.Y - h},
		{owner.Min.X - gap - w, owner.Max.Y - h},
		{group.Max.X + gap, owner.Min.Y},
		{group.Min.X - gap - w, owner.Min.Y},
		{owner.Min.X, group.Max.Y + gap},
		{owner.Min.X, group.Min.Y - gap - h},
		{owner.Min.X, owner.Max.Y + gap},
		{owner.Min.X, owner.Min.Y - gap - h},
	}
	best, bestCover := image.Point{}, -1
	for _, p := range spots {
		p.X = max(screen.Min.X, min(p.X, screen.Max.X-w))
		p.Y = max(screen.Min.Y, min(p.Y, screen.Max.Y-h))
		r := image.Rectangle{Min: p, Max: p.Add(sz)}
		cover := area(r.Intersect(owner))
		for _, a := range avoid {
			cover += area(r.Intersect(a))
		}
		if cover == 0 {
			return p
		}
		if bestCover < 0 || cover < bestCover {
			best, bestCover = p, cover
		}
	}
	return best
}

func area(r image.Rectangle) int { return r.Dx() * r.Dy() }

// tipPlace finds the owner of tt among the layers (the panels and dialogs
// on screen, see Theme.Layers) and returns where PlaceTip puts a tooltip of size sz
// for it. ok is false when the owner is not found.
func tipPlace(layers []widget.PreferredSizeLocateableWidget, tt *widget.ToolTip, sz image.Point, gap int) (image.Point, bool) {
	var owner, group image.Rectangle
	var avoid []image.Rectangle
	found := false
	for _, g := range layers {
		Walk(g, func(w widget.PreferredSizeLocateableWidget) bool {
			ww := w.GetWidget()
			if !ww.IsVisible() || ww.Rect.Empty() {
				return false
			}
			if slices.Contains(ww.ToolTips, tt) {
				owner, group, found = ww.Rect, g.GetWidget().Rect, true
				return false // the owner's own parts are the owner
			}
			if _, ok := w.(*widget.Container); ok {
				return true // a container is space: what it holds is avoided
			}
			avoid = append(avoid, ww.Rect)
			return false
		})
	}
	if !found {
		return image.Point{}, false
	}
	ws := ebuiinput.GetWindowSize()
	return PlaceTip(sz, owner, group, image.Rect(0, 0, ws.X, ws.Y), avoid, gap), true
}
