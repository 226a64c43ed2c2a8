package magewinds

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"skirmish/rules"
	"skirmish/rules/magewinds/geom"
)

// ObjectSpec is an object (19.0) as a scenario places it.
type ObjectSpec struct {
	Name      string
	Icon      string
	At        geom.Point
	Carriable bool
	Moveable  bool
}

// Marker is a point on the battlefield (9.4) a scenario scores.
type Marker struct {
	Name string
	At   geom.Point
}

// Scoring says how a scenario gives victory points.
type Scoring struct {
	Takedown int // per enemy fighter taken down
	Marker   int // per marker controlled at each End Phase
	Carry    int // at each End Phase, per carriable object a side's fighter carries
	Home     int // at each End Phase, per object carried by a fighter wholly within its own deployment zone
}

// Level is a parsed scenario (0.5, 10.0): the battlefield, the rules for
// assembling warbands and each side's ready-made warband, the deployment
// zones and how victory is scored. It is never changed after parsing and
// is shared by every copy of a game.
type Level struct {
	Name    string
	Title   string
	Blurb   string
	Origin  string
	Source  string
	Rounds  int
	Sides   [2]string
	Plural  [2]bool      // whether each side's name is plural (see Verb)
	Warband [2][]int     // the ready-made warbands, profile indexes: each side's default choice (10.2)
	Rules   WarbandRules // the pack's warband rules with the scenario's changes
	Zones   [2][2]geom.Point
	Field   geom.Field
	Objects []ObjectSpec
	Markers []Marker
	Score   Scoring
	Victory string // the victory conditions in words

	fingerprint uint64
}

// Level limits.
const (
	MaxWarband  = 8
	MaxFeatures = 24
	MaxObjects  = 6
	MaxMarkers  = 6
	MaxRounds   = 12
	// MaxFileBytes bounds scenario and fighter pack files.
	MaxFileBytes = 1 << 20
	// ControlRange is how near a fighter must be to a marker to count for it.
	ControlRange = 2 * geom.Inch
)

