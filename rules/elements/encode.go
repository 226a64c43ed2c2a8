package elements

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// encoding starts every encoded Elements state; its version changes
// whenever the encoding below changes.
var encoding = rules.Encoding{Magic: []byte("ELEMENTS"), Version: 1, What: "Elements"}

// Encode returns the canonical encoding of the game: the level's text and
// everything that changes during play. Equal games encode equally.
func (g *Game) Encode() []byte {
	w := rules.NewWriter(make([]byte, 0, 256+len(g.lvl.Source)))
	encoding.StartEncode(w, rules.LevelSource{Name: g.lvl.Name, Origin: g.lvl.Origin, Source: []byte(g.lvl.Source)})
	g.encodePlay(w)
	return w.Data()
}

// Hash returns a hash of the canonical encoding, with the level's
// fingerprint standing for its text.
func (g *Game) Hash() uint64 {
	var buf [512]byte
	w := rules.NewWriter(buf[:0])
	encoding.StartHash(w, g.lvl.fingerprint)
	g.encodePlay(w)
	return rules.Hash64(w.Data())
}

const (
	flInjured = 1 << iota
	flStunned
	flOut
	flHidden
	flActivated
	flUnseen
	flAll = 1<<iota - 1
)

func (g *Game) encodePlay(w *rules.Writer) {
	w.Varint(int64(g.viewer))
	w.Byte(byte(g.phase))
	w.Varint(int64(g.round))
	w.Varint(int64(g.turn))
	w.Varint(int64(g.cur))
	w.Bool(g.moved)
	w.Bool(g.struck)
	for s := range 2 {
		w.Bytes(g.force[s])
		w.Bool(g.ready[s])
		w.Byte(g.changes[s])
	}
	w.Uvarint(uint64(len(g.models)))
	for i := range g.models {
		m := &g.models[i]
		w.Byte(m.ID)
		w.Byte(byte(m.Side))
		w.Byte(m.Profile)
		w.Varint(int64(m.At.X))
		w.Varint(int64(m.At.Y))
		w.Byte(byte(m.Facing))
		var fl byte
		for k, b := range [...]bool{m.Injured, m.Stunned, m.Out, m.Hidden, m.Activated, m.Unseen} {
			if b {
				fl |= 1 << k
			}
		}
		w.Byte(fl)
	}
	if _, pending := g.PendingFight(); pending {
		f := &g.fight
		w.Byte(byte(f.Kind))
		w.Byte(byte(f.Attacker))
		w.Byte(byte(f.Defender))
		w.Byte(byte(f.Winner))
		w.Raw(f.Left[:])
		w.Byte(byte(f.Result))
		w.Byte(byte(f.Moved))
		w.Byte(byte(f.MaxSteps))
		w.Byte(byte(f.WinnerSee))
	}
	g.dice.AppendBinary(w)
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
	lvl, err := ParseLevel(src.Name, src.Origin, src.Source)
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
	return g, nil
}

func (g *Game) decodePlay(r *rules.Reader) error {
	lvl := g.lvl
	g.viewer = int8(r.Int("viewer", -2, 1))
	g.phase = Phase(r.Byte())
	if g.phase > PhaseOver {
		return fmt.Errorf("phase %d is unknown", g.phase)
	}
	g.round = int16(r.Int("round", 1, lvl.Rounds))
	g.turn = int8(r.Int("turn", 0, 1))
	g.cur = int8(r.Int("current model", -1, 2*MaxDeploy-1))
	g.moved, g.struck = r.Bool(), r.Bool()
	for s := range 2 {
		f := r.Bytes()
		if len(f) > len(lvl.Deploy[s]) {
			return fmt.Errorf("side %d's force has %d models for %d deployment squares", s+1, len(f), len(lvl.Deploy[s]))
		}
		g.force[s] = append([]uint8(nil), f...)
		for _, k := range f {
			if int(k) >= len(lvl.Pack.Profiles) {
				return fmt.Errorf("side %d's force names profile %d of %d", s+1, k, len(lvl.Pack.Profiles))
			}
		}
		g.ready[s] = r.Bool()
		g.changes[s] = r.Byte()
		if g.changes[s] > musterLimit {
			return fmt.Errorf("side %d changed its force %d times", s+1, g.changes[s])
		}
	}
	n := r.Uvarint()
	if r.Err() != nil {
		return r.Err()
	}
	if n > uint64(len(lvl.Deploy[0])+len(lvl.Deploy[1])) {
		return fmt.Errorf("%d models for %d deployment squares", n, len(lvl.Deploy[0])+len(lvl.Deploy[1]))
	}
	g.models = make([]Model, n)
	for i := range g.models {
		m := &g.models[i]
		m.ID, m.Side, m.Profile = r.Byte(), int8(r.Byte()), r.Byte()
		m.At = grid.Pt(r.Int("x", -1, lvl.W-1), r.Int("y", -1, lvl.H-1))
		m.Facing = grid.Dir(r.Byte())
		fl := r.Byte()
		if r.Err() != nil {
			return r.Err()
		}
		if fl > flAll || m.Facing > grid.West || m.Side < 0 || m.Side > 1 || int(m.Profile) >= len(lvl.Pack.Profiles) {
			return fmt.Errorf("model %d: flags, facing, side or profile out of range", i)
		}
		m.Injured, m.Stunned, m.Out, m.Hidden, m.Activated, m.Unseen = fl&flInjured != 0, fl&flStunned != 0, fl&flOut != 0, fl&flHidden != 0, fl&flActivated != 0, fl&flUnseen != 0
	}
	if _, pending := g.PendingFight(); pending {
		f := &g.fight
		f.Kind = Kind(r.Byte())
		f.Attacker, f.Defender, f.Winner = int8(r.Byte()), int8(r.Byte()), int8(r.Byte())
		copy(f.Left[:], r.Raw(len(f.Left)))
		f.Result = Element(r.Byte())
		f.Moved, f.MaxSteps, f.WinnerSee = int8(r.Byte()), int8(r.Byte()), int8(r.Byte())
	}
	if r.Err() != nil {
		return r.Err()
	}
	dice, err := rules.ReadDice(r)
	if err != nil {
		return err
	}
	g.dice = dice
	g.out = rules.Outcome{Over: r.Bool()}
	if g.out.Over {
		if w := r.Int("winner", -1, 1); w >= 0 {
			g.out.Winners = rules.Only(rules.Seat(w))
		}
		g.out.Reason = r.String()
	}
	if r.Err() != nil {
		return r.Err()
	}
	g.placeModels()
	if err := g.CheckInvariants(); err != nil {
		return fmt.Errorf("decoded position: %w", err)
	}
	return nil
}
