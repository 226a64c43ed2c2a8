package game

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"skirmish/internal/testclock"
	"skirmish/rules"
)

// files returns the names in dir, sorted.
func files(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDefaultSettingsAreValid(t *testing.T) {
	d := DefaultSettings()
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	want := Settings{Version: 1, WindowW: 1280, WindowH: 800, UIScale: 100, AnimSpeed: 100,
		Undo: "until-dice", Volume: 70, ComputerPace: 600}
	if d != want {
		t.Fatalf("DefaultSettings() = %+v, want %+v", d, want)
	}
	if d.UndoPolicy() != rules.UndoUntilDice {
		t.Fatalf("UndoPolicy() = %v", d.UndoPolicy())
	}
}

func TestLoadSettingsMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skirmish", "settings.json")
	s, err := LoadSettings(path)
	if err != nil || s != DefaultSettings() {
		t.Fatalf("LoadSettings(missing) = %+v, %v; want defaults, nil", s, err)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "skirmish", "settings.json")
	want := Settings{Version: 1, Fullscreen: true, WindowW: 1920, WindowH: 1080, UIScale: 150,
		AnimSpeed: 0, Undo: "free", ColourBlind: true, Volume: 0, ComputerPace: 2000}
	if err := SaveSettings(path, want); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(path)
	if err != nil || got != want {
		t.Fatalf("round trip: %+v, %v; want %+v", got, err, want)
	}
	if got.UndoPolicy() != rules.UndoFree {
		t.Fatalf("UndoPolicy() = %v, want free", got.UndoPolicy())
	}
	if names := files(t, filepath.Join(dir, "skirmish")); !slices.Equal(names, []string{"settings.json"}) {
		t.Fatalf("directory holds %v, want only settings.json", names)
	}
	fi, err := os.Stat(filepath.Join(dir, "skirmish"))
	if err != nil || fi.Mode().Perm()&0o700 != 0o700 {
		t.Fatalf("directory mode %v, %v", fi.Mode(), err)
	}
	// Saving again replaces the file, still with nothing left behind.
	want.Volume = 33
	if err := SaveSettings(path, want); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(path); err != nil || got != want {
		t.Fatalf("second save: %+v, %v", got, err)
	}
	if names := files(t, filepath.Join(dir, "skirmish")); len(names) != 1 {
		t.Fatalf("directory holds %v after a second save", names)
	}
}

// TestLoadSettingsPartial checks that missing fields take their defaults
// and unknown fields are ignored.
func TestLoadSettingsPartial(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	writeFile(t, path, `{"ui_scale": 125, "volume": 0, "keybindings": {"undo": "Z"}, "future": [1, 2]}`)
	s, err := LoadSettings(path)
	want := DefaultSettings()
	want.UIScale, want.Volume = 125, 0
	if err != nil || s != want {
		t.Fatalf("got %+v, %v; want %+v", s, err, want)
	}
}

// TestLoadSettingsDamaged loads broken files: each gives the defaults, an
// error naming the file and where the JSON broke, and the file moved aside.
func TestLoadSettingsDamaged(t *testing.T) {
	for _, c := range []struct {
		name, text, where string
	}{
		{"bad value", "{\n  \"volume\": 50,\n  \"ui_scale\": x\n}\n", "line 3, column 15"},
		{"trailing comma", "{\n\t\"volume\": 50,\n}", "line 3, column 1"},
		{"cut short", "{\n\t\"volume\": 5", "line 2, column 12"},
		{"empty", "", "line 1, column 1"},
		{"wrong type", "{\n\t\"fullscreen\": \"yes\"\n}", "line 2, column 20"},
		{"not an object", "[1, 2]", "line 1, column 1"},
		{"accents before", "{\"é\": 1, \"volume\": ?}", "line 1, column 20"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "settings.json")
			writeFile(t, path, c.text)
			s, err := LoadSettings(path)
			if s != DefaultSettings() {
				t.Errorf("got %+v, want the defaults", s)
			}
			if err == nil {
				t.Fatal("no error")
			}
			msg := err.Error()
			if !strings.Contains(msg, path) || !strings.Contains(msg, c.where) {
				t.Errorf("error %q does not name %s and %s", msg, path, c.where)
			}
			var serr *SettingsError
			if !errors.As(err, &serr) || serr.KeptAs != path+".damaged-1" {
				t.Fatalf("error %#v does not say the file was kept as settings.json.damaged-1", err)
			}
			if got := readFile(t, path+".damaged-1"); got != c.text {
				t.Errorf("kept file holds %q, want %q", got, c.text)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("settings.json still there: %v", err)
			}
		})
	}
}

