package rules_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/tunnel"
)

// newTunnel sets up "first-blood": the Gnome by the brazier and two Goblins
// behind a door, close enough that the computer swings within a few actions.
func newTunnel(t *testing.T, seed uint64) *tunnel.Game {
	t.Helper()
	sc, err := tunnel.Scenario("first-blood")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tunnel.Setup(sc, seed, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func rolled(evs []rules.Event) bool {
	for _, e := range evs {
		if e.Chance() {
			return true
		}
	}
	return false
}

func eventText(evs []rules.Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// plainAction returns a legal action for the seat to act that rolls no dice,
// found by trying each on a copy of st.
func plainAction(t *testing.T, st rules.State) rules.Action {
	t.Helper()
	for _, a := range st.Legal(st.ToAct()[0]) {
		if evs, err := st.Clone().Apply(a); err == nil && !rolled(evs) {
			return a
		}
	}
	t.Fatalf("no legal action without dice in\n%s", st.Describe())
	return nil
}

// apply applies a to h and fails the test on error.
func apply(t *testing.T, h *rules.History, a rules.Action) []rules.Event {
	t.Helper()
	evs, err := h.Apply(a)
	if err != nil {
		t.Fatalf("Apply(%q): %v", a, err)
	}
	return evs
}

// computerStep applies the computer's choice for the seat to act.
func computerStep(t *testing.T, h *rules.History) (rules.Action, []rules.Event) {
	t.Helper()
	st := h.Current()
	a, err := tunnel.NewAI(0).Choose(st, st.ToAct()[0])
	if err != nil {
		t.Fatal(err)
	}
	return a, apply(t, h, a)
}

// playToRoll lets the computer play until an action rolls dice, and returns
// that action and its events.
func playToRoll(t *testing.T, h *rules.History) (rules.Action, []rules.Event) {
	t.Helper()
	for range 100 {
		if a, evs := computerStep(t, h); rolled(evs) {
			return a, evs
		}
	}
	t.Fatal("no dice rolled in 100 computer actions")
	return nil, nil
}

func TestHistoryApplyUndoRedo(t *testing.T) {
	h := rules.NewHistory(newTunnel(t, 7), rules.UndoFree)
	encs := [][]byte{h.Current().Encode()}
	for range 6 {
		computerStep(t, h)
		encs = append(encs, h.Current().Encode())
	}
	if h.Len() != 6 || h.Total() != 6 || len(h.Actions()) != 6 {
		t.Fatalf("Len, Total, len(Actions) = %d, %d, %d; want 6, 6, 6", h.Len(), h.Total(), len(h.Actions()))
	}
	all := append([]rules.Action(nil), h.Actions()...)
	for i := 6; i > 0; i-- {
		if err := h.Undo(); err != nil {
			t.Fatalf("Undo back to %d actions: %v", i-1, err)
		}
		if !bytes.Equal(h.Current().Encode(), encs[i-1]) {
			t.Fatalf("after undo to %d actions the state differs from the one recorded then", i-1)
		}
		if h.Len() != i-1 || h.Total() != 6 {
			t.Fatalf("after undo: Len, Total = %d, %d; want %d, 6", h.Len(), h.Total(), i-1)
		}
	}
	if h.Current() != h.Start() {
		t.Error("after undoing everything Current is not Start")
	}
	if ok, why := h.CanUndo(); ok || why != "nothing to undo" {
		t.Errorf("CanUndo at the start = %v, %q", ok, why)
	}
	if err := h.Undo(); !errors.Is(err, rules.ErrCannotUndo) {
		t.Errorf("Undo at the start = %v, want ErrCannotUndo", err)
	}
	for i := 1; i <= 6; i++ {
		if next, ok := h.Next(); !ok || next.String() != all[i-1].String() {
			t.Fatalf("Next before redo to %d actions = %v, %v; want %q", i, next, ok, all[i-1])
		}
		if err := h.Redo(); err != nil {
			t.Fatalf("Redo to %d actions: %v", i, err)
		}
		if !bytes.Equal(h.Current().Encode(), encs[i]) {
			t.Fatalf("after redo to %d actions the state differs from the one recorded then", i)
		}
	}
	if ok, why := h.CanRedo(); ok || why != "nothing to redo" {
		t.Errorf("CanRedo at the end = %v, %q", ok, why)
	}
	if next, ok := h.Next(); ok {
		t.Errorf("Next at the end = %v, want none", next)
	}
	if err := h.Redo(); !errors.Is(err, rules.ErrCannotRedo) || !strings.Contains(err.Error(), "nothing to redo") {
		t.Errorf("Redo at the end = %v, want ErrCannotRedo: nothing to redo", err)
	}
	for i, enc := range encs {
		if !bytes.Equal(h.At(i).Encode(), enc) {
			t.Errorf("At(%d) differs from the state recorded after %d actions", i, i)
		}
	}
}

// Undo then redo of every action, rolls included, gives back the very same
// state: the encoding includes the dice generator.
func TestHistoryUndoRedoIsByteIdentical(t *testing.T) {
	h := rules.NewHistory(newTunnel(t, 7), rules.UndoFree)
	playToRoll(t, h)
	computerStep(t, h)
	playToRoll(t, h)
	for h.Len() > 0 {
		before := h.Current().Encode()
		rollsAfter := h.Current().(*tunnel.Game).Dice().Rolls()
		if err := h.Undo(); err != nil {
			t.Fatal(err)
		}
		if err := h.Redo(); err != nil {
			t.Fatal(err)
		}
		if after := h.Current().Encode(); !bytes.Equal(before, after) {
			t.Fatalf("action %d: undo then redo changed the encoding", h.Len())
		}
		if got := h.Current().(*tunnel.Game).Dice().Rolls(); got != rollsAfter {
			t.Fatalf("action %d: undo then redo changed the dice: %d rolls, was %d", h.Len(), got, rollsAfter)
		}
		if err := h.Undo(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestHistoryApplyAfterUndoDropsRedo(t *testing.T) {
	h := rules.NewHistory(newTunnel(t, 7), rules.UndoFree)
	for range 3 {
		computerStep(t, h)
	}
	undone := h.Actions()[1].String()
	for range 2 {
		if err := h.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if ok, _ := h.CanRedo(); !ok || h.Total() != 3 {
		t.Fatalf("after two undos: CanRedo %v, Total %d; want true, 3", ok, h.Total())
	}
	var other rules.Action
	for _, a := range h.Current().Legal(h.Current().ToAct()[0]) {
		if a.String() != undone {
			other = a
			break
		}
	}
	want := h.Current().Clone()
	if _, err := want.Apply(other); err != nil {
		t.Fatal(err)
	}
	apply(t, h, other)
	if !bytes.Equal(h.Current().Encode(), want.Encode()) {
		t.Errorf("after applying %q the current state is not the one it leads to", other)
	}
	if h.Len() != 2 || h.Total() != 2 {
		t.Errorf("Len, Total = %d, %d; want 2, 2", h.Len(), h.Total())
	}
	if ok, why := h.CanRedo(); ok {
		t.Errorf("CanRedo after a new action = true (%q)", why)
	}
	if got := h.Actions()[1].String(); got != other.String() {
		t.Errorf("second action = %q, want %q", got, other)
	}
}

func TestUndoPolicyNone(t *testing.T) {
	h := rules.NewHistory(newTunnel(t, 7), rules.UndoNone)
	apply(t, h, plainAction(t, h.Current()))
	if ok, why := h.CanUndo(); ok || why != "undo is off in this game" {
		t.Errorf("CanUndo = %v, %q; want false, undo is off", ok, why)
	}
	err := h.Undo()
	if !errors.Is(err, rules.ErrCannotUndo) || !strings.Contains(err.Error(), "undo is off in this game") {
		t.Errorf("Undo = %v, want ErrCannotUndo with the reason", err)
	}
	if h.Len() != 1 {
		t.Errorf("a refused undo changed Len to %d", h.Len())
	}
}

func TestUndoPolicyUntilDice(t *testing.T) {
	h := rules.NewHistory(newTunnel(t, 7), rules.UndoUntilDice)
	if h.Policy() != rules.UndoUntilDice {
		t.Fatalf("Policy = %v", h.Policy())
	}
	apply(t, h, plainAction(t, h.Current()))
	if ok, why := h.CanUndo(); !ok {
		t.Fatalf("cannot undo a plain move: %s", why)
	}
	if err := h.Undo(); err != nil {
		t.Fatalf("Undo of a plain move: %v", err)
	}
	if err := h.Redo(); err != nil {
		t.Fatal(err)
	}

	a, _ := playToRoll(t, h)
	rolledAt := h.Len()
	enc := h.Current().Encode()
	ok, why := h.CanUndo()
	if ok || !strings.Contains(why, "dice") {
		t.Errorf("CanUndo after %q rolled = %v, %q; want false with a reason about the dice", a, ok, why)
	}
	if err := h.Undo(); !errors.Is(err, rules.ErrCannotUndo) || !strings.Contains(err.Error(), why) {
		t.Errorf("Undo of a roll = %v, want ErrCannotUndo: %s", err, why)
	}
	if h.Len() != rolledAt || !bytes.Equal(h.Current().Encode(), enc) {
		t.Error("a refused undo changed the history")
	}

	// An action after the roll can be taken back, but only as far as the roll.
	apply(t, h, plainAction(t, h.Current()))
	if err := h.Undo(); err != nil {
		t.Errorf("Undo of a plain action after the roll: %v", err)
	}
	if err := h.Undo(); !errors.Is(err, rules.ErrCannotUndo) {
		t.Errorf("second Undo reached behind the roll: %v", err)
	}
	if h.Len() != rolledAt {
		t.Errorf("Len = %d, want %d (just after the roll)", h.Len(), rolledAt)
	}
}

// Under the free policy a roll can be undone, and doing the same action again
// rolls the same dice: the generator went back with the state.
func TestUndoFreeRollsTheSameAgain(t *testing.T) {
	h := rules.NewHistory(newTunnel(t, 7), rules.UndoFree)
	a, first := playToRoll(t, h)
	after := h.Current().Encode()
	rolls := h.Current().(*tunnel.Game).Dice().Rolls()
	if err := h.Undo(); err != nil {
		t.Fatalf("Undo of a roll under the free policy: %v", err)
	}
	if got := h.Current().(*tunnel.Game).Dice().Rolls(); got >= rolls {
		t.Fatalf("after undoing the roll the dice show %d rolls, want fewer than %d", got, rolls)
	}
	again := apply(t, h, a)
	if eventText(again) != eventText(first) {
		t.Errorf("re-applying %q gave different events:\n%s\nfirst time:\n%s", a, eventText(again), eventText(first))
	}
	if !bytes.Equal(h.Current().Encode(), after) {
		t.Errorf("re-applying %q gave a different state", a)
	}
}

func TestHistoryIllegalActionLeavesItUntouched(t *testing.T) {
	h := rules.NewHistory(newTunnel(t, 7), rules.UndoFree)
	computerStep(t, h)
	computerStep(t, h)
	if err := h.Undo(); err != nil {
		t.Fatal(err)
	}
	enc := h.Current().Encode()
	cur := h.Current()

	bad, err := h.Current().ParseAction("Z turn N") // there is no model Z
	if err != nil {
		t.Fatal(err)
	}
	evs, err := h.Apply(bad)
	if !rules.IsIllegal(err) || evs != nil {
		t.Fatalf("Apply(%q) = %v, %v; want no events and an *IllegalError", bad, evs, err)
	}
	if h.Len() != 1 || h.Total() != 2 || h.Current() != cur || !bytes.Equal(cur.Encode(), enc) {
		t.Errorf("illegal action changed the history: Len %d, Total %d", h.Len(), h.Total())
	}
	if ok, _ := h.CanRedo(); !ok {
		t.Error("illegal action dropped the redo tail")
	}
}

func TestParseUndoPolicy(t *testing.T) {
	good := []struct {
		in   string
		want rules.UndoPolicy
	}{
		{"free", rules.UndoFree},
		{"until-dice", rules.UndoUntilDice},
		{"none", rules.UndoNone},
		{"", rules.UndoUntilDice}, // the default
	}
	for _, tt := range good {
		got, err := rules.ParseUndoPolicy(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseUndoPolicy(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		if tt.in != "" && got.String() != tt.in {
			t.Errorf("%v.String() = %q, want %q", got, got.String(), tt.in)
		}
	}
	for _, in := range []string{"Free", "NONE", "until dice", "untildice", "always", " free"} {
		_, err := rules.ParseUndoPolicy(in)
		if err == nil {
			t.Errorf("ParseUndoPolicy(%q) accepted it", in)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, "expected free, until-dice or none") || !strings.Contains(msg, `"`+in+`"`) {
			t.Errorf("ParseUndoPolicy(%q) error %q should quote the input and list the policies", in, msg)
		}
	}
}
