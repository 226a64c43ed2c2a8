//go:build js

package game

// This file is the browser side of what the platform decides (the desktop
// side is platform_other.go): the Store in localStorage, the seeds and the
// sound from the page's address, replays downloaded and opened with the
// browser's file picker, settings kept in the Store, every key tap queued
// from the page's key events (keys_js.go) (window.skirmish,
// for the browser tests, is in hooks_js.go).
//
// JavaScript calls into Go (event handlers, promises) run on their own
// goroutine; what they find is queued and applied by runPlatformCalls in
// the app's Update (right after the input is read), on the game loop.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
)

// canPickReplayFile reports whether pickReplayFile can show a file picker:
// the browser has one.
const canPickReplayFile = true

// canQuit reports whether the program may end itself: not in the browser,
// where ending it leaves a dead page that a gamepad cannot reload; the
// page is left by closing it, and games by "Back to title".
const canQuit = false

// settingsInStore reports whether the settings live in the Store (the
// browser's storage) rather than in a settings file.
const settingsInStore = true

// platform is the browser's state. The queue is guarded by mu; the rest
// is only touched on the game loop (and, for the hook, from JavaScript
// calls, which run only while the game loop waits for the next frame).
var platform struct {
	mu    sync.Mutex
	queue []func(*App)

	notes     []string // what platformOptions could not use, shown once the app runs
	settings  Settings // the settings as last saved in the Store
	keepSets  bool     // the settings live in the Store
	padEvents map[int]int
	lastPad   int
	hooked    bool
	skip      *hookSkip // what the hook's last skipAhead did
	quick     struct {  // the quickest answers of the game shown, for the hook
		ses *session.Session
		q   *table.Quick
	}
}

// post queues f to run on the game loop in the next Update.
// It never blocks, so JavaScript callbacks may call it.
func post(f func(*App)) {
	platform.mu.Lock()
	platform.queue = append(platform.queue, f)
	platform.mu.Unlock()
}

// runPlatformCalls runs what was queued, counts the gamepad events of the
// tick for the hook, and saves the settings when they changed.
func runPlatformCalls(a *App) {
	platform.mu.Lock()
	q := platform.queue
	platform.queue = nil
	platform.mu.Unlock()
	for _, f := range q {
		f(a)
	}
	for _, ev := range a.In().Events() {
		if ev.Device == input.Gamepad {
			if platform.padEvents == nil {
				platform.padEvents = map[int]int{}
			}
			platform.padEvents[int(ev.Pad)]++
			platform.lastPad = int(ev.Pad)
		}
	}
	if platform.keepSets && a.Settings != platform.settings {
		platform.settings = a.Settings
		if err := saveStoredSettings(a.Store(), a.Settings); err != nil {
			a.Toast("Could not save the settings: " + err.Error())
		}
	}
}

// platformOptions fills in what the browser decides: the Store in
// localStorage, the seeds of the next games from the page's address
// (?seed=7 or ?seed=7,8,9) and silence when it asks (?mute). Values it
// cannot use are reported on screen once the game runs.
func platformOptions(o *Options) {
	if o.Store == nil {
		o.Store = NewLocalStore()
	}
	if o.Source == nil {
		o.Source = newDOMKeys()
	}
	params := pageParams()
	if !params.Truthy() {
		return
	}
	if v := params.Call("getAll", "seed"); v.Length() > 0 {
		for i := range v.Length() {
			seeds, err := parseSeeds(v.Index(i).String())
			if err != nil {
				platform.notes = append(platform.notes, "The address's seed is not used: "+err.Error())
				continue
			}
			o.Seeds = append(o.Seeds, seeds...)
		}
	}
	if params.Call("has", "mute").Bool() {
		switch strings.ToLower(params.Call("get", "mute").String()) {
		case "0", "false", "no", "off":
		default:
			o.NoSound = true
		}
	}
}

// pageParams returns new URLSearchParams(location.search), or undefined.
func pageParams() (v js.Value) {
	defer func() {
		if recover() != nil {
			v = js.Undefined()
		}
	}()
	loc := js.Global().Get("location")
	usp := js.Global().Get("URLSearchParams")
	if !loc.Truthy() || !usp.Truthy() {
		return js.Undefined()
	}
	return usp.New(loc.Get("search"))
}

