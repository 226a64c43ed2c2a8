package battleaxe

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	lv "skirmish/levels/battleaxe"
)

// EventCard is one card of the event deck: "pick-up an Event card and
// follow the instructions on it". Effect is one of ambush, trap, potion,
// coins, heal, collapse, nothing; Enemy, N and M its words.
type EventCard struct {
	ID, Name, Text string
	Effect         string
	Enemy          int
	N, M           int
}

// Decks is the dungeon's cards and the game mat: room cards and the room
// book, passage cards, event cards, the faces of the Door Dice ('R' or 'P')
// and of the Quest Room Dice (true for Q), and the coins in the bag: each
// coin's worth in gold pieces and its kind, what the back of the coin shows
// ("a gem, jewellery, money, etc").
type Decks struct {
	Rooms      []Tile
	Book       []Tile
	Passages   []Tile
	Events     []EventCard
	DoorFaces  []byte
	QuestFaces []bool
	Coins      []int
	CoinKinds  []string // per coin: gem, jewellery or money
}

// CoinKindNames are the kinds a coin may be.
var CoinKindNames = [...]string{"gem", "jewellery", "money"}

var stdDecks = sync.OnceValues(func() (*Decks, error) {
	d := &Decks{}
	for _, f := range lv.Decks() {
		if err := d.Parse(f.Path, f.Source); err != nil {
			return nil, err
		}
	}
	if len(d.Rooms) == 0 || len(d.Passages) == 0 || len(d.DoorFaces) == 0 || len(d.QuestFaces) == 0 || len(d.Coins) == 0 {
		return nil, fmt.Errorf("levels/battleaxe: the decks lack room or passage cards, dice or coins")
	}
	return d, nil
})

// StandardDecks returns the embedded decks (levels/battleaxe/*.deck), read
// once and shared: callers must not change them.
func StandardDecks() (*Decks, error) { return stdDecks() }

