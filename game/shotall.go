package game

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
)

// resize gives an app of a fixed size (screenshots, tests) a new size, as
// a player resizing the window would: the scene is laid out again at the
// next tick.
func (a *App) resize(size image.Point) {
	a.opts.Fixed = size
	if a.w != size.X || a.h != size.Y {
		a.w, a.h = size.X, size.Y
	}
	a.idle, a.drawn = 0, false
}

// shotRunner shows screens of one app one after another, at each UI scale
// and window size asked: it rescales and resizes the app as a player
// would, rather than starting it again.
type shotRunner struct {
	a    *App
	imgs map[image.Point]*ebiten.Image
	// frames is how many ticks show runs; newShotRunner sets shotFrames.
	frames int
	// afterFrame, when set, is called after each tick show runs, with
	// its number from 1 (the layout test's proof that layouts settle).
	afterFrame func(frame int)
}

// shotFrames is how many ticks a screen runs after a change of screen,
// scale or size before it is looked at: the first lays the widgets out,
// the second fits the board beside them, the third draws it there.
const shotFrames = 3

// newShotRunner returns a runner of an app with the tables of kinds and
// its files in dataDir, whose store holds ShotReplays copies of replay.
func newShotRunner(kinds []table.Kind, dataDir string, replay []byte) (*shotRunner, error) {
	a := NewApp(Options{Kinds: kinds, Fixed: ShotSizes[0], NoSettings: true, NoSound: true, NoAutosave: true, DataDir: dataDir})
	a.Settings.AnimSpeed = 0
	a.Settings.ComputerPace = 0
	for i := range ShotReplays {
		if replay == nil {
			break
		}
		if err := a.Store().Write(fmt.Sprintf("replays/battle-%02d.json", i+1), replay); err != nil {
			return nil, err
		}
	}
	return &shotRunner{a: a, imgs: map[image.Point]*ebiten.Image{}, frames: shotFrames}, nil
}

// open shows s.
func (r *shotRunner) open(s ShotScreen) error {
	a := r.a
	a.next = nil
	a.ensureBuilt(false) // a theme for the screens that build at once
	sc, err := s.open(a)
	if err != nil {
		return fmt.Errorf("%s: %w", s.Name, err)
	}
	if a.scene != sc { // the menu is opened over a table already shown
		a.scene = sc
		a.ensureBuilt(true)
	}
	a.idle, a.drawn = 0, false
	return nil
}

// show runs the screen shown at scale and size for r.frames ticks and
// returns the last frame.
func (r *shotRunner) show(scale int, size image.Point) (*ebiten.Image, error) {
	a := r.a
	a.Settings.UIScale = scale
	a.resize(size)
	img := r.imgs[size]
	if img == nil {
		img = ebiten.NewImage(size.X, size.Y)
		r.imgs[size] = img
	}
	img.Clear()
	for i := range r.frames {
		if err := a.Update(); err != nil {
			return nil, err
		}
		if a.next != nil {
			return nil, fmt.Errorf("the screen changed by itself to %T", a.next)
		}
		a.Draw(img)
		if r.afterFrame != nil {
			r.afterFrame(i + 1)
		}
	}
	return img, nil
}

// ShotAllOptions say what `skirmish shot -all` draws.
type ShotAllOptions struct {
	Kinds  []table.Kind      // the rulesets' tables (game/rulesets.All)
	Dir    string            // the folder the pictures go to
	Scales []int             // nil: ShotScales
	Sizes  []image.Point     // nil: ShotSizes
	Done   func(string)      // called with each file written, or nil
	Only   func(string) bool // nil, or whether to draw the screen named
}

// ShotAll draws every screen (ShotScreensOf) at every scale and size into
// Dir, as screen_scale_WxH.png, in one window (under Xvfb on a machine
// without a display).
func ShotAll(o ShotAllOptions) error {
	if o.Scales == nil {
		o.Scales = ShotScales
	}
	if o.Sizes == nil {
		o.Sizes = ShotSizes
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return err
	}
	screens, replay, err := ShotScreensOf(o.Kinds)
	if err != nil {
		return err
	}
	data, err := os.MkdirTemp("", "skirmish-shots-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(data)
	r, err := newShotRunner(o.Kinds, data, replay)
	if err != nil {
		return err
	}
	var jobs []func() error
	for _, s := range screens {
		if o.Only != nil && !o.Only(s.Name) {
			continue
		}
		jobs = append(jobs, func() error { runtime.GC(); return r.open(s) }) // the last screen's pictures go (their pixels are not on the Go heap)
		for _, size := range o.Sizes {
			for _, scale := range o.Scales {
				jobs = append(jobs, func() error {
					img, err := r.show(scale, size)
					if err != nil {
						return fmt.Errorf("%s at %d%% %dx%d: %w", s.Name, scale, size.X, size.Y, err)
					}
					name := filepath.Join(o.Dir, fmt.Sprintf("%s_%d_%dx%d.png", s.Name, scale, size.X, size.Y))
					if err := writePNG(img, name); err != nil {
						return err
					}
					if o.Done != nil {
						o.Done(name)
					}
					return nil
				})
			}
		}
	}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("Skirmish (screenshots)")
	g := &jobRunner{jobs: jobs}
	err = ebiten.RunGame(g)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil {
		err = g.err
	}
	return err
}

// writePNG writes the pixels of img to a PNG file.
func writePNG(img *ebiten.Image, name string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		return err
	}
	return WriteFileAtomic(name, buf.Bytes())
}

// jobRunner runs one job a tick inside the game loop, and ends the loop
// after the last or at the first error.
type jobRunner struct {
	jobs []func() error
	next int
	err  error
}

func (g *jobRunner) Update() error {
	if g.next >= len(g.jobs) {
		return ebiten.Termination
	}
	g.next++
	if err := g.jobs[g.next-1](); err != nil {
		g.err = err
		return ebiten.Termination
	}
	return nil
}

func (g *jobRunner) Draw(*ebiten.Image) {}

func (g *jobRunner) Layout(int, int) (int, int) { return 320, 240 }
