package tunnel

import "sync"

// levelCache keeps the last few levels Decode parsed: every snapshot holds
// its level's text, and parsing it again for each undo, replay check or
// save would cost more than the rest of decoding. Levels are never changed
// after parsing, so games share them (as copies of one game already do).
var levelCache struct {
	sync.Mutex
	entries [8]cachedLevel
	next    int
}

type cachedLevel struct {
	name, origin, src string
	lvl               *Level
}

// parseLevelCached is ParseLevel, reusing a level parsed from the same name,
// origin and text.
func parseLevelCached(name, origin string, src []byte) (*Level, error) {
	levelCache.Lock()
	for _, e := range levelCache.entries {
		if e.lvl != nil && e.name == name && e.origin == origin && e.src == string(src) {
			levelCache.Unlock()
			return e.lvl, nil
		}
	}
	levelCache.Unlock()
	lvl, err := ParseLevel(name, origin, src)
	if err != nil {
		return nil, err
	}
	levelCache.Lock()
	levelCache.entries[levelCache.next] = cachedLevel{name, origin, string(src), lvl}
	levelCache.next = (levelCache.next + 1) % len(levelCache.entries)
	levelCache.Unlock()
	return lvl, nil
}