// TestLoadSettingsNotSettings loads JSON that is well formed but holds no
// settings: each is set aside like a damaged file and the defaults used.
func TestLoadSettingsNotSettings(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"null", "null", "found null"},
		{"null and spaces", " \n null \n", "found null"},
		{"empty array", "[]", "must be a JSON object, found an array"},
		{"empty string", `""`, "must be a JSON object, found a string"},
		{"zero", "0", "must be a JSON object, found a number"},
		{"true", "true", "must be a JSON object, found a bool"},
		{"empty object", "{}", "holds no setting"},
		{"unknown fields only", `{"colour": "blue", "keybindings": {"undo": "Z"}}`, "holds no setting"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "settings.json")
			writeFile(t, path, c.text)
			s, err := LoadSettings(path)
			if s != DefaultSettings() {
				t.Errorf("got %+v, want the defaults", s)
			}
			var serr *SettingsError
			if !errors.As(err, &serr) {
				t.Fatalf("error %v, want a *SettingsError", err)
			}
			for _, w := range []string{path, c.want, "kept as " + path + ".damaged-1"} {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if got := readFile(t, path+".damaged-1"); got != c.text {
				t.Errorf("kept file holds %q, want %q", got, c.text)
			}
			if names := files(t, dir); !slices.Equal(names, []string{"settings.json.damaged-1"}) {
				t.Errorf("folder holds %v, want only the kept file", names)
			}
		})
	}
}

// TestLoadSettingsFewFields checks that a file with one setting or a few,
// named in any case as Go's decoder allows, loads as before: the settings
// it names, the defaults for the rest, no error and the file untouched.
func TestLoadSettingsFewFields(t *testing.T) {
	for _, c := range []struct {
		text string
		set  func(*Settings)
	}{
		{`{"version": 1}`, func(*Settings) {}},
		{`{"fullscreen": true}`, func(s *Settings) { s.Fullscreen = true }},
		{`{"VOLUME": 5, "future": null}`, func(s *Settings) { s.Volume = 5 }},
		{`{"version": null}`, func(*Settings) {}},
	} {
		path := filepath.Join(t.TempDir(), "settings.json")
		writeFile(t, path, c.text)
		want := DefaultSettings()
		c.set(&want)
		if s, err := LoadSettings(path); err != nil || s != want {
			t.Errorf("%s: got %+v, %v; want %+v", c.text, s, err, want)
		}
		if got := readFile(t, path); got != c.text {
			t.Errorf("%s: the file now holds %q", c.text, got)
		}
	}
}

