package game

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
)

// ShotScreens lists the screens `skirmish shot -screen` can draw.
const ShotScreens = "battle, handover, menu, title, setup, join, settings, load or replay"

// ShotOptions say what `skirmish shot` draws.
type ShotOptions struct {
	Kinds   []table.Kind // the rulesets' tables (game/rulesets.All)
	Screen  string       // one of ShotScreens; "" is "battle"
	Setup   session.Setup
	Actions []rules.Action // played before the shot (battle), or the replay's actions
	At      int            // replay: the action the viewer shows
	Size    image.Point
	Out     string
	Frames  int  // ticks to run before the shot; 0 means 10
	Scale   int  // the UI scale in percent (Settings.UIScale); 0 keeps 100
	TV      bool // the TV layout (Settings.TVLayout)
	Folded  bool // with TV: the side panel folded (Settings.PanelFolded)
	// Pad drives the screen with a gamepad, as a player on the sofa: a pad
	// is plugged in and presses X (the Panel intent), so the prompts show
	// the pad's buttons and the focus is in the table's action list.
	Pad    bool
	Device string // the device the prompts are for: "mouse" (or ""), "keyboard" or "gamepad"
}

// shooter runs the app for a few ticks with no animations, then writes the
// screen to a PNG file and ends the game loop.
type shooter struct {
	app   *App
	o     ShotOptions
	frame int
	pad   *input.Script // the gamepad of ShotOptions.Pad, else nil
	done  bool
	err   error
}

func (s *shooter) Update() error {
	if s.done {
		return ebiten.Termination
	}
	s.frame++
	if s.pad != nil {
		switch s.frame {
		case 2:
			s.pad.PadDown(0, ebiten.StandardGamepadButtonRightLeft)
		case 3:
			s.pad.PadUp(0, ebiten.StandardGamepadButtonRightLeft)
		}
	}
	return s.app.Update()
}

func (s *shooter) Draw(screen *ebiten.Image) {
	s.app.Draw(screen)
	if s.frame < s.o.Frames || s.done {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		s.err = err
	} else {
		s.err = WriteFileAtomic(s.o.Out, buf.Bytes())
	}
	s.done = true
}

func (s *shooter) Layout(w, h int) (int, int) { return s.app.Layout(w, h) }

// Shot draws one screen into a PNG file. It opens a window (under Xvfb on a
// machine without a display) and closes it when done.
func Shot(o ShotOptions) error {
	if o.Size == (image.Point{}) {
		o.Size = image.Pt(1280, 720)
	}
	if o.Frames <= 0 {
		o.Frames = 10
	}
	var pad *input.Script
	var src input.Source
	if o.Pad {
		pad = input.NewScript()
		pad.ConnectPad(0)
		src = pad
	}
	a := NewApp(Options{Kinds: o.Kinds, Source: src, Fixed: o.Size, NoSettings: true, NoSound: true, NoAutosave: true})
	a.Settings.TVLayout = o.TV
	a.Settings.PanelFolded = o.Folded
	a.Settings.AnimSpeed = 0
	a.Settings.ComputerPace = 0
	if o.Scale > 0 {
		a.Settings.UIScale = o.Scale
	}
	if o.Device != "" {
		d, ok := input.ParseDevice(o.Device)
		if !ok {
			return fmt.Errorf("unknown device %q (use mouse, keyboard or gamepad)", o.Device)
		}
		a.In().Pretend(d)
		a.lastDevice = d
	}
	switch o.Screen {
	case "title":
		a.scene = NewTitle()
	case "setup":
		a.scene = NewSetup(a.kinds)
	case "join": // the join screen of the game -ruleset/-scenario or -replay sets up
		a.scene = NewJoinScene(o.Setup, allHuman(o.Setup), NewTitle())
	case "settings":
		a.scene = NewSettingsScene(NewTitle())
	case "load":
		a.scene = NewLoadReplay(NewTitle())
	case "replay":
		rec, err := recordingFrom(o.Setup, o.Actions)
		if err != nil {
			return err
		}
		if o.At >= 0 && o.At < rec.Len() {
			rec.Actions = rec.Actions[:o.At]
			rec.States = rec.States[:o.At+1]
			rec.Events = rec.Events[:o.At]
		}
		sc := a.reviewScene(rec, NewTitle())
		if ts, ok := sc.(*tableScene); ok {
			if sk, ok := ts.t.(table.Seeker); ok {
				sk.Seek(rec.Len())
			}
		}
		a.scene = sc
	case "", "battle", "menu", "handover":
		b, err := a.startTable(o.Setup, allHuman(o.Setup), o.Actions)
		if err != nil {
			return err
		}
		a.scene = b
		if o.Screen != "handover" {
			b.t.Uncover() // a screenshot shows the table, not the hand-over screen
		}
		if o.Screen == "menu" {
			a.ensureBuilt(true)
			b.t.ShowMenu(a)
		}
	default:
		return fmt.Errorf("unknown screen %q (use %s)", o.Screen, ShotScreens)
	}
	ebiten.SetWindowSize(o.Size.X, o.Size.Y)
	ebiten.SetWindowTitle("Skirmish (screenshot)")
	s := &shooter{app: a, o: o, pad: pad}
	err := ebiten.RunGame(s)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil {
		err = s.err
	}
	if err == nil && !s.done {
		err = errors.New("the window closed before the screenshot was taken")
	}
	return err
}

// recordingFrom plays actions from setup into a recording.
func recordingFrom(setup session.Setup, actions []rules.Action) (*session.Recording, error) {
	ses, err := session.NewSession(setup, allHuman(setup), rules.UndoFree)
	if err != nil {
		return nil, err
	}
	if err := ses.Continue(actions); err != nil {
		return nil, err
	}
	return session.RecordingOf(ses), nil
}

// allHuman returns human sitters for every seat of setup.
func allHuman(setup session.Setup) []session.Sitter {
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		return nil
	}
	return make([]session.Sitter, len(st.Seats()))
}
