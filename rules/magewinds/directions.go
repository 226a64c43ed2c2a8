package magewinds

import "skirmish/rules/magewinds/geom"

// dirs16 are the sixteen compass directions as integer vectors of length one
// million, every 22.5 degrees starting east (computed offline; no floats at
// run time).
var dirs16 = [16]geom.Point{
	{X: 1000000, Y: 0}, {X: 923880, Y: 382683}, {X: 707107, Y: 707107}, {X: 382683, Y: 923880},
	{X: 0, Y: 1000000}, {X: -382683, Y: 923880}, {X: -707107, Y: 707107}, {X: -923880, Y: 382683},
	{X: -1000000, Y: 0}, {X: -923880, Y: -382683}, {X: -707107, Y: -707107}, {X: -382683, Y: -923880},
	{X: 0, Y: -1000000}, {X: 382683, Y: -923880}, {X: 707107, Y: -707107}, {X: 923880, Y: -382683},
}

// offset returns p moved d µm along direction k of dirs16.
func offset(p geom.Point, k int, d int64) geom.Point {
	v := dirs16[k&15]
	return geom.Point{X: p.X + v.X*d/1000000, Y: p.Y + v.Y*d/1000000}
}
