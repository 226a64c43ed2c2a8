package table

import (
	"image/color"

	"skirmish/render"
	"skirmish/ui"
)

// TrayOddsStyle is the look of an odds chart drawn in a dice tray at t's
// scale: the theme's small face and inks, a bold face for the figures,
// good bars, bad warnings, on a dark translucent track.
func TrayOddsStyle(t *ui.Theme) render.OddsStyle {
	return render.OddsStyle{
		Face: t.Small, Bold: render.BoldFace(13 * t.Scale), Unit: t.Scale,
		Ink: t.Ink, Muted: t.Muted, Accent: t.Accent, Bar: t.Good, Warn: t.Bad,
		Track: color.NRGBA{0, 0, 0, 0x60},
	}
}
