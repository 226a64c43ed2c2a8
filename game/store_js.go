//go:build js

package game

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"syscall/js"
	"time"
	"unicode/utf8"
)

// localKeyPrefix starts the localStorage key of every file of the game.
const localKeyPrefix = "skirmish/"

// LocalStore is a Store in the browser's localStorage. Each file is one
// item, keyed "skirmish/" + name, whose value holds a short header (the
// encoding and the time it was written) and the content: as text when the
// bytes are UTF-8, else in base64. A single setItem writes a file, so a
// write is atomic.
type LocalStore struct{}

// NewLocalStore returns the store in the page's localStorage.
func NewLocalStore() *LocalStore { return &LocalStore{} }

// storage returns window.localStorage, or an error when the browser has
// none or refuses it (storage turned off, some private modes).
func (s *LocalStore) storage() (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("browser storage is not available: %v", r)
		}
	}()
	v = js.Global().Get("localStorage")
	if !v.Truthy() {
		return v, errors.New("browser storage (localStorage) is not available in this browser")
	}
	return v, nil
}

// call runs a localStorage method and turns a JavaScript exception into an
// error; a full storage gives a message that says so.
func (s *LocalStore) call(method string, args ...any) (v js.Value, err error) {
	st, err := s.storage()
	if err != nil {
		return js.Undefined(), err
	}
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if jerr, ok := r.(js.Error); ok && isQuotaError(jerr.Value) {
			err = fmt.Errorf("browser storage is full (%d KB used by the game); delete old replays or allow this site more storage", s.usedBytes()/1024)
			return
		}
		err = fmt.Errorf("browser storage: %v", r)
	}()
	return st.Call(method, args...), nil
}

// isQuotaError reports whether a JavaScript exception is a full storage.
func isQuotaError(e js.Value) bool {
	if e.Type() != js.TypeObject {
		return false
	}
	name := e.Get("name")
	code := e.Get("code")
	return (name.Type() == js.TypeString && (name.String() == "QuotaExceededError" || name.String() == "NS_ERROR_DOM_QUOTA_REACHED")) ||
		(code.Type() == js.TypeNumber && (code.Int() == 22 || code.Int() == 1014))
}

// keys returns the names of every file of the game, unsorted.
func (s *LocalStore) keys() ([]string, error) {
	st, err := s.storage()
	if err != nil {
		return nil, err
	}
	n := st.Get("length").Int()
	var out []string
	for i := range n {
		k, err := s.call("key", i)
		if err != nil {
			return nil, err
		}
		if k.Type() == js.TypeString && strings.HasPrefix(k.String(), localKeyPrefix) {
			out = append(out, strings.TrimPrefix(k.String(), localKeyPrefix))
		}
	}
	return out, nil
}

// usedBytes estimates the storage the game's files take (two bytes a
// character, as browsers count).
func (s *LocalStore) usedBytes() int {
	st, err := s.storage()
	if err != nil {
		return 0
	}
	total := 0
	for i := range st.Get("length").Int() {
		k := st.Call("key", i)
		if k.Type() != js.TypeString || !strings.HasPrefix(k.String(), localKeyPrefix) {
			continue
		}
		v := st.Call("getItem", k)
		total += 2 * (k.Length() + v.Length())
	}
	return total
}

// raw returns the stored value of name.
func (s *LocalStore) raw(name string) (string, error) {
	v, err := s.call("getItem", localKeyPrefix+name)
	if err != nil {
		return "", err
	}
	if v.Type() != js.TypeString {
		return "", &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return v.String(), nil
}

// Read implements Store.
func (s *LocalStore) Read(name string) ([]byte, error) {
	v, err := s.raw(name)
	if err != nil {
		return nil, err
	}
	data, _, err := decodeItem(v)
	return data, err
}

// Write implements Store with one setItem.
func (s *LocalStore) Write(name string, data []byte) error {
	_, err := s.call("setItem", localKeyPrefix+name, encodeItem(data, time.Now()))
	return err
}

// SetAside implements Store: the value is copied to name.damaged-N before
// name is removed, so it is never lost.
func (s *LocalStore) SetAside(name string) (string, error) {
	v, err := s.raw(name)
	if err != nil {
		return "", err
	}
	for n := 1; n <= 10000; n++ {
		dst := fmt.Sprintf("%s.damaged-%d", name, n)
		if _, err := s.raw(dst); err == nil {
			continue
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		if _, err := s.call("setItem", localKeyPrefix+dst, v); err != nil {
			return "", err
		}
		if _, err := s.call("removeItem", localKeyPrefix+name); err != nil {
			return "", err
		}
		return dst, nil
	}
	return "", fmt.Errorf("%s.damaged-1 to -10000 are all taken", s.Where(name))
}

// List implements Store: the files directly in the folder prefix, newest
// first, then by name.
func (s *LocalStore) List(prefix string) ([]string, error) {
	dir := strings.TrimSuffix(prefix, "/") + "/"
	keys, err := s.keys()
	if err != nil {
		return nil, err
	}
	type file struct {
		name string
		when int64
	}
	var files []file
	for _, k := range keys {
		rest, ok := strings.CutPrefix(k, dir)
		if !ok || rest == "" || strings.Contains(rest, "/") || strings.HasPrefix(rest, ".") {
			continue
		}
		var when int64
		if v, err := s.raw(k); err == nil {
			_, when, _ = decodeItem(v)
		}
		files = append(files, file{k, when})
	}
	sort.Slice(files, func(i, j int) bool {
		if files[i].when != files[j].when {
			return files[i].when > files[j].when
		}
		return files[i].name < files[j].name
	})
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = f.name
	}
	return out, nil
}

// Where implements Store.
func (s *LocalStore) Where(name string) string { return "browser storage (" + name + ")" }

// The stored value is "skirmish1;ENC;MILLIS;" then the content: ENC is "t"
// for UTF-8 text kept as it is, "b" for base64; MILLIS is the time of the
// write in Unix milliseconds.
const itemMagic = "skirmish1;"

// encodeItem returns the stored value of data written at t.
func encodeItem(data []byte, t time.Time) string {
	enc, body := "t", string(data)
	if !utf8.Valid(data) {
		enc, body = "b", base64.StdEncoding.EncodeToString(data)
	}
	return itemMagic + enc + ";" + strconv.FormatInt(t.UnixMilli(), 10) + ";" + body
}

// decodeItem returns the content of a stored value and the time it was
// written. A value without the header, put there by something else, is
// taken as text written at time 0.
func decodeItem(v string) ([]byte, int64, error) {
	rest, ok := strings.CutPrefix(v, itemMagic)
	if !ok {
		return []byte(v), 0, nil
	}
	enc, rest, ok1 := strings.Cut(rest, ";")
	ms, body, ok2 := strings.Cut(rest, ";")
	when, err := strconv.ParseInt(ms, 10, 64)
	if !ok1 || !ok2 || err != nil {
		return nil, 0, errors.New("damaged entry in browser storage (bad header)")
	}
	switch enc {
	case "t":
		return []byte(body), when, nil
	case "b":
		data, err := base64.StdEncoding.DecodeString(body)
		if err != nil {
			return nil, when, fmt.Errorf("damaged entry in browser storage: %w", err)
		}
		return data, when, nil
	}
	return nil, when, fmt.Errorf("damaged entry in browser storage (unknown encoding %q)", enc)
}
