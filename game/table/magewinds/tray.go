package magewinds

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// rollShown is the roll the dice tray shows: the last dice rolled for an
// attack or a spell in the log up to the position shown, as the seat at
// the screen may see them. It stays until the next roll.
type rollShown struct {
	tray  rmw.RollTray
	roll  rmw.Roll
	has   bool
	found struct { // what the roll was found from
		n    int
		last rules.State
		seat rules.Seat
	}
}

// rollKey is what the tray's labels say: the target number and the hits
// of a roll (none: no roll yet).
type rollKey struct {
	none       bool
	need, hits int
	dice       int
}

// lastRoll returns the dice tray's roll, found again when the log changes.
func (m *mageBoard) lastRoll(f *table.Frame) (*rmw.Roll, bool) {
	r := &m.roll
	seat := f.Screen().Viewer
	log := f.EventLog()
	n := len(log.Entries)
	var last rules.State
	if n > 0 {
		last = log.Entries[n-1].After
	}
	if r.found.n == n && r.found.last == last && r.found.seat == seat {
		return &r.roll, r.has
	}
	r.found.n, r.found.last, r.found.seat = n, last, seat
	r.has = false
	for i := n - 1; i >= 0 && !r.has; i-- {
		evs := log.Entries[i].Events
		for k := len(evs) - 1; k >= 0; k-- {
			e, ok := table.EventFor(evs[k], seat).(mw.Event)
			if ok && e.Kind == mw.EvRolled && len(e.Dice) > 0 {
				r.roll = rmw.Roll{Dice: append(r.roll.Dice[:0], e.Dice...), Need: e.N}
				r.has = true
				break
			}
		}
	}
	return &r.roll, r.has
}

// trayParts splits the tray's slot into the tray itself and the line
// under it that counts the hits.
func (m *mageBoard) trayParts(a table.Host) (tray, count image.Rectangle) {
	l := m.row(a)
	lh := render.LineHeight(render.Face(float64(a.Theme().Px(12))))
	s := l.tray
	if s.Dy() < 3*lh {
		return s, image.Rectangle{}
	}
	return image.Rect(s.Min.X, s.Min.Y, s.Max.X, s.Max.Y-lh-a.Theme().Px(2)), image.Rect(s.Min.X, s.Max.Y-lh, s.Max.X, s.Max.Y)
}

// drawTray draws the dice tray in its slot at the right end of the card
// row, which nothing else takes: the target number above it, the dice of
// the last roll on it, the hits under it.
func (m *mageBoard) drawTray(f *table.Frame, screen *ebiten.Image) {
	a := f.Host()
	t := a.Theme()
	l := m.row(a)
	small := render.Face(float64(t.Px(12)))
	roll, ok := m.lastRoll(f)
	k := rollKey{none: !ok}
	if ok {
		k.need, k.hits, k.dice = roll.Need, roll.Hits(), len(roll.Dice)
	} else {
		roll = nil
	}
	if s := m.texts.tray.Get(k, l.tray.Dx(), small, trayForms); s != "" {
		render.DrawLabel(screen, s, small, float64(l.tray.Min.X), float64(l.labelY), render.Tint(t.Muted))
	}
	tray, count := m.trayParts(a)
	m.roll.tray.Draw(screen, tray, roll, a.Pal())
	if s := m.texts.trayCount.Get(k, count.Dx(), small, countForms); s != "" && !count.Empty() {
		render.DrawLabel(screen, s, small, float64(count.Min.X+t.Px(4)), float64(count.Min.Y), render.Tint(t.Ink))
	}
}

// trayForms are the forms of the label over the dice tray: what a die
// needs to hit (18.5.2).
func trayForms(k rollKey) []string {
	switch {
	case k.none:
		return []string{"Dice tray", "Dice"}
	case k.need < 1:
		return []string{"No die can hit", "No hits", "—"}
	case k.need >= 6:
		return []string{"Every die hits", "All hit", fmt.Sprintf("≤%d", k.need)}
	}
	return []string{fmt.Sprintf("Hits on %d or less", k.need), fmt.Sprintf("%d or less hits", k.need), fmt.Sprintf("Hit ≤%d", k.need), fmt.Sprintf("≤%d", k.need)}
}

// countForms are the forms of the line under the dice: the hits and the
// misses.
func countForms(k rollKey) []string {
	if k.none {
		return []string{"No roll yet", ""}
	}
	h, x := k.hits, k.dice-k.hits
	return []string{
		fmt.Sprintf("%d %s, %d %s", h, plural(h, "hit", "hits"), x, plural(x, "miss", "misses")),
		fmt.Sprintf("%d %s", h, plural(h, "hit", "hits")),
		fmt.Sprintf("%d", h),
	}
}

// plural returns one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