// Parse reads one deck file into d. Book entries may come after the room
// cards that name them within the file.
func (d *Decks) Parse(file string, src []byte) error {
	entries, err := readDeckEntries(file, src)
	if err != nil {
		return err
	}
	fail := func(n int, format string, args ...any) error {
		return &FileError{File: file, Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	var rolls []*deckEntry
	for i := range entries {
		e := &entries[i]
		switch e.kind {
		case "room", "book", "roll", "passage":
			kind := TileRoom
			if e.kind == "passage" {
				kind = TilePassage
			}
			t, err := readTile(file, e, kind)
			if err != nil {
				return err
			}
			switch e.kind {
			case "book":
				d.Book = append(d.Book, t)
			case "passage":
				d.Passages = append(d.Passages, t)
			default:
				d.Rooms = append(d.Rooms, t)
				if e.kind == "roll" {
					rolls = append(rolls, e)
				}
			}
		case "event":
			ev, err := readEvent(e, fail)
			if err != nil {
				return err
			}
			d.Events = append(d.Events, ev)
		case "dice", "bag":
			if err := d.readMat(e, fail); err != nil {
				return err
			}
		default:
			return fail(e.line, "unknown entry %q (expected room, roll, book, passage, event, dice or bag)", e.kind)
		}
	}
	for _, e := range rolls {
		t := &d.Rooms[d.room(e.id)]
		for _, k := range e.keys {
			if !strings.HasPrefix(k.key, "d20 ") {
				continue
			}
			lo, hi, err := readRange(strings.TrimPrefix(k.key, "d20 "), 20)
			if err != nil {
				return fail(k.line, "%v", err)
			}
			b := -1
			for i := range d.Book {
				if d.Book[i].ID == k.val {
					b = i
				}
			}
			if b < 0 {
				return fail(k.line, "no room book entry %q", k.val)
			}
			t.Roll = append(t.Roll, BookRoll{Lo: lo, Hi: hi, Book: b})
		}
		if err := coverRanges(len(t.Roll), 20, func(i int) (int, int) { return t.Roll[i].Lo, t.Roll[i].Hi }); err != nil {
			return fail(e.line, "the D20 table: %v", err)
		}
	}
	return nil
}

func (d *Decks) room(id string) int {
	for i := range d.Rooms {
		if d.Rooms[i].ID == id {
			return i
		}
	}
	return -1
}

func (d *Decks) readMat(e *deckEntry, fail func(int, string, ...any) error) error {
	if len(e.keys) != 1 {
		return fail(e.line, "%s %s has one line: faces: or values:", e.kind, e.id)
	}
	k := e.keys[0]
	f := strings.Fields(k.val)
	switch {
	case e.kind == "dice" && e.id == "door" && k.key == "faces":
		for _, w := range f {
			if w != "R" && w != "P" {
				return fail(k.line, "a Door Dice face is R or P, found %q", w)
			}
			d.DoorFaces = append(d.DoorFaces, w[0])
		}
	case e.kind == "dice" && e.id == "quest" && k.key == "faces":
		for _, w := range f {
			if w != "Q" && w != "blank" {
				return fail(k.line, "a Quest Room Dice face is Q or blank, found %q", w)
			}
			d.QuestFaces = append(d.QuestFaces, w == "Q")
		}
	case e.kind == "bag" && e.id == "coins" && k.key == "values":
		f = strings.Split(k.val, ",")
		for _, c := range f {
			w := strings.Fields(c)
			if len(w) != 2 {
				return fail(k.line, "a coin is \"<gold pieces> <kind>\", such as 5 gem, found %q", strings.TrimSpace(c))
			}
			v, err := strconv.Atoi(w[0])
			if err != nil || v < 1 || v > 100 {
				return fail(k.line, "a coin is worth 1 to 100 gold pieces, found %q", w[0])
			}
			known := false
			for _, n := range CoinKindNames {
				known = known || n == w[1]
			}
			if !known {
				return fail(k.line, "a coin is a gem, jewellery or money, found %q", w[1])
			}
			d.Coins = append(d.Coins, v)
			d.CoinKinds = append(d.CoinKinds, w[1])
		}
	default:
		return fail(k.line, "expected \"dice door\" or \"dice quest\" with faces:, or \"bag coins\" with values:")
	}
	if len(f) < 2 || len(f) > 64 {
		return fail(k.line, "2 to 64 faces or coins")
	}
	return nil
}

func readEvent(e *deckEntry, fail func(int, string, ...any) error) (EventCard, error) {
	ev := EventCard{ID: e.id}
	for _, k := range e.keys {
		switch k.key {
		case "name":
			ev.Name = k.val
		case "text":
			ev.Text = k.val
		case "effect":
			f := strings.Fields(k.val)
			if len(f) == 0 {
				return ev, fail(k.line, "an empty effect")
			}
			ev.Effect = f[0]
			want := map[string]int{"ambush": 3, "trap": 3, "potion": 1, "coins": 2, "heal": 2, "collapse": 1, "nothing": 1}[f[0]]
			if want == 0 || len(f) != want {
				return ev, fail(k.line, "effect is ambush <enemy> <n>, trap <wounds> <bonus>, potion, coins <n>, heal <n>, collapse or nothing, found %q", k.val)
			}
			nums := f[1:]
			if f[0] == "ambush" {
				cat, err := Standard()
				if err != nil {
					return ev, err
				}
				var ok bool
				if ev.Enemy, ok = cat.Enemy(f[1]); !ok {
					return ev, fail(k.line, "unknown enemy %q", f[1])
				}
				nums = f[2:]
			}
			for i, w := range nums {
				v, err := strconv.Atoi(w)
				if err != nil || v < 0 || v > 50 {
					return ev, fail(k.line, "a number from 0 to 50, found %q", w)
				}
				if i == 0 {
					ev.N = v
				} else {
					ev.M = v
				}
			}
		default:
			return ev, fail(k.line, "unknown key %q for an event (name, text, effect)", k.key)
		}
	}
	if ev.Effect == "" || ev.Name == "" {
		return ev, fail(e.line, "event %s needs a name and an effect", e.id)
	}
	return ev, nil
}

// readRange reads "3" or "2-3" within 1..top.
func readRange(s string, top int) (int, int, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(s), "-")
	if !ok {
		b = a
	}
	lo, e1 := strconv.Atoi(a)
	hi, e2 := strconv.Atoi(b)
	if e1 != nil || e2 != nil || lo < 1 || hi > top || lo > hi {
		return 0, 0, fmt.Errorf("%q is not a range of results from 1 to %d", s, top)
	}
	return lo, hi, nil
}

// coverRanges checks that n ranges cover 1..top once each.
func coverRanges(n, top int, at func(int) (int, int)) error {
	count := make([]int, top+1)
	for i := range n {
		lo, hi := at(i)
		for v := lo; v <= hi; v++ {
			count[v]++
		}
	}
	for v := 1; v <= top; v++ {
		if count[v] != 1 {
			return fmt.Errorf("result %d is covered %d times; every result from 1 to %d once", v, count[v], top)
		}
	}
	return nil
}
