package gametest

import (
	"image"

	"skirmish/game"
	"skirmish/game/input"
	"skirmish/game/table"
)

// Options are the app options of a test: the tables of kinds, input from
// src (a script), a fixed screen of size, default settings that are never
// written, no sound, and the app's files in dir.
func Options(kinds []table.Kind, src input.Source, size image.Point, dir string) game.Options {
	return game.Options{Kinds: kinds, Source: src, Fixed: size, NoSettings: true, NoSound: true, DataDir: dir}
}

// NewApp returns an app of Options, with its files in dir and animations
// off.
func NewApp(kinds []table.Kind, src input.Source, size image.Point, dir string) *game.App {
	a := game.NewApp(Options(kinds, src, size, dir))
	a.Settings.AnimSpeed = 0
	return a
}
