package ui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

func TestWrapKeepsLinesWithinTheWidth(t *testing.T) {
	face := render.Face(14)
	s := "Gnome A takes a swing at Goblin b: 3 Strength + 1 Stamina = 4 Attack Dice, and the Goblin never saw it coming."
	for _, width := range []float64{80, 150, 300, 2000} {
		lines := Wrap(s, face, width, "  ")
		if strings.Join(strings.Fields(strings.Join(lines, " ")), " ") != s {
			t.Fatalf("width %v: words lost or changed: %q", width, lines)
		}
		for i, l := range lines {
			if w, _ := text.Measure(l, face, 0); w > width && len(strings.Fields(l)) > 1 {
				t.Errorf("width %v: line %d %q is %v wide", width, i, l, w)
			}
			if i > 0 && !strings.HasPrefix(l, "  ") {
				t.Errorf("width %v: line %d %q is not indented", width, i, l)
			}
		}
		if width == 2000 && len(lines) != 1 {
			t.Errorf("a wide line was broken: %q", lines)
		}
	}
	if got := Wrap("one\ntwo", face, 500, ""); len(got) != 2 {
		t.Errorf("paragraphs %q", got)
	}
}

func TestThemeScales(t *testing.T) {
	small, big := NewTheme(1, render.NewPalette(false), false), NewTheme(2, render.NewPalette(false), false)
	if small.Px(10) != 10 || big.Px(10) != 20 || big.Px(1) != 2 || NewTheme(0.5, nil, false).Px(1) != 1 {
		t.Errorf("Px: %d %d %d", small.Px(10), big.Px(10), big.Px(1))
	}
	if NewTheme(1, nil, true).Accent == small.Accent {
		t.Error("the colour-blind theme has the same accent")
	}
}
