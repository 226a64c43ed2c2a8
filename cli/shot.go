package cli

import (
	"flag"
	"fmt"
	"image"
	"strconv"
	"strings"

	"skirmish/game"
	"skirmish/game/input"
	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/rules"
)

// runShot draws the battle screen (or the title or the replay viewer) after
// some actions into a PNG file.
func runShot(args []string, e *env) error {
	fs := newFlags("shot", e)
	var p position
	p.register(fs)
	replay := fs.String("replay", "", "replay file to take the game from (instead of -scenario/-level and -actions)")
	at := fs.Int("at", -1, "with -replay: the number of actions to play (default: all)")
	out := fs.String("out", "", "PNG file to write (required)")
	size := fs.String("size", "1280x720", "image size WIDTHxHEIGHT")
	screen := fs.String("screen", "battle", "screen to draw: "+game.ShotScreens)
	scale := fs.Int("scale", 100, "UI scale in percent, 75 to 200")
	tv := fs.Bool("tv", false, "draw in the TV layout (large text, thick focus ring; the UI scale is the largest the size fits)")
	folded := fs.Bool("folded", false, "with -tv: the side panel folded to its essentials (as the pad's Select or P folds it)")
	pad := fs.Bool("pad", false, "drive the screen with a gamepad: its button prompts, the focus in the action list")
	device := fs.String("device", "mouse", "the device the prompts are for: mouse, keyboard or gamepad")
	all := fs.String("all", "", "draw every screen at every UI scale (75 to 200 %) and window size (1024x600 to 2560x1440) into this folder; -scale, -size and -screen narrow it")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *all != "" {
		return shotAll(fs, e, *all, *screen, *size, *scale)
	}
	if *out == "" {
		return usagef("-out FILE.png is required")
	}
	if err := checkOutPath("-out", *out); err != nil {
		return err
	}
	sz, err := parseSize(*size)
	if err != nil {
		return usageError{err}
	}
	if !validScreen(*screen) {
		return usagef("-screen %q: unknown screen (use %s)", clip(*screen, 40), game.ShotScreens)
	}
	if *scale < 75 || *scale > 200 {
		return usagef("-scale %d: the UI scale is 75 to 200 percent", *scale)
	}
	if set(fs, "at") && *at < 0 {
		return usagef("-at %d: the number of actions cannot be negative", *at)
	}
	if _, ok := input.ParseDevice(*device); !ok {
		return usagef("-device %q: use mouse, keyboard or gamepad", clip(*device, 40))
	}
	o := game.ShotOptions{Kinds: rulesets.All, Screen: *screen, Size: sz, Out: *out, Scale: *scale, TV: *tv, Folded: *folded, Pad: *pad, Device: *device}
	if *replay != "" {
		if p.actions != "" || p.actionsFile != "" || p.level != "" || p.scenario != "" {
			return usagef("give -replay, or -scenario/-level with -actions, not both")
		}
		data, err := readLimited("-replay", *replay, session.MaxReplayBytes)
		if err != nil {
			return err
		}
		rec, err := session.OpenReplay(rulesets.Catalog(), data, *replay)
		if err != nil {
			return usageError{err}
		}
		n := rec.Len()
		if *at >= 0 {
			if *at > n {
				return usagef("-at %d: the replay has only %d actions", *at, n)
			}
			n = *at
		}
		o.Setup, o.Actions, o.At = rec.Setup, rec.Actions[:n], n
		if o.Screen == "replay" {
			o.Actions = rec.Actions
		}
	} else {
		if set(fs, "at") {
			return usagef("-at needs -replay")
		}
		t, err := p.setup()
		if err != nil {
			return err
		}
		texts, err := p.actionList()
		if err != nil {
			return err
		}
		var acts []rules.Action
		if err := applyAll(t.state, texts, func(s step) { acts = append(acts, s.action) }); err != nil {
			return err
		}
		o.Setup, o.Actions, o.At = t.Setup, acts, len(acts)
	}
	if err := game.Shot(o); err != nil {
		return windowError(err)
	}
	fmt.Fprintf(e.stdout, "wrote %s (%dx%d)\n", *out, sz.X, sz.Y)
	return nil
}

// shotAll draws every screen at every scale and size into dir (shot
// -all), or those of the -screen, -scale and -size given.
func shotAll(fs *flag.FlagSet, e *env, dir, screen, size string, scale int) error {
	for _, f := range []string{"out", "replay", "at", "actions", "actions-file", "scenario", "level"} {
		if set(fs, f) {
			return usagef("-all draws every screen of its own games: give no -%s", f)
		}
	}
	o := game.ShotAllOptions{Kinds: rulesets.All, Dir: dir, Done: func(name string) { fmt.Fprintf(e.stdout, "wrote %s\n", name) }}
	if set(fs, "scale") {
		if scale < 75 || scale > 200 {
			return usagef("-scale %d: the UI scale is 75 to 200 percent", scale)
		}
		o.Scales = []int{scale}
	}
	if set(fs, "size") {
		sz, err := parseSize(size)
		if err != nil {
			return usageError{err}
		}
		o.Sizes = []image.Point{sz}
	}
	if set(fs, "screen") {
		o.Only = func(name string) bool {
			return name == screen || strings.HasPrefix(name, screen+"-") || strings.HasSuffix(name, "-"+screen)
		}
	}
	return windowError(game.ShotAll(o))
}

// validScreen reports whether name is one of game.ShotScreens.
func validScreen(name string) bool {
	for _, s := range strings.FieldsFunc(strings.ReplaceAll(game.ShotScreens, " or ", ","), func(r rune) bool { return r == ',' || r == ' ' }) {
		if s == name {
			return true
		}
	}
	return false
}

// parseSize reads WIDTHxHEIGHT.
func parseSize(s string) (image.Point, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil || w < 320 || h < 240 || w > 7680 || h > 4320 {
		return image.Point{}, fmt.Errorf("-size %q: want WIDTHxHEIGHT between 320x240 and 7680x4320, e.g. 1280x720", clip(s, 40))
	}
	return image.Pt(w, h), nil
}

// runWindow opens the game's window.
func runWindow(args []string, e *env) error {
	fs := newFlags("window", e)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	return windowError(game.Run(game.Options{Kinds: rulesets.All}))
}
