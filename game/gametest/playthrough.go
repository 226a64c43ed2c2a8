package gametest

// Playthrough plays a game at a table through input, a step at a time,
// with the mouse, the keyboard and the first gamepad in turn, for the
// tests that play a whole game as a player would.
type Playthrough struct {
	// Steps is how many steps it takes at most; Stuck how many steps in a
	// row may play nothing before it fails.
	Steps, Stuck int
	// Over reports whether the game is over; Human whether the human
	// decides now; Position how many actions the game has played.
	Over, Human func() bool
	Position    func() int
	// Play plays one step of the human's with the device dev (one of
	// Devices).
	Play func(dev string)
	// Stalled says what the failure tells of the table when nothing is
	// played.
	Stalled func() string
}

// Run plugs the first gamepad in and plays until the game is over or
// p.Steps steps are taken: while the computer decides or a window is open
// it ticks; else it ticks once (the table builds its options for the
// position), then plays a step with the device of the human's turn, which
// changes with each action played. The test checks after that the game
// is over.
func (p Playthrough) Run(d *Driver) {
	d.T.Helper()
	d.Src.ConnectPad(Pad0)
	played, stuck := 0, 0
	for range p.Steps {
		if p.Over() {
			return
		}
		if !p.Human() || d.Window() != nil {
			d.Tick()
			continue
		}
		d.Tick()
		before := p.Position()
		dev := Devices[played%3]
		p.Play(dev)
		if p.Position() > before {
			played++
			stuck = 0
		} else if stuck++; stuck > p.Stuck {
			d.T.Fatalf("no progress with the %s: %s", dev, p.Stalled())
		}
	}
}
