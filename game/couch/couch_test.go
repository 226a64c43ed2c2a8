package couch

import (
	"slices"
	"strings"
	"testing"

	"skirmish/game/rulesets"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// seed is the seed of every game: the fast path does not depend on it.
const seed = 5

// forEachRuleset runs f for every ruleset of the registry.
func forEachRuleset(t *testing.T, f func(t *testing.T, r *rig)) {
	gameloop.NeedWindow(t)
	for _, k := range rulesets.All {
		t.Run(k.Rules().ID(), func(t *testing.T) { f(t, newRig(t, k, seed)) })
	}
}

// TestKeyboardAlone, TestMouseAlone and TestOnePadAlone play a hotseat
// game of every ruleset with one device, from the title to the end
// screen and a rematch.
func TestKeyboardAlone(t *testing.T) {
	forEachRuleset(t, func(t *testing.T, r *rig) { alone(r, hands{dev: keyboard}) })
}

func TestMouseAlone(t *testing.T) {
	forEachRuleset(t, func(t *testing.T, r *rig) { alone(r, hands{dev: mouse}) })
}

func TestOnePadAlone(t *testing.T) {
	forEachRuleset(t, func(t *testing.T, r *rig) {
		r.Src.ConnectPad(0)
		alone(r, hands{dev: gamepad, pad: 0})
	})
}

// alone plays a whole hotseat game with h: every side human.
func alone(r *rig, h hands) {
	r.TicksN(3)
	r.waitScene("title", 5)
	if h.dev == gamepad {
		firstA(r, h)
	} else {
		r.press(h, "Play")
	}
	r.waitScene("setup", 10)
	allHuman(r, h)
	r.press(h, "Start")
	if h.dev == gamepad {
		r.waitScene("join", 10)
		r.PadButton(h.pad, padX) // the join screen reads each pad itself: X shares one screen
	}
	r.waitScene("table", 10)
	if got := r.seats(); slices.ContainsFunc(got, func(s string) bool { return s != "anyone" }) {
		r.T.Errorf("seats %v, want anyone on every side (one device)", got)
	}
	pl := newPlayer(r, func(int) hands { return h })
	pl.toEnd()
	pl.rematch(h)
	pl.backToTitle(h)
	if h.dev == gamepad {
		startOnTitle(r, h)
	}
}

// TestTwoPads plays a couch game of every ruleset with two pads only: each
// joins its side, the game hands the screen over, pad 1 is unplugged while
// the game is idle (the game pauses, the menu still opens), plugged back
// (the game goes on), unplugged again and taken over by pad 0, plugged
// back, and after the end a rematch keeps the seats.
func TestTwoPads(t *testing.T) {
	forEachRuleset(t, func(t *testing.T, r *rig) {
		p0, p1 := hands{dev: gamepad, pad: 0}, hands{dev: gamepad, pad: 1}
		r.Src.ConnectPad(0)
		r.Src.ConnectPad(1)
		r.TicksN(3)
		r.waitScene("title", 5)
		firstA(r, p0)
		r.waitScene("setup", 10)
		allHuman(r, p1)
		startFromSetup(r, p0)
		r.PadButton(0, padA) // join: pad 0 takes the first side,
		r.PadButton(1, padA) // pad 1 the next
		r.PadButton(0, padStart)
		r.waitScene("table", 10)
		want := []string{"Gamepad 1", "Gamepad 2"}
		if got := r.seats(); !slices.Equal(got[:2], want) {
			t.Fatalf("seats %v, want %v", got, want)
		}
		pl := newPlayer(r, func(side int) hands { return padFor(r, side) })
		pl.midgame = func(pl *player) { unplugAndTakeOver(r, p0, p1) }
		pl.toEnd()
		if pl.midgame != nil {
			t.Fatal("the game ended before the unplug")
		}
		pl.rematch(p0)
		wrongPad(r)
		pl.backToTitle(p0)
		startOnTitle(r, p0)
	})
}

// padFor returns the first connected pad that may play side now.
func padFor(r *rig, side int) hands {
	seats := r.seating()
	for _, id := range r.App.In().Pads() {
		if seats == nil || seats.Allows(side, table.PadController(id)) {
			return hands{dev: gamepad, pad: id}
		}
	}
	r.T.Fatalf("tick %d: no connected pad may play side %d (seats %v)", r.Ticks, side+1, r.seats())
	return hands{}
}

// firstA presses A once on the title: the Play button, highlighted, opens
// the setup at once. (Falls back to walking the focus, so that the rest
// of the test still runs.)
func firstA(r *rig, h hands) {
	r.T.Helper()
	r.PadButton(h.pad, padA)
	r.TicksN(2)
	if r.scene() != "setup" {
		r.T.Errorf("the first A on the title left the %s shown (focused %q): it should press Play", r.scene(), r.focused())
		r.press(h, "Play")
	}
}

// allHuman makes every side of the setup human.
func allHuman(r *rig, h hands) {
	r.T.Helper()
	for range 4 {
		r.Settle()
		found := ""
		for _, l := range r.buttons() {
			if strings.HasSuffix(l, ": Computer") {
				found = l
				break
			}
		}
		if found == "" {
			return
		}
		r.press(h, found)
	}
	r.T.Fatal("the setup still has computer sides")
}

// startFromSetup presses Start on the pad: with pads plugged in it leads
// to the join screen. (Falls back to the Start button.)
func startFromSetup(r *rig, h hands) {
	r.T.Helper()
	r.PadButton(h.pad, padStart)
	r.TicksN(2)
	if r.scene() != "join" {
		r.T.Errorf("Start on the setup screen left the %s shown: it should lead to the join screen", r.scene())
		r.press(h, "Start")
	}
	r.waitScene("join", 10)
}

// startOnTitle checks that Start on the title leads on (to the setup or
// the join screen).
func startOnTitle(r *rig, h hands) {
	r.T.Helper()
	r.PadButton(h.pad, padStart)
	r.TicksN(3)
	if s := r.scene(); s == "title" {
		r.T.Errorf("Start on the title does nothing")
	}
}
