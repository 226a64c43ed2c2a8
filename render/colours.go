package render

import "image/color"

// Colour helpers. Colours are color.RGBA with straight alpha (opaque unless
// said otherwise); the brush and the canvas premultiply when they draw.

// RGB returns the opaque colour 0xRRGGBB.
func RGB(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// Mix returns a blend of colours a and b: t=0 gives a, t=1 gives b.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// Lighten moves an opaque colour towards white by t.
func Lighten(c color.RGBA, t float64) color.RGBA { return Mix(c, color.RGBA{255, 255, 255, 255}, t) }

// Darken moves an opaque colour towards black by t.
func Darken(c color.RGBA, t float64) color.RGBA { return Mix(c, color.RGBA{0, 0, 0, 255}, t) }

// Fade returns c at opacity a, in straight alpha.
func Fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{c.R, c.G, c.B, uint8(float64(c.A)*a + 0.5)}
}

// Shade adds d to each channel of c, staying within 0 and 255.
func Shade(c color.RGBA, d int) color.RGBA {
	f := func(v uint8) uint8 { return uint8(min(255, max(0, int(v)+d))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// Dim multiplies each channel of c by k, staying within 0 and 255.
func Dim(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(min(255, max(0, float64(v)*k))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// Premul returns the straight-alpha colour c premultiplied, as image/color
// expects.
func Premul(c color.RGBA) color.RGBA {
	if c.A == 255 {
		return c
	}
	a := uint32(c.A)
	return color.RGBA{uint8(uint32(c.R) * a / 255), uint8(uint32(c.G) * a / 255), uint8(uint32(c.B) * a / 255), c.A}
}
