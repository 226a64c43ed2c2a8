package battleaxe

import "sync"

// levelCache keeps the last few levels Decode parsed, so that decoding the
// states of one game (undo, replays, property tests) parses its level once.
// Levels are never changed after parsing, so sharing them is safe.
var levelCache struct {
	sync.Mutex
	keys   []string
	levels []*Level
}

const levelCacheSize = 8

// cachedLevel parses a level, or returns the one parsed from the same name,
// origin and text before.
func cachedLevel(name, origin string, src []byte, cat *Catalog) (*Level, error) {
	key := name + "\x00" + origin + "\x00" + string(src)
	levelCache.Lock()
	for i, k := range levelCache.keys {
		if k == key {
			l := levelCache.levels[i]
			levelCache.Unlock()
			return l, nil
		}
	}
	levelCache.Unlock()
	parse := ParseLevel
	if IsQuest(src) {
		parse = QuestLevel
	}
	l, err := parse(name, origin, src, cat)
	if err != nil {
		return nil, err
	}
	levelCache.Lock()
	if len(levelCache.keys) == levelCacheSize {
		levelCache.keys, levelCache.levels = levelCache.keys[1:], levelCache.levels[1:]
	}
	levelCache.keys = append(levelCache.keys, key)
	levelCache.levels = append(levelCache.levels, l)
	levelCache.Unlock()
	return l, nil
}
