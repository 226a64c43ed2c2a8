package render

import (
	"bytes"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// fontCache holds the Go fonts, parsed once, and one face per size and
// weight: the faces Ebitengine draws text with every frame, and the faces a
// Canvas writes with on the CPU. It is a cache: the only state it keeps can
// be rebuilt at any time.
var fontCache = struct {
	sync.Mutex
	regular, bold       *text.GoTextFaceSource
	cpuRegular, cpuBold *opentype.Font
	faces               map[faceKey]*text.GoTextFace
	cpuFaces            map[faceKey]font.Face
}{faces: map[faceKey]*text.GoTextFace{}, cpuFaces: map[faceKey]font.Face{}}

type faceKey struct {
	size float64
	bold bool
}

// maxFaces bounds each map of faces: sizes that follow the window pile up.
const maxFaces = 64

// Face returns Go Regular at size pixels, cached per size.
func Face(size float64) *text.GoTextFace { return face(size, false) }

// BoldFace returns Go Bold at size pixels, cached per size.
func BoldFace(size float64) *text.GoTextFace { return face(size, true) }

func face(size float64, bold bool) *text.GoTextFace {
	fontCache.Lock()
	defer fontCache.Unlock()
	k := faceKey{size, bold}
	if f, ok := fontCache.faces[k]; ok {
		return f
	}
	src := fontCache.regular
	if bold {
		src = fontCache.bold
	}
	if src == nil {
		s, err := text.NewGoTextFaceSource(bytes.NewReader(fontTTF(bold)))
		if err != nil {
			panic("render: the embedded Go font does not parse: " + err.Error())
		}
		src = s
		if bold {
			fontCache.bold = s
		} else {
			fontCache.regular = s
		}
	}
	if len(fontCache.faces) >= maxFaces {
		clear(fontCache.faces)
	}
	f := &text.GoTextFace{Source: src, Size: size}
	fontCache.faces[k] = f
	return f
}

// fontTTF returns the TrueType data of Go Regular or Go Bold.
func fontTTF(bold bool) []byte {
	if bold {
		return gobold.TTF
	}
	return goregular.TTF
}

// cpuFace returns Go Regular or Go Bold at size pixels, rounded to half a
// pixel, for writing on a Canvas.
func cpuFace(size float64, bold bool) font.Face {
	size = math.Max(5, math.Round(size*2)/2)
	fontCache.Lock()
	defer fontCache.Unlock()
	k := faceKey{size, bold}
	if f, ok := fontCache.cpuFaces[k]; ok {
		return f
	}
	src := fontCache.cpuRegular
	if bold {
		src = fontCache.cpuBold
	}
	if src == nil {
		f, err := opentype.Parse(fontTTF(bold))
		if err != nil {
			panic("render: the embedded Go font does not parse: " + err.Error())
		}
		src = f
		if bold {
			fontCache.cpuBold = f
		} else {
			fontCache.cpuRegular = f
		}
	}
	f, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("render: " + err.Error())
	}
	if len(fontCache.cpuFaces) >= maxFaces {
		clear(fontCache.cpuFaces)
	}
	fontCache.cpuFaces[k] = f
	return f
}
