package battleaxe

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	rb "skirmish/render/battleaxe"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// trayState is the dice tray under the board, drawn by render/battleaxe:
// the rolls of the moment (a blow's D100 as the tens and units d10 against
// its Success, the defence's, a Speed Roll's D6, a jump's D100), with
// VITAL HIT called out; the dice tumble for a moment after a roll.
type trayState struct {
	rolling, ticks int
	tray           rb.Tray
	dice           rb.Dice
	key            int // the history's length and the enemies' step the rolls were made for
	made           bool
}

// rollTicks is how long the dice tumble at the normal speed.
const rollTicks = 30

// tick counts the tumble down.
func (t *trayState) tick() {
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
		if ev, ok := e.(ba.Event); ok && ev.Rolled {
			t.ticks = max(1, rollTicks*100/a.Prefs().AnimSpeed)
			t.rolling = t.ticks
			return
		}
	}
}

// rollEvents returns the events whose rolls the tray shows: in the
// enemies' turns those shown so far of the action, else the last action's
// (or, when it rolled nothing, the last that did, a few actions back).
func (c *dungeon) rollEvents() []rules.Event {
	log := c.f.EventLog()
	n := len(log.Entries)
	if n == 0 {
		return nil
	}
	if c.foes.on {
		evs := log.Entries[n-1].Events
		return evs[:min(c.foes.shownEvents(), len(evs))]
	}
	for i := n - 1; i >= max(0, n-4); i-- {
		evs := log.Entries[i].Events
		// A campaign's quest ended here: what was rolled before belongs to
		// the quest left behind, not to the shop or the next quest.
		after := -1
		for k, e := range evs {
			if ev, ok := e.(ba.Event); ok && ev.Kind == ba.EvCampaign {
				after = k + 1
			}
		}
		boundary := after >= 0
		if boundary {
			evs = evs[after:]
		}
		for _, e := range evs {
			if ev, ok := e.(ba.Event); ok && ev.Rolled {
				return evs
			}
		}
		if boundary {
			return nil
		}
	}
	return nil
}

// fillDice sets the tray's rolls from the last roll shown: a blow (its
// attack and defence), else a jump, a door's dice, else a Speed Roll.
func (c *dungeon) fillDice(g *ba.Game) {
	t := &c.tray
	key := c.ses.Position()*64 + 1
	if c.foes.on {
		key += c.foes.step + 1
	}
	if t.made && key == t.key {
		return
	}
	t.key, t.made = key, true
	d := &t.dice
	d.Rolls = d.Rolls[:0]
	evs := c.rollEvents()
	for i := len(evs) - 1; i >= 0 && len(d.Rolls) == 0; i-- {
		ev, ok := evs[i].(ba.Event)
		if !ok {
			continue
		}
		switch ev.Kind {
		case ba.EvAttack:
			d.Rolls = appendBlow(d.Rolls, g, ev)
		case ba.EvJump:
			r := rb.Roll{Label: g.MiniName(int(ev.Mini)) + " jumps the chasm", Kind: rb.Percent, Value: ev.M, Target: ev.N, Outcome: rb.Success, Word: "LANDS"}
			if ev.M > ev.N {
				r.Outcome, r.Word = rb.Failure, "FALLS"
			}
			d.Rolls = append(d.Rolls, r)
		case ba.EvDoorDice, ba.EvQuestDice, ba.EvD20, ba.EvSetupD6:
			d.Rolls = appendDoorRolls(d.Rolls, evs)
		case ba.EvSpeedRoll:
			if ev.Rolled {
				d.Rolls = append(d.Rolls, rb.Roll{Label: g.MiniName(int(ev.Mini)) + "'s Speed Roll", Kind: rb.Six, Value: ev.N, Word: "UP TO " + strconv.Itoa(ev.M) + " SQUARES"})
			}
		}
	}
}

