package battleaxe

import "testing"

// TestMadeSheetSumsTheBlocks: CREATE YOUR OWN HERO, a human paladin: "For
// example the health would be 7 (= 6 + 1). The attack success would be
// 55% (= 45% + 10%)"; the Sword he starts with is held, so the current
// Attack is 60% ("he started with a base Attack Success of 55% but is
// holding a sword that provides a 5% bonus, so the current value is
// 60%"); his Leather Armour is worn.
func TestMadeSheetSumsTheBlocks(t *testing.T) {
	cat := stdCatalog(t)
	heroes := len(cat.Heroes)
	s, err := madeSheet(cat, "human", "paladin", "Thomas")
	if err != nil {
		t.Fatal(err)
	}
	if s.Base.Health != 7 || s.Base.Attack != 55 || s.Current.Attack != 60 {
		t.Errorf("Health %d, Attack %d%% base, %d%% current; want 7, 55%%, 60%%", s.Base.Health, s.Base.Attack, s.Current.Attack)
	}
	if itemNames(cat, s.Worn) != "Leather Armour" || s.Spells.Holy != 1 {
		t.Errorf("wears %s, %d holy spells; want Leather Armour and 1", itemNames(cat, s.Worn), s.Spells.Holy)
	}
	if len(cat.Heroes) != heroes {
		t.Errorf("madeSheet changed the shared catalog: %d heroes, were %d", len(cat.Heroes), heroes)
	}
	if _, err := madeSheet(cat, "human", "juggler", "x"); err == nil {
		t.Error("a role that does not exist made a sheet")
	}
}
