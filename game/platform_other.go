//go:build !js

package game

// This file is the desktop side of what the platform decides; the browser
// side is platform_js.go. On the desktop the options stay as given, files
// go to the Store (a folder), and there are no hooks.

// canPickReplayFile reports whether pickReplayFile can show a file picker.
// The desktop has none: the load screen lists the Store's replays and
// accepts files dropped onto the window.
const canPickReplayFile = false

// settingsInStore reports whether the settings live in the Store rather
// than in a settings file: not on the desktop.
const settingsInStore = false

// platformOptions fills in what the platform decides: in the browser the
// Store (localStorage), seeds from the page URL (?seed=N[,M...]) and
// NoSound when the page asks (?mute); on the desktop nothing.
func platformOptions(o *Options) {}

// exportReplay hands a replay file to the player: in the browser a
// download; on the desktop it saves into the Store. It returns a message
// for the toast.
func exportReplay(a *App, name string, data []byte) (string, error) {
	where, err := saveReplayFile(a, name, data)
	if err != nil {
		return "", err
	}
	return "Replay saved: " + where, nil
}

// pickReplayFile lets the player choose a replay file with the browser's
// file picker and calls done later, on the game loop. On the desktop it
// reports false: there is no picker.
func pickReplayFile(done func(name string, data []byte, err error)) bool { return false }

// installHooks exposes, in the browser, window.skirmish for tests; nothing
// on the desktop.
func installHooks(a *App) {}

// runPlatformCalls runs, on the game loop, what the platform queued from
// other goroutines (browser callbacks); nothing on the desktop.
func runPlatformCalls(a *App) {}

// canQuit reports whether the program may end itself: the title offers
// Quit on the desktop.
const canQuit = true