// TestLoadSettingsNamedPipe checks that a named pipe in place of the
// settings file is refused at once and left in place, not waited on.
func TestLoadSettingsNamedPipe(t *testing.T) {
	mkfifo, err := exec.LookPath("mkfifo")
	if err != nil {
		t.Skip("no mkfifo command here")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	if out, err := exec.Command(mkfifo, path).CombinedOutput(); err != nil {
		t.Fatalf("mkfifo: %v %s", err, out)
	}
	type result struct {
		s   Settings
		err error
	}
	done := make(chan result, 1)
	go func() {
		s, err := LoadSettings(path)
		done <- result{s, err}
	}()
	select {
	case r := <-done:
		if r.s != DefaultSettings() || r.err == nil || !strings.Contains(r.err.Error(), path+" is a named pipe, not a regular file") {
			t.Fatalf("got %+v, %v", r.s, r.err)
		}
	case <-time.After(testclock.Limit(5 * time.Second)):
		t.Fatalf("still waiting on the named pipe after %v", testclock.Limit(5*time.Second))
	}
	if names := files(t, dir); !slices.Equal(names, []string{"settings.json"}) {
		t.Errorf("folder holds %v, want the pipe left in place", names)
	}
}

// TestLoadSettingsDamagedTwice checks that a second damaged file goes to
// -2 and leaves -1 alone, and that a taken -2 is skipped too.
func TestLoadSettingsDamagedTwice(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	writeFile(t, path, "{first")
	if _, err := LoadSettings(path); err == nil {
		t.Fatal("no error for the first damaged file")
	}
	writeFile(t, path, "{second")
	_, err := LoadSettings(path)
	if err == nil || !strings.Contains(err.Error(), "settings.json.damaged-2") {
		t.Fatalf("second damaged file: error %v, want it kept as -2", err)
	}
	writeFile(t, path+".damaged-3", "someone else's")
	writeFile(t, path, "{third")
	if _, err := LoadSettings(path); err == nil || !strings.Contains(err.Error(), "settings.json.damaged-4") {
		t.Fatalf("third damaged file: error %v, want it kept as -4", err)
	}
	for n, want := range []string{"{first", "{second", "someone else's", "{third"} {
		if got := readFile(t, fmt.Sprintf("%s.damaged-%d", path, n+1)); got != want {
			t.Errorf("damaged-%d holds %q, want %q", n+1, got, want)
		}
	}
	if names := files(t, dir); len(names) != 4 {
		t.Errorf("directory holds %v", names)
	}
}

// TestValidate sets one field out of range at a time; each row is the
// change and the words the error must contain.
func TestValidate(t *testing.T) {
	for _, c := range []struct {
		set  func(*Settings)
		want string
	}{
		{func(s *Settings) { s.UIScale = 74 }, "ui_scale is 74, allowed 75 to 200"},
		{func(s *Settings) { s.UIScale = 201 }, "ui_scale is 201, allowed 75 to 200"},
		{func(s *Settings) { s.AnimSpeed = -1 }, "anim_speed is -1, allowed 0 to 400"},
		{func(s *Settings) { s.AnimSpeed = 401 }, "anim_speed is 401, allowed 0 to 400"},
		{func(s *Settings) { s.Volume = 101 }, "volume is 101, allowed 0 to 100"},
		{func(s *Settings) { s.ComputerPace = 2001 }, "computer_pace is 2001, allowed 0 to 2000"},
		{func(s *Settings) { s.ComputerPace = -5 }, "computer_pace is -5, allowed 0 to 2000"},
		{func(s *Settings) { s.WindowW = 100 }, "window_width is 100, allowed 320 to 16384"},
		{func(s *Settings) { s.WindowH = 0 }, "window_height is 0, allowed 240 to 16384"},
		{func(s *Settings) { s.Version = 0 }, "version is 0, allowed 1 to 1"},
		{func(s *Settings) { s.Undo = "sometimes" }, `undo_policy is "sometimes", allowed "until-dice", "free" or "none"`},
	} {
		s := DefaultSettings()
		c.set(&s)
		err := s.Validate()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Validate() = %v, want %q", err, c.want)
		}
		if err := SaveSettings(filepath.Join(t.TempDir(), "settings.json"), s); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("SaveSettings of invalid settings: %v, want %q", err, c.want)
		}
	}
	// Edges of the ranges are allowed.
	s := DefaultSettings()
	s.UIScale, s.AnimSpeed, s.Volume, s.ComputerPace, s.Undo = 200, 0, 100, 0, "none"
	if err := s.Validate(); err != nil {
		t.Errorf("edge values: %v", err)
	}
	// Several bad fields are all named.
	s = DefaultSettings()
	s.UIScale, s.Volume = 10, 200
	if err := s.Validate(); err == nil || !strings.Contains(err.Error(), "ui_scale") || !strings.Contains(err.Error(), "volume") {
		t.Errorf("two bad fields: %v", err)
	}
}

