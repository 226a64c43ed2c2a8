package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// encoding starts every encoded Battle-Axe state; its version changes
// whenever the encoding below changes.
var encoding = rules.Encoding{Magic: []byte("BATTLEAXE"), Version: 1, What: "Battle-Axe"}

// Encode returns the canonical encoding: the dungeon's text and everything
// that changes in play. Equal games encode to equal bytes.
func (g *Game) Encode() []byte {
	w := rules.NewWriter(make([]byte, 0, 256+len(g.lvl.Source)))
	encoding.StartEncode(w, rules.LevelSource{Name: g.lvl.Name, Origin: g.lvl.Origin, Source: []byte(g.lvl.Source)})
	g.encodePlay(w)
	return w.Data()
}

// Hash returns a hash of the canonical encoding, with the dungeon's
// fingerprint in place of its text.
func (g *Game) Hash() uint64 {
	var buf [256]byte
	w := rules.NewWriter(buf[:0])
	encoding.StartHash(w, g.lvl.fingerprint)
	g.encodePlay(w)
	return rules.Hash64(w.Data())
}

func (g *Game) encodePlay(w *rules.Writer) {
	w.Varint(int64(g.round))
	w.Uvarint(g.done)
	w.Uvarint(g.shotAt)
	w.Varint(int64(g.gang))
	t := &g.turn
	w.Varint(int64(t.hero))
	w.Bool(t.rolled)
	w.Varint(int64(t.allowance))
	w.Varint(int64(t.used))
	w.Bool(t.movedFirst)
	w.Bool(t.acted)
	w.Varint(int64(t.attacksLeft))
	w.Varint(int64(t.target))
	w.Bool(t.flurry)
	w.Bool(t.noMove)
	for i := range g.minis {
		m := &g.minis[i]
		w.Varint(int64(m.At.X))
		w.Varint(int64(m.At.Y))
		w.Varint(int64(m.Facing))
		w.Varint(int64(m.Health))
		w.Bool(m.Revived)
		w.Bool(m.Gone)
		w.Varint(int64(m.Casts))
		w.Varint(int64(m.Potions))
		w.Varint(int64(m.Traits))
	}
	for _, d := range g.board.Doors() {
		w.Varint(int64(g.board.EdgeBetween(d[0], d[1])))
	}
	for _, h := range g.seats {
		k := &g.kits[h]
		for _, list := range [3][]uint8{k.Held, k.Worn, k.Backpack} {
			w.Bytes(list)
		}
	}
	g.dice.AppendBinary(w)
}

// Decode restores a game written by Encode. Damaged data, or a position the
// rules could never reach, gives an error naming what is wrong; it never
// panics.
func Decode(data []byte) (*Game, error) {
	r, src, err := encoding.ReadStart(data)
	if err != nil {
		return nil, err
	}
	cat, err := Standard()
	if err != nil {
		return nil, err
	}
	lvl, err := ParseLevel(src.Name, src.Origin, src.Source, cat)
	if err != nil {
		return nil, fmt.Errorf("saved dungeon: %w", err)
	}
	g, err := NewGame(lvl, rules.Dice{})
	if err != nil {
		return nil, err
	}
	n := len(g.minis)
	g.round = int16(r.Int("round", 1, 1<<14))
	g.done = r.Uvarint()
	g.shotAt = r.Uvarint()
	g.gang = int8(r.Int("gang", -1, n-1))
	t := &g.turn
	t.hero = int8(r.Int("hero to act", -1, n-1))
	t.rolled = r.Bool()
	t.allowance = int8(r.Int("speed roll", 0, 100))
	t.used = int8(r.Int("squares moved", 0, 100))
	t.movedFirst = r.Bool()
	t.acted = r.Bool()
	t.attacksLeft = int8(r.Int("attacks left", 0, 20))
	t.target = int8(r.Int("target", -1, n-1))
	t.flurry = r.Bool()
	t.noMove = r.Bool()
	for i := range g.minis {
		m := &g.minis[i]
		m.At = grid.Pt(r.Int("x", 0, lvl.Board.W-1), r.Int("y", 0, lvl.Board.H-1))
		m.Facing = grid.Dir(r.Int("facing", 0, 3))
		m.Health = int8(r.Int("health", -20, 30))
		m.Revived = r.Bool()
		m.Gone = r.Bool()
		m.Casts = int8(r.Int("casts", 0, 9))
		m.Potions = int8(r.Int("potions", 0, 9))
		m.Traits = uint8(r.Int("traits used", 0, 3))
	}
	for _, d := range g.board.Doors() {
		e := Edge(r.Int("door", int(DoorClosed), int(DoorOpen)))
		g.board.SetEdge(d[0], d[1], e)
	}
	for _, h := range g.seats {
		k := &g.kits[h]
		for _, list := range [3]*[]uint8{&k.Held, &k.Worn, &k.Backpack} {
			*list = append([]uint8(nil), r.Bytes()...)
			for _, i := range *list {
				if int(i) >= len(cat.Items) {
					return nil, fmt.Errorf("hero %c carries item %d; the catalog has %d", g.minis[h].ID, i, len(cat.Items))
				}
			}
		}
		g.restat(int(h))
	}
	if r.Err() != nil {
		return nil, r.Err()
	}
	if g.dice, err = rules.ReadDice(r); err != nil {
		return nil, err
	}
	if err := r.Done(); err != nil {
		return nil, err
	}
	g.reoccupy()
	g.checkOver()
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("not a position of the game: %w", err)
	}
	return g, nil
}
