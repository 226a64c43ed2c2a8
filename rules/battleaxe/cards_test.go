package battleaxe

import (
	"strings"
	"testing"
)

func std(t testing.TB) *Catalog {
	t.Helper()
	c, err := Standard()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// "Thomas and Luella Human Paladins: Health 7, Speed (D6 +) 6, Luck 3,
// Number of Attacks 2, Attack Success 55%, Missile Success 45%, Defend
// Success 35%, Height Tall, Weight Heavy, Starting Equipment Sword Sling
// Leather Armour, Starting Spells 1 Holy spell"
func TestSeedThomasAndLuellaHumanPaladins(t *testing.T) {
	c := std(t)
	for _, id := range []string{"thomas", "luella"} {
		i, ok := c.Hero(id)
		if !ok {
			t.Fatalf("no hero %s", id)
		}
		s, err := c.Sheet(i)
		if err != nil {
			t.Fatal(err)
		}
		want := Stats{Health: 7, Speed: 6, Luck: 3, Attacks: 2, Attack: 55, Missile: 45, Defend: 35}
		if s.Base != want {
			t.Errorf("%s base %+v, want %+v", id, s.Base, want)
		}
		if !s.Tall() || !s.Heavy() || s.Spells != (Spells{Holy: 1}) {
			t.Errorf("%s: tall %v heavy %v spells %+v", id, s.Tall(), s.Heavy(), s.Spells)
		}
		if got := strings.Join(append(s.Held, s.Worn...), " "); got != "sword sling leather-armour" {
			t.Errorf("%s holds and wears %q", id, got)
		}
		// "he started with a base Attack Success of 55% but is holding a
		// sword that provides a 5% bonus, so the current value is 60%."
		if s.Current.Attack != 60 || s.Current.Defend != 40 || s.Current.Missile != 45 {
			t.Errorf("%s current %+v, want Attack 60 (sword), Defend 40 (leather), Missile 45", id, s.Current)
		}
	}
}

// "For example the health would be 7 (= 6 + 1). The attack success would
// be 55% (= 45% + 10%)"
func TestSeedCreateYourOwnHumanPaladinAddsTheBlocks(t *testing.T) {
	c := std(t)
	h, _ := c.Race("human")
	p, _ := c.Role("paladin")
	if s := h.Base.Plus(p.Mod); s.Health != 7 || s.Attack != 55 {
		t.Fatalf("human + paladin = %+v", s)
	}
}

// "Battle-Axe comes with 16 ready-to-play heroes" in "8 character blocks":
// one race and one role a block; the 64 created heroes follow them.
func TestSeedSixteenReadyToPlayHeroes(t *testing.T) {
	c := std(t)
	if c.ReadyToPlay() != 16 || len(c.Heroes) != 16+64 || len(c.Races) != 8 || len(c.Roles) != 8 {
		t.Fatalf("%d ready-to-play of %d heroes, %d races, %d roles; want 16 of 80, 8, 8", c.ReadyToPlay(), len(c.Heroes), len(c.Races), len(c.Roles))
	}
	blocks := map[string]int{}
	for i := range c.ReadyToPlay() {
		s, err := c.Sheet(i)
		if err != nil {
			t.Fatal(err)
		}
		blocks[s.Race.ID+" "+s.Role.ID]++
		if s.Base.Health < 1 || s.Base.Attacks < 1 || s.Current.Attack < 10 || s.Current.Defend > 95 {
			t.Errorf("%s has unplayable stats %+v", s.Card.ID, s.Current)
		}
		if len(s.Held) == 0 {
			t.Errorf("%s holds nothing", s.Card.ID)
		}
	}
	if len(blocks) != 8 {
		t.Fatalf("%d character blocks, want 8: %v", len(blocks), blocks)
	}
}

func TestShortHeroesTakeTheSmallArmour(t *testing.T) {
	c := std(t)
	i, _ := c.Hero("tobin")
	s, _ := c.Sheet(i)
	if strings.Join(s.Worn, " ") != "leather-armour-small" {
		t.Fatalf("halfling burglar wears %v", s.Worn)
	}
}

func TestEnemyCardsCoverTheSeedsKinds(t *testing.T) {
	c := std(t)
	if len(c.Enemies) < 10 {
		t.Fatalf("%d enemy cards, want at least 10", len(c.Enemies))
	}
	var long, reach2, unique, caster, archer bool
	for _, e := range c.Enemies {
		long = long || e.W == 2 && e.H == 1
		reach2 = reach2 || e.Reach == 2
		unique = unique || e.Unique()
		caster = caster || e.Spell != nil
		archer = archer || e.Missile > 0
		if len(e.Priorities) == 0 || e.Description == "" {
			t.Errorf("%s: no priority or description", e.ID)
		}
	}
	if !long || !reach2 || !unique || !caster || !archer {
		t.Fatalf("2x1 %v, reach 2 %v, unique %v, caster %v, archer %v", long, reach2, unique, caster, archer)
	}
}

func TestCardErrorsNameFileAndLine(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"race elf\n  name: Elf\n  health: x\n", "c.cards:3: health"},
		{"enemy gob\n  name: Gob\n", "c.cards:1: enemy gob needs \"type\""},
		{"  name: x\n", "c.cards:1: an indented line"},
		{"hero a\n  name: A\n  race: human\n  role: paladin\n", "c.cards:3: unknown race"},
		{"item a\n  name: A\n  slot: one hand\n  bogus: 1\n", "c.cards:4: item a: unknown key \"bogus\""},
		{"enemy g\n  name: G\n  type: Humanoid\n  health: 1\n  speed: 5\n  attacks: 1\n  attack: 40\n  defend: 20\n  initiative: RFI\n  priority: Fight Sideways\n  description: d\n", "c.cards:10: priority: unknown"},
		{"item a\n  name: A\n  name: B\n", "c.cards:3: \"name\" is given twice"},
		{"item a b\n", "c.cards:1: expected"},
	} {
		c := &Catalog{}
		err := c.ParseCards("c.cards", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.src, err, tc.want)
		}
	}
}
