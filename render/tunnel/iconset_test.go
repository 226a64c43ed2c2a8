package tunnel

import (
	"testing"

	"skirmish/assets"
)

// TestIconSetServesTheTable checks that the names this ruleset's table
// asks the shared loader for (its action list's icons and the card's
// fighter picture, by profile id, in game/table/tunnel) are found there:
// this set is registered with assets, and the pictures drawn here come
// from the set itself.
func TestIconSetServesTheTable(t *testing.T) {
	for _, name := range []string{"move", "turn", "open", "recover", "end", "defend", "pick", "shunt",
		"gnome", "goblin", "dwarf", "kobold", "hobgoblin", "lamplighter", "troll", "ogre"} {
		if icons.RGBA(name, 16) == nil {
			t.Errorf("the set has no icon %q", name)
		}
		if assets.Icon(name) == nil {
			t.Errorf("the shared loader does not find %q", name)
		}
	}
	for _, name := range []string{"door-closed", "door-open", "brazier", "exit", "skull", "prone"} {
		if icons.Image(name, 16) == nil {
			t.Errorf("the board's icon %q is missing", name)
		}
	}
}
