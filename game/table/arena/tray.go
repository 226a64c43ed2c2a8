package arena

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	ra "skirmish/render/arena"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// rollShown is the last roll as the tray shows it: the resisted roll's
// 2D6 against its TN (or a death save's), the Damage dice that followed
// and what armour and Fate Points took of them.
type rollShown struct {
	ok   bool
	roll ra.Roll
	key  int // the history's position and seat it was made for
}

// lastRoll finds the last roll in the log as seat may see it and fills r
// with it; it reports whether there is one.
func lastRoll(l *table.EventLog, seat rules.Seat, r *ra.Roll) bool {
	r.Reset()
	for i := len(l.Entries) - 1; i >= 0; i-- {
		evs := l.Entries[i].Events
		for k := len(evs) - 1; k >= 0; k-- {
			e, ok := table.EventFor(evs[k], seat).(ar.Event)
			if !ok || !isRoll(e) {
				continue
			}
			r.Dice = [2]int{int(e.Dice[0]), int(e.Dice[1])}
			r.TN = e.TN
			r.Label = e.Text
			r.Bonus = e.Amount - r.Dice[0] - r.Dice[1]
			for _, later := range evs[k+1:] {
				if d, ok := table.EventFor(later, seat).(ar.Event); ok && d.Kind == ar.EvDamage {
					damageOf(d, r)
					break
				}
			}
			return true
		}
	}
	return false
}

// isRoll reports whether e is a roll of 2D6 against a TN: a resisted
// roll, a death save, a bypass, a sneak attack, a retreat, any roll the
// rules add that says its dice and its TN.
func isRoll(e ar.Event) bool { return len(e.Dice) == 2 && e.TN > 0 }

// damageOf fills r's Damage from a Damage event: its dice, the raw
// Damage, the DR it met and the Fate Points spent.
func damageOf(e ar.Event, r *ra.Roll) {
	r.Hit = true
	r.Damage = r.Damage[:0]
	sum := 0
	for _, d := range e.Dice {
		r.Damage = append(r.Damage, int(d))
		sum += int(d)
	}
	r.Raw, r.HP = e.Amount, e.HP
	r.DamageMod = e.Amount - sum
	r.DR, r.FP = e.DR, e.FP
	if r.DR > 0 {
		r.DRLayers = append(r.DRLayers[:0], r.DR)
	}
}

// trayDrawer hands the last roll to the tray of render/arena.
type trayDrawer struct {
	tray ra.Tray
	area image.Rectangle
}

// layout places the tray in area.
func (t *trayDrawer) layout(area image.Rectangle, r *ra.Roll) {
	t.area = area
	t.tray.Layout(area, r)
}

// draw draws the roll, hover the die under the mouse (-1 none), the dice
// tumbling while m says they roll.
func (t *trayDrawer) draw(dst *ebiten.Image, r *ra.Roll, hover int, m render.TrayMotion, pal *render.Palette) {
	t.tray.Draw(dst, r, hover, m, pal)
}

// roll returns the last roll as the seat at the screen may see it, made
// again only when the history or the seat changes.
func (c *arenaBoard) roll() *rollShown {
	seat := c.f.Screen().Viewer
	key := c.f.Session().Position()*8 + int(seat+3)
	if c.rollKey != key || !c.rollMade {
		c.rollKey, c.rollMade = key, true
		c.rollCache.ok = lastRoll(c.f.EventLog(), seat, &c.rollCache.roll)
		c.rollCache.key = key
	}
	return &c.rollCache
}
