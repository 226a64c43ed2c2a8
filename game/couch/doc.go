// Package couch holds the couch-play tests of the whole app: each device
// alone (keyboard, mouse, one gamepad) and two gamepads together play a
// whole game of every ruleset through the input layer's injected events,
// from the title screen through hand-overs, an unplugged pad taken over by
// the other and plugged back, to the end screen and a rematch that keeps
// the seats (issue 14). Each ruleset's table tells the tests the
// quickest answers to its decisions and its flow (table.Quickest), so that
// the tests name no ruleset; a long game plays its middle through the
// session once the couch-relevant part is done (skip_test.go), and the rig
// draws every third tick, so that the package runs in about two minutes on
// a busy machine. The package has no code of its own.
package couch
