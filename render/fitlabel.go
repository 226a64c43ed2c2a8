package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// FitLabel is the longest of a label's forms that fits a width, kept while
// what it says, the width and the face stay the same, so that a label
// drawn every frame is measured only when one of them changes. The zero
// value is ready.
type FitLabel[K comparable] struct {
	key  K
	w    int
	face text.Face
	s    string
	ok   bool
}

// Get returns the first of forms(k) at most w pixels wide in face, or ""
// when none is.
func (l *FitLabel[K]) Get(k K, w int, face text.Face, forms func(K) []string) string {
	if !l.ok || l.key != k || l.w != w || l.face != face {
		l.key, l.w, l.face, l.s, l.ok = k, w, face, FitText(forms(k), face, w), true
	}
	return l.s
}

// Text returns the form Get returned last.
func (l *FitLabel[K]) Text() string { return l.s }

// FitText returns the first of forms at most w pixels wide in face, or ""
// when none is.
func FitText(forms []string, face text.Face, w int) string {
	for _, s := range forms {
		if MeasuredWidth(s, face) <= w {
			return s
		}
	}
	return ""
}

// MeasuredWidth returns the width of s in face, rounded up.
func MeasuredWidth(s string, face text.Face) int {
	w, _ := text.Measure(s, face, 0)
	return int(math.Ceil(w))
}

// LineHeight returns the height of a line of face, ascent and descent,
// rounded up.
func LineHeight(face text.Face) int {
	m := face.Metrics()
	return int(math.Ceil(m.HAscent + m.HDescent))
}
