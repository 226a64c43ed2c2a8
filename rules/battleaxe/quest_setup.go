package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// QuestLevel parses a quest file into the level a game starts from: an
// empty canvas, and the quest's ready-made party on the start's squares A
// to D (the start tile is laid when the game begins). Errors name the file
// and line.
func QuestLevel(name, origin string, src []byte, cat *Catalog) (*Level, error) {
	d, err := StandardDecks()
	if err != nil {
		return nil, err
	}
	q, err := ParseQuest(name, origin, src, cat, d)
	if err != nil {
		return nil, err
	}
	lvl := &Level{Name: name, Title: q.Title, Blurb: q.Blurb, Origin: origin, Source: string(src),
		Board: NewBoard(Canvas, Canvas), Catalog: cat, Quest: q, fingerprint: rules.Hash64(src)}
	tr := startTransform(&q.Start)
	for i, p := range q.Start.Starts {
		lvl.Minis = append(lvl.Minis, Placement{ID: byte('A' + i), Hero: true, Card: q.Party[i], At: tr.point(p), W: 1, H: 1, Line: q.Start.Line})
	}
	return lvl, nil
}

// startTransform lays the start in the middle of the canvas, unturned.
func startTransform(t *Tile) transform {
	return transform{at: grid.Pt((Canvas-t.W)/2, (Canvas-t.H)/2)}
}

// newQuestGame starts a quest: the start tile laid, the decks full, the
// coin bag full, and the muster to come.
func newQuestGame(lvl *Level, dice rules.Dice) (*Game, error) {
	g, err := NewGame(lvl, dice)
	if err != nil {
		return nil, err
	}
	q := lvl.Quest
	d := &dungeon{q: q, gold: make([]int16, questSeats), coins: make([]int8, questSeats)}
	for _, i := range q.Rooms {
		d.rooms = append(d.rooms, int16(i))
	}
	for _, i := range q.Passages {
		d.passages = append(d.passages, int16(i))
	}
	for _, i := range q.Events {
		d.events = append(d.events, int16(i))
	}
	for i := range q.Decks.Coins {
		d.bag = append(d.bag, int16(i))
	}
	g.dg = d
	pt := placedTile{from: fromStart, book: -1}
	tr := startTransform(&q.Start)
	pt.at, pt.rot = tr.at, tr.rot
	g.stamp(&q.Start, tr, &pt)
	d.tiles = append(d.tiles, pt)
	if len(g.seats) != questSeats {
		return nil, fmt.Errorf("%s: a quest has %d hero seats", lvl.Origin, questSeats)
	}
	return g, nil
}
