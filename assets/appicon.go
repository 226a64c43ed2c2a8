package assets

import (
	"image"
	"image/color"

	"golang.org/x/image/draw"
)

// appIconAmber and appIconBackground are the two colours of the application
// icon: the logo in amber on a dark brown rounded square.
var (
	appIconAmber      = color.RGBA{0xF2, 0xB1, 0x4C, 0xFF}
	appIconBackground = color.RGBA{0x2A, 0x1E, 0x14, 0xFF}
)

// AppIcon returns the application icon as a size×size image: the "logo" icon
// in amber on a dark square with rounded corners (radius size/6), the logo
// inset by size/8 on each side. Outside the rounded corners the image is
// transparent. The window icon and the desktop packages (build/packager) are
// drawn with it. A size below 1 gives an empty image. It is safe for
// concurrent use; each call returns a new image.
func AppIcon(size int) image.Image {
	if size < 1 {
		return image.NewRGBA(image.Rectangle{})
	}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	r := size / 6
	for y := range size {
		for x := range size {
			if inRounded(x, y, size, r) {
				img.SetRGBA(x, y, appIconBackground)
			}
		}
	}
	logo := Icon("logo")
	pad := size / 8
	if logo == nil || size-2*pad < 1 {
		return img
	}
	mask := image.NewAlpha(image.Rect(0, 0, size-2*pad, size-2*pad))
	draw.CatmullRom.Scale(mask, mask.Bounds(), logo, logo.Bounds(), draw.Src, nil)
	amber := image.NewUniform(appIconAmber)
	draw.DrawMask(img, image.Rect(pad, pad, size-pad, size-pad), amber, image.Point{}, mask, image.Point{}, draw.Over)
	return img
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
