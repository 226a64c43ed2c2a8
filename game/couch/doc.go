// Package couch holds the couch-play tests of the whole app: each device
// alone (keyboard, mouse, one gamepad) and two gamepads together play a
// whole game of every ruleset through the input layer's injected events,
// from the title screen through hand-overs, an unplugged pad taken over by
// the other and plugged back, to the end screen and a rematch that keeps
// the seats (issue 14). The package has no code of its own.
package couch
