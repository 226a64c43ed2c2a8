package rulestest

import (
	"fmt"

	"skirmish/rules"
)

// encoding starts every encoded Guessing Duel state; its version changes
// whenever the encoding below changes.
var encoding = rules.Encoding{Magic: []byte("RULESTEST"), Version: 1, What: "Guessing Duel"}

// Encode returns the canonical encoding of the game: the scenario's text
// and everything that changes during play. Equal games encode to equal
// bytes. The outcome is not written: it follows from the scores.
func (g *Game) Encode() []byte {
	w := rules.NewWriter(make([]byte, 0, 128+len(g.lvl.Source)))
	encoding.StartEncode(w, rules.LevelSource{Name: g.lvl.Name, Origin: g.lvl.Origin, Source: []byte(g.lvl.Source)})
	g.encodePlay(w)
	return w.Data()
}

// Hash returns a hash of the canonical encoding, with the scenario's
// fingerprint in place of its text.
func (g *Game) Hash() uint64 {
	var buf [128]byte
	w := rules.NewWriter(buf[:0])
	encoding.StartHash(w, g.lvl.fingerprint)
	g.encodePlay(w)
	return rules.Hash64(w.Data())
}

// encodePlay writes the part of the game that changes during play.
func (g *Game) encodePlay(w *rules.Writer) {
	w.Bool(g.view)
	w.Varint(int64(g.viewer))
	w.Varint(int64(g.round))
	for s := range g.seats() {
		w.Varint(int64(g.choice[s]))
		w.Bool(g.rolled[s])
		w.Varint(int64(g.score[s]))
		w.Varint(int64(g.passes[s]))
		w.Varint(int64(g.bonus[s]))
	}
	w.Varint(int64(g.house))
	g.dice.AppendBinary(w)
}

// Decode restores a game (or a view) written by Encode. Damaged data, or a
// position the rules could never reach, gives an error naming what is
// wrong; it never panics.
func Decode(data []byte) (*Game, error) {
	r, src, err := encoding.ReadStart(data)
	if err != nil {
		return nil, err
	}
	lvl, err := ParseLevel(src.Name, src.Origin, src.Source)
	if err != nil {
		return nil, fmt.Errorf("saved scenario: %w", err)
	}
	g := NewGame(lvl, rules.Dice{})
	n := g.seats()
	g.view = r.Bool()
	g.viewer = rules.Seat(r.Int("viewer", int(rules.Spectator), n-1))
	g.round = int8(r.Int("round", 1, lvl.Rounds+1))
	for s := range n {
		g.choice[s] = Choice(r.Int("choice", int(Undecided), int(Hidden)))
		g.rolled[s] = r.Bool()
		g.score[s] = int8(r.Int("score", 0, MaxRounds+MaxBonus))
		g.passes[s] = int8(r.Int("passes left", 0, lvl.Passes))
		g.bonus[s] = int8(r.Int("bonus dice left", 0, lvl.Bonus))
	}
	g.house = int8(r.Int("house score", 0, MaxRounds))
	if r.Err() != nil {
		return nil, r.Err()
	}
	if g.dice, err = rules.ReadDice(r); err != nil {
		return nil, err
	}
	if err := r.Done(); err != nil {
		return nil, err
	}
	if g.over() {
		g.out = g.result()
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("not a position of the game: %w", err)
	}
	return g, nil
}
