// Package geom holds the continuous battlefield geometry of the Magewinds
// ruleset: positions in micrometres, measuring between 25 mm bases, terrain
// features, movement paths, line of sight, line of attack and cover.
//
// Everything is integer arithmetic. Positions are micrometres (µm); products
// that do not fit in 64 bits are compared in 128 bits with math/bits. The
// package is exact for coordinates of magnitude at most MaxCoord; outside that
// range results are unspecified but nothing panics.
//
// Rulings made here, beyond the quoted rules:
//
//   - Contact (8.0): two bases are in contact when the distance between them
//     is at most ContactTolerance (0.01"). Overlapping bases are in contact.
//   - Within (8.0): the distance between two bases is compared exactly, with
//     no rounding: the bases at a and b are within d when the distance
//     between their centres is at most d + 2*BaseRadius.
//   - Features (7.0) are simple polygons. A feature with fewer than three
//     vertices is empty. Ground features are ignored by movement, sight and
//     cover. A line that merely touches a feature's boundary, runs along one
//     of its edges or grazes one of its vertices does not cross it; only a
//     line through the interior crosses. A line running exactly along an
//     edge shared by two features crosses neither.
//   - Bases and features overlap only when they share interior area:
//     touching is not overlapping, so a base may stand against a wall and
//     may slide along it.
//   - Movement (15.0): the path is a chain of straight segments. Each segment
//     is checked exactly: the swept base stays on the battlefield, shares no
//     area with a medium or high feature and none with another fighter's or
//     object's base. Low features may be crossed; the destination may not
//     overlap a low, medium or high feature. Each segment's length is rounded
//     up to a whole micrometre, so a path's stated length is never shorter
//     than its true length.
//   - Path search uses a visibility graph over waypoints placed just outside
//     the obstacles (see Mover.Reach). Every path returned is legal; it is the
//     shortest path through those waypoints, which may be slightly longer than
//     the true shortest path, and a legal path that needs to bend inside a gap
//     narrower than a base plus 0.4 mm may not be found.
//   - Sight (16.0): the edge of the target's base is sampled at 32 evenly
//     spaced points plus the point closest to the viewer; the viewer's
//     closest point is the point of its edge on the line between the centres.
//     The target is visible when any sampled line crosses no high feature.
//     A fighter is always visible to itself.
//   - Line of attack (18.1): traced from the attacker's closest point (as for
//     sight) to a point of the target's edge that faces it (the line reaches
//     the point without entering the target's base): the closest point, the
//     points exactly Maximum Range and Minimum Range away, the 32 sampled
//     points (each where the line to it enters the base) and the two
//     tangent points (see
//     Field.JudgeLineOfAttack). It is blocked by high features and by other
//     fighters whose bases it passes strictly inside (distance from the line
//     to the centre less than BaseRadius). The attacker's and target's own
//     bases never block. The line's own length must lie within [min, max]:
//     the line to the closest point is as long as the distance between the
//     bases (8.0), compared exactly; any other is as long as the distance
//     between its two micrometre points.
//   - Short moves (a step move, 13.1): Mover.Steps finds the shortest path
//     nearly exactly (a tangent graph round the circles of the obstacles,
//     grown by 2 µm), where Mover.Reach only searches waypoints.
//   - Cut off (10.3): Field.CutOff finds the parts of the battlefield no
//     base can reach from the rest, on a 1/10" lattice.
//   - Cover (18.2): the target is in the open when all 33 sampled lines cross
//     no low, medium or high feature and no other fighter. If the target is
//     more than 1" from the attacker, features whose distance to the
//     attacker's base is at most 1" are ignored; other fighters never are.
package geom
