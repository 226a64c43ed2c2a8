package assets

import (
	"fmt"
	"image"
	"slices"
	"sync"
)

// registry holds the rulesets' icon sets by id (Register), for Icon's
// fallback.
var registry = struct {
	sync.RWMutex
	ids  []string // sorted
	sets map[string]*Set
}{sets: map[string]*Set{}}

// Register adds a ruleset's icons under its id, so that Icon finds them
// after the interface's own. A ruleset's render package calls it once,
// when its icon set is made (render.NewIconSet). It panics on an empty
// id, a nil set or an id registered twice: each is a build mistake.
func Register(id string, s *Set) {
	if id == "" || s == nil {
		panic("assets.Register: empty id or nil set")
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.sets[id]; dup {
		panic(fmt.Sprintf("assets.Register: icons of %q registered twice", id))
	}
	registry.sets[id] = s
	i, _ := slices.BinarySearch(registry.ids, id)
	registry.ids = slices.Insert(registry.ids, i, id)
}

// Registered returns the set registered under id, or nil.
func Registered(id string) *Set {
	registry.RLock()
	defer registry.RUnlock()
	return registry.sets[id]
}

// RegisteredIDs lists the ids with a registered icon set, sorted.
func RegisteredIDs() []string {
	registry.RLock()
	defer registry.RUnlock()
	return slices.Clone(registry.ids)
}

// rulesetIcon returns the named icon from the first registered set, by
// id, that has it; nil when none has.
func rulesetIcon(name string) image.Image {
	registry.RLock()
	defer registry.RUnlock()
	for _, id := range registry.ids {
		if s := registry.sets[id]; s.Has(name) {
			return s.Icon(name)
		}
	}
	return nil
}
