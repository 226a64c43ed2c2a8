package battleaxe

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// trayState is the dice tray under the board: the last blow's D100 as two
// d10 (tens and units) against its Success, the defence roll, and a Vital
// Hit called out; the dice tumble for a moment after a roll.
type trayState struct {
	rolling, ticks int
	br             render.Brush
	lineKey        int    // the history's length and step the words were made for
	words          string // what the tray says of the blow
	vital          bool
	ok             bool
	blow           ba.Blow
}

// rollTicks is how long the dice tumble at the normal speed.
const rollTicks = 30

// tick counts the tumble down.
func (t *trayState) tick(a table.Host) {
	if t.rolling > 0 {
		t.rolling--
	}
}

// rolled starts the tumble when evs rolled dice.
func (t *trayState) rolled(a table.Host, evs []rules.Event) {
	if a.Prefs().AnimSpeed <= 0 {
		return
	}
	for _, e := range evs {
		if ev, ok := e.(ba.Event); ok && ev.Kind == ba.EvAttack {
			t.ticks = max(1, rollTicks*100/a.Prefs().AnimSpeed)
			t.rolling = t.ticks
			return
		}
	}
}

// lastBlow returns the blow the tray shows: in the enemies' turns the last
// one shown, else the last of the log.
func (c *DungeonTable) lastBlow() (ba.Event, bool) {
	if c.foes.on {
		if ev, ok := c.foes.lastBlow(); ok {
			return ev, true
		}
	}
	for i := len(c.log.Entries) - 1; i >= 0 && i >= len(c.log.Entries)-8; i-- {
		evs := c.log.Entries[i].Events
		for k := len(evs) - 1; k >= 0; k-- {
			if ev, ok := evs[k].(ba.Event); ok && ev.Kind == ba.EvAttack {
				return ev, true
			}
		}
		if c.foes.on {
			break
		}
	}
	return ba.Event{}, false
}

// trayWords words the blow for the tray, made again when the position or
// the enemies' step changes.
func (c *DungeonTable) trayWords() {
	key := c.ses.Position()*64 + c.foes.step
	if !c.foes.on {
		key = c.ses.Position() * 64
	}
	t := &c.tray
	if key == t.lineKey && t.words != "" {
		return
	}
	t.lineKey = key
	ev, ok := c.lastBlow()
	t.ok = ok
	if !ok {
		t.words = "The dice tray: a fight's or a shot's D100 lands here, the tens die and the units die."
		return
	}
	b := ev.Blow
	t.blow, t.vital = b, b.Vital
	g := c.Game()
	verb := map[string]string{"fight": "fights", "shoot": "shoots at", "spell": "casts at"}[b.Kind]
	t.words = fmt.Sprintf("%s %s %s: %d against %d%%", g.MiniName(int(ev.Mini)), verb, g.MiniName(int(ev.Other)), b.Roll.Value, b.Success)
	switch {
	case b.Vital:
		t.words += ": no defence, 2 wounds"
	case !b.Hit:
		t.words += ": a miss"
	case b.Defends:
		t.words += fmt.Sprintf("; defends %d against %d%%: ", b.DefRoll.Value, b.Defend)
		if b.Wounds > 0 {
			t.words += fmt.Sprintf("%d wound", b.Wounds)
		} else {
			t.words += "saved"
		}
	default:
		t.words += fmt.Sprintf(": %d wound(s)", b.Wounds)
	}
}

// drawTray draws the tray: the two d10 of the attack and those of the
// defence, the words of the blow, and VITAL HIT.
func (c *DungeonTable) drawTray(a table.Host, screen *ebiten.Image) {
	t := &c.tray
	th := a.Theme()
	pal := a.Pal()
	r := c.lay.tray
	br := &t.br
	br.Rect(screen, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), pal.TrayEdge, 1)
	br.Rect(screen, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx())-6, float64(r.Dy())-6, pal.Tray, 1)
	br.Flush(screen)
	c.trayWords()
	pad := th.Px(10)
	die := min(r.Dy()-2*pad-th.Px(22), th.Px(56))
	x := r.Min.X + pad
	y := r.Min.Y + pad
	if t.ok && die > th.Px(16) {
		b := t.blow
		faces := []struct {
			v    int
			kind render.DieKind
		}{{b.Roll.Tens, render.AttackDie}, {b.Roll.Units, render.AttackDie}}
		if b.Defends {
			faces = append(faces, struct {
				v    int
				kind render.DieKind
			}{b.DefRoll.Tens, render.DefenceDie}, struct {
				v    int
				kind render.DieKind
			}{b.DefRoll.Units, render.DefenceDie})
		}
		for i, f := range faces {
			v := f.v
			if t.rolling > 0 {
				v = (c.frame/4 + i*3) % 10
			}
			dx := x + i*(die+th.Px(8))
			if i >= 2 {
				dx += th.Px(16)
			}
			render.DrawDie(screen, br, image.Rect(dx, y, dx+die, y+die), v, f.kind, render.DiePlain, 0, 0, 1, pal)
		}
		br.Flush(screen)
		if t.vital && t.rolling == 0 {
			vx := x + len(faces)*(die+th.Px(8)) + th.Px(24)
			render.DrawLabel(screen, "VITAL HIT!", th.Heading, float64(vx), float64(y+die/2-th.Px(10)), render.Tint(pal.Bad))
		}
		y += die + th.Px(4)
	}
	render.DrawLabel(screen, t.words, th.Small, float64(x), float64(y), render.Tint(th.Ink))
}
