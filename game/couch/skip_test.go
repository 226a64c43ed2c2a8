package couch

// skipDue reports whether the next stretch of the table's CouchPlan that
// every test skips is due: after the unplugging, once the game has its
// actions and the player has dismissed its hand-over screens. Its table
// says where (table.Skip): a long game's middle is played through the
// session, the couch-relevant part (the opening, the hand-overs, the
// unplug and take-over) and the last decisions, the end and the rematch,
// through input.
func (pl *player) skipDue() bool {
	if len(pl.skips) == 0 || pl.midgame != nil {
		return false
	}
	sk := pl.skips[0]
	return pl.handOver >= sk.HandOvers && pl.r.history() >= sk.After
}

// skipAhead plays the next stretch through the session, each decision the
// seat's own quick action (found on a copy), then lets the table catch up.
func (pl *player) skipAhead() {
	r := pl.r
	r.T.Helper()
	sk := pl.skips[0]
	pl.skips = pl.skips[1:]
	ses := r.ses()
	from, _ := r.probe()
	done := r.history()
	steps, left, err := pl.quick.Skip(ses.State(), sk)
	if err != nil {
		r.T.Fatalf("tick %d: the skip found no way to the end: %v", r.Ticks, err)
	}
	for _, s := range steps {
		if _, err := ses.ApplyFor(s.Seat, s.Action); err != nil {
			r.T.Fatalf("tick %d: the session refused the skip's action %v: %v", r.Ticks, s.Action, err)
		}
	}
	r.T.Logf("tick %d: in the %s after %d actions, %d played through the session, %d left to input", r.Ticks, from.Phase, done, len(steps), left)
	r.TicksN(3)
}
