package battleaxe

import (
	"bytes"
	"fmt"
	"strings"
)

// Quest is a quest file: its title, blurb and goal, the ready-made party,
// the decks it draws from (indices into Decks), its start (the heroes'
// squares A-D) and its Quest Room ("You have found the quest room! Open
// the section in the Campaign book that will describe the room").
type Quest struct {
	ID, Title, Blurb, Goal string
	Party                  []int // hero cards, one per seat
	Rooms, Passages        []int // indices into Decks.Rooms and Decks.Passages
	Events                 []int // indices into Decks.Events
	Start, Room            Tile
	Decks                  *Decks
	Name, Origin, Source   string
}

// IsQuest reports whether a scenario's text is a quest (its first entry is
// "quest <id>") rather than a fixed dungeon.
func IsQuest(src []byte) bool {
	for _, line := range bytes.Split(src, []byte("\n")) {
		t := bytes.TrimSpace(line)
		if len(t) == 0 || t[0] == '#' {
			continue
		}
		return bytes.HasPrefix(t, []byte("quest "))
	}
	return false
}

// ParseQuest reads a quest file against the catalog and decks. Errors name
// the file and line.
func ParseQuest(name, origin string, src []byte, cat *Catalog, d *Decks) (*Quest, error) {
	entries, err := readDeckEntries(origin, src)
	if err != nil {
		return nil, err
	}
	fail := func(n int, format string, args ...any) error {
		return &FileError{File: origin, Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	q := &Quest{Decks: d, Name: name, Origin: origin, Source: string(src)}
	seen := map[string]bool{}
	for i := range entries {
		e := &entries[i]
		if seen[e.kind] {
			return nil, fail(e.line, "a second %s entry: a quest has one quest, one start and one goal", e.kind)
		}
		seen[e.kind] = true
		switch e.kind {
		case "quest":
			if err := q.readHead(e, cat, fail); err != nil {
				return nil, err
			}
		case "start":
			if q.Start, err = readTile(origin, e, TileStart); err != nil {
				return nil, err
			}
		case "goal":
			if q.Room, err = readTile(origin, e, TileRoom); err != nil {
				return nil, err
			}
		default:
			return nil, fail(e.line, "unknown entry %q (expected quest, start or goal)", e.kind)
		}
	}
	if !seen["quest"] || !seen["start"] || !seen["goal"] {
		return nil, fail(0, "a quest file has a quest, a start and a goal entry")
	}
	if len(q.Room.Setup) == 0 {
		return nil, fail(q.Room.Line, "the Quest Room needs its Setup D6 table")
	}
	return q, nil
}

func (q *Quest) readHead(e *deckEntry, cat *Catalog, fail func(int, string, ...any) error) error {
	q.ID = e.id
	d := q.Decks
	pick := func(k deckKey, n int, id func(int) string) ([]int, error) {
		var out []int
		if k.val == "all" {
			for i := range n {
				out = append(out, i)
			}
			return out, nil
		}
		for _, w := range strings.Fields(strings.ReplaceAll(k.val, ",", " ")) {
			found := -1
			for i := range n {
				if id(i) == w {
					found = i
				}
			}
			if found < 0 {
				return nil, fail(k.line, "no card %q", w)
			}
			out = append(out, found)
		}
		if len(out) == 0 {
			return nil, fail(k.line, "%s: \"all\" or card ids", k.key)
		}
		return out, nil
	}
	var err error
	for _, k := range e.keys {
		switch k.key {
		case "title":
			q.Title = k.val
		case "blurb":
			q.Blurb = k.val
		case "goal":
			q.Goal = k.val
		case "party":
			for _, w := range strings.Fields(k.val) {
				h, ok := cat.Hero(w)
				if !ok {
					return fail(k.line, "unknown hero %q", w)
				}
				for _, o := range q.Party {
					if o == h {
						return fail(k.line, "hero %q twice: no two seats the same hero", w)
					}
				}
				q.Party = append(q.Party, h)
			}
			if len(q.Party) != 4 {
				return fail(k.line, "a party is 4 heroes, one per seat")
			}
		case "rooms":
			q.Rooms, err = pick(k, len(d.Rooms), func(i int) string { return d.Rooms[i].ID })
		case "passages":
			q.Passages, err = pick(k, len(d.Passages), func(i int) string { return d.Passages[i].ID })
		case "events":
			q.Events, err = pick(k, len(d.Events), func(i int) string { return d.Events[i].ID })
		default:
			return fail(k.line, "unknown key %q for a quest (title, blurb, goal, party, rooms, passages, events)", k.key)
		}
		if err != nil {
			return err
		}
	}
	if q.Title == "" || q.Goal == "" || len(q.Party) != 4 || len(q.Rooms) == 0 || len(q.Passages) == 0 {
		return fail(e.line, "a quest needs a title, a goal, a party of 4, rooms and passages")
	}
	return nil
}
