package ui

import (
	"image"
	"runtime"
	"testing"
	"weak"

	"github.com/ebitenui/ebitenui/event"
	ebuiinput "github.com/ebitenui/ebitenui/input"
)

// payload stands for a widget tree the app has dropped.
type payload struct{ buf [1 << 16]byte }

// stubLayerer sets up one input layer whose rectangle names its payload.
type stubLayerer struct{ p *payload }

func (s stubLayerer) SetupInputLayer(def ebuiinput.DeferredSetupInputLayerFunc) {
	p := s.p
	ebuiinput.AddLayer(&ebuiinput.Layer{DebugLabel: "stub", EventTypes: ebuiinput.LayerEventTypeAll, RectFunc: func() image.Rectangle {
		_ = p.buf[0]
		return image.Rectangle{}
	}})
}

// TestReleaseStaleLetsDroppedWidgetsGo: after a frame's input layers and
// deferred event actions are done with, ebitenui's queues still name them
// past their length; ReleaseStale clears those entries, so that what they
// closed over (here a payload, in the game a left table's widgets and
// textures) is collected.
func TestReleaseStaleLetsDroppedWidgetsGo(t *testing.T) {
	inLayer, inEvent := drop(t)
	ReleaseStale()
	runtime.GC()
	runtime.GC()
	if inLayer.Value() != nil {
		t.Error("a dropped input layer's widget is still reachable after ReleaseStale")
	}
	if inEvent.Value() != nil {
		t.Error("a dropped event handler's widget is still reachable after ReleaseStale")
	}
}

// TestStaleEntriesHoldWidgets shows the leak ReleaseStale exists for: without
// it, the payloads stay reachable after the frame that used them. (If
// ebitenui stops leaking, this test says so, and ReleaseStale can go.)
func TestStaleEntriesHoldWidgets(t *testing.T) {
	inLayer, inEvent := drop(t)
	runtime.GC()
	runtime.GC()
	if inLayer.Value() == nil {
		t.Error("ebitenui no longer keeps used input layers past the frame")
	}
	if inEvent.Value() == nil {
		t.Error("ebitenui no longer keeps done event actions")
	}
	ReleaseStale()
}

// drop runs one frame's worth of ebitenui's queues with two payloads, then
// an empty frame, and returns weak pointers to the payloads.
func drop(t *testing.T) (inLayer, inEvent weak.Pointer[payload]) {
	t.Helper()
	p1, p2 := &payload{}, &payload{}
	inLayer, inEvent = weak.Make(p1), weak.Make(p2)
	ebuiinput.SetupInputLayersWithDeferred([]ebuiinput.Layerer{stubLayerer{p1}})
	ebuiinput.SetupInputLayersWithDeferred(nil) // the next frame: no layers
	var e event.Event
	e.AddHandler(func(any) { _ = p2.buf[0] })
	event.ExecuteDeferred()
	return inLayer, inEvent
}
