package table

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/render"
	"skirmish/rules"
)

// Privacy hands the screen from one human seat to another when the
// ruleset hides information from the other seats: the table is covered
// until the player whose decision it is says they are ready. The screen
// shows the public view (View(rules.Spectator)) while covered.
type Privacy struct {
	on      bool   // the ruleset hides information and humans share the screen
	covered bool   // the table is hidden now
	forSide int    // the side the screen is handed to
	shown   int    // the human side the table was last shown to, -1 none
	bare    bool   // shown was given the table with no hand-over: it had nothing to hide
	checked uint64 // the hash of the position bare was last checked at
}

// NewPrivacy returns the privacy of a game: needed when the ruleset hides
// information and at least two seats are played by humans.
func NewPrivacy(rs rules.Ruleset, sitters []session.Sitter) Privacy {
	humans := 0
	for _, s := range sitters {
		if s == session.Human {
			humans++
		}
	}
	sec, ok := rs.(rules.Secretive)
	return Privacy{on: ok && sec.HidesInformation() && humans >= 2, shown: -1, forSide: -1}
}

// Update covers the table when side, a human seat, is to decide after
// another human seat, and uncovers it when that side's player confirms
// (with their own controller, or a click when the mouse is theirs). It
// reports whether the table is covered, and whether it was just uncovered.
// The press that uncovers is consumed (input.Layer.Swallow): it never acts
// on the table it uncovers, whatever the table reads after. Call it before
// the table's widgets see the tick's input.
//
// No cover is needed when st, the game now, says side's view shows nothing
// the public view hides and none of side's actions would make it show any
// (rules.SecretKeeper): the table then goes to side at once, as when two
// seats deploy from empty hands. It is covered as soon as side has
// something to hide.
func (pv *Privacy) Update(h Host, side int, seats *Seating, st rules.State) (covered, uncovered bool) {
	if !pv.on {
		return false, false
	}
	if !pv.covered && side >= 0 && (side != pv.shown || pv.bare) {
		if h := st.Hash(); side != pv.shown || h != pv.checked {
			pv.checked = h
			if !secretAhead(st, side) {
				pv.shown, pv.bare = side, true // nothing of side's to hide: no hand-over
				return false, false
			}
			pv.covered, pv.forSide, pv.bare = true, side, false
		}
	}
	if !pv.covered {
		return false, false
	}
	in := h.In()
	ready := in.Clicked() && seats.Allows(side, KeyboardMouse)
	for _, ev := range in.Events() {
		if ev.Intent == input.Confirm && seats.Allows(side, ControllerOf(ev)) {
			ready = true
		}
	}
	if ready {
		pv.covered, pv.shown = false, side
		in.Swallow()
		return false, true
	}
	return true, false
}

// secretAhead reports whether side would see at the table something the
// public view withholds, now or after one of its actions (a card drawn, a
// warband picked, a face-down choice): a state that cannot say (no
// rules.SecretKeeper) always may. The table given to a side with nothing
// to hide is checked again after each action, so one step ahead is enough.
func secretAhead(st rules.State, side int) bool {
	sk, ok := st.(rules.SecretKeeper)
	seat := rules.Seat(side)
	if !ok || sk.HasSecrets(seat) {
		return true
	}
	for _, a := range st.Legal(seat) {
		c := st.Clone()
		if _, err := c.Apply(a); err != nil {
			continue
		}
		if k, ok := c.(rules.SecretKeeper); !ok || k.HasSecrets(seat) {
			return true
		}
	}
	return false
}

// Covered reports whether the table is hidden now.
func (pv *Privacy) Covered() bool { return pv.covered }

// For returns the side the screen is being handed to.
func (pv *Privacy) For() int { return pv.forSide }

// Shown returns the human side the table was last shown to, -1 none.
func (pv *Privacy) Shown() int { return pv.shown }

// Show marks the table as shown to side, without the hand-over screen
// (screenshots, a review).
func (pv *Privacy) Show(side int) { pv.shown, pv.covered, pv.bare = side, false, false }

// Draw covers the whole screen with the hand-over message to the side
// named name; detail says what is hidden ("Your hand ...").
func (pv *Privacy) Draw(h Host, screen *ebiten.Image, name string, seats *Seating, detail string) {
	w, hh := h.Size()
	vector.FillRect(screen, 0, 0, float32(w), float32(hh), color.NRGBA{0x0E, 0x0C, 0x0B, 0xFF}, false)
	t := h.Theme()
	side := pv.forSide
	msg := fmt.Sprintf("Only the %s should look now. %s", name, readyPrompt(h.In(), side, seats))
	if detail != "" {
		msg = detail + " " + msg
	}
	pal := h.Pal()
	title := "Pass to the " + name
	tw, th := text.Measure(title, t.Title, 0)
	y := float64(hh)/2 - float64(t.Px(60))
	op := &text.DrawOptions{}
	op.GeoM.Translate((float64(w)-tw)/2, y)
	op.ColorScale.ScaleWithColor(pal.Side[max(0, side)%len(pal.Side)])
	text.Draw(screen, title, t.Title, op)
	y += th + float64(t.Px(20))
	measure := func(s string) float64 { return render.MeasurePrompt(s, t.Body) }
	bm := t.Body.Metrics()
	for _, l := range render.AppendWrapped(nil, msg, measure, float64(w)*0.8, "") {
		op := &text.DrawOptions{}
		op.GeoM.Translate(math.Round((float64(w)-measure(l))/2), y)
		op.ColorScale = render.Tint(t.Ink)
		render.DrawPrompt(screen, l, t.Body, op)
		y += bm.HAscent + bm.HDescent + float64(t.Px(6))
	}
}

// readyPrompt tells the player the screen is handed to how to uncover it,
// with the device in hand: "Gnomes: press [A] when ready." with a gamepad,
// "press [Enter] or click when ready." with the keyboard or mouse.
func readyPrompt(in *input.Layer, side int, seats *Seating) string {
	how := "press " + in.Glyph(input.Confirm)
	if !in.PadInHand() && seats.Allows(side, KeyboardMouse) {
		how += " or click"
	}
	if side >= 0 && side < len(seats.Sides) && len(seats.Sides[side]) > 0 {
		return seats.Names(side) + ": " + how + " when ready."
	}
	return strings.ToUpper(how[:1]) + how[1:] + " when ready."
}

// On reports whether the screen is handed over between human seats.
func (pv *Privacy) On() bool { return pv.on }
