//go:build !js

// Command skirmish plays tabletop miniatures rules. With no arguments it
// starts a game; subcommands play, check and simulate games headless
// (run "skirmish help"). The browser build starts from main_js.go instead.
package main

import (
	"os"

	"skirmish/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
