package game

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"skirmish/game/session"
	"skirmish/rules"
)

// errKilled is what the writes of a killed program return.
var errKilled = errors.New("the program was killed")

// crashStore is a DirStore whose program is killed once it has written
// budget bytes: the write under way stops there and every later write
// fails. With torn unset, a write goes to a temporary file first, as
// WriteFileAtomic does, and the rename counts as one more byte; killed
// before it, the file keeps its old content and the partial temporary
// file is left behind. With torn set, a write goes straight over the file,
// as if the file system did not keep the rename atomic: killed midway, the
// file holds the first bytes of the new content.
type crashStore struct {
	*DirStore
	budget int
	torn   bool
	dead   bool
	writes int // bytes the store was asked to write, the renames counted
}

// Write implements Store.
func (c *crashStore) Write(name string, data []byte) error {
	cost := len(data)
	if !c.torn {
		cost++ // the rename
	}
	c.writes += cost
	if c.dead {
		return errKilled
	}
	p := c.path(name)
	tmp := p
	if !c.torn {
		dir, base := filepath.Split(p)
		tmp = filepath.Join(dir, "."+base+".tmp-test")
	}
	n := min(c.budget, len(data))
	c.budget -= n
	// A killed process leaves what it wrote to the page cache, so the
	// simulation needs no sync, which keeps a test of every byte quick.
	if err := os.WriteFile(tmp, data[:n], 0o644); err != nil {
		return err
	}
	if n < len(data) || (!c.torn && c.budget == 0) {
		c.dead = true
		return errKilled
	}
	if !c.torn {
		c.budget--
		return os.Rename(tmp, p)
	}
	return nil
}

// SetAside implements Store: a killed program sets nothing aside.
func (c *crashStore) SetAside(name string) (string, error) {
	if c.dead {
		return "", errKilled
	}
	return c.DirStore.SetAside(name)
}

// threeGames returns the same game at three positions, each one action
// further than the last.
func threeGames(t *testing.T) (older, old, new *session.Session) {
	t.Helper()
	older, old, new = saveGame(t, rules.UndoUntilDice), saveGame(t, rules.UndoUntilDice), saveGame(t, rules.UndoUntilDice)
	humanActs(t, older, 1)
	humanActs(t, old, 2)
	humanActs(t, new, 3)
	return older, old, new
}

// whichGame returns "old" or "new" for the game ses is, and fails the test
// for anything else.
func whichGame(t *testing.T, ses, old, new *session.Session, what string) string {
	t.Helper()
	if ses == nil {
		t.Fatalf("%s: no game loaded", what)
	}
	for _, c := range []struct {
		name string
		s    *session.Session
	}{{"old", old}, {"new", new}} {
		if ses.State().Hash() == c.s.State().Hash() && ses.Position() == c.s.Position() && ses.History().Total() == c.s.History().Total() {
			return c.name
		}
	}
	t.Fatalf("%s: loaded a third game: %d of %d actions, hash %s", what, ses.Position(), ses.History().Total(), rules.FormatHash(ses.State().Hash()))
	return ""
}

// mustLoad loads the autosave of st, which must be there.
func mustLoad(t *testing.T, st Store) (*session.Session, []string) {
	t.Helper()
	ses, _, warnings, err := LoadAutosave(testCatalog, st)
	if err != nil {
		t.Fatal(err)
	}
	if ses == nil {
		t.Fatalf("no autosave loaded; warnings %q", warnings)
	}
	return ses, warnings
}

