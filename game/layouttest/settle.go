package layouttest

import (
	"fmt"
	"image"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"skirmish/game"
)

// layoutFrames is how many ticks the layout test runs a screen for after
// a change of scale or size before it checks the rectangles; after a
// change of screen it runs game.ShotFrames, as `skirmish shot -all` does
// (a screen may change on its first ticks: one table's end window drops
// its "Watch the replay" button on the second). The pictures need
// ShotFrames (the third draws the board where the second put it), but the
// rectangles the layout test reads were final after the first tick at
// every other show: with SKIRMISH_LAYOUT_PROVE=3, 883 of the 884 shows of
// the 34 screens (4 rulesets) had after their first tick the widgets,
// windows and regions (layoutPrint) they had after their third, the
// other being that first show of that end window. The two ticks more
// were two thirds of each show's drawing, most of the test's time (in
// Mesa's software renderer), spent on nothing the test looks at.
// settleShow keeps the claim checked.
const layoutFrames = 1

// settleShow reports whether the layout test runs a show for a tick
// more than layoutFrames and checks that the layout did not change in
// it: for every screen, at the smallest window of the desk at 100 % and
// of the TV layout with the pad's prompts and the panel folded. A screen
// that comes to lay itself out over several ticks fails there.
func settleShow(tv, folded bool, scale int, size image.Point) bool {
	if tv {
		return folded && size == game.ShotTVSizes[0]
	}
	return scale == 100 && size == game.ShotSizes[0]
}

// settleWatch runs the shows of the layout test for layoutFrames ticks,
// or one more where settleShow says, and notes the layout (layoutPrint)
// after each tick when there is more than one.
//
// SKIRMISH_LAYOUT_PROVE=N runs every show for N ticks instead, and logs
// after which tick the shows' layouts last changed, and whether shows at
// the same theme scale (FittedScale: 125 % and above on small windows)
// lay out the same: the evidence for layoutFrames.
type settleWatch struct {
	r      *game.ShotRunner
	prove  int
	prints []string
	opened bool // a screen was opened: its next show is its first

	settled map[int]int       // the last tick that changed the layout: how many shows
	byKey   map[string]string // a screen at a size and theme scale: its layout
	same    int
	differ  []string
}

func newSettleWatch(r *game.ShotRunner) *settleWatch {
	w := &settleWatch{r: r, settled: map[int]int{}, byKey: map[string]string{}}
	w.prove, _ = strconv.Atoi(os.Getenv("SKIRMISH_LAYOUT_PROVE"))
	return w
}

// afterFrame notes the layout after a tick of a show of more than one.
func (w *settleWatch) afterFrame(frames int) func(int) {
	if frames <= 1 {
		return nil
	}
	return func(int) { w.prints = append(w.prints, layoutPrint(w.r.App())) }
}

// open notes that a screen was opened.
func (w *settleWatch) open() { w.opened = true }

// show shows the screen at scale and size (the TV layout: tv, folded) as
// ShotRunner.Show does, for as many ticks as the watch says, and reports through
// fault a layout that changed after layoutFrames (but on the screen's
// first show, which runs game.ShotFrames). key names the screen,
// size and theme scale, for the proof.
func (w *settleWatch) show(tv, folded bool, scale int, size image.Point, key string, fault func(what, detail string)) error {
	first := w.opened
	w.opened = false
	frames := layoutFrames
	switch {
	case first:
		frames = game.ShotFrames
	case settleShow(tv, folded, scale, size):
		frames = layoutFrames + 1
	}
	if w.prove > 0 {
		frames = w.prove
	}
	w.prints = w.prints[:0]
	if err := w.r.Show(scale, size, frames, w.afterFrame(frames)); err != nil {
		return err
	}
	if len(w.prints) < 2 {
		return nil
	}
	k := len(w.prints) // the last tick whose layout differs from the one before
	for k > 1 && w.prints[k-1] == w.prints[k-2] {
		k--
	}
	if k > layoutFrames && !first {
		fault(fmt.Sprintf("lays itself out again at tick %d of a show, after the layout test looks (layoutFrames)", k), firstChange(w.prints[k-2], w.prints[k-1]))
	}
	if w.prove > 0 {
		w.note(k, key)
	}
	return nil
}

// note records a show of the proof: k, the last tick that changed its
// layout, and whether an earlier show of the same key had its layout.
func (w *settleWatch) note(k int, key string) {
	w.settled[k]++
	final := w.prints[len(w.prints)-1]
	if prev, ok := w.byKey[key]; !ok {
		w.byKey[key] = final
	} else if prev == final {
		w.same++
	} else {
		w.differ = append(w.differ, key)
	}
}

// report logs the proof, when asked for.
func (w *settleWatch) report(t *testing.T) {
	if w.prove <= 0 {
		return
	}
	var ks []int
	for k := range w.settled {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	for _, k := range ks {
		t.Logf("settle: %d shows last changed their layout at tick %d of %d", w.settled[k], k, w.prove)
	}
	t.Logf("settle: %d shows at a size and theme scale already shown laid out the same; %d differ: %q", w.same, len(w.differ), w.differ)
}

// firstChange describes the first line where two layout prints differ.
func firstChange(before, after string) string {
	b, a := strings.Split(before, "\n"), strings.Split(after, "\n")
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("line %d was %q, then %q", i+1, b[i], a[i])
		}
	}
	return fmt.Sprintf("%d lines, then %d", len(b), len(a))
}
