package render

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// fontCache holds the parsed Go fonts and one face per size. It is a cache:
// the only state it keeps can be rebuilt at any time.
var fontCache = struct {
	sync.Mutex
	regular, bold *text.GoTextFaceSource
	faces         map[faceKey]*text.GoTextFace
}{faces: map[faceKey]*text.GoTextFace{}}

type faceKey struct {
	size float64
	bold bool
}

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
		ttf := goregular.TTF
		if bold {
			ttf = gobold.TTF
		}
		s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
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
	if len(fontCache.faces) >= 64 { // sizes that follow the window pile up
		clear(fontCache.faces)
	}
	f := &text.GoTextFace{Source: src, Size: size}
	fontCache.faces[k] = f
	return f
}
