package magewinds

import (
	"bytes"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
)

// Decode(Encode()) gives the same battle at every step of random battles:
// the same encoding, the same hash, and it plays on the same way.
func TestEncodeDecodeEveryStep(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	for _, sc := range scenarios(t) {
		t.Run(sc.Name, func(t *testing.T) {
			t.Parallel()
			for k := range games {
				seed := uint64(200 + k)
				g, err := Setup(sc, seed, rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				failures := 0
				// check decodes the battle's encoding and returns the copy,
				// or nil when it does not decode.
				check := func(step string) *Game {
					enc := g.Encode()
					d, err := Decode(enc)
					if err != nil {
						if failures++; failures <= 2 {
							t.Errorf("seed %d, after %s: Decode: %v\n%s", seed, step, err, g.Describe())
						}
						return nil
					}
					if !bytes.Equal(d.Encode(), enc) || d.Hash() != g.Hash() {
						t.Fatalf("seed %d, after %s: the decoded battle differs", seed, step)
					}
					for seat := range 2 {
						v := g.View(rules.Seat(seat))
						dv, err := Decode(v.Encode())
						if err != nil || dv.Hash() != v.Hash() {
							t.Fatalf("seed %d, after %s: seat %d's view does not decode: %v", seed, step, seat, err)
						}
					}
					return d
				}
				prev := check("the set-up")
				randomGame(t, g, seed, maxActions, func(a Action, _ []rules.Event) {
					// the copy decoded before this action plays it the same way
					if prev != nil {
						if _, err := prev.Apply(a); err != nil || prev.Hash() != g.Hash() {
							t.Fatalf("seed %d: %q on the decoded copy: %v, hashes equal %v", seed, a, err, err == nil && prev.Hash() == g.Hash())
						}
					}
					prev = check(a.String())
				})
				if failures > 0 {
					t.Errorf("seed %d: %d positions did not decode", seed, failures)
				}
			}
		})
	}
}

// Clone is independent of the battle it was taken from, dice included.
func TestCloneIsIndependent(t *testing.T) {
	// a mid-battle position: 150 random actions in
	g := setup(t, "standing-stones", 9)
	p := rules.NewRandomPlayer(9)
	for n := 0; n < 150 && !g.Outcome().Over; n++ {
		a, err := p.Choose(g, g.ToAct()[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	before, hash := g.Encode(), g.Hash()
	c := g.Clone().(*Game)
	if c.Hash() != hash {
		t.Fatal("the clone has another hash")
	}
	// scribble on the clone's slices
	for i := range c.Fighters {
		c.Fighters[i].Damage++
	}
	c.Objects = append(c.Objects[:0], Object{})
	if len(c.Deck) > 0 {
		c.Deck[0], c.Deck[len(c.Deck)-1] = c.Deck[len(c.Deck)-1], c.Deck[0]
	}
	c.Hands[0] = append(c.Hands[0][:0], c.Hands[1]...)
	c.Discard = append(c.Discard[:0], c.Deck...)
	c.Rolled = append(c.Rolled[:0], 9, 9, 9)
	c.Act.Pay = append(c.Act.Pay[:0], 1, 2, 3)
	c.dice.D6()
	if !bytes.Equal(g.Encode(), before) {
		t.Fatal("changing the clone changed the battle")
	}
	// two clones play on identically, dice and shuffles included
	c1, c2 := g.Clone().(*Game), g.Clone().(*Game)
	p1, p2 := rules.NewRandomPlayer(5), rules.NewRandomPlayer(5)
	for n := 0; n < 2000 && !c1.Outcome().Over; n++ {
		a1, _ := p1.Choose(c1, c1.ToAct()[0])
		a2, _ := p2.Choose(c2, c2.ToAct()[0])
		if a1.String() != a2.String() {
			t.Fatalf("action %d: the clones were offered different choices: %s / %s", n, a1, a2)
		}
		_, err1 := c1.Apply(a1)
		_, err2 := c2.Apply(a2)
		if err1 != nil || err2 != nil || c1.Hash() != c2.Hash() {
			t.Fatalf("action %d (%s): the clones differ", n, a1)
		}
	}
	if !bytes.Equal(g.Encode(), before) {
		t.Fatal("playing the clones changed the battle")
	}
}

// positions returns encodings of a few positions of a random battle of each
// scenario, every step of an activation included.
func positions(t testing.TB, every int) [][]byte {
	var out [][]byte
	for _, sc := range scenarios(t) {
		g, err := Setup(sc, 31, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, g.Encode())
		n := 0
		steps := map[Step]bool{}
		randomGame(t, g, 31, 5000, func(Action, []rules.Event) {
			n++
			if n%every == 0 || g.Phase == PhaseAction && !steps[g.Act.Step] {
				// only positions that decode intact
				if enc := g.Encode(); decodes(enc) {
					steps[g.Act.Step] = true
					out = append(out, enc)
				}
			}
		})
	}
	return out
}

func decodes(enc []byte) bool {
	_, err := Decode(enc)
	return err == nil
}

// safely runs f, turning a panic into an error that names the package
// function it came from.
func safely(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v%s", r, panicSite())
		}
	}()
	f()
	return nil
}

// panicSite returns " in F (file:line)" for the innermost function of the
// package (not a test) on the panicking goroutine's stack.
func panicSite() string {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		fr, more := frames.Next()
		if strings.Contains(fr.Function, "rules/magewinds.") && !strings.HasSuffix(fr.File, "_test.go") {
			return fmt.Sprintf(" in %s (%s:%d)", fr.Function[strings.LastIndex(fr.Function, "/")+1:], filepath.Base(fr.File), fr.Line)
		}
		if !more {
			return ""
		}
	}
}

// exercise asks a decoded battle what a program would: describe it, list
// and play the legal actions, let the computer choose.
func exercise(g *Game, ai bool) {
	g.Describe()
	g.Hash()
	g.Encode()
	g.Outcome()
	if len(g.ToAct()) == 0 {
		return
	}
	seat := g.ToAct()[0]
	g.View(seat).Legal(seat)
	if list := g.Legal(seat); len(list) > 0 {
		g.Clone().Apply(list[0])
		g.Clone().Apply(list[len(list)-1])
	}
	if ai {
		NewAI(1).Choose(g, seat)
	}
}

// Damaged encodings give errors, never panics: every truncation is refused;
// a flipped byte is refused or gives a battle that can be played on.
func TestDecodeDamaged(t *testing.T) {
	every := 150
	if testing.Short() {
		every = 1000
	}
	encs := positions(t, every)
	if testing.Short() {
		encs = encs[:min(len(encs), 10)]
	}
	panics := 0
	for k, enc := range encs {
		for n := 0; n < len(enc); n++ {
			if n%7 != 0 && n < len(enc)-64 && testing.Short() {
				continue
			}
			if err := safely(func() {
				if _, err := Decode(enc[:n]); err == nil {
					t.Errorf("position %d truncated to %d of %d bytes decodes", k, n, len(enc))
				}
			}); err != nil {
				t.Errorf("position %d truncated to %d bytes: %v", k, n, err)
			}
		}
		for n := 0; n < len(enc); n++ {
			for _, flip := range []byte{0x01, 0xff} {
				bad := slices.Clone(enc)
				bad[n] ^= flip
				var where string
				err := safely(func() {
					where = "Decode"
					g, err := Decode(bad)
					if err != nil {
						return
					}
					// the battle's state is the encoding's tail, after the
					// scenario's text: use every battle damaged there, and
					// a sample of the others
					if tail := n >= len(enc)-160; tail || n%8 == 0 {
						where = "using the decoded battle"
						exercise(g, tail || n%40 == 0)
					}
				})
				if err != nil {
					panics++
					if panics <= 10 {
						t.Errorf("position %d, byte %d of %d ^ %#x: %s: %v", k, n, len(enc), flip, where, err)
					}
				}
			}
		}
	}
	if panics > 10 {
		t.Errorf("%d damaged encodings panicked in all", panics)
	}
	for _, bad := range [][]byte{nil, []byte("MAGEWIND"), []byte("TUNNEL"), append([]byte("MAGEWINDS"), 99)} {
		if _, err := Decode(bad); err == nil {
			t.Errorf("%q decodes", bad)
		}
	}
	if _, err := (Ruleset{}).Decode(encs[0][:10]); err == nil {
		t.Error("Ruleset.Decode accepts a truncated state")
	}
	// a valid encoding with a byte too many
	if _, err := Decode(append(slices.Clone(encs[0]), 0)); err == nil || !strings.Contains(err.Error(), "unexpected") {
		t.Errorf("a trailing byte: %v", err)
	}
}

// Decode must not keep using the caller's bytes: playing on the decoded
// battle may not change the encoding it came from.
func TestDecodeDoesNotAliasItsInput(t *testing.T) {
	g := duel(t)
	load(t, g, 1, 6, 6, 6, 2, 5, 5, 5)
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact", "a1 knockback 0")
	if len(g.Rolled) == 0 {
		t.Fatal("no dice on the tray")
	}
	do(t, g, "b2 guard", "b2 stay")
	enc := g.Encode()
	keep := slices.Clone(enc)
	d, err := Decode(enc)
	if err != nil {
		t.Fatal(err)
	}
	do(t, d, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
	if !bytes.Equal(enc, keep) {
		t.Error("playing on a decoded battle wrote into the bytes it was decoded from")
	}
}
