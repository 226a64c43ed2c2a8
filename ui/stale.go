package ui

import (
	_ "unsafe" // go:linkname

	ebuiinput "github.com/ebitenui/ebitenui/input"
)

// ebitenui (v0.7.3) keeps three queues in package variables, each emptied
// by reslicing it to length zero: the input layers of the frame, the
// functions that set them up, and the deferred event actions (a handler
// being added, an event fired). The entries past the length stay in the
// backing array until later frames happen to write over them, and they
// hold closures over widgets: a widget tree the app has left (a table
// after its game, a side panel rebuilt for a new scale) stays reachable
// through them, with whatever its widgets hold — the screen-sized buffers
// of a log's scroll container, a table's whole position. A long session
// kept three tables' worth of textures alive this way.
//
// The names are linked to ebitenui's own variables; a new ebitenui that
// renames them fails to link, loudly, rather than leaking quietly.
var (
	//go:linkname ebuiLayers github.com/ebitenui/ebitenui/input.layers
	ebuiLayers []*ebuiinput.Layer
	//go:linkname ebuiLayerSetups github.com/ebitenui/ebitenui/input.deferredSetupInputLayers
	ebuiLayerSetups []ebuiinput.SetupInputLayerFunc
	//go:linkname ebuiDeferred github.com/ebitenui/ebitenui/internal/event.deferredActions
	ebuiDeferred []deferredAction
)

// deferredAction is ebitenui's internal event.DeferredAction.
type deferredAction interface{ Do() }

// ReleaseStale clears the entries past the length of ebitenui's queues, so
// that the widgets they name can be collected. Call it on the game loop's
// goroutine (where ebitenui runs) when a widget tree is dropped: a scene
// left, widgets rebuilt.
func ReleaseStale() {
	clear(ebuiLayers[len(ebuiLayers):cap(ebuiLayers)])
	clear(ebuiLayerSetups[len(ebuiLayerSetups):cap(ebuiLayerSetups)])
	clear(ebuiDeferred[len(ebuiDeferred):cap(ebuiDeferred)])
}
