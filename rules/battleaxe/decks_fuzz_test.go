package battleaxe

import (
	"testing"

	lv "skirmish/levels/battleaxe"
	"skirmish/rules"
	"skirmish/rules/grid"
)

// FuzzParseDecks reads arbitrary deck files: an error names the file and
// line, never a panic; a deck that parses lays every tile on an empty
// quest canvas without breaking the board.
func FuzzParseDecks(f *testing.F) {
	for _, d := range lv.Decks() {
		f.Add(d.Source)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var d Decks
		if err := d.Parse("f.deck", src); err != nil {
			if _, ok := err.(*FileError); !ok {
				t.Fatalf("not a FileError: %v", err)
			}
			return
		}
		g := fuzzQuest(t)
		for _, list := range [][]Tile{d.Rooms, d.Book, d.Passages} {
			for i := range list {
				tl := &list[i]
				if len(tl.Entry) == 0 {
					continue
				}
				tr := transformFor(tl.Entry[0], grid0(), 1, false)
				pt := placedTile{}
				g.dg.tiles = append(g.dg.tiles, pt)
				g.stamp(tl, tr, &g.dg.tiles[len(g.dg.tiles)-1])
			}
		}
	})
}

// FuzzParseQuest reads arbitrary quest files against the embedded decks.
func FuzzParseQuest(f *testing.F) {
	for _, q := range lv.Quests() {
		f.Add(q.Source)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		cat, err := Standard()
		if err != nil {
			t.Fatal(err)
		}
		l, err := QuestLevel("f", "f.quest", src, cat)
		if err != nil {
			return
		}
		d, _ := rulesDice(1)
		g, err := newQuestGame(l, d)
		if err != nil {
			return
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	})
}

func fuzzQuest(t *testing.T) *Game {
	g, err := Setup(quests(t)[0], 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func grid0() grid.Point { return grid.Pt(Canvas/2, Canvas/3) }
