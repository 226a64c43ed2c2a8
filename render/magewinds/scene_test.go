package magewinds

// demoScene is a battle in progress: terrain of all three heights and a
// flat patch, both deployment zones, six fighters with counters, objects,
// markers, and a fighter choosing a move with its rings and lines.
func demoScene(pathOK bool) *Scene {
	ghost := at(6.1, 5.2)
	return &Scene{
		Terrain: []Terrain{
			{Name: "Ruined Tower", Height: High, Poly: []Pt{at(7, 3.2), at(9.2, 3), at(9.6, 4.6), at(8.4, 5.6), at(7.1, 5)}},
			{Name: "Broken Wall", Height: Medium, Poly: []Pt{at(3, 7.5), at(6.2, 7.1), at(6.4, 7.9), at(3.2, 8.4)}},
			{Name: "Boulders", Height: Medium, Poly: []Pt{at(11.2, 6.4), at(12.6, 6.1), at(13.2, 7.2), at(12.1, 8), at(11, 7.4)}},
			{Name: "Hedge", Height: Low, Poly: []Pt{at(10, 9), at(14, 8.8), at(14.1, 9.6), at(10.1, 9.8)}},
			{Name: "Rubble", Height: Low, Poly: []Pt{at(1.5, 3.2), at(3.6, 2.6), at(4.2, 4.2), at(2.6, 5), at(1.4, 4.4)}},
			{Name: "Obelisk", Height: High, Poly: []Pt{at(12.2, 2.4), at(13.4, 2.4), at(13.4, 3.6), at(12.2, 3.6)}},
			{Name: "Mud", Height: Ground, Poly: []Pt{at(8, 7.6), at(9.6, 7.2), at(10, 8.2), at(8.6, 8.8)}},
			{Name: "L-Ruin", Height: High, Poly: []Pt{at(4.4, 9.8), at(6.4, 9.8), at(6.4, 10.3), at(5, 10.3), at(5, 11.4), at(4.4, 11.4)}},
		},
		Zones: []Zone{
			{Side: 0, Rect: [2]Pt{at(0, 0), at(16, 2)}},
			{Side: 1, Rect: [2]Pt{at(0, 10), at(16, 12)}},
		},
		Tokens: []Token{
			{Name: "Warrior", Icon: "mw-ironclad", Side: 0, Pos: at(4.6, 5.3), Damage: 3, Toughness: 8, Actions: 1, Selected: true},
			{Name: "Cleric", Icon: "mw-lifeweaver", Side: 0, Pos: at(2.4, 1.2), Actions: 2, Dim: true, Guarding: true},
			{Name: "Thief", Icon: "mw-nightblade", Side: 0, Pos: at(10.5, 3.3), Carrying: true, Hover: true},
			{Name: "Brute", Icon: "mw-stormhorn", Side: 1, Pos: at(7.5, 6.6), Damage: 5, Toughness: 10, Active: true},
			{Name: "Archer", Icon: "mw-hawkeye", Side: 1, Pos: at(13.5, 10.7), Actions: 1, Guarding: true},
			{Name: "Zealot", Side: 1, Pos: at(3.3, 10.9), Damage: 1, Toughness: 6, Actions: 2},
		},
		Objects: []Object{
			{Name: "Relic", Icon: "mw-stormglass", Pos: at(8.6, 9.6), Carriable: true},
			{Name: "Cart", Pos: at(14.6, 5.2), Moveable: true},
		},
		Markers: []Marker{
			{Name: "Objective", Pos: at(8, 1.2), Owner: -1},
			{Name: "Beacon", Pos: at(1.4, 7), Owner: 0},
			{Name: "Rune", Pos: at(15, 8), Owner: 1},
		},
		Overlay: Overlay{
			Rings: []Ring{
				{C: at(4.6, 5.3), R: in(4) + BaseRadius, Kind: RingMove},
				{C: at(4.6, 5.3), R: Inch + BaseRadius, Kind: RingInch},
				{C: at(7.5, 6.6), R: in(6) + BaseRadius, Kind: RingRange},
				{C: at(7.5, 6.6), R: in(2) + BaseRadius, Kind: RingMinRange},
			},
			Path:   []Pt{at(4.6, 5.3), at(5.3, 4.6), at(6.1, 5.2)},
			PathOK: pathOK,
			Lines: []Line{
				{A: at(7.5, 6.6), B: at(4.6, 5.3), Kind: LineClear},
				{A: at(7.5, 6.6), B: at(10.5, 3.3), Kind: LineBlocked},
				{A: at(7.5, 6.6), B: at(3.3, 10.9), Kind: LineCover},
			},
			Ghost:   &ghost,
			Label:   "Move: 4\" left",
			LabelAt: at(4.6, 3.9),
		},
	}
}
