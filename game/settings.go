package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"unicode/utf8"

	"skirmish/fileio"
	"skirmish/rules"
)

// SettingsVersion is the version of the settings file this game writes.
const SettingsVersion = 1

// Settings are the player's preferences, saved in
// os.UserConfigDir()/skirmish/settings.json.
type Settings struct {
	Version      int    `json:"version"`       // Version is SettingsVersion.
	Fullscreen   bool   `json:"fullscreen"`    // Fullscreen starts the game fullscreen.
	WindowW      int    `json:"window_width"`  // WindowW is the window width in pixels, 1280 by default.
	WindowH      int    `json:"window_height"` // WindowH is the window height in pixels, 800 by default.
	UIScale      int    `json:"ui_scale"`      // UIScale is in percent, 75 to 200, 100 by default.
	AnimSpeed    int    `json:"anim_speed"`    // AnimSpeed is in percent, 0 (instant) to 400, 100 by default.
	Undo         string `json:"undo_policy"`   // Undo is "until-dice" (the default), "free" or "none".
	ColourBlind  bool   `json:"colour_blind"`  // ColourBlind picks the colour-blind palette.
	Volume       int    `json:"volume"`        // Volume is 0 to 100, 70 by default.
	ComputerPace int    `json:"computer_pace"` // ComputerPace is the pause between computer actions in ms, 0 to 2000, 600 by default.

	// TVLayout picks the layout for a screen seen from a sofa: larger
	// text at the largest scale the window fits (TVScale), a thick focus
	// ring, side panels that keep to the essentials. Off by default.
	TVLayout bool `json:"tv_layout"`
	// PanelFolded folds the tables' side panels to their essentials in the
	// TV layout, so that the board takes the width (table.Prefs.Folded);
	// input.FoldPanel toggles it at a table.
	PanelFolded bool `json:"panel_folded,omitempty"`

	// Seating is the last game's seating, which setup and the join screen
	// offer again; nil before the first game.
	Seating *SeatMemory `json:"seating,omitempty"`
}

// DefaultSettings returns the settings of a new player.
func DefaultSettings() Settings {
	return Settings{
		Version:      SettingsVersion,
		WindowW:      1280,
		WindowH:      800,
		UIScale:      100,
		AnimSpeed:    100,
		Undo:         rules.UndoUntilDice.String(),
		Volume:       70,
		ComputerPace: 600,
	}
}

// settingRange is the allowed range of one numeric setting.
type settingRange struct {
	name     string // name is the field's name in the file
	value    func(*Settings) int
	min, max int
}

// settingRanges lists the numeric settings in file order.
var settingRanges = []settingRange{
	{"version", func(s *Settings) int { return s.Version }, 1, SettingsVersion},
	{"window_width", func(s *Settings) int { return s.WindowW }, 320, 16384},
	{"window_height", func(s *Settings) int { return s.WindowH }, 240, 16384},
	{"ui_scale", func(s *Settings) int { return s.UIScale }, 75, 200},
	{"anim_speed", func(s *Settings) int { return s.AnimSpeed }, 0, 400},
	{"volume", func(s *Settings) int { return s.Volume }, 0, 100},
	{"computer_pace", func(s *Settings) int { return s.ComputerPace }, 0, 2000},
}

// Validate checks every field. Its error lists each field out of range by
// its name in the file, with the allowed range.
func (s Settings) Validate() error {
	var errs []error
	for _, r := range settingRanges {
		if v := r.value(&s); v < r.min || v > r.max {
			errs = append(errs, fmt.Errorf("%s is %d, allowed %d to %d", r.name, v, r.min, r.max))
		}
	}
	if _, err := rules.ParseUndoPolicy(s.Undo); err != nil {
		errs = append(errs, fmt.Errorf("undo_policy is %q, allowed %q, %q or %q",
			s.Undo, rules.UndoUntilDice, rules.UndoFree, rules.UndoNone))
	}
	if err := s.Seating.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("seating: %w", err))
	}
	return errors.Join(errs...)
}

// UndoPolicy returns the undo policy the settings name, the default one if
// the name is not valid.
func (s Settings) UndoPolicy() rules.UndoPolicy {
	p, err := rules.ParseUndoPolicy(s.Undo)
	if err != nil {
		return rules.UndoUntilDice
	}
	return p
}

// SettingsPath returns os.UserConfigDir()/skirmish/settings.json.
func SettingsPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("settings: %w", err)
	}
	return filepath.Join(dir, "skirmish", "settings.json"), nil
}

// SettingsError is the error of LoadSettings for a settings file it could
// not use.
type SettingsError struct {
	Path   string // Path is the settings file.
	Line   int    // Line is the line of a JSON error, from 1; 0 for other errors.
	Column int    // Column is the column of a JSON error, in characters from 1.
	KeptAs string // KeptAs is where the file was moved aside, "" if it was not.
	Err    error  // Err is what was wrong.
}

// Error names the file, the place of a JSON error, what was wrong and where
// the file was kept.
func (e *SettingsError) Error() string {
	msg := "settings file " + e.Path
	if e.Line > 0 {
		msg += fmt.Sprintf(": line %d, column %d", e.Line, e.Column)
	}
	msg += ": " + e.Err.Error()
	if e.KeptAs != "" {
		msg += "; it was kept as " + e.KeptAs + " and the defaults are used"
	}
	return msg
}

// Unwrap returns what was wrong.
func (e *SettingsError) Unwrap() error { return e.Err }

// maxSettingsBytes bounds the settings file read.
const maxSettingsBytes = 1 << 20