// TestLoadSettingsOutOfRange checks that a file with a bad value gives the
// defaults, an error naming the file and the field, and is kept aside.
func TestLoadSettingsOutOfRange(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	writeFile(t, path, `{"version": 1, "ui_scale": 500}`)
	s, err := LoadSettings(path)
	if s != DefaultSettings() || err == nil {
		t.Fatalf("got %+v, %v", s, err)
	}
	for _, w := range []string{path, "ui_scale is 500, allowed 75 to 200", "damaged-1"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not contain %q", err, w)
		}
	}
}

// TestLoadSettingsNewerVersion checks that a file from a newer game is not
// read (not even its known fields) and is kept aside.
func TestLoadSettingsNewerVersion(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	text := `{"version": 7, "volume": 10, "ui_scale": {"menus": 120}}`
	writeFile(t, path, text)
	s, err := LoadSettings(path)
	if s != DefaultSettings() || err == nil {
		t.Fatalf("got %+v, %v", s, err)
	}
	for _, w := range []string{path, "version 7", "damaged-1"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not contain %q", err, w)
		}
	}
	if got := readFile(t, path+".damaged-1"); got != text {
		t.Errorf("kept file holds %q", got)
	}
}

// TestLoadSettingsUnreadable checks that a settings path that cannot be
// read (here, a directory) gives an error and is not moved.
func TestLoadSettingsUnreadable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings(path)
	if s != DefaultSettings() || err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("got %+v, %v", s, err)
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		t.Fatal("the directory was moved")
	}
}

func TestSettingsPath(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/config/home")
	t.Setenv("HOME", "/home/player")
	dir, err := os.UserConfigDir()
	if err != nil {
		t.Skip("no config directory here:", err)
	}
	p, err := SettingsPath()
	if want := filepath.Join(dir, "skirmish", "settings.json"); err != nil || p != want {
		t.Fatalf("SettingsPath() = %q, %v; want %q", p, err, want)
	}
}

// TestWriteFileAtomic checks that the write leaves the whole file and no
// temporary file, and keeps an existing file's mode.
func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.txt")
	if err := WriteFileAtomic(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Fatalf("new file: %v, %v; want mode 0644", fi.Mode(), err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, path); got != "two" {
		t.Fatalf("file holds %q", got)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, want 0600 kept", fi.Mode())
	}
	if names := files(t, dir); !slices.Equal(names, []string{"save.txt"}) {
		t.Fatalf("directory holds %v", names)
	}
}

// TestWriteFileAtomicFailure makes the write fail and checks that nothing
// is left half done.
func TestWriteFileAtomicFailure(t *testing.T) {
	t.Run("target is a directory", func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "settings.json")
		if err := os.Mkdir(path, 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(path, "inside"), "kept")
		if err := SaveSettings(path, DefaultSettings()); err == nil {
			t.Fatal("saving over a directory did not fail")
		}
		if names := files(t, dir); !slices.Equal(names, []string{"settings.json"}) {
			t.Errorf("directory holds %v, want no temporary file", names)
		}
		if got := readFile(t, filepath.Join(path, "inside")); got != "kept" {
			t.Errorf("the directory's content changed: %q", got)
		}
	})
	t.Run("directory not writable", func(t *testing.T) {
		if os.Geteuid() == 0 {
			t.Skip("running as root, which ignores file permissions: a read-only directory cannot make the write fail (the case above covers a failed write)")
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "settings.json")
		old := DefaultSettings()
		old.Volume = 12
		if err := SaveSettings(path, old); err != nil {
			t.Fatal(err)
		}
		before := readFile(t, path)
		if err := os.Chmod(dir, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
		if err := SaveSettings(path, DefaultSettings()); err == nil {
			t.Fatal("saving into a read-only directory did not fail")
		}
		if got := readFile(t, path); got != before {
			t.Errorf("the old file changed to %q", got)
		}
		if names := files(t, dir); !slices.Equal(names, []string{"settings.json"}) {
			t.Errorf("directory holds %v", names)
		}
	})
	t.Run("directory missing", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "no", "such", "save.txt")
		if err := WriteFileAtomic(path, []byte("x")); err == nil {
			t.Fatal("WriteFileAtomic created a directory")
		}
	})
}
