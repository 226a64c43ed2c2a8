package table

// NextSpot returns the spot after cur in spots (with !next, the one before
// it), going round; from a cur that is none of them, the first spot (with
// !next, the last). ok is false when spots is empty. A keyboard's or a
// pad's cursor steps through a board's sensible squares with it.
func NextSpot[P comparable](spots []P, cur P, next bool) (spot P, ok bool) {
	if len(spots) == 0 {
		return spot, false
	}
	k := -1
	for i, p := range spots {
		if p == cur {
			k = i
		}
	}
	switch {
	case k < 0 && next:
		k = 0
	case k < 0:
		k = len(spots) - 1
	case next:
		k = (k + 1) % len(spots)
	default:
		k = (k + len(spots) - 1) % len(spots)
	}
	return spots[k], true
}
