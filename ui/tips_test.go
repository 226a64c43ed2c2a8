package ui

import (
	"image"
	"testing"
)

// TestPlaceTipBesideTheRow places the tooltip of the second of three rows
// of a dialog: beside the row when the screen has room, else outside the
// dialog, never over the next row while a free spot exists.
func TestPlaceTipBesideTheRow(t *testing.T) {
	rows := []image.Rectangle{image.Rect(400, 100, 800, 140), image.Rect(400, 150, 800, 190), image.Rect(400, 200, 800, 240)}
	dialog := image.Rect(380, 60, 820, 260)
	avoid := []image.Rectangle{rows[0], rows[2], image.Rect(400, 70, 600, 95)} // the other rows and the title
	sz := image.Pt(300, 80)
	for _, c := range []struct {
		name   string
		screen image.Rectangle
		want   image.Point
	}{
		{"room on the right", image.Rect(0, 0, 1280, 800), image.Pt(808, 150)},
		{"room on the left only", image.Rect(0, 0, 900, 800), image.Pt(92, 150)},
		{"room under the dialog only", image.Rect(300, 0, 900, 800), image.Pt(400, 268)},
		{"room over the dialog only", image.Rect(300, -40, 900, 262), image.Pt(400, -28)},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := PlaceTip(sz, rows[1], dialog, c.screen, avoid, 8)
			r := image.Rectangle{Min: p, Max: p.Add(sz)}
			if p != c.want {
				t.Errorf("tooltip at %v, want %v", r, c.want)
			}
			if !r.In(c.screen) {
				t.Errorf("tooltip %v leaves the screen %v", r, c.screen)
			}
			for _, a := range append(avoid, rows[1]) {
				if r.Overlaps(a) {
					t.Errorf("tooltip %v covers %v", r, a)
				}
			}
		})
	}
	// No free spot: the least covered one, inside the screen.
	p := PlaceTip(sz, rows[1], dialog, image.Rect(380, 60, 820, 300), avoid, 8)
	if r := (image.Rectangle{Min: p, Max: p.Add(sz)}); !r.In(image.Rect(380, 60, 820, 300)) || r.Overlaps(rows[1]) {
		t.Errorf("crowded: tooltip %v", r)
	}
}
