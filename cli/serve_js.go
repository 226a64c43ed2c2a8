//go:build js

package cli

import "errors"

// runServe is not available in the browser build: serving files needs
// net/http, which would add about 8 MB to skirmish.wasm for a command the
// browser can never run.
func runServe(args []string, e *env) error {
	return errors.New("serve runs on a computer, not in the browser")
}