// parseSeeds reads "7" or "7,8,9".
func parseSeeds(list string) ([]uint64, error) {
	var out []uint64
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		n, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number from 0 to %d", f, uint64(1<<64-1))
		}
		out = append(out, n)
	}
	return out, nil
}

// exportReplay hands the replay to the player as a download named after
// the scenario and the time, and keeps a copy in the Store so that the load
// screen lists it. It returns a message for the toast.
func exportReplay(a *App, name string, data []byte) (string, error) {
	file := fmt.Sprintf("%s-%s.json", name, time.Now().Format("2006-01-02-150405"))
	if err := download(file, "application/json", data); err != nil {
		return "", err
	}
	msg := "Replay downloaded as " + file
	if _, err := saveReplayFile(a, name, data); err != nil {
		msg += " (not kept in browser storage: " + err.Error() + ")"
	} else {
		msg += "; a copy is kept in browser storage"
	}
	return msg, nil
}

// download makes the browser save data as a file: a Blob behind a link
// with a download attribute, clicked.
func download(file, mimeType string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused the download: %v", r)
		}
	}()
	doc := js.Global().Get("document")
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": mimeType})
	urlAPI := js.Global().Get("URL")
	href := urlAPI.Call("createObjectURL", blob)
	link := doc.Call("createElement", "a")
	link.Set("href", href)
	link.Set("download", file)
	link.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", link)
	link.Call("click")
	link.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		urlAPI.Call("revokeObjectURL", href)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 60_000)
	return nil
}

// pickReplayFile shows the browser's file picker (an <input type=file>).
// When the player chooses a file, done is called on the game loop with the
// file's name and bytes; when the player cancels, it is not called. It
// reports false when the picker could not be shown.
func pickReplayFile(done func(name string, data []byte, err error)) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", ".json,application/json")
	input.Get("style").Set("display", "none")
	var onChange, onCancel js.Func
	release := func() {
		onChange.Release()
		onCancel.Release()
		input.Call("remove")
	}
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		return nil
	})
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		if !files.Truthy() || files.Length() == 0 {
			release()
			return nil
		}
		file := files.Index(0)
		release()
		readPickedFile(file, done)
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("addEventListener", "cancel", onCancel)
	doc.Get("body").Call("appendChild", input)
	input.Call("click")
	return true
}

// readPickedFile reads a File of the page and queues done with its bytes.
func readPickedFile(file js.Value, done func(string, []byte, error)) {
	name := file.Get("name").String()
	if size := file.Get("size").Int(); size > session.MaxReplayBytes {
		err := fmt.Errorf("%s is %d bytes; a replay is at most %d", name, size, session.MaxReplayBytes)
		post(func(*App) { done(name, nil, err) })
		return
	}
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Length())
		js.CopyBytesToGo(data, arr)
		then.Release()
		fail.Release()
		post(func(*App) { done(name, data, nil) })
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the browser could not read it"
		if len(args) > 0 && args[0].Truthy() {
			msg += ": " + args[0].Call("toString").String()
		}
		then.Release()
		fail.Release()
		post(func(*App) { done(name, nil, fmt.Errorf("%s: %s", name, msg)) })
		return nil
	})
	file.Call("arrayBuffer").Call("then", then, fail)
}

// settingsName is the settings file in the Store.
const settingsName = "settings.json"

// useStoredSettings loads the settings from the Store and has
// runPlatformCalls save them there from now on. A damaged file is set
// aside, as on the desktop, and the defaults are used. The browser never
// starts fullscreen (it must be asked for with a click or a key).
func useStoredSettings(a *App) {
	st := a.Store()
	platform.keepSets = true
	data, err := st.Read(settingsName)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		a.Toast((&SettingsError{Path: st.Where(settingsName), Err: err}).Error())
	default:
		s, serr := decodeSettings(data)
		if serr == nil {
			a.Settings = s
			break
		}
		serr.Path = st.Where(settingsName)
		kept, err := st.SetAside(settingsName)
		if err != nil {
			serr.Err = errors.Join(serr.Err, fmt.Errorf("could not keep the file aside: %w", err))
		} else {
			serr.KeptAs = st.Where(kept)
		}
		a.Toast(serr.Error())
	}
	a.Settings.Fullscreen = false
	platform.settings = a.Settings
}

// saveStoredSettings writes s to the Store as the desktop writes its file.
func saveStoredSettings(st Store, s Settings) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	data, err := json.MarshalIndent(s, "", "\t")
	if err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	return st.Write(settingsName, append(data, '\n'))
}