// ParseLevel reads a scenario file against the fighter pack. Errors name the
// file and line.
func ParseLevel(name, origin string, src []byte, pk *Pack) (*Level, error) {
	lv := &Level{Name: name, Origin: origin, Source: string(src), Rounds: 4, Rules: pk.Warband}
	fail := func(line int, format string, args ...any) error {
		return fmt.Errorf("%s line %d: %s", origin, line, fmt.Sprintf(format, args...))
	}
	if len(src) > MaxFileBytes {
		return nil, fmt.Errorf("%s: the file is %d bytes; a scenario is at most %d", origin, len(src), MaxFileBytes)
	}
	var zoneSet [2]bool
	var zoneLine, warbandLine [2]int
	var objectLines, featureLines []int
	for i, raw := range strings.Split(string(src), "\n") {
		n := i + 1
		line := strings.TrimSpace(raw)
		if k := strings.Index(line, "//"); k >= 0 {
			line = strings.TrimSpace(line[:k])
		}
		if line == "" {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fail(n, "expected \"key: value\", found %q", line)
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		word, arg, _ := strings.Cut(key, " ")
		switch word {
		case "title":
			lv.Title = val
		case "blurb":
			lv.Blurb = val
		case "victory":
			lv.Victory = val
		case "rounds":
			r, err := strconv.Atoi(val)
			if err != nil || r < 1 || r > MaxRounds {
				return nil, fail(n, "rounds %q must be 1 to %d", val, MaxRounds)
			}
			lv.Rounds = r
		case "side", "warband", "deploy":
			s, err := strconv.Atoi(strings.TrimSpace(arg))
			if err != nil || s < 1 || s > 2 {
				return nil, fail(n, "%s needs a side number 1 or 2, found %q", word, arg)
			}
			s--
			switch word {
			case "side":
				lv.Sides[s], lv.Plural[s] = parseSide(val)
			case "warband":
				for _, id := range splitList(val) {
					k := pk.ProfileIndex(id)
					if k < 0 {
						return nil, fail(n, "unknown fighter %q in the warband", id)
					}
					lv.Warband[s] = append(lv.Warband[s], k)
				}
				if len(lv.Warband[s]) > MaxWarband {
					return nil, fail(n, "a warband has at most %d fighters", MaxWarband)
				}
				warbandLine[s] = n
			case "deploy":
				pts, err := parsePoints(val)
				if err == nil && len(pts) != 2 {
					err = fmt.Errorf("found %d points", len(pts))
				}
				if err != nil {
					return nil, fail(n, "deploy needs two corners in inches such as \"0,0 3,12\": %v", err)
				}
				a, b := pts[0], pts[1]
				lv.Zones[s] = [2]geom.Point{{X: min(a.X, b.X), Y: min(a.Y, b.Y)}, {X: max(a.X, b.X), Y: max(a.Y, b.Y)}}
				if lv.Zones[s][1].X-lv.Zones[s][0].X < 2*geom.BaseRadius || lv.Zones[s][1].Y-lv.Zones[s][0].Y < 2*geom.BaseRadius {
					return nil, fail(n, "deployment zone %d is too small for a base", s+1)
				}
				zoneSet[s], zoneLine[s] = true, n
			}
		case "feature":
			parts := strings.SplitN(val, ";", 3)
			if len(parts) != 3 {
				return nil, fail(n, "feature needs \"height; name; x,y x,y x,y ...\"")
			}
			h, err := geom.ParseHeight(strings.TrimSpace(parts[0]))
			if err != nil {
				return nil, fail(n, "%v", err)
			}
			pts, err := parsePoints(parts[2])
			if err != nil {
				return nil, fail(n, "feature %s: %v", strings.TrimSpace(parts[1]), err)
			}
			f := geom.Feature{Name: strings.TrimSpace(parts[1]), Height: h, Poly: pts}
			if err := f.Validate(); err != nil {
				return nil, fail(n, "%v", err)
			}
			if len(lv.Field.Features) >= MaxFeatures {
				return nil, fail(n, "at most %d terrain features", MaxFeatures)
			}
			lv.Field.Features = append(lv.Field.Features, f)
			featureLines = append(featureLines, n)
		case "object":
			parts := strings.Split(val, ";")
			if len(parts) < 2 {
				return nil, fail(n, "object needs \"name; kind; x,y\"")
			}
			o := ObjectSpec{Name: strings.TrimSpace(parts[0]), Icon: "relic"}
			for _, p := range parts[1 : len(parts)-1] {
				switch w := strings.TrimSpace(p); {
				case w == "carriable":
					o.Carriable = true
				case w == "moveable":
					o.Moveable = true
				case strings.HasPrefix(w, "icon "):
					o.Icon = strings.TrimSpace(w[5:])
				default:
					return nil, fail(n, "object %s: unknown word %q (use carriable, moveable, icon NAME)", o.Name, w)
				}
			}
			pts, err := parsePoints(parts[len(parts)-1])
			if err != nil || len(pts) != 1 {
				return nil, fail(n, "object %s needs one position in inches", o.Name)
			}
			o.At = pts[0]
			if len(lv.Objects) >= MaxObjects {
				return nil, fail(n, "at most %d objects", MaxObjects)
			}
			lv.Objects = append(lv.Objects, o)
			objectLines = append(objectLines, n)
		case "marker":
			name, at, ok := strings.Cut(val, ";")
			pts, err := parsePoints(at)
			if !ok || err != nil || len(pts) != 1 {
				return nil, fail(n, "marker needs \"name; x,y\"")
			}
			if len(lv.Markers) >= MaxMarkers {
				return nil, fail(n, "at most %d markers", MaxMarkers)
			}
			lv.Markers = append(lv.Markers, Marker{Name: strings.TrimSpace(name), At: pts[0]})
		case "points", "fighters", "copies", "casters":
			if _, err := lv.Rules.setRule(word, val); err != nil || arg != "" {
				return nil, fail(n, "%v", cmp.Or(err, fmt.Errorf("unknown key %q", key)))
			}
		case "score":
			what, num, _ := strings.Cut(val, " ")
			v, err := strconv.Atoi(strings.TrimSpace(num))
			if err != nil || v < 0 || v > 20 {
				return nil, fail(n, "score %q needs points 0 to 20", val)
			}
			switch what {
			case "takedown":
				lv.Score.Takedown = v
			case "marker":
				lv.Score.Marker = v
			case "carry":
				lv.Score.Carry = v
			case "home":
				lv.Score.Home = v
			default:
				return nil, fail(n, "unknown score %q (use takedown, marker, carry, home)", what)
			}
		default:
			return nil, fail(n, "unknown key %q", key)
		}
	}
	for s := 0; s < 2; s++ {
		if len(lv.Warband[s]) == 0 {
			return nil, fmt.Errorf("%s: side %d has no warband", origin, s+1)
		}
		if !zoneSet[s] {
			return nil, fmt.Errorf("%s: side %d has no deployment zone", origin, s+1)
		}
		if lv.Sides[s] == "" {
			lv.Sides[s] = fmt.Sprintf("Side %d", s+1)
		}
		if !geom.OnField(lv.Zones[s][0].Add(geom.Point{X: geom.BaseRadius, Y: geom.BaseRadius}), geom.BaseRadius) ||
			!geom.OnField(lv.Zones[s][1].Sub(geom.Point{X: geom.BaseRadius, Y: geom.BaseRadius}), geom.BaseRadius) {
			return nil, fail(zoneLine[s], "deployment zone %d is not on the battlefield", s+1)
		}
	}
	if lv.Title == "" {
		lv.Title = name
	}
	for i, o := range lv.Objects {
		if !geom.OnField(o.At, geom.BaseRadius) {
			return nil, fail(objectLines[i], "object %s is not wholly on the battlefield", o.Name)
		}
	}
	lv.Field.Index()
	if err := lv.checkCutOff(origin, featureLines); err != nil {
		return nil, err
	}
	for s := 0; s < 2; s++ {
		if why := lv.Rules.whyNot(pk, lv.Default(s), true); why != "" {
			return nil, fail(warbandLine[s], "warband %d breaks the warband rules: %s", s+1, why)
		}
	}
	most := lv.Rules.MostFighters(pk)
	for s := 0; s < 2; s++ {
		if room := lv.deployRoom(s, pk); room < most {
			return nil, fail(zoneLine[s], "deployment zone %d has room for %d fighters 1\" apart, clear of terrain, objects and the other zone; a warband may have %d", s+1, room, most)
		}
	}
	lv.fingerprint = rules.Hash64([]byte(lv.Source + "\x00" + name + "\x00" + origin))
	return lv, nil
}

// checkCutOff refuses a battlefield part of which is cut off from the rest
// (10.3: "When setting up terrain features, no part of the battlefield
// should be cut off from the rest of the battlefield"; geom.Field.CutOff),
// naming the smallest such part by a point inside it and the features
// around it, at the line of the first of them.
func (lv *Level) checkCutOff(origin string, featureLines []int) error {
	pockets := cutOff(&lv.Field)
	if len(pockets) == 0 {
		return nil
	}
	p := pockets[0]
	var names []string
	for _, i := range p.Features {
		names = append(names, fmt.Sprintf("%s (line %d)", lv.Field.Features[i].Name, featureLines[i]))
	}
	if p.Edge {
		names = append(names, "the battlefield's edge")
	}
	line := 1
	if len(p.Features) > 0 {
		line = featureLines[p.Features[0]]
	}
	return fmt.Errorf("%s line %d: the part of the battlefield around %s,%s is cut off from the rest by %s: no base can move in or out (10.3; a passage must be at least %s wide)",
		origin, line, geom.FormatInches(p.At.X), geom.FormatInches(p.At.Y), joinAnd(names), geom.FormatInches(2*geom.BaseRadius+cutSpare))
}

// cutOffMemo remembers the parts cut off (geom.Field.CutOff) of the last
// terrains checked, by their features' heights and vertices: a battle's
// encoding holds its scenario, which Decode parses again each time, and the
// check takes about half a millisecond. The check depends on nothing else,
// so the memo changes no result.
var cutOffMemo struct {
	sync.Mutex
	m map[string][]geom.Pocket
}

// cutOff returns f.CutOff(), from the memo when the same terrain was
// checked before. The pockets returned are shared: read them only.
func cutOff(f *geom.Field) []geom.Pocket {
	key := make([]byte, 0, 64)
	for _, ft := range f.Features {
		key = append(key, byte(ft.Height))
		key = binary.AppendUvarint(key, uint64(len(ft.Poly)))
		for _, p := range ft.Poly {
			key = binary.AppendVarint(key, p.X)
			key = binary.AppendVarint(key, p.Y)
		}
	}
	cutOffMemo.Lock()
	pockets, ok := cutOffMemo.m[string(key)]
	cutOffMemo.Unlock()
	if ok {
		return pockets
	}
	pockets = f.CutOff()
	cutOffMemo.Lock()
	if cutOffMemo.m == nil || len(cutOffMemo.m) >= 64 {
		cutOffMemo.m = make(map[string][]geom.Pocket)
	}
	cutOffMemo.m[string(key)] = pockets
	cutOffMemo.Unlock()
	return pockets
}

// cutSpare is how much wider than a base a passage must be for
// geom.Field.CutOff to find it open wherever it lies: 2·CutLattice/√2.
const cutSpare = 2*geom.CutLattice*7072/10000 + 1

// joinAnd joins words as "a, b and c".
func joinAnd(words []string) string {
	switch len(words) {
	case 0:
		return "terrain"
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// parsePoints reads "x,y x,y ..." in inches.
func parsePoints(s string) ([]geom.Point, error) {
	var out []geom.Point
	for _, f := range strings.Fields(s) {
		xs, ys, ok := strings.Cut(f, ",")
		if !ok {
			return nil, fmt.Errorf("%q is not x,y in inches", f)
		}
		x, err1 := geom.Inches(xs)
		y, err2 := geom.Inches(ys)
		if err1 != nil || err2 != nil || x < -4*geom.Inch || y < -4*geom.Inch || x > geom.FieldW+4*geom.Inch || y > geom.FieldH+4*geom.Inch {
			return nil, fmt.Errorf("%q is not a point near the battlefield (x,y in inches)", f)
		}
		out = append(out, geom.Point{X: x, Y: y})
		if len(out) > 64 {
			return nil, fmt.Errorf("at most 64 points")
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no points")
	}
	return out, nil
}

// deployRoom counts the points where the game offers to deploy side s's
// fighters (Game.deploySpots: 1" apart, so that bases on them never
// overlap) on which a base is clear of terrain and objects and does not
// reach into the other side's zone, where an enemy could stand: each of
// the side's fighters can deploy when there are as many as it has.
func (lv *Level) deployRoom(s int, pk *Pack) int {
	g := &Game{lvl: lv, pack: pk, Fighters: []Fighter{{Side: 0, Carry: -1}, {Side: 1, Carry: -1}}}
	for _, o := range lv.Objects {
		g.Objects = append(g.Objects, Object{Pos: o.At, CarriedBy: -1})
	}
	other := lv.Zones[1-s]
	r := int64(geom.BaseRadius)
	n := 0
	for _, p := range g.deploySpots(s) {
		if p.X+r > other[0].X && p.X-r < other[1].X && p.Y+r > other[0].Y && p.Y-r < other[1].Y {
			continue
		}
		n++
	}
	return n
}

// InZone reports whether a base at p is wholly within side s's deployment zone.
func (lv *Level) InZone(s int, p geom.Point) bool {
	z := lv.Zones[s]
	r := int64(geom.BaseRadius)
	return p.X-r >= z[0].X && p.X+r <= z[1].X && p.Y-r >= z[0].Y && p.Y+r <= z[1].Y
}

// Default returns side s's ready-made warband (10.2), its profile indexes in
// order.
func (lv *Level) Default(s int) []uint8 {
	out := make([]uint8, len(lv.Warband[s]))
	for i, p := range lv.Warband[s] {
		out[i] = uint8(p)
	}
	return out
}
