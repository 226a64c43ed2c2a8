package game

import (
	"image"

	"skirmish/game/table"
)

// ShotRunner shows screens of one app one after another, at each UI scale
// and window size asked, as `skirmish shot -all` does: rescaling and
// resizing the app as a player would, rather than starting it again. It
// is the runner of the layout test (game/layouttest), which lives outside
// this package so that its parts run as packages of their own, beside
// each other.
type ShotRunner struct{ r *shotRunner }

// ShotFrames is how many ticks a screen runs after a change of screen,
// scale or size before `skirmish shot -all` looks at it.
const ShotFrames = shotFrames

// NewShotRunner returns a runner of an app with the tables of kinds and
// its files in dataDir, whose store holds ShotReplays copies of replay.
func NewShotRunner(kinds []table.Kind, dataDir string, replay []byte) (*ShotRunner, error) {
	r, err := newShotRunner(kinds, dataDir, replay)
	if err != nil {
		return nil, err
	}
	return &ShotRunner{r: r}, nil
}

// App returns the app the runner shows.
func (s *ShotRunner) App() *App { return s.r.a }

// Open shows sc.
func (s *ShotRunner) Open(sc ShotScreen) error { return s.r.open(sc) }

// Show runs the screen shown at scale and size for frames ticks (an
// Update and a Draw each) and calls after, when not nil, after each tick
// with its number from 1.
func (s *ShotRunner) Show(scale int, size image.Point, frames int, after func(frame int)) error {
	s.r.frames, s.r.afterFrame = frames, after
	defer func() { s.r.frames, s.r.afterFrame = shotFrames, nil }()
	_, err := s.r.show(scale, size)
	return err
}
