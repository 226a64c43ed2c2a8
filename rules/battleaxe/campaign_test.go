package battleaxe

import (
	"strings"
	"testing"

	"skirmish/rules"
)

// A campaign file's faults are named with the file and line.
func TestCampaignFileErrorsNameFileAndLine(t *testing.T) {
	head := "campaign c\n  title: C\n"
	three := "  quests: the-bone-kings-crypt the-altar-of-embers the-wolf-den\n"
	for _, tc := range []struct{ src, want string }{
		{head + three, "c.campaign:1: a campaign needs the price of resurrection"},
		{head + "  quests: the-bone-kings-crypt the-altar-of-embers\n  resurrect: 10\n", "c.campaign:1: a campaign needs at least 3 quests"},
		{head + "  quests: the-bone-kings-crypt no-such-quest the-wolf-den\n", "c.campaign:3: no quest \"no-such-quest\""},
		{head + "  quests: the-wolf-den the-wolf-den the-altar-of-embers\n", "c.campaign:3: quest \"the-wolf-den\" twice"},
		{head + three + "  resurrect: lots\n", "c.campaign:4: resurrect: gold pieces"},
		{head + three + "  resurrect: 10\n  shop: yes\n", "c.campaign:5: unknown key \"shop\""},
		{"campaign c\n  quests: the-bone-kings-crypt the-altar-of-embers the-wolf-den\n  resurrect: 1\n", "c.campaign:1: a campaign needs a title"},
		{head + three + "  resurrect: 1\n\ncampaign d\n  title: D\n", "c.campaign:6: a campaign file has one entry"},
	} {
		_, err := ParseCampaign("c", "c.campaign", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.src, err, tc.want)
		}
	}
	c, err := ParseCampaign("c", "c.campaign", []byte(head+three+"  resurrect: 80\n"))
	if err != nil || len(c.Quests) != 3 || c.Resurrect != 80 || c.Title != "C" {
		t.Fatalf("%+v %v", c, err)
	}
}

