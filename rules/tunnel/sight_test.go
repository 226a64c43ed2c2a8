package tunnel

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// TestOpeningADoorLightsAsARelight opens the doors of random small levels,
// and of a level at every limit of the format, one by one in a random
// order: after each, the squares lit (lighting again only the lights that
// can shine through that door) must be exactly those of tracing every
// light again.
func TestOpeningADoorLightsAsARelight(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	levels := []*Level{largestLevel(t, "doors", 26)}
	for range 300 {
		levels = append(levels, randomLitLevel(t, r))
	}
	for n, lvl := range levels {
		g := NewGame(lvl, rules.NewDice(1))
		var doors []int
		for k, tile := range g.tiles {
			if tile == DoorClosed {
				doors = append(doors, k)
			}
		}
		r.Shuffle(len(doors), func(i, j int) { doors[i], doors[j] = doors[j], doors[i] })
		for _, k := range doors {
			d := grid.Pt(k%lvl.W, k/lvl.W)
			g.tiles[k] = DoorOpen
			g.lightThrough(d)
			want := g.Copy()
			want.relight()
			if !slices.Equal(g.lit, want.lit) {
				t.Fatalf("level %d: after opening %s the lit squares differ from tracing every light again:\n%s\nwant\n%s", n, d, litMap(g), litMap(want))
			}
		}
	}
}

// randomLitLevel draws a 12 by 12 level of random walls, doors and floor
// with a few lights of random radius and two models.
func randomLitLevel(t *testing.T, r *rand.Rand) *Level {
	const size = 12
	var b strings.Builder
	b.WriteString("map:\n")
	lights := 0
	for y := range size {
		for x := range size {
			c := byte('.')
			switch v := r.IntN(20); {
			case y == 0 && x < 2:
				c = "Ab"[x]
			case v < 3:
				c = '#'
			case v < 7:
				c = '+'
			case v == 7 && lights < 4:
				c = byte('1' + r.IntN(9))
				lights++
			}
			b.WriteByte(c)
		}
		b.WriteByte('\n')
	}
	b.WriteString("legend:\nA: gnome side 1 facing E\nb: goblin side 2 facing W\n")
	lvl, err := ParseLevel("random", "random.txt", []byte(b.String()))
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	return lvl
}

// litMap draws the lit squares of g: '*' lit, '#' blocking, '.' dark.
func litMap(g *Game) string {
	var b strings.Builder
	for y := range g.lvl.H {
		for x := range g.lvl.W {
			p := grid.Pt(x, y)
			i := y*g.lvl.W + x
			switch {
			case g.lit[i>>6]&(1<<(i&63)) != 0:
				b.WriteByte('*')
			case g.blocks(p):
				b.WriteByte('#')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
