package main

import (
	"bytes"
	"fmt"
	"image/png"

	"skirmish/assets"
)

// appIconPNG returns assets.AppIcon at size×size, encoded as PNG at the best
// compression.
func appIconPNG(size int) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, assets.AppIcon(size)); err != nil {
		return nil, fmt.Errorf("encoding the %dx%d icon: %w", size, size, err)
	}
	return buf.Bytes(), nil
}
