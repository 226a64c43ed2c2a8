package game

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"skirmish/game/session"
	"skirmish/rules/catalog"
	"time"
)

// AutosaveName is the running game's save in the Store; AutosavePrevName is
// its spare, the autosave before the last one.
const (
	AutosaveName     = "autosave.json"
	AutosavePrevName = "autosave.prev.json"
)

// NoGameFormat is the format of the marker ClearAutosave writes: an
// autosave that says there is no running game.
const NoGameFormat = "skirmish-no-game"

// noGame is the whole of the marker ClearAutosave writes.
var noGame = []byte(`{"format": "` + NoGameFormat + `", "version": 1}` + "\n")

// Autosave writes the session to st after an action. The autosave that was
// there first becomes the spare, autosave.prev.json, then the new one is
// written over autosave.json; each with Store.Write, which replaces a file
// atomically.
//
// The order keeps a readable save of the previous or the new state in the
// store whenever the program dies:
//
//   - while the spare is written, autosave.json still holds the previous
//     state (and a torn spare, on a file system that does not keep renames
//     atomic, is only ever read after autosave.json fails);
//   - between the two writes, both files hold the previous state;
//   - while autosave.json is written, it holds the previous or the new state,
//     and if the file system tears it anyway, its checksum shows the damage
//     and LoadAutosave falls back to the spare, the previous state.
//
// Only an intact autosave (its checksums match, or the no-game marker)
// becomes the spare: a damaged one is set aside instead (kept as
// autosave.json.damaged-N), so that it never replaces a good spare. When
// autosave.json cannot be read, or cannot be set aside, nothing is written
// and the error says why.
func Autosave(st Store, s *session.Session, now time.Time) error {
	return rotate(st, session.EncodeSave(s, now))
}

// rotate makes the intact autosave the spare and writes data as the
// autosave, in the order Autosave explains.
func rotate(st Store, data []byte) error {
	cur, err := st.Read(AutosaveName)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return storeError(st, AutosaveName, fmt.Errorf("not autosaved: the last autosave cannot be read: %w", err))
	case intact(cur):
		if err := st.Write(AutosavePrevName, cur); err != nil {
			return storeError(st, AutosavePrevName, fmt.Errorf("not autosaved: the spare cannot be written: %w", err))
		}
	default:
		if _, err := st.SetAside(AutosaveName); err != nil {
			return storeError(st, AutosaveName, fmt.Errorf("not autosaved: the damaged last autosave cannot be set aside: %w", err))
		}
	}
	if err := st.Write(AutosaveName, data); err != nil {
		return storeError(st, AutosaveName, fmt.Errorf("not autosaved: %w", err))
	}
	return nil
}

// intact reports whether data is the no-game marker or a save whose format,
// version and checksums are right. It does not play the game.
func intact(data []byte) bool {
	if isNoGame(data) {
		return true
	}
	return session.CheckSave(data) == nil
}

// isNoGame reports whether data is the marker ClearAutosave writes.
func isNoGame(data []byte) bool { return bytes.Equal(data, noGame) }

// LoadAutosave returns the newest readable save of a game of cat's
// rulesets: autosave.json, or if it is
// damaged, autosave.prev.json. A damaged file (one session.DecodeSave refuses) is
// set aside with Store.SetAside, so that it is kept and never overwritten,
// and the returned warnings say which file, what is wrong and where it was
// kept. It returns a nil session when there is no save, or when the newest
// one is the no-game marker of ClearAutosave. The error is for a file that
// exists but cannot be read at all (it is left in place): then no older
// save is offered in its stead.
func LoadAutosave(cat catalog.Catalog, st Store) (*session.Session, session.SaveInfo, []string, error) {
	var warnings []string
	for _, name := range []string{AutosaveName, AutosavePrevName} {
		data, err := st.Read(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, session.SaveInfo{}, warnings, storeError(st, name, err)
		}
		if isNoGame(data) {
			return nil, session.SaveInfo{}, warnings, nil
		}
		ses, info, err := session.DecodeSave(cat, data, st.Where(name))
		if err == nil {
			return ses, info, warnings, nil
		}
		kept, aerr := st.SetAside(name)
		if aerr != nil {
			warnings = append(warnings, fmt.Sprintf("%v; it could not be set aside: %v", err, aerr))
			continue
		}
		warnings = append(warnings, fmt.Sprintf("%v; the file was kept as %s", err, st.Where(kept)))
	}
	return nil, session.SaveInfo{}, warnings, nil
}

// ClearAutosave records that there is no running game, when the player
// leaves a finished game: it writes the no-game marker (NoGameFormat) over
// the spare first, then over autosave.json. Dying between the two leaves
// the finished game's last autosave in place; a torn marker in
// autosave.json falls back to the marker in the spare. The Store needs no
// way to remove files for this.
func ClearAutosave(st Store) error {
	for _, name := range []string{AutosavePrevName, AutosaveName} {
		if err := st.Write(name, noGame); err != nil {
			return storeError(st, name, fmt.Errorf("the finished game's autosave was not cleared: %w", err))
		}
	}
	return nil
}