// appendDoorRolls appends what a door's opening rolled, two rolls at most
// (the tray's room): the die that chose what lies behind it (the Quest
// Room Dice when rolled, else the Door Dice), then the room's Setup D6 (else
// its D20 into the room book).
func appendDoorRolls(rolls []rb.Roll, evs []rules.Event) []rb.Roll {
	var which, setup *ba.Event
	for i := range evs {
		ev, ok := evs[i].(ba.Event)
		if !ok || !ev.Rolled {
			continue
		}
		switch ev.Kind {
		case ba.EvDoorDice, ba.EvQuestDice:
			which = &ev
		case ba.EvD20, ba.EvSetupD6:
			if setup == nil || ev.Kind == ba.EvSetupD6 {
				setup = &ev
			}
		}
	}
	if which != nil {
		r := rb.Roll{Label: "Door Dice", Kind: rb.Door, Value: rb.FaceRoom, Word: "A ROOM"}
		if which.Kind == ba.EvDoorDice && which.M == 0 {
			r.Value, r.Word = rb.FacePassage, "A PASSAGE"
		}
		if which.Kind == ba.EvQuestDice {
			r = rb.Roll{Label: "Quest Room Dice", Kind: rb.Quest, Value: 0, Word: "A ROOM"}
			if which.M == 1 {
				r.Value, r.Word = rb.FaceQuest, "THE QUEST ROOM!"
			}
		}
		rolls = append(rolls, r)
	}
	if setup != nil {
		r := rb.Roll{Label: "D20 into the room book", Kind: rb.Twenty, Value: setup.N, Word: "ENTRY " + strconv.Itoa(setup.N)}
		if setup.Kind == ba.EvSetupD6 {
			r = rb.Roll{Label: "Setup D6", Kind: rb.Six, Value: setup.N, Word: "LAYOUT " + strconv.Itoa(setup.M)}
		}
		rolls = append(rolls, r)
	}
	return rolls
}

// appendBlow appends a blow's rolls: the attack, and the defence when the
// defender rolled.
func appendBlow(rolls []rb.Roll, g *ba.Game, ev ba.Event) []rb.Roll {
	b := ev.Blow
	verb := map[string]string{"fight": " attacks ", "shoot": " shoots at ", "spell": " casts at "}[b.Kind]
	att := rb.Roll{Label: g.MiniName(int(ev.Mini)) + verb + g.MiniName(int(ev.Other)), Kind: rb.Percent, Value: b.Roll.Value, Target: b.Success, Vital: b.Vital}
	switch {
	case b.Vital:
		att.Outcome, att.Word = rb.Success, "VITAL"
	case b.Hit:
		att.Outcome, att.Word = rb.Success, "HIT"
	default:
		att.Outcome, att.Word = rb.Failure, "MISS"
	}
	rolls = append(rolls, att)
	if b.Defends {
		def := rb.Roll{Label: g.MiniName(int(ev.Other)) + " defends", Kind: rb.Percent, Value: b.DefRoll.Value, Target: b.Defend, Outcome: rb.Success, Word: "SAVED"}
		if b.Wounds > 0 {
			def.Outcome, def.Word = rb.Failure, "WOUNDED"
		}
		rolls = append(rolls, def)
	}
	return rolls
}

// drawTray draws the tray: the rolls of the moment, tumbling a moment
// after they are made; a word on what lands there while empty.
func (c *dungeon) drawTray(a table.Host, screen *ebiten.Image, g *ba.Game) {
	t := &c.tray
	c.fillDice(g)
	d := &t.dice
	d.T, d.Frame, d.Scale = 1, c.f.Ticks(), a.Theme().Scale
	if t.rolling > 0 && t.ticks > 0 {
		d.T = 1 - float64(t.rolling)/float64(t.ticks)
	}
	t.tray.Draw(screen, c.lay.tray, d, a.Pal())
	if len(d.Rolls) == 0 {
		th := a.Theme()
		r := c.lay.tray
		render.DrawLabel(screen, "The dice tray: a fight's or a shot's D100 lands here, the tens die and the units die.", th.Small,
			float64(r.Min.X+th.Px(14)), float64(r.Min.Y+r.Dy()/2-th.Px(8)), render.Tint(th.Muted))
	}
}