// storeFile reads a file of a DirStore.
func storeFile(t *testing.T, st *DirStore, name string) []byte {
	t.Helper()
	data, err := st.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestAutosaveKeepsTheLastTwo(t *testing.T) {
	older, old, new := threeGames(t)
	st := NewDirStore(t.TempDir())
	if ses, _, warnings, err := LoadAutosave(testCatalog, st); ses != nil || warnings != nil || err != nil {
		t.Fatalf("an empty store: %v, %q, %v", ses, warnings, err)
	}
	for _, s := range []*session.Session{older, old, new} {
		if err := Autosave(st, s, saveTime); err != nil {
			t.Fatal(err)
		}
	}
	ses, warnings := mustLoad(t, st)
	if whichGame(t, ses, old, new, "load") != "new" || warnings != nil {
		t.Errorf("loaded the old game; warnings %q", warnings)
	}
	prev, _, err := session.DecodeSave(testCatalog, storeFile(t, st, AutosavePrevName), AutosavePrevName)
	if err != nil {
		t.Fatal(err)
	}
	if whichGame(t, prev, old, new, "spare") != "old" {
		t.Error("the spare is not the autosave before the last")
	}
	if !bytes.Equal(storeFile(t, st, AutosaveName), session.EncodeSave(new, saveTime)) {
		t.Error("autosave.json is not the new game's save")
	}
}

// killedAutosave fills a fresh store with autosaves of older and old, then
// autosaves new through a crashStore killed after k bytes, and loads what
// a restarted program finds. It returns the crash store (to count the
// bytes written) and the game loaded.
func killedAutosave(t *testing.T, dir string, k int, torn bool, older, old, new *session.Session) (*crashStore, *session.Session, []string) {
	t.Helper()
	st := NewDirStore(dir)
	// What two autosaves of older and old leave, written without syncing.
	for name, s := range map[string]*session.Session{AutosavePrevName: older, AutosaveName: old} {
		if err := os.WriteFile(st.Where(name), session.EncodeSave(s, saveTime), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	crash := &crashStore{DirStore: st, budget: k, torn: torn}
	err := Autosave(crash, new, saveTime)
	if crash.dead != (err != nil) || (err != nil && !errors.Is(err, errKilled)) {
		t.Fatalf("k=%d: Autosave = %v, killed %v", k, err, crash.dead)
	}
	ses, warnings := mustLoad(t, NewDirStore(dir))
	return crash, ses, warnings
}

// testKilledAutosave kills Autosave at every byte it writes and checks that
// the store always gives the old game or the new, then that autosaving goes
// on from there.
func testKilledAutosave(t *testing.T, torn bool) {
	older, old, new := threeGames(t)
	seen := map[string]int{}
	root := t.TempDir()
	for k := 0; ; k++ {
		dir := filepath.Join(root, strconv.Itoa(k))
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		crash, ses, warnings := killedAutosave(t, dir, k, torn, older, old, new)
		got := whichGame(t, ses, old, new, "after the kill")
		seen[got]++
		if !torn && warnings != nil {
			t.Errorf("k=%d: warnings after an atomic write was killed: %q", k, warnings)
		}
		if len(warnings) > 0 {
			// The torn autosave was set aside, kept as it was.
			kept, err := os.ReadFile(filepath.Join(dir, AutosaveName+".damaged-1"))
			want := session.EncodeSave(new, saveTime)
			if err != nil || !bytes.HasPrefix(want, kept) || len(kept) == len(want) {
				t.Errorf("k=%d: warnings %q but autosave.json.damaged-1 is %q (%v)", k, warnings, kept, err)
			}
		}
		// The restarted program autosaves again and loads that.
		st := &crashStore{DirStore: NewDirStore(dir), budget: 1 << 30}
		if err := Autosave(st, new, saveTime); err != nil {
			t.Fatalf("k=%d: autosave after the restart: %v", k, err)
		}
		again, w := mustLoad(t, st)
		if whichGame(t, again, old, new, "after the restart") != "new" || w != nil {
			t.Errorf("k=%d: after the restart, warnings %q", k, w)
		}
		if !crash.dead {
			if k != crash.writes {
				t.Errorf("the last k, %d, is not the %d bytes written", k, crash.writes)
			}
			break
		}
	}
	if seen["old"] == 0 || seen["new"] == 0 {
		t.Errorf("loaded %v: both games should occur", seen)
	}
	t.Logf("%v", seen)
}

func TestAutosaveKilledWhileWriting(t *testing.T) { testKilledAutosave(t, false) }

func TestAutosaveTornByTheFileSystem(t *testing.T) { testKilledAutosave(t, true) }

func TestLoadAutosaveFallsBackToTheSpare(t *testing.T) {
	_, old, new := threeGames(t)
	good := session.EncodeSave(new, saveTime)
	for _, c := range saveDamages {
		t.Run(c.name, func(t *testing.T) {
			st := NewDirStore(t.TempDir())
			for _, s := range []*session.Session{old, new} {
				if err := Autosave(st, s, saveTime); err != nil {
					t.Fatal(err)
				}
			}
			bad := c.edit(t, good)
			if err := os.WriteFile(st.Where(AutosaveName), bad, 0o644); err != nil {
				t.Fatal(err)
			}
			// Damaged once before: this one becomes damaged-2.
			if err := os.WriteFile(st.Where(AutosaveName+".damaged-1"), []byte("older damage"), 0o644); err != nil {
				t.Fatal(err)
			}
			ses, warnings := mustLoad(t, st)
			if whichGame(t, ses, old, new, "load") != "old" {
				t.Error("did not fall back to the spare")
			}
			if len(warnings) != 1 {
				t.Fatalf("warnings %q, want one", warnings)
			}
			for _, w := range append([]string{st.Where(AutosaveName) + ": ", "the file was kept as " + st.Where(AutosaveName+".damaged-2")}, c.want...) {
				if !strings.Contains(warnings[0], w) {
					t.Errorf("warning %q does not say %q", warnings[0], w)
				}
			}
			if kept := storeFile(t, st, AutosaveName+".damaged-2"); !bytes.Equal(kept, bad) {
				t.Errorf("damaged-2 holds %q, want the damaged file", kept)
			}
			if kept := storeFile(t, st, AutosaveName+".damaged-1"); string(kept) != "older damage" {
				t.Errorf("damaged-1 was overwritten: %q", kept)
			}
			if _, err := st.Read(AutosaveName); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("autosave.json is still there: %v", err)
			}
			// Playing on from the spare: the next autosave keeps the spare.
			if err := Autosave(st, ses, saveTime); err != nil {
				t.Fatal(err)
			}
			if again, w := mustLoad(t, st); whichGame(t, again, old, new, "reload") != "old" || w != nil {
				t.Errorf("reload: warnings %q", w)
			}
		})
	}
}

func TestLoadAutosaveBothDamaged(t *testing.T) {
	st := NewDirStore(t.TempDir())
	if err := os.WriteFile(st.Where(AutosaveName), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(st.Where(AutosavePrevName), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	ses, _, warnings, err := LoadAutosave(testCatalog, st)
	if ses != nil || err != nil || len(warnings) != 2 {
		t.Fatalf("got %v, %v, warnings %q; want no game and two warnings", ses, err, warnings)
	}
	if !strings.Contains(warnings[0], st.Where(AutosaveName)+": damaged at line 1, column 2: the file ends too early") ||
		!strings.Contains(warnings[1], st.Where(AutosavePrevName)+": damaged: the file is empty") {
		t.Errorf("warnings %q", warnings)
	}
	if string(storeFile(t, st, AutosaveName+".damaged-1")) != "{" || len(storeFile(t, st, AutosavePrevName+".damaged-1")) != 0 {
		t.Error("the damaged files were not kept")
	}
}

func TestAutosaveSetsADamagedAutosaveAside(t *testing.T) {
	_, old, new := threeGames(t)
	st := NewDirStore(t.TempDir())
	if err := Autosave(st, old, saveTime); err != nil {
		t.Fatal(err)
	}
	if err := Autosave(st, old, saveTime); err != nil {
		t.Fatal(err)
	}
	torn := session.EncodeSave(new, saveTime)[:100]
	if err := os.WriteFile(st.Where(AutosaveName), torn, 0o644); err != nil {
		t.Fatal(err)
	}
	// The damaged autosave must not become the spare.
	if err := Autosave(st, new, saveTime); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(storeFile(t, st, AutosaveName+".damaged-1"), torn) {
		t.Error("the damaged autosave was not kept")
	}
	if !bytes.Equal(storeFile(t, st, AutosavePrevName), session.EncodeSave(old, saveTime)) {
		t.Error("the spare is not the last good autosave")
	}
	if ses, w := mustLoad(t, st); whichGame(t, ses, old, new, "load") != "new" || w != nil {
		t.Errorf("warnings %q", w)
	}
}

func TestClearAutosave(t *testing.T) {
	_, old, new := threeGames(t)
	st := NewDirStore(t.TempDir())
	for _, s := range []*session.Session{old, new} {
		if err := Autosave(st, s, saveTime); err != nil {
			t.Fatal(err)
		}
	}
	if err := ClearAutosave(st); err != nil {
		t.Fatal(err)
	}
	if ses, _, warnings, err := LoadAutosave(testCatalog, st); ses != nil || warnings != nil || err != nil {
		t.Fatalf("after ClearAutosave: %v, %q, %v; want nothing", ses, warnings, err)
	}
	// A torn marker falls back to the marker in the spare, not to a game.
	if err := os.WriteFile(st.Where(AutosaveName), noGame[:10], 0o644); err != nil {
		t.Fatal(err)
	}
	if ses, _, warnings, err := LoadAutosave(testCatalog, st); ses != nil || len(warnings) != 1 || err != nil {
		t.Fatalf("torn marker: %v, %q, %v; want no game and one warning", ses, warnings, err)
	}
	// The next game autosaves as usual; its spare is the marker.
	if err := Autosave(st, old, saveTime); err != nil {
		t.Fatal(err)
	}
	if err := ClearAutosave(st); err != nil {
		t.Fatal(err)
	}
	if err := Autosave(st, new, saveTime); err != nil {
		t.Fatal(err)
	}
	if ses, w := mustLoad(t, st); whichGame(t, ses, old, new, "load") != "new" || w != nil {
		t.Errorf("warnings %q", w)
	}
	if !isNoGame(storeFile(t, st, AutosavePrevName)) {
		t.Error("the spare of a new game's first autosave is not the no-game marker")
	}
	if _, _, err := session.DecodeSave(testCatalog, noGame, "marker.json"); err == nil || !strings.Contains(err.Error(), `format is "skirmish-no-game"`) {
		t.Errorf("DecodeSave of the marker: %v", err)
	}
}

// unreadableStore is a DirStore that cannot read one file.
type unreadableStore struct {
	*DirStore
	name string
}

// Read implements Store.
func (u unreadableStore) Read(name string) ([]byte, error) {
	if name == u.name {
		return nil, fs.ErrPermission
	}
	return u.DirStore.Read(name)
}

func TestUnreadableAutosaveIsLeftAlone(t *testing.T) {
	_, old, new := threeGames(t)
	dir := NewDirStore(t.TempDir())
	for _, s := range []*session.Session{old, new} {
		if err := Autosave(dir, s, saveTime); err != nil {
			t.Fatal(err)
		}
	}
	before := storeFile(t, dir, AutosaveName)
	st := unreadableStore{dir, AutosaveName}
	ses, _, _, err := LoadAutosave(testCatalog, st)
	if ses != nil || !errors.Is(err, fs.ErrPermission) || !strings.Contains(err.Error(), dir.Where(AutosaveName)) {
		t.Fatalf("got %v, %v; want no game and an error naming the file", ses, err)
	}
	if err := Autosave(st, old, saveTime); err == nil || !strings.Contains(err.Error(), "not autosaved") {
		t.Fatalf("Autosave over an unreadable autosave: %v", err)
	}
	if !bytes.Equal(storeFile(t, dir, AutosaveName), before) {
		t.Error("the unreadable autosave was changed")
	}
}
