package battleaxe

import (
	"strconv"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
)

// MakePanel builds the side panel: who decides and how, a tab per hero
// and the console of the one shown, the action list with its number keys,
// Undo, Redo and Menu, and the log (of the enemies' turns, what was shown
// of them).
func (c *dungeon) MakePanel(f *table.Frame) *widget.Container {
	if !c.roster.read && mustering(c.Game()) {
		c.loadRoster(f.Host())
	}
	c.makeMarks(c.decidingView(), c.side())
	c.choices = nil // made again by ActionColumn, while someone decides
	root, left := f.PanelTopWith(c.consoleWidget(f.Host(), c.shown(), f.Inner(), f.Folded()))
	root.AddChild(f.ActionColumn(left))
	root.AddChild(c.logPane.Widget(f.Host().Theme(), f.Inner(), c.logLines()))
	return root
}

// Status is the panel's heading, in the accent's ink.
func (c *dungeon) Status(*table.Frame) (string, int) { return c.statusLine(c.shown()), -1 }

// Card: the console is the panel's card (MakePanel).
func (c *dungeon) Card(*table.Frame) []string { return nil }

// consoleHero returns the hero whose console the panel shows: the one the
// player opened, else the one deciding, else the first.
func (c *dungeon) consoleHero(g *ba.Game) int {
	if c.console >= 0 && c.console < g.MiniCount() {
		return c.console
	}
	if s := c.side(); s >= 0 {
		return g.SeatHero(s)
	}
	if t := g.Turn(); t.Hero >= 0 {
		return t.Hero
	}
	if s := g.ToAct(); len(s) > 0 {
		return g.SeatHero(int(s[0]))
	}
	return g.SeatHero(0)
}

// statusLine says who decides what.
func (c *dungeon) statusLine(g *ba.Game) string {
	switch {
	case g.Outcome().Over:
		return "Game over"
	case c.foes.on:
		return "The enemies' turns"
	}
	if hero, enemy, ok := g.LuckPending(); ok {
		if enemy < 0 {
			return g.MiniName(hero) + ": luck on this roll?"
		}
		return g.MiniName(hero) + ": luck against " + g.MiniName(enemy) + "?"
	}
	if s := c.side(); s >= 0 && shopping(g) {
		return "The shop: " + g.MiniName(g.SeatHero(s))
	}
	if s := c.side(); s >= 0 {
		return g.MiniName(g.SeatHero(s)) + " to act"
	}
	if t := g.Turn(); t.Hero >= 0 {
		return g.MiniName(t.Hero) + " acts"
	}
	return "Round " + strconv.Itoa(g.Round())
}

// Prompt says what to do now, for the device in hand (the frame says it
// while the computer decides, in a review and at the end).
func (c *dungeon) Prompt(f *table.Frame) string {
	g := c.decidingView()
	in := f.Host().In()
	ok, list := in.Glyph(input.Confirm), in.Glyph(input.Panel)
	if c.foes.on {
		return table.Says(in, "Each enemy's target is marked with the rule that chose it: Next enemy, or Play through.",
			ok+" shows the next enemy; or choose Play through.", ok+" shows the next enemy; "+list+" for Play through.")
	}
	if c.side() < 0 {
		return "The computer is deciding."
	}
	if luckPending(g) {
		return "An enemy's blow wounds you: use your luck to re-roll it, or accept it."
	}
	if shopping(g) {
		return shopPrompt(g)
	}
	move := "the arrows"
	if in.LastDevice() == input.Gamepad {
		move = "the D-pad"
	}
	return table.Says(in, "Click a marked square to move (the Speed Roll allows the squares marked), a marked enemy to fight or shoot, or choose below. Drag to pan, the wheel zooms.",
		"Move the cursor with "+move+": "+ok+" on a marked square moves, on a marked enemy fights or shoots; or the number keys.",
		"Move the cursor with "+move+": "+ok+" on a marked square moves, on a marked enemy fights or shoots; "+list+" for the list.")
}
