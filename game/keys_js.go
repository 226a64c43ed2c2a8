//go:build js

package game

import (
	"strings"
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
)

// domKeys is the browser's input Source: Ebiten's devices, with every key
// press and release of the page queued in order from its keydown and keyup
// events (input.KeyQueue). A slow page draws a frame every few hundred
// milliseconds; Ebiten's key state shows one press per key per frame, the
// queue every tap.
type domKeys struct {
	input.Source
	mu    sync.Mutex
	edges []input.KeyEdge
}

// newDOMKeys listens to the window's key events (in the capture phase, so
// that no handler of the page hides them) and returns the source.
func newDOMKeys() *domKeys {
	d := &domKeys{Source: input.Ebiten()}
	listen := func(down bool) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 0 || args[0].Get("repeat").Truthy() {
				return nil // the system's auto-repeat: the layer repeats held keys itself
			}
			k, ok := domKey(args[0].Get("code").String())
			if !ok {
				return nil
			}
			d.mu.Lock()
			d.edges = append(d.edges, input.KeyEdge{Key: k, Down: down})
			d.mu.Unlock()
			return nil
		})
	}
	win := js.Global().Get("window")
	win.Call("addEventListener", "keydown", listen(true), true)
	win.Call("addEventListener", "keyup", listen(false), true)
	return d
}

// domKey returns Ebiten's key for a KeyboardEvent.code ("KeyA", "ArrowDown").
func domKey(code string) (ebiten.Key, bool) {
	var k ebiten.Key
	if err := k.UnmarshalText([]byte(strings.TrimPrefix(code, "Key"))); err != nil {
		return 0, false
	}
	return k, true
}

// AppendKeyEdges implements input.KeyQueue.
func (d *domKeys) AppendKeyEdges(edges []input.KeyEdge) []input.KeyEdge {
	d.mu.Lock()
	defer d.mu.Unlock()
	edges = append(edges, d.edges...)
	d.edges = d.edges[:0]
	return edges
}
