package arena

// Holding the breath. Seed: "Holding the Breath during combat allows one
// to stay silent, and not breath any nasty gasses in. While doing so, the
// character gains 1 EP each round (these EPs are tracked separately, and
// vanish soon after combat). If the character ever falls below 0 APs, then
// their stamina and focus has run out, and they breathe in immediately."
//
// Ruling 75: the arena has no gas; its purpose is silence. A fighter
// holding its breath does not scream when hurt (Screamer), and an enemy
// sensing its way in the dark to it has the TN 2 higher (SenseTN). `A
// breathe` begins holding the breath, offered only to a fighter standing
// in the dark, where it matters, and not while it screams by choice
// (ruling 79); `A breathe` again lets it out, anywhere.
// Each costs 1 AP ("By default, actions cost 1 AP"). A fighter who falls
// breathes again.

// canBreathe reports whether fighter i may begin or end holding its breath.
func (g *Game) canBreathe(i int) bool {
	f := &g.f[i]
	return f.Cond.Has(Breath) || f.AP >= 1 && g.lvl.IsDark(f.At) && !f.Cond.Has(Screaming)
}

// breathe begins or ends fighter i's holding its breath.
func (g *Game) breathe(i int) Event {
	f := &g.f[i]
	f.Cond ^= Breath
	g.pay(i, 1) // below 0 AP, pay lets the breath out (breathOut)
	if f.Cond.Has(Breath) {
		return g.event(EvBreath, i, -1, "%s holds its breath and falls silent (1 AP, %d left)", g.Name(i), f.AP)
	}
	return g.event(EvBreath, i, -1, "%s breathes again (1 AP, %d left)", g.Name(i), f.AP)
}

// breathOut makes fighter i breathe in once its AP fall below 0: "they
// breathe in immediately".
func (g *Game) breathOut(i int) {
	if f := &g.f[i]; f.AP < 0 {
		f.Cond &^= Breath
	}
}

// breathRound gives every fighter standing and holding its breath its
// Exhaustion Point of the round: "the character gains 1 EP each round".
// Exhaustion Points change nothing else within a bout (ruling 75: the
// seed counts them as Weight carried, which the arena does not build).
func (g *Game) breathRound() []Event {
	var evs []Event
	for i := range g.f {
		if f := &g.f[i]; f.Status == Standing && f.Cond.Has(Breath) {
			g.tire(i)
			evs = append(evs, g.event(EvBreath, i, -1, "%s still holds its breath: 1 Exhaustion Point (%d)", g.Name(i), f.EP))
		}
	}
	return evs
}

// tire gives fighter i 1 Exhaustion Point, up to maxEP.
func (g *Game) tire(i int) {
	if f := &g.f[i]; f.EP < maxEP {
		f.EP++
	}
}

// checkCircum checks fighter i's circumstances: Exhaustion Points within
// their bounds; its breath held only while standing on AP 0 or more ("If
// the character ever falls below 0 APs ... they breathe in immediately"),
// and not while screaming; its reload (checkReload).
func (g *Game) checkCircum(i int) error {
	f := &g.f[i]
	if f.EP < 0 || f.EP > maxEP {
		return g.broken("%c has %d Exhaustion Points", f.ID, f.EP)
	}
	if f.Cond.Has(Breath) && (f.Status != Standing || f.AP < 0 || f.Cond.Has(Screaming)) {
		return g.broken("%c holds its breath while %s on %d AP, or screaming", f.ID, f.Status, f.AP)
	}
	return g.checkReload(i)
}
