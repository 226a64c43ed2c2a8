package game_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// corpusReplays returns the replays of the determinism corpus by ruleset
// id, and fails when a ruleset of the registry has none.
func corpusReplays(t *testing.T) map[string][]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "rules", "determinism", "testdata", "replays", "*", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, path := range files {
		id := filepath.Base(filepath.Dir(path))
		out[id] = append(out[id], path)
	}
	for _, k := range rulesets.All {
		if len(out[k.Rules().ID()]) == 0 {
			t.Errorf("the corpus has no replay of %s", k.Rules().ID())
		}
	}
	return out
}

// TestEveryReplayOpensInReview opens every replay of the determinism
// corpus, of every ruleset, at its ruleset's review table through the
// app's real scenes, and draws it at its start, middle and end where the
// table can seek. The first replay of each ruleset is opened the way a
// player does (Load replay on the title screen, then the file) and left
// by the review's own way out.
func TestEveryReplayOpensInReview(t *testing.T) {
	gameloop.NeedWindow(t)
	shared := gametest.NewDriver(t, rulesets.All) // one app reviews one replay after another
	shared.Tick()
	for id, paths := range corpusReplays(t) {
		for i, path := range paths {
			name := strings.TrimSuffix(filepath.Base(path), ".replay.json")
			t.Run(id+"/"+name, func(t *testing.T) {
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				d := shared
				d.T = t
				if i == 0 {
					d = gametest.NewDriver(t, rulesets.All)
					openByHand(d, name, data)
				} else {
					rec, err := session.OpenReplay(d.App.Catalog(), data, path)
					if err != nil {
						t.Fatal(err)
					}
					d.App.Review(rec)
					d.Until("the review of "+name, 5, func() bool {
						tb, ok := d.App.Table().(interface{ Recording() *session.Recording })
						return ok && tb.Recording() == rec
					})
				}
				tb := d.App.Table()
				d.Tick()
				if sk, ok := tb.(table.Seeker); ok {
					for _, at := range []int{0, 1 << 20, 7} { // start, end (clamped), a little way in
						sk.Seek(at)
						d.Tick()
					}
				}
				if i == 0 {
					leave(d)
				}
			})
		}
	}
}

// openByHand opens a replay as a player does: saved in the replays
// folder, then Load replay on the title screen and a click on the file.
func openByHand(d *gametest.Driver, name string, data []byte) {
	d.T.Helper()
	if err := game.NewDirStore(d.App.DataDir()).Write("replays/"+name+".json", data); err != nil {
		d.T.Fatal(err)
	}
	d.TicksN(2)
	d.ClickButton("Load replay")
	d.Until("the load screen", 10, func() bool { _, ok := d.App.Scene().(*game.LoadReplay); return ok })
	d.ClickButton(name)
	d.Until("the review", 10, func() bool { return d.App.Table() != nil })
}

// leave leaves a review: by the replay viewer's Back, back to the list of
// replays, or by the game menu of a review at the table.
func leave(d *gametest.Driver) {
	d.T.Helper()
	if _, viewer := d.App.Table().(table.Seeker); viewer {
		d.ClickButton("Back")
		d.Until("the list of replays", 10, func() bool { _, ok := d.App.Scene().(*game.LoadReplay); return ok })
		return
	}
	d.ClickButton("Menu")
	d.ClickButton("Back to title")
	d.Until("the title screen", 10, func() bool { _, ok := d.App.Scene().(*game.Title); return ok })
}
