package table

import (
	"strings"

	"skirmish/game/input"
)

// Says returns what to say for the device in hand: mouse, keys or pad.
func Says(in *input.Layer, mouse, keys, pad string) string {
	switch in.LastDevice() {
	case input.Gamepad:
		return pad
	case input.Keyboard:
		return keys
	}
	return mouse
}

// Sentence returns s with a capital first letter and a full stop (a
// rules reason, such as an outcome's, as a panel's line).
func Sentence(s string) string {
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}
