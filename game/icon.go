package game

import (
	"image"
	"image/color"
	"image/draw"

	xdraw "golang.org/x/image/draw"

	"skirmish/assets"
)

// appIcons returns the window icon at the sizes desktops ask for: the logo
// in amber on a dark rounded square.
func appIcons() []image.Image {
	logo := assets.Icon("logo")
	var out []image.Image
	for _, size := range []int{16, 32, 48, 64, 128} {
		img := image.NewRGBA(image.Rect(0, 0, size, size))
		bg := color.RGBA{0x2A, 0x1E, 0x14, 0xFF}
		r := size / 6
		for y := range size {
			for x := range size {
				if inRounded(x, y, size, r) {
					img.SetRGBA(x, y, bg)
				}
			}
		}
		if logo != nil {
			pad := size / 8
			mask := image.NewAlpha(image.Rect(0, 0, size-2*pad, size-2*pad))
			xdraw.CatmullRom.Scale(mask, mask.Bounds(), logo, logo.Bounds(), xdraw.Src, nil)
			amber := image.NewUniform(color.RGBA{0xF2, 0xB1, 0x4C, 0xFF})
			draw.DrawMask(img, image.Rect(pad, pad, size-pad, size-pad), amber, image.Point{}, mask, image.Point{}, draw.Over)
		}
		out = append(out, img)
	}
	return out
}

// inRounded reports whether (x, y) is inside a size×size square with
// corners rounded to radius r.
func inRounded(x, y, size, r int) bool {
	cx, cy := x, y
	switch {
	case x < r:
		cx = r
	case x >= size-r:
		cx = size - r - 1
	}
	switch {
	case y < r:
		cy = r
	case y >= size-r:
		cy = size - r - 1
	}
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}