// LoadSettings reads the settings file at path. Fields missing from the
// file take their defaults and unknown fields are ignored.
//
// A missing file gives the defaults and no error. A file that cannot be
// used — damaged JSON, a value out of range, or a version newer than this
// game — gives the defaults and a *SettingsError naming the file (and the
// line and column of a JSON error); the file is renamed aside to
// path.damaged-N, N being the first number free, so the player's file is
// never lost or overwritten. A file that cannot be read at all is left in
// place, as is one larger than maxSettingsBytes (settings are a few hundred
// bytes; a huge file is not read).
func LoadSettings(path string) (Settings, error) {
	data, err := fileio.ReadLimited("settings file", path, maxSettingsBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), &SettingsError{Path: path, Err: err}
	}
	s, serr := decodeSettings(data)
	if serr == nil {
		return s, nil
	}
	serr.Path = path
	kept, err := setAside(path)
	serr.KeptAs = kept
	if err != nil {
		serr.Err = errors.Join(serr.Err, fmt.Errorf("could not keep the file aside: %w", err))
	}
	return DefaultSettings(), serr
}

// decodeSettings reads settings from JSON; its error has no path yet.
// The file must hold a JSON object with at least one field of Settings:
// null, an empty object or one of only unknown fields is not a settings
// file (Go's decoder would take them as "nothing to change" and give the
// defaults), so it is refused and set aside like any damaged file.
func decodeSettings(data []byte) (Settings, *SettingsError) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return Settings{}, jsonError(data, err)
	}
	if fields == nil {
		return Settings{}, &SettingsError{Err: errors.New("the settings must be a JSON object, found null")}
	}
	// Go's decoder matches field names regardless of case, and so does this.
	known, st := false, reflect.TypeFor[Settings]()
	for name := range fields {
		for i := range st.NumField() {
			tag, _, _ := strings.Cut(st.Field(i).Tag.Get("json"), ",")
			known = known || strings.EqualFold(tag, name)
		}
	}
	if !known {
		return Settings{}, &SettingsError{Err: errors.New("the JSON object holds no setting, so it is not a settings file")}
	}
	var head struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Settings{}, jsonError(data, err)
	}
	if head.Version > SettingsVersion {
		return Settings{}, &SettingsError{Err: fmt.Errorf("version %d is newer than this game's %d", head.Version, SettingsVersion)}
	}
	s := DefaultSettings()
	if err := json.Unmarshal(data, &s); err != nil {
		return Settings{}, jsonError(data, err)
	}
	if err := s.Validate(); err != nil {
		return Settings{}, &SettingsError{Err: err}
	}
	return s, nil
}

// jsonError places a JSON syntax or type error at its line and column.
func jsonError(data []byte, err error) *SettingsError {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := position(data, syn.Offset)
		return &SettingsError{Line: line, Column: col, Err: err}
	case errors.As(err, &typ):
		line, col := position(data, typ.Offset)
		return &SettingsError{Line: line, Column: col, Err: typeError(typ)}
	}
	return &SettingsError{Err: err}
}

// typeError says in words, rather than in Go's types, which field holds a
// value of the wrong kind.
func typeError(typ *json.UnmarshalTypeError) error {
	found := typ.Value
	if n, ok := strings.CutPrefix(found, "number "); ok {
		if typ.Field != "" && typ.Type.Kind() == reflect.Int {
			return fmt.Errorf("%s is %s, not a whole number in range", typ.Field, n)
		}
		found = "the number " + n
	} else if strings.HasPrefix(found, "array") || strings.HasPrefix(found, "object") {
		found = "an " + found
	} else {
		found = "a " + found
	}
	if typ.Field == "" {
		return fmt.Errorf("the settings must be a JSON object, found %s", found)
	}
	want := "a " + typ.Type.String()
	switch typ.Type.Kind() {
	case reflect.Int:
		want = "a whole number"
	case reflect.Bool:
		want = "true or false"
	case reflect.String:
		want = "a string in quotes"
	}
	return fmt.Errorf("%s must be %s, found %s", typ.Field, want, found)
}

// position returns the line and column (from 1, in characters) of the last
// byte read when a JSON decoder stopped after offset bytes.
func position(data []byte, offset int64) (line, col int) {
	i := int(min(max(offset-1, 0), int64(len(data))))
	start := bytes.LastIndexByte(data[:i], '\n') + 1
	return bytes.Count(data[:i], []byte("\n")) + 1, utf8.RuneCount(data[start:i]) + 1
}

// setAside moves the file at path to path.damaged-N, N being the first
// number not taken, and returns the new name. It never replaces a file.
func setAside(path string) (string, error) {
	for n := 1; n <= 10000; n++ {
		dst := fmt.Sprintf("%s.damaged-%d", path, n)
		err := os.Link(path, dst) // a link fails rather than replace dst
		if err == nil {
			return dst, os.Remove(path)
		}
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		// No hard links here: check, then rename.
		if _, err := os.Lstat(dst); err == nil {
			continue
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		if err := os.Rename(path, dst); err != nil {
			return "", err
		}
		return dst, nil
	}
	return "", fmt.Errorf("%s.damaged-1 to -10000 are all taken", path)
}

// SaveSettings validates s and writes it to path atomically, creating the
// directory if needed: path holds either the old file or the whole new one.
func SaveSettings(path string, s Settings) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	data, err := json.MarshalIndent(s, "", "\t")
	if err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	if err := WriteFileAtomic(path, append(data, '\n')); err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	return nil
}

// WriteFileAtomic writes data to path so that path never holds a partial
// file: it writes a temporary file in the same directory, syncs it to disk,
// closes it and renames it over path, then syncs the directory where the
// system allows. The directory must exist. A new file gets mode 0o644; an
// existing file keeps its mode. On failure path is untouched and the
// temporary file is removed.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	perm := fs.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		perm = fi.Mode().Perm()
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // best effort: not every system can sync a directory
		d.Close()
	}
	return nil
}
