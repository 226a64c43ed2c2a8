package battleaxe

import (
	"testing"
	"time"

	"skirmish/internal/testclock"
	"skirmish/rules/grid"
)

// The largest board the format accepts (40x40) with the most minis (52):
// the heroes' legal actions and a whole enemy phase stay quick.
func TestLargestLevelStaysQuick(t *testing.T) {
	at := map[string]byte{}
	legend := "legend:\n"
	heroes := []string{"thomas", "luella", "torvik", "brenna", "faelar", "ilsevel", "pim", "nettle", "tobin", "rosie", "grak", "ursa", "vex", "saska", "kaarth", "syrra"}
	enemies := []string{"goblin", "orc", "kobold", "gruntling", "skeleton", "goblin-archer", "dark-elf-sniper", "kobold-shaman", "cave-spider", "bone-king"}
	n := 0
	for _, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
		at[grid.Pt(2+n%13*3, 2+n/13*3).String()] = byte(c)
		if n < len(heroes) {
			legend += string(c) + ": hero " + heroes[n] + "\n"
		} else {
			legend += string(c) + ": hero " + heroes[n%len(heroes)] + "\n"
		}
		n++
	}
	n = 0
	for _, c := range "abcdefghijklmnopqrstuvwxyz" {
		at[grid.Pt(1+n%13*3, 30+n/13*4).String()] = byte(c)
		legend += string(c) + ": enemy " + enemies[n%len(enemies)] + "\n"
		n++
	}
	g := game(t, drawRoom(40, 40, at)+legend)
	start := time.Now()
	legal := g.Legal(0)
	if len(legal) == 0 {
		t.Fatal("no legal actions")
	}
	if d := time.Since(start); d > testclock.Limit(2*time.Second) {
		t.Fatalf("Legal took %v", d)
	}
	start = time.Now()
	for _, s := range g.seats {
		do(t, g, string(g.minis[s].ID)+" end")
	}
	if d := time.Since(start); d > testclock.Limit(5*time.Second) {
		t.Fatalf("the enemy phase took %v", d)
	}
	t.Logf("%d legal actions; enemy phase in %v", len(legal), time.Since(start))
}
