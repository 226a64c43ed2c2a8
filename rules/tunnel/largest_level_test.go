package tunnel

import (
	"fmt"
	"strings"
	"testing"
)

// modelLetters are the letters a level may give its models, in the order
// largestLevel hands them out.
const modelLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// largestLevel draws a level at every limit the format sets: MaxSide by
// MaxSide squares, MaxModels models (every letter) and MaxLights lights of
// radius 9, the longest a light reaches. The layout chooses where the models
// stand:
//
//   - "open": on open floor three squares apart, each with every move it
//     could have; side 1 has the first side1 models, side 2 the rest;
//   - "melee": packed in a block with sides alternating like a chessboard,
//     so that every model has enemies to its front, left and right;
//   - "doors": in rows between closed doors, each facing three doors it
//     could open, with the lights in the rows between, near enough to
//     every door that each opening traces dozens of them again; side 1
//     has the first side1 models.
//
// The fighters cycle through every profile, Lamplighters (who carry light)
// included.
func largestLevel(t testing.TB, layout string, side1 int) *Level {
	t.Helper()
	rows := make([][]byte, MaxSide)
	for y := range rows {
		rows[y] = []byte("#" + strings.Repeat(".", MaxSide-2) + "#")
	}
	rows[0] = []byte(strings.Repeat("#", MaxSide))
	rows[MaxSide-1] = rows[0]
	var spots [][2]int // where the models go, in letter order
	top := 1           // the first row the lights may use
	switch layout {
	case "open":
		for y := 2; len(spots) < MaxModels; y += 3 {
			for x := 2; x < MaxSide-2 && len(spots) < MaxModels; x += 3 {
				spots = append(spots, [2]int{x, y})
			}
		}
		top = 2 + 3*((MaxModels+14)/15)
	case "melee":
		for y := 20; len(spots) < MaxModels; y++ {
			for x := 20; x < 28 && len(spots) < MaxModels; x++ {
				spots = append(spots, [2]int{x, y})
			}
		}
	case "doors":
		for y := 1; len(spots) < MaxModels; y += 3 {
			for x := 1; x < MaxSide-1; x++ {
				rows[y][x] = '+'
				if x%2 == 1 {
					rows[y+1][x] = '+'
				} else if len(spots) < MaxModels {
					spots = append(spots, [2]int{x, y + 1})
				}
			}
			top = y + 3
		}
	default:
		t.Fatalf("no layout %q", layout)
	}
	profiles := make([]string, len(Profiles))
	for i, p := range Profiles {
		profiles[i] = p.ID
	}
	var legend strings.Builder
	for k, at := range spots {
		c := modelLetters[k]
		rows[at[1]][at[0]] = c
		side := 1
		switch {
		case layout == "melee" && (at[0]+at[1])%2 == 1:
			side = 2
		case layout != "melee" && k >= side1:
			side = 2
		}
		facing := "NESW"[k%4 : k%4+1]
		if layout == "doors" {
			facing = "N"
		}
		fmt.Fprintf(&legend, "%c: %s side %d facing %s\n", c, profiles[k%len(profiles)], side, facing)
	}
	lights := 0
	light := func(x, y int) {
		if lights < MaxLights && rows[y][x] == '.' {
			rows[y][x] = '9'
			lights++
		}
	}
	if layout == "doors" {
		for y := 3; y < top; y += 3 {
			for x := 1; x < MaxSide-1; x += 2 {
				light(x, y)
			}
		}
	}
	for y := top + 1; y < MaxSide-1; y += 2 {
		for x := 2; x < MaxSide-2; x += 5 {
			light(x, y)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "title: The largest level (%s)\nside 1: Reds\nside 2: Blues\nmap:\n", layout)
	for _, r := range rows {
		b.Write(r)
		b.WriteByte('\n')
	}
	b.WriteString("legend:\n" + legend.String())
	lvl, err := ParseLevel("largest-"+layout, layout+".txt", []byte(b.String()))
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if lvl.W != MaxSide || lvl.H != MaxSide || len(lvl.Models) != MaxModels || len(lvl.Lights) != MaxLights {
		t.Fatalf("%s: %dx%d squares, %d models, %d lights; want the limits %dx%d, %d, %d",
			layout, lvl.W, lvl.H, len(lvl.Models), len(lvl.Lights), MaxSide, MaxSide, MaxModels, MaxLights)
	}
	return lvl
}
