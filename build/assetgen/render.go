package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"

	"github.com/srwiley/oksvg"
	"github.com/srwiley/rasterx"
)

// iconSize is the width and height of every generated PNG, in pixels.
const iconSize = 128

// iconPadding is the empty margin kept on each side of the icon, in pixels.
const iconPadding = 4

// render rasterises an iconify icon body (SVG inner markup drawn on a
// width x height viewBox) into a size x size image: white shapes on a
// transparent background, with pad pixels of margin on every side.
func render(body string, width, height float64, size, pad int) (*image.NRGBA, error) {
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" width="%g" height="%g">%s</svg>`,
		width, height, width, height, strings.ReplaceAll(body, "currentColor", "#FFFFFF"))
	icon, err := oksvg.ReadIconStream(strings.NewReader(svg), oksvg.StrictErrorMode)
	if err != nil {
		return nil, fmt.Errorf("parse svg: %w", err)
	}
	inner := float64(size - 2*pad)
	// Keep the aspect ratio: fit the longer side and centre the shorter one.
	scale := inner / max(width, height)
	w, h := width*scale, height*scale
	icon.SetTarget(float64(pad)+(inner-w)/2, float64(pad)+(inner-h)/2, w, h)

	rgba := image.NewRGBA(image.Rect(0, 0, size, size))
	scanner := rasterx.NewScannerGV(size, size, rgba, rgba.Bounds())
	icon.Draw(rasterx.NewDasher(size, size, scanner), 1)
	return whiten(rgba), nil
}

// whiten converts a premultiplied image into a non-premultiplied one that
// keeps only the coverage: every pixel becomes pure white with the source's
// alpha, and fully transparent pixels become transparent black.
func whiten(src *image.RGBA) *image.NRGBA {
	dst := image.NewNRGBA(src.Bounds())
	for i := 0; i+3 < len(src.Pix); i += 4 {
		a := src.Pix[i+3]
		if a == 0 {
			continue
		}
		dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2], dst.Pix[i+3] = 0xFF, 0xFF, 0xFF, a
	}
	return dst
}

// encodePNG encodes img as a PNG with the best compression. The Go encoder
// is deterministic, so the same image always gives the same bytes.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// coverage returns the fraction of the image's pixels that are fully opaque
// and the fraction that are fully transparent. The generator uses it to
// reject an icon drawn as a solid square (a background rectangle).
func coverage(img *image.NRGBA) (opaque, transparent float64) {
	var o, t int
	for i := 3; i < len(img.Pix); i += 4 {
		switch img.Pix[i] {
		case 0xFF:
			o++
		case 0:
			t++
		}
	}
	n := float64(len(img.Pix) / 4)
	return float64(o) / n, float64(t) / n
}
