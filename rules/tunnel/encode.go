package tunnel

import (
	"errors"
	"fmt"
	"math/bits"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// encoding starts every encoded Tunnel Fighters state; its version changes
// whenever the encoding below changes.
var encoding = rules.Encoding{Magic: []byte("TUNNEL"), Version: 1, What: "Tunnel Fighters"}

// Encode returns the canonical encoding of the game: the level's text and
// everything that changes during play. Equal games encode to equal bytes.
func (g *Game) Encode() []byte {
	w := rules.NewWriter(make([]byte, 0, 256+len(g.lvl.Source)))
	encoding.StartEncode(w, rules.LevelSource{Name: g.lvl.Name, Origin: g.lvl.Origin, Source: []byte(g.lvl.Source)})
	g.encodePlay(w)
	return w.Data()
}

// Hash returns a hash of the canonical encoding. It hashes the level's
// fingerprint rather than its text, which gives the same identity faster.
func (g *Game) Hash() uint64 {
	var buf [512]byte
	w := rules.NewWriter(buf[:0])
	encoding.StartHash(w, g.lvl.fingerprint)
	g.encodePlay(w)
	return rules.Hash64(w.Data())
}

// encodePlay writes the part of the game that changes during play.
func (g *Game) encodePlay(w *rules.Writer) {
	w.Varint(int64(g.side))
	w.Varint(int64(g.round))
	w.Byte(byte(g.phase))
	for i := range g.models {
		m := &g.models[i]
		w.Varint(int64(m.At.X))
		w.Varint(int64(m.At.Y))
		w.Varint(int64(m.Facing))
		w.Varint(int64(m.Stamina))
		w.Varint(int64(m.Endurance))
		var flags byte
		if m.Prone {
			flags |= 1
		}
		if m.Dead {
			flags |= 2
		}
		if m.Swung {
			flags |= 4
		}
		w.Byte(flags)
	}
	// Doors opened since the start, in square order.
	opened := 0
	for k, t := range g.tiles {
		if t != g.lvl.Tiles[k] {
			opened++
		}
	}
	w.Uvarint(uint64(opened))
	for k, t := range g.tiles {
		if t != g.lvl.Tiles[k] {
			w.Varint(int64(k))
		}
	}
	if _, pending := g.PendingSwing(); pending {
		sw := &g.sw
		w.Varint(int64(sw.Attacker))
		w.Varint(int64(sw.Target))
		w.Byte(byte(sw.Committed))
		w.Byte(byte(sw.Charge))
		w.Byte(byte(sw.AttackDice))
		w.Bool(sw.Defends)
		w.Bool(sw.Rolled)
		w.Raw(sw.Attack[:])
		w.Raw(sw.Defence[:])
		w.Byte(byte(sw.NDefence))
		w.Uvarint(uint64(sw.Left))
		w.Byte(byte(sw.NShunt))
		for _, p := range sw.Shunt[:sw.NShunt] {
			w.Varint(int64(p.X))
			w.Varint(int64(p.Y))
		}
	}
	w.Varint(int64(g.run.model))
	if g.run.model >= 0 {
		w.Byte(byte(g.run.steps))
		w.Uvarint(g.run.sawAt)
		w.Uvarint(g.run.spotted)
	}
	g.dice.AppendBinary(w)
	for s := range g.lvl.Sides {
		w.Varint(int64(g.dealt[s]))
	}
	w.Bool(g.out.Over)
	if g.out.Over {
		w.Varint(int64(g.out.Winner()))
		w.String(g.out.Reason)
	}
}

// Decode restores a game written by Encode. Damaged data gives an error
// naming what is wrong; it never panics.
func Decode(data []byte) (*Game, error) {
	r, src, err := encoding.ReadStart(data)
	if err != nil {
		return nil, err
	}
	lvl, err := parseLevelCached(src.Name, src.Origin, src.Source)
	if err != nil {
		return nil, fmt.Errorf("saved level: %w", err)
	}
	g := NewGame(lvl, rules.Dice{})
	if err := g.decodePlay(r); err != nil {
		return nil, err
	}
	if err := r.Done(); err != nil {
		return nil, err
	}
	g.relight() // doors may have opened
	return g, nil
}

func (g *Game) decodePlay(r *rules.Reader) error {
	n := len(g.models)
	g.side = int8(r.Int("side", 0, len(g.lvl.Sides)-1))
	g.round = int16(r.Int("round", 1, g.lvl.Rounds))
	g.phase = Phase(r.Byte())
	if g.phase > PhaseOver {
		return fmt.Errorf("phase %d is unknown", g.phase)
	}
	for i := range g.models {
		m := &g.models[i]
		prof := m.Prof()
		m.At = grid.Pt(r.Int("x", -1, g.lvl.W), r.Int("y", -1, g.lvl.H))
		m.Facing = grid.Dir(r.Int("facing", 0, 3))
		m.Stamina = int8(r.Int("stamina", 0, int(prof.Stamina)))
		m.Endurance = int8(r.Int("endurance", 0, int(prof.Endurance)))
		flags := r.Byte()
		m.Prone, m.Dead, m.Swung = flags&1 != 0, flags&2 != 0, flags&4 != 0
		if flags > 7 {
			return fmt.Errorf("model %c: unknown flags %d", m.ID, flags)
		}
	}
	doors := int(r.Uvarint())
	if doors > len(g.tiles) {
		return fmt.Errorf("%d opened doors on a map of %d squares", doors, len(g.tiles))
	}
	for range doors {
		k := r.Int("door square", 0, len(g.tiles)-1)
		if r.Err() == nil && g.lvl.Tiles[k] != DoorClosed {
			return fmt.Errorf("square %d is marked opened but is not a door", k)
		}
		g.tiles[k] = DoorOpen
	}
	if _, pending := g.PendingSwing(); pending {
		sw := &g.sw
		sw.Attacker = int8(r.Int("attacker", 0, n-1))
		sw.Target = int8(r.Int("target", 0, n-1))
		sw.Committed = int8(r.Byte())
		sw.Charge = int8(r.Byte())
		sw.AttackDice = int8(r.Byte())
		sw.Defends, sw.Rolled = r.Bool(), r.Bool()
		copy(sw.Attack[:], r.Raw(MaxDice))
		copy(sw.Defence[:], r.Raw(MaxDice))
		sw.NDefence = int8(r.Byte())
		sw.Left = uint16(r.Uvarint())
		sw.NShunt = int8(r.Byte())
		// The counts are bytes: one of 128 or more reads as negative.
		in := func(v int8, hi int) bool { return v >= 0 && int(v) <= hi }
		if !in(sw.AttackDice, MaxDice) || !in(sw.NDefence, MaxDice) || !in(sw.NShunt, 3) || !in(sw.Committed, MaxDice) || !in(sw.Charge, MaxDice) {
			return fmt.Errorf("byte %d: pending swing: counts out of range", r.Offset())
		}
		for k := range sw.Shunt[:sw.NShunt] {
			sw.Shunt[k] = grid.Pt(r.Int("x", 0, g.lvl.W-1), r.Int("y", 0, g.lvl.H-1))
		}
		if sw.Rolled {
			for _, pool := range [2][]uint8{sw.Attack[:sw.AttackDice], sw.Defence[:sw.NDefence]} {
				for _, v := range pool {
					if v < 1 || v > 6 {
						return fmt.Errorf("pending swing: a die shows %d", v)
					}
				}
			}
		}
	}
	g.run = chargeRun{model: int8(r.Int("charging model", -1, n-1))}
	if g.run.model >= 0 {
		steps := r.Byte()
		g.run.steps = int8(steps)
		g.run.sawAt, g.run.spotted = r.Uvarint(), r.Uvarint()
		// A run ends with the turn: at most two spaces per Stamina point.
		if limit := 2 * int(g.models[g.run.model].Prof().Stamina); r.Err() == nil && int(steps) > limit {
			return fmt.Errorf("byte %d: a charge of %d spaces; at most %d", r.Offset(), steps, limit)
		}
	}
	if r.Err() != nil {
		return r.Err()
	}
	dice, err := rules.ReadDice(r)
	if err != nil {
		return err
	}
	g.dice = dice
	for s := range g.lvl.Sides {
		g.dealt[s] = int16(r.Int("damage dealt", 0, 1<<14))
	}
	g.out = rules.Outcome{Over: r.Bool()}
	if g.out.Over {
		if w := r.Int("winner", -1, len(g.lvl.Sides)-1); w >= 0 {
			g.out.Winners = rules.Only(rules.Seat(w))
		}
		g.out.Reason = r.String()
	}
	if r.Err() != nil {
		return r.Err()
	}
	g.placeModels() // checkConsistent asks ModelAt
	return g.checkConsistent()
}

// checkConsistent rejects decoded positions the rules could never reach:
// two models on one square, a model inside a wall.
func (g *Game) checkConsistent() error {
	for i := range g.models {
		m := &g.models[i]
		if m.Dead {
			continue
		}
		if !g.Tile(m.At).Walkable() {
			return fmt.Errorf("model %c stands on %s, which is not floor", m.ID, m.At)
		}
		if j := g.ModelAt(m.At); j != i {
			return fmt.Errorf("models %c and %c share %s", g.models[j].ID, m.ID, m.At)
		}
	}
	if (g.phase == PhaseOver) != g.out.Over {
		return errors.New("game-over flag disagrees with the phase")
	}
	if _, pending := g.PendingSwing(); pending {
		return g.checkSwing()
	}
	return nil
}

// checkSwing rejects a pending swing the rules could never leave waiting:
// each phase of a swing waits only while its choice has options.
func (g *Game) checkSwing() error {
	sw := &g.sw
	a, t := &g.models[sw.Attacker], &g.models[sw.Target]
	switch {
	case a.Dead || t.Dead || sw.Attacker == sw.Target || int(a.Side) != int(g.side):
		return fmt.Errorf("pending swing: %c cannot be swinging at %c", a.ID, t.ID)
	case g.phase == PhaseDefend && sw.Rolled, g.phase != PhaseDefend && !sw.Rolled:
		return errors.New("pending swing: the dice are rolled at the wrong time")
	case g.phase == PhasePick && bits.OnesCount16(sw.remaining()) < 2:
		return errors.New("pending swing: a pick among fewer than two numbers")
	case g.phase == PhaseShunt && sw.NShunt < 2:
		return errors.New("pending swing: a shunt with fewer than two squares")
	}
	if g.phase == PhaseShunt {
		for _, p := range sw.Shunt[:sw.NShunt] {
			if !g.free(p) || grid.Manhattan(p, t.At) != 1 {
				return fmt.Errorf("pending swing: %c cannot be shunted to %s", t.ID, p)
			}
		}
	}
	return nil
}
