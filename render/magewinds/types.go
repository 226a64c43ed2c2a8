// Package magewinds draws the table of the Magewinds ruleset: a continuous
// 16"×12" battlefield with terrain features of three heights, fighters on
// 25 mm round bases, objects, markers and deployment zones, the overlays of
// a player's choices (movement rings, paths, lines of attack), and the
// playing cards of the magic deck and the attack choice cards.
//
// The package never reads the rules: the game layer fills a Scene from the
// rules state and hands it to a Field each frame.
//
//	f := magewinds.NewField(image.Rect(0, 0, 960, 720))
//	f.Draw(screen, &magewinds.Scene{Terrain: ..., Tokens: ...})
//	if p, ok := f.FromScreen(ebiten.CursorPosition()); ok { ... }
//
// Every colour cue comes with a shape cue, so that the table stays readable
// with the colour-blind palette or in greyscale: terrain heights differ in
// outline (dashed, dotted, solid), pattern (dots, hatching, cross-hatching)
// and shadow as well as in brightness; the two sides' bases differ in their
// rim (solid or notched); a blocked path is dashed and crossed out.
package magewinds

// Distances on the battlefield are int64 micrometres.
const (
	Inch       = 25400     // one inch in micrometres
	BaseRadius = 12500     // the radius of a 25 mm base
	FieldW     = 16 * Inch // the battlefield's width (X)
	FieldH     = 12 * Inch // the battlefield's depth (Y)
)

// Pt is a point on the battlefield in micrometres: X grows to the right,
// Y downwards, (0, 0) is the top-left corner.
type Pt struct{ X, Y int64 }

// Height is how tall a terrain feature is.
type Height uint8

// The heights of terrain.
const (
	Ground Height = iota // flat: part of the ground
	Low                  // a low obstacle, under 1"
	Medium               // a medium obstacle, 1" to 1.5"
	High                 // a high obstacle, over 1.5": blocks sight
)

// Terrain is one terrain feature: a polygon (in either winding) with a
// height and a name, drawn inside it when it fits.
type Terrain struct {
	Name   string
	Height Height
	Poly   []Pt
}

// Token is a fighter standing on the battlefield.
type Token struct {
	Name      string // its first letter stands in for a missing icon
	Icon      string // an icon of this package's set (icons.txt)
	Side      int    // 0 or 1
	Pos       Pt     // the centre of its base
	Damage    int    // damage counters on it
	Toughness int    // the damage that takes it down; 0 hides the "/n"
	Actions   int    // 0 no action counter, 1 single, 2 double
	Guarding  bool   // it took the Guard action
	Carrying  bool   // it carries an object
	Selected  bool   // chosen by the player
	Hover     bool   // under the cursor
	Active    bool   // the fighter now acting
	Dim       bool   // spent or otherwise out of play for now: drawn faded
}

// Object is an object model on its 25 mm base.
type Object struct {
	Name      string
	Icon      string // an icon of this package's set (icons.txt); a gem is drawn without one
	Pos       Pt
	Carriable bool
	Moveable  bool
}

// Zone is a side's deployment zone, the rectangle between two corners.
type Zone struct {
	Side int
	Rect [2]Pt
}

// Marker is a scenario marker on the ground, owned by a side or by no one
// (Owner -1).
type Marker struct {
	Name  string
	Pos   Pt
	Owner int
}

// RingKind is what a ring on the battlefield shows.
type RingKind uint8

// The kinds of ring.
const (
	RingMove     RingKind = iota // how far a fighter may move: dashed, lightly filled
	RingInch                     // the 1" around a fighter: thin and solid
	RingRange                    // an attack's maximum range: solid with outward ticks
	RingMinRange                 // an attack's minimum range: dotted with inward ticks
)

// Ring is a circle of radius R micrometres around C.
type Ring struct {
	C    Pt
	R    int64
	Kind RingKind
}

// LineKind is what a line between two points shows.
type LineKind uint8

// The kinds of line.
const (
	LineClear   LineKind = iota // a clear line of sight or attack: solid
	LineBlocked                 // a blocked line: dashed, crossed at its middle
	LineCover                   // a line that grazes cover: thin
)

// Line is a line of sight, attack or cover from A to B.
type Line struct {
	A, B Pt
	Kind LineKind
}

// Overlay is what the player is choosing, drawn over the battlefield.
type Overlay struct {
	Rings  []Ring
	Path   []Pt // a proposed move, from the fighter's position on
	PathOK bool // whether the move is legal: solid green, or dashed red and crossed
	// PathLabel is written over the path's end, in green or red as PathOK:
	// the length the rules measure, or why the move is not legal; when
	// empty, the length of the path as drawn.
	PathLabel string
	Lines     []Line
	Ghost     *Pt // where the selected fighter would stand
	// Cursor, when not nil, is the keyboard and gamepad cursor, drawn as
	// four corners around a base in the colour of CursorSide, the side
	// choosing; a ghost without a selected fighter (a fighter being
	// deployed) takes that colour too.
	Cursor     *Pt
	CursorSide int
	Label      string
	LabelAt    Pt
}

// Scene is everything on the battlefield in one frame.
type Scene struct {
	Terrain []Terrain
	Tokens  []Token
	Objects []Object
	Zones   []Zone
	Markers []Marker
	Overlay Overlay
}
