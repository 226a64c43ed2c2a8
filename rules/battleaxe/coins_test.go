package battleaxe

import (
	"strings"
	"testing"
)

// "Each coin (token) is worth the value shown on it in gold pieces.
// Therefore, if a player pulls out 3 coins that are worth '1, 2 & 5' then
// they are worth 8 gold pieces. The back of each coin will show what the
// item actually is - a gem, jewellery, money, etc."
func TestSeedCoinsAreWorthTheirValueAndShowTheirKind(t *testing.T) {
	d, err := StandardDecks()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.CoinKinds) != len(d.Coins) {
		t.Fatalf("%d coins, %d kinds", len(d.Coins), len(d.CoinKinds))
	}
	kinds := map[string]int{}
	for _, k := range d.CoinKinds {
		kinds[k]++
	}
	if len(kinds) != 3 {
		t.Fatalf("kinds %v", kinds)
	}
	g := mustered(t, 0)
	coin := func(v int, kind string) int16 {
		for i := range d.Coins {
			if d.Coins[i] == v && d.CoinKinds[i] == kind {
				return int16(i)
			}
		}
		t.Fatalf("no %d %s coin", v, kind)
		return 0
	}
	g.dg.bag = []int16{coin(1, "money"), coin(2, "gem"), coin(5, "jewellery")}
	h := int(g.seats[1])
	evs := g.findCoins(nil, h, 3, loaded(t, 1, 1, 1))
	if len(evs) != 1 || evs[0].N != 3 || evs[0].M != 8 || g.Gold(h) != 8 || g.Gold(int(g.seats[0])) != 0 {
		t.Fatalf("%s: gold %d", texts(evs), g.Gold(h))
	}
	if !strings.Contains(evs[0].Text, "worth 8 gold pieces: 1 (money), 2 (gem), 5 (jewellery)") {
		t.Fatal(evs[0].Text)
	}
	// The coins stay the finder's: a second find adds to his gold only.
	g.dg.bag = []int16{coin(10, "gem")}
	g.findCoins(nil, h, 3, loaded(t, 1))
	if g.Gold(h) != 18 {
		t.Fatalf("gold %d", g.Gold(h))
	}
}

func TestCoinKindsAreChecked(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"bag coins\n  values: 1 money, 2 dragon\n", "a gem, jewellery or money"},
		{"bag coins\n  values: 1 money, 2\n", "\"<gold pieces> <kind>\""},
		{"bag coins\n  values: 1 money, 0 gem\n", "1 to 100"},
	} {
		var d Decks
		if err := d.Parse("c.deck", []byte(tc.src)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v", tc.src, err)
		}
	}
}
