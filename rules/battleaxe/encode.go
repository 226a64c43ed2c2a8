package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// encoding starts every encoded Battle-Axe state; its version changes
// whenever the encoding below changes.
var encoding = rules.Encoding{Magic: []byte("BATTLEAXE"), Version: 3, What: "Battle-Axe"}

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
	g.encodeDungeon(w)
	w.Varint(int64(len(g.minis)))
	for i := range g.minis {
		m := &g.minis[i]
		w.Byte(m.ID)
		w.Bool(m.Hero)
		w.Varint(int64(m.Card))
		w.Varint(int64(m.W))
		w.Varint(int64(m.H))
		w.Varint(int64(m.Room))
		w.Varint(int64(m.Slot))
	}
	g.encodeSeats(w)
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
	w.Varint(int64(t.swap))
	w.Varint(int64(t.boost))
	w.Varint(int64(t.d6))
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
		w.Varint(int64(m.Luck))
		w.Varint(int64(m.Carrier))
		w.Varint(int64(m.Ward))
		w.Bool(m.Asleep)
	}
	for _, d := range g.board.Doors() {
		w.Varint(int64(g.board.EdgeBetween(d[0], d[1])))
	}
	for _, h := range g.seats {
		k := &g.kits[h]
		for _, list := range [3][]uint8{k.Held, k.Worn, k.Backpack} {
			w.Bytes(list)
		}
		for _, n := range k.SpellsLeft {
			w.Varint(int64(n))
		}
		w.Uvarint(k.Cast)
	}
	encodeLast(w, &g.last)
	w.Bool(g.fled)
	encodePending(w, &g.pend)
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
	lvl, err := cachedLevel(src.Name, src.Origin, src.Source, cat)
	if err != nil {
		return nil, fmt.Errorf("saved dungeon: %w", err)
	}
	start := NewGame
	if lvl.Quest != nil {
		start = newQuestGame
	}
	g, err := start(lvl, rules.Dice{})
	if err != nil {
		return nil, err
	}
	if err := g.decodeDungeon(r); err != nil {
		return nil, fmt.Errorf("the dungeon: %w", err)
	}
	n := r.Int("minis", 1, MaxMinis)
	if err := g.decodeMinis(r, n); err != nil {
		return nil, err
	}
	if err := g.decodeSeats(r); err != nil {
		return nil, err
	}
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
	t.swap = uint8(r.Int("swap", 0, 3))
	t.boost = uint8(r.Int("boost", 0, 31))
	t.d6 = int8(r.Int("speed die", 0, 6))
	for i := range g.minis {
		m := &g.minis[i]
		m.At = grid.Pt(r.Int("x", 0, g.board.W-1), r.Int("y", 0, g.board.H-1))
		m.Facing = grid.Dir(r.Int("facing", 0, 3))
		m.Health = int8(r.Int("health", -20, 30))
		m.Revived = r.Bool()
		m.Gone = r.Bool()
		m.Casts = int8(r.Int("casts", 0, 9))
		m.Potions = int8(r.Int("potions", 0, 9))
		m.Traits = uint8(r.Int("traits used", 0, 3))
		m.Luck = int8(r.Int("luck used", 0, 10))
		m.Carrier = int8(r.Int("carrier", 0, n))
		m.Ward = uint8(r.Int("ward", 0, 31))
		m.Asleep = r.Bool()
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
		for t := range k.SpellsLeft {
			k.SpellsLeft[t] = int8(r.Int("spells left", 0, 9))
		}
		k.Cast = r.Uvarint()
		g.restat(int(h))
	}
	g.last = decodeLast(r, n)
	g.fled = r.Bool()
	if g.pend, err = decodePending(r, n); err != nil {
		return nil, err
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

// encodeSeats writes what each seat's hero is called and the worn item he
// last took off, with its round.
func (g *Game) encodeSeats(w *rules.Writer) {
	for s, h := range g.seats {
		name := ""
		if s < len(g.names) {
			name = g.names[s]
		}
		w.String(name)
		w.Varint(int64(g.kits[h].Off))
		w.Varint(int64(g.kits[h].OffRound))
	}
}

// decodeSeats reads what encodeSeats wrote.
func (g *Game) decodeSeats(r *rules.Reader) error {
	g.names = nil
	for s, h := range g.seats {
		name := r.String()
		if r.Err() == nil && name != "" && !ValidName(name) {
			return fmt.Errorf("seat %d: %q is not a hero's name", s, name)
		}
		g.setName(s, name)
		k := &g.kits[h]
		k.Off = uint8(r.Int("item taken off", 0, len(g.cat.Items)))
		k.OffRound = int16(r.Int("round taken off", 0, 1<<14))
	}
	return r.Err()
}

// decodeMinis reads the minis' identities: the level's heroes (as the
// muster made them) and the enemies on the board, rebuilt from their cards;
// their state follows in Decode.
func (g *Game) decodeMinis(r *rules.Reader, n int) error {
	heroes := g.minis
	kits := g.kits
	seatOf := func(id byte) int {
		for s, i := range g.seats {
			if heroes[i].ID == id {
				return s
			}
		}
		return -1
	}
	var minis []Mini
	var out []Kit
	seats := make([]int8, len(g.seats))
	found := 0
	for i := range n {
		id, hero := r.Byte(), r.Bool()
		card := r.Int("card", 0, 1000)
		w, h := r.Int("width", 1, 2), r.Int("height", 1, 2)
		room, slot := r.Int("room", -1, 200), r.Int("slot", -1, 52)
		if r.Err() != nil {
			return r.Err()
		}
		if hero {
			s := seatOf(id)
			if s < 0 || card >= len(g.cat.Heroes) {
				return fmt.Errorf("mini %d: no hero %c", i, id)
			}
			m := heroes[g.seats[s]]
			g.minis, g.kits = heroes, kits
			if m.Card != card {
				if err := g.becomeHero(int(g.seats[s]), card); err != nil {
					return err
				}
				m = heroes[g.seats[s]]
			}
			seats[s] = int8(i)
			found++
			minis = append(minis, m)
			out = append(out, kits[g.seats[s]])
			continue
		}
		if card >= len(g.cat.Enemies) || !isLetter(id) {
			return fmt.Errorf("mini %d: no enemy card %d", i, card)
		}
		m := Mini{ID: id, Card: card, W: int8(w), H: int8(h)}
		g.enemyMini(&m)
		m.Room, m.Slot = int8(room), int8(slot)
		e := &g.cat.Enemies[card]
		if !(w == e.W && h == e.H || w == e.H && h == e.W) {
			return fmt.Errorf("enemy %c is %dx%d; its card is %dx%d", id, w, h, e.W, e.H)
		}
		minis = append(minis, m)
		out = append(out, Kit{})
	}
	if found != len(g.seats) {
		return fmt.Errorf("%d of %d heroes", found, len(g.seats))
	}
	for i := range minis {
		for j := range i {
			if minis[i].ID == minis[j].ID {
				return fmt.Errorf("two minis %c", minis[i].ID)
			}
		}
	}
	g.minis, g.kits, g.seats = minis, out, seats
	return nil
}

var blowKinds = [...]string{"fight", "shoot", "spell", "jump"}

func encodeLast(w *rules.Writer, l *lastBlow) {
	w.Bool(l.valid)
	if !l.valid {
		return
	}
	b := &l.blow
	kind := 0
	for i, k := range blowKinds {
		if k == b.Kind {
			kind = i
		}
	}
	for _, v := range []int{int(l.att), int(l.def), int(l.health), kind, b.Success, b.Roll.Value, b.Defend, b.DefRoll.Value, b.Wounds} {
		w.Varint(int64(v))
	}
	w.Bool(l.gone)
	w.Bool(b.Hit)
	w.Bool(b.Vital)
	w.Bool(b.Defends)
}

func decodeLast(r *rules.Reader, n int) lastBlow {
	var l lastBlow
	if l.valid = r.Bool(); !l.valid {
		return l
	}
	l.att = int8(r.Int("luck hero", 0, n-1))
	l.def = int8(r.Int("luck target", 0, n-1))
	l.health = int8(r.Int("luck health", -20, 30))
	b := &l.blow
	b.Kind = blowKinds[r.Int("blow kind", 0, len(blowKinds)-1)]
	b.Success = r.Int("blow success", 0, 100)
	roll := r.Int("blow roll", 1, 100)
	b.Defend = r.Int("blow defend", 0, 100)
	def := r.Int("defence roll", 0, 100)
	b.Wounds = r.Int("blow wounds", 0, 5)
	l.gone = r.Bool()
	b.Hit, b.Vital, b.Defends = r.Bool(), r.Bool(), r.Bool()
	t, u := Faces(roll)
	b.Roll = PercentOf(t, u)
	if def > 0 {
		t, u = Faces(def)
		b.DefRoll = PercentOf(t, u)
	}
	return l
}
