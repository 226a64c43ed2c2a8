//go:build js

// Command skirmish, built for the browser (GOOS=js), opens the game and
// nothing else: the page passes no arguments, so the command line's other
// commands (sim, bench, shot, console, play, odds, replay, serve), which
// cli would link in, can never run there. Leaving cli out makes
// skirmish.wasm 0.6 MB smaller raw, 0.14 MB gzipped.
package main

import (
	"fmt"
	"os"

	"skirmish/game"
	"skirmish/game/rulesets"
)

func main() {
	if err := game.Run(game.Options{Kinds: rulesets.All}); err != nil {
		fmt.Fprintln(os.Stderr, "skirmish:", err)
		os.Exit(1)
	}
}
