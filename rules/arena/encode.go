package arena

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// encoding starts every encoded Arena state; its version changes whenever
// the encoding below changes.
var encoding = rules.Encoding{Magic: []byte("ARENA"), Version: 2, What: "Arena"}

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

func (g *Game) encodePlay(w *rules.Writer) {
	w.Varint(int64(g.viewer))
	w.Varint(int64(g.phase))
	w.Varint(int64(g.round))
	w.Varint(int64(g.cur))
	g.encodeMuster(w)
	w.Uvarint(uint64(len(g.f)))
	for i := range g.f {
		f := &g.f[i]
		w.Varint(int64(f.At.X))
		w.Varint(int64(f.At.Y))
		for _, v := range [...]int16{int16(f.HP), int16(f.FP), f.AP, f.Spent, int16(f.Hands[0]), int16(f.Hands[1])} {
			w.Varint(int64(v))
		}
		w.Byte(f.Stowed)
		w.Byte(byte(f.Status))
		w.Bool(f.Done)
		w.Bool(f.Fired)
		w.Byte(byte(f.Facing))
		w.Uvarint(uint64(f.Cond))
		for _, v := range [...]int8{f.EP, f.Grip, f.Guards} {
			w.Varint(int64(v))
		}
		w.Varint(int64(f.Lost))
		w.Uvarint(uint64(f.Foes))
	}
	if _, pending := g.PendingRoll(); pending || g.phase == PhaseRam {
		p := &g.pend
		for _, v := range [...]int16{int16(p.Attacker), int16(p.Defender), int16(p.Weapon), int16(p.Guard), p.AttPenalty, int16(p.Margin),
			int16(p.Target), int16(p.Dice[0]), int16(p.Dice[1])} {
			w.Varint(int64(v))
		}
		w.Bool(p.Disarm)
	}
	w.Bool(g.mv.Active)
	if mv := &g.mv; mv.Active {
		w.Varint(int64(mv.Mover))
		w.Varint(int64(mv.N))
		for _, p := range mv.Path[:mv.N] {
			w.Varint(int64(p.X))
			w.Varint(int64(p.Y))
		}
		w.Varint(int64(mv.Step))
		w.Varint(int64(mv.Asking))
		w.Uvarint(uint64(mv.Asked))
	}
	g.encodeLoose(w)
	g.dice.AppendBinary(w)
	w.Bool(g.out.Over)
	if g.out.Over {
		w.Varint(int64(g.out.Winner()))
		w.String(g.out.Reason)
	}
}

// maxEP bounds a fighter's Exhaustion Points, for decoding.
const maxEP = 100

// maxSpent bounds the AP a fighter can spend in a round, for decoding.
const maxSpent = 30000

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
	g := &Game{lvl: lvl}
	for _, p := range lvl.Start {
		g.f = append(g.f, Fighter{ID: p.ID, Side: p.Side, Profile: uint8(p.Profile)})
	}
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
	g.phase = Phase(r.Int("phase", 0, int(phaseCount)-1))
	g.round = int16(r.Int("round", 1, lvl.Rounds))
	g.cur = int8(r.Int("fighter with the initiative", -1, len(g.f)-1))
	if err := g.decodeMuster(r); err != nil {
		return err
	}
	if n := r.Uvarint(); r.Err() == nil && n != uint64(len(g.f)) {
		return fmt.Errorf("%d fighters for the level's %d", n, len(g.f))
	}
	items := len(lvl.Pack.Items)
	for i := range g.f {
		f := &g.f[i]
		p := g.Prof(i)
		f.At = grid.Pt(r.Int("x", 0, lvl.W-1), r.Int("y", 0, lvl.H-1))
		f.HP = int8(r.Int("HP", -100, p.HP()))
		f.FP = int8(r.Int("FP", 0, p.FP))
		f.AP = int16(r.Int("AP", -maxSpent, p.AP()))
		f.Spent = int16(r.Int("AP spent", 0, maxSpent))
		f.Hands[0] = int8(r.Int("hand", -1, items-1))
		f.Hands[1] = int8(r.Int("hand", -1, items-1))
		f.Stowed = r.Byte()
		f.Status = Status(r.Byte())
		f.Done = r.Bool()
		f.Fired = r.Bool()
		f.Facing = grid.Dir(r.Byte())
		cond := r.Uvarint()
		f.Cond = Cond(cond)
		f.EP = int8(r.Int("EP", 0, maxEP))
		f.Grip = int8(r.Int("grip", -1, len(g.f)-1))
		f.Guards = int8(r.Int("guards", -1, len(g.f)-1))
		f.Lost = int16(r.Int("AP lost", 0, maxSpent))
		if foes := r.Uvarint(); foes < 1<<len(g.f) {
			f.Foes = uint32(foes)
		} else if r.Err() == nil {
			return fmt.Errorf("fighter %c: its foes are out of range", f.ID)
		}
		if r.Err() != nil {
			return r.Err()
		}
		if f.Status > Fled || f.Stowed>>len(p.Carry) != 0 {
			return fmt.Errorf("fighter %c: status or stowed items out of range", f.ID)
		}
		if f.Facing > 3 || cond>>condCount != 0 {
			return fmt.Errorf("fighter %c: facing or conditions out of range", f.ID)
		}
	}
	if _, pending := g.PendingRoll(); pending || g.phase == PhaseRam {
		p := &g.pend
		p.Attacker = int8(r.Int("attacker", 0, len(g.f)-1))
		p.Defender = int8(r.Int("defender", 0, len(g.f)-1))
		p.Weapon = int8(r.Int("weapon", -1, items-1))
		p.Guard = int8(r.Int("guard", -1, items-1))
		p.AttPenalty = int16(r.Int("penalty", -maxSpent, 0))
		p.Margin = int8(r.Int("margin", -100, 100))
		p.Target = int8(r.Int("guarded target", -1, len(g.f)-1))
		p.Dice[0] = int8(r.Int("die", 0, 6))
		p.Dice[1] = int8(r.Int("die", 0, 6))
		p.Disarm = r.Bool()
	}
	if mv := &g.mv; r.Bool() {
		mv.Active = true
		mv.Mover = int8(r.Int("mover", 0, len(g.f)-1))
		mv.N = int8(r.Int("path length", 2, MaxPath))
		for k := range mv.N {
			mv.Path[k] = grid.Pt(r.Int("x", 0, lvl.W-1), r.Int("y", 0, lvl.H-1))
		}
		mv.Step = int8(r.Int("step", 0, int(mv.N)-1))
		mv.Asking = int8(r.Int("asking", -1, len(g.f)-1))
		if a := r.Uvarint(); a < 1<<len(g.f) {
			mv.Asked = uint32(a)
		} else if r.Err() == nil {
			return fmt.Errorf("the fighters asked during the move are out of range")
		}
	}
	if r.Err() != nil {
		return r.Err()
	}
	if err := g.decodeLoose(r); err != nil {
		return err
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
	if err := g.CheckInvariants(); err != nil {
		return fmt.Errorf("decoded position: %w", err)
	}
	return nil
}