// shopGame starts the embedded campaign, musters the quest's party, and
// retreats at once from the first quest: the shop before the second
// opens, the heroes with gold pieces as given.
func shopGame(t *testing.T, gold ...int) *Game {
	t.Helper()
	g, err := Setup(campaignScenario(t), 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for s := range questSeats {
		do(t, g, g.musterLegal(rules.Seat(s))[0].(Action).String())
	}
	do(t, g, "A retreat")
	info, ok := g.Campaign()
	if !ok || !info.Shopping || info.Quest != 1 || g.Outcome().Over {
		t.Fatalf("not in the shop after the first quest: %+v %s", info, g.Progress())
	}
	for s, n := range gold {
		g.camp.gold[s] = int16(n)
	}
	return g
}

func goldOf(t *testing.T, g *Game, s int) int {
	t.Helper()
	info, _ := g.Campaign()
	return info.Heroes[s].Gold
}

func carries(g *Game, h int, id string) bool {
	k := &g.kits[h]
	i := uint8(g.cat.itemIndex(id))
	return slicesContains(k.Held, i) || slicesContains(k.Worn, i) || slicesContains(k.Backpack, i)
}

// "Between Campaign Quests the heroes can ... spend their gold pieces on
// items": an item costs the price on its card ("The sword costs 120 gold
// pieces" for the Great Sword), paid from the hero's own gold.
func TestShopBuysAtTheCardsPrice(t *testing.T) {
	g := shopGame(t, 100)
	if !strings.HasPrefix(g.Progress(), "Between quests 1 and 2: the shop") {
		t.Fatalf("progress %q", g.Progress())
	}
	do(t, g, "A buy sword")
	if goldOf(t, g, 0) != 40 || !carries(g, 0, "sword") {
		t.Fatalf("after buying a sword (60 gp) from 100: %d gp", goldOf(t, g, 0))
	}
	if r := refuse(t, g, "A buy great-sword"); !strings.Contains(r, "has 40 gold pieces; the Great Sword costs 120") {
		t.Fatalf("buying beyond his gold: %s", r)
	}
	if r := refuse(t, g, "B buy dagger"); !strings.Contains(r, "has 0 gold pieces") {
		t.Fatalf("buying with no gold: %s", r)
	}
	refuse(t, g, "A buy no-such-item")
}

// "The heroes are allowed to buy, sell or simply give items to each
// another. However, they cannot sell unwanted items to the characters in
// the campaign booklet."
func TestShopSellsAndGivesOnlyBetweenHeroes(t *testing.T) {
	g := shopGame(t, 100, 50)
	do(t, g, "A buy dagger")
	if r := refuse(t, g, "A sell A dagger 25gp"); !strings.Contains(r, "cannot sell unwanted items to the characters in the campaign booklet") {
		t.Fatalf("selling to the shop: %s", r)
	}
	if r := refuse(t, g, "A sell B dagger 60gp"); !strings.Contains(r, "has 50 gold pieces to pay with") {
		t.Fatalf("selling beyond the buyer's gold: %s", r)
	}
	do(t, g, "A sell B dagger 30gp")
	if goldOf(t, g, 0) != 105 || goldOf(t, g, 1) != 20 || !carries(g, 1, "dagger") {
		t.Fatalf("after the sale: A %d gp, B %d gp", goldOf(t, g, 0), goldOf(t, g, 1))
	}
	do(t, g, "B give C dagger", "A give D 5gp")
	if !carries(g, 2, "dagger") || goldOf(t, g, 0) != 100 || goldOf(t, g, 3) != 5 {
		t.Fatalf("after the gifts: A %d gp, D %d gp", goldOf(t, g, 0), goldOf(t, g, 3))
	}
	refuse(t, g, "A give B 101gp")
	refuse(t, g, "B give A dagger")
}

// "he can find a priest to resurrect him. However, this is expensive": the
// campaign's price, paid by the hero who asks; a hero left in the dungeon
// has no body to raise.
func TestShopResurrectsForTheCampaignsPrice(t *testing.T) {
	g := shopGame(t, 200, 100)
	for s, fate := range []uint8{fateAlive, fateAlive, fateDead, fateLost} {
		if fate == fateAlive {
			continue
		}
		g.camp.fate[s] = fate
		m := &g.minis[g.seats[s]]
		m.Gone, m.Health = true, -1
	}
	g.reoccupy()
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	if r := refuse(t, g, "B resurrect C"); !strings.Contains(r, "the priest asks 150") {
		t.Fatalf("too poor: %s", r)
	}
	if r := refuse(t, g, "A resurrect D"); !strings.Contains(r, "no body to raise") {
		t.Fatalf("the lost: %s", r)
	}
	refuse(t, g, "C buy dagger")
	do(t, g, "A resurrect C")
	c := &g.minis[g.seats[2]]
	if goldOf(t, g, 0) != 50 || c.Gone || c.Health != int8(c.Stats.Health) || g.camp.fate[2] != fateAlive {
		t.Fatalf("after the priest: A %d gp, C gone %v Health %d", goldOf(t, g, 0), c.Gone, c.Health)
	}
	refuse(t, g, "A resurrect C")
	do(t, g, "A set-out", "B set-out", "C set-out")
	if info, _ := g.Campaign(); info.Shopping || !strings.HasPrefix(g.Progress(), "Quest 2 of 3, The Altar of Embers: round 1") {
		t.Fatalf("after setting out: %+v %q", info, g.Progress())
	}
	if len(g.ToAct()) != 3 {
		t.Fatalf("the lost hero acts: %v", g.ToAct())
	}
	refuse(t, g, "A buy dagger")
}

// Between quests there are no turns: items are held, worn and taken off
// freely, and every hero stays at full Health.
func TestShopHoldsAndWearsFreely(t *testing.T) {
	g := shopGame(t, 100)
	m := &g.minis[g.seats[0]]
	armour := uint8(g.cat.itemIndex("leather-armour"))
	do(t, g, "A remove leather-armour")
	if slicesContains(g.kits[g.seats[0]].Worn, armour) || m.Health != int8(m.Stats.Health) {
		t.Fatal("still worn")
	}
	do(t, g, "A wear leather-armour", "A hold", "A buy dagger", "A hold dagger")
	if !slicesContains(g.kits[g.seats[0]].Worn, armour) {
		t.Fatal("not worn")
	}
	if m.Health != int8(m.Stats.Health) {
		t.Fatalf("Health %d of %d", m.Health, m.Stats.Health)
	}
}

// A hero left unconscious on a retreat is lost to the campaign, his items
// with him: "the only hope is that another hero can carry him to safety".
func TestRetreatLeavesTheUnconsciousLost(t *testing.T) {
	g, err := Setup(campaignScenario(t), 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for s := range questSeats {
		do(t, g, g.musterLegal(rules.Seat(s))[0].(Action).String())
	}
	g.minis[g.seats[1]].Health = 0
	do(t, g, "A retreat")
	info, _ := g.Campaign()
	if !info.Heroes[1].Lost || info.Heroes[0].Lost || len(info.Heroes[1].Held) > 0 {
		t.Fatalf("%+v", info.Heroes)
	}
	if len(g.ToAct()) != 3 {
		t.Fatalf("the lost hero shops: %v", g.ToAct())
	}
}

// The shop's Legal lists what a hero may afford and do, each accepted, the
// gifts of gold compactly (10 pieces and all), and setting out last.
func TestShopLegalListsWhatHeMayDo(t *testing.T) {
	g := shopGame(t, 30, 0, 0, 60)
	var words []string
	for _, ra := range g.Legal(0) {
		a := ra.(Action)
		if _, err := g.Clone().Apply(a); err != nil {
			t.Fatalf("%q listed but refused: %v", a, err)
		}
		words = append(words, a.String())
		if back, err := ParseAction(a.String()); err != nil || back.String() != a.String() {
			t.Fatalf("%q reads back as %q (%v)", a, back, err)
		}
	}
	list := strings.Join(words, ", ")
	for _, want := range []string{"A buy dagger", "A buy leather-armour", "A give B 30gp", "A give B 10gp", "A give C sword", "A sell D sword 60gp", "A set-out"} {
		if !strings.Contains(list, want) {
			t.Errorf("%q not in %s", want, list)
		}
	}
	for _, not := range []string{"A buy sword", "A resurrect"} {
		if strings.Contains(list, not) {
			t.Errorf("%q in %s", not, list)
		}
	}
	if !strings.HasSuffix(list, "A set-out") {
		t.Errorf("set-out is not last: %s", list)
	}
}

// A hero named in the campaign's muster keeps his name in the quests that
// follow ("Here the player can insert a piece of paper with details of the
// hero's name ... gold pieces and Campaign Codes").
func TestCampaignHeroesKeepTheirNames(t *testing.T) {
	g, err := Setup(campaignScenario(t), 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	do(t, g, "A hero elf-wizard Mira Quickstep")
	for s := 1; s < questSeats; s++ {
		do(t, g, g.musterLegal(rules.Seat(s))[0].(Action).String())
	}
	do(t, g, "A retreat")
	if info, _ := g.Campaign(); !info.Shopping {
		t.Fatalf("not in the shop: %s", g.Progress())
	}
	if n := g.HeroName(int(g.seats[0])); n != "Mira Quickstep" {
		t.Fatalf("in the shop the hero is called %q", n)
	}
	back, err := Decode(g.Encode())
	if err != nil || back.HeroName(int(back.seats[0])) != "Mira Quickstep" {
		t.Fatalf("decoded: %v", err)
	}
}

// An item a hero's role may not use ("Cannot be used by a Wizard or
// Druid") is marked so in the shop, and the computer does not buy it for
// him, however rich he is.
func TestShopKnowsWhatTheRoleMayNotUse(t *testing.T) {
	g, err := Setup(campaignScenario(t), 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	do(t, g, "A hero human-wizard")
	for s := 1; s < questSeats; s++ {
		do(t, g, g.musterLegal(rules.Seat(s))[0].(Action).String())
	}
	do(t, g, "A retreat")
	g.camp.gold[0] = 500
	if g.ShopUsable(0, "great-sword") || !g.ShopUsable(0, "sword") {
		t.Fatalf("a human wizard: great sword usable %v, sword usable %v", g.ShopUsable(0, "great-sword"), g.ShopUsable(0, "sword"))
	}
	for range 20 {
		a, err := AI{}.Choose(g.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		if a.String() == "A buy great-sword" {
			t.Fatalf("the computer bought a wizard a great sword")
		}
		do(t, g, a.String())
		if a.(Action).Kind == ActSetOut {
			break
		}
	}
}
