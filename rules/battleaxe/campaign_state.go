package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// The fates of a campaign's heroes between quests.
const (
	fateAlive uint8 = iota
	fateDead        // dead, his body carried home: a priest may raise him
	fateLost        // left in the dungeon: lost to the campaign, items and all
)

// campaign is a campaign under way: which quest is played (in the shop,
// the next one), the quests achieved, and per seat the hero's fate, the
// gold pieces written down from the quests before ("for Campaign Quests
// the players should write-down how many gold pieces they are worth") and,
// in the shop, whether he has set out. The heroes' cards and kits are the
// game's own minis and kits, kept from quest to quest.
type campaign struct {
	c     *Campaign
	quest int8
	shop  bool
	ended bool
	won   uint8 // bit i: quest i's goal was achieved
	ready uint8 // in the shop, bit s: seat s has set out
	fate  [questSeats]uint8
	gold  [questSeats]int16
}

// maxGold bounds a hero's gold pieces.
const maxGold = 30000

// maxBackpack bounds the items a hero carries in his backpack (a ruling:
// the seed sets no limit; the shop's buying has one so that a save stays
// small).
const maxBackpack = 12

func newCampaignState(c *Campaign) *campaign { return &campaign{c: c} }

func (c *campaign) clone() *campaign {
	if c == nil {
		return nil
	}
	cp := *c
	return &cp
}

// shopping reports whether the heroes are between quests, in the shop.
func (c *campaign) shopping() bool { return c != nil && c.shop }

// sittingOut reports whether seat s's hero takes no part in the quest: he
// died or was lost in a quest before.
func (g *Game) sittingOut(s int) bool { return g.camp != nil && g.camp.fate[s] != fateAlive }

// goldOf returns seat s's gold pieces: those written down from the quests
// before, and while a quest is played those found in it.
func (g *Game) goldOf(s int) int {
	n := int(g.camp.gold[s])
	if !g.camp.shop && !g.camp.ended && g.dg != nil {
		n += int(g.dg.gold[s])
	}
	return n
}

// endQuest follows a campaign's quest ending: each hero who comes home
// writes down the gold pieces he found; on a retreat, the unconscious and
// dead no conscious hero carries out are lost ("the only hope is that
// another hero can carry him to safety at the end of the quest"); after
// the goal the party holds the dungeon and carries every body home (a
// ruling). Then the shop opens before the next quest, or, after the last
// quest or with no hero alive, the campaign ends.
func (g *Game) endQuest() ([]Event, error) {
	c, d := g.camp, g.dg
	won := len(g.over.Winners) > 0
	var evs []Event
	for s, h := range g.seats {
		if c.fate[s] != fateAlive {
			continue
		}
		m := &g.minis[h]
		home := false
		switch {
		case m.Gone:
		case won:
			home = true
		case g.fled:
			home = m.Conscious() || m.Carrier != 0 && g.minis[m.Carrier-1].Conscious()
		}
		if !home {
			c.fate[s] = fateLost
			g.kits[h].Held, g.kits[h].Worn, g.kits[h].Backpack = nil, nil, nil
			evs = append(evs, g.event(EvCampaign, int(h), -1, "%s is left in the dungeon: he is lost to the campaign, with his items and gold", g.name(int(h))))
			continue
		}
		c.gold[s] = int16(min(int(c.gold[s])+int(d.gold[s]), maxGold))
		if m.Dead() {
			c.fate[s] = fateDead
			evs = append(evs, g.event(EvCampaign, int(h), -1, "%s's body is carried home: a priest may raise him for %d gold pieces", g.name(int(h)), c.c.Resurrect))
		}
	}
	if won {
		c.won |= 1 << c.quest
	}
	alive := false
	for s := range g.seats {
		alive = alive || c.fate[s] == fateAlive
	}
	if int(c.quest)+1 >= len(c.c.Quests) || !alive {
		c.ended = true
		g.over = g.campaignOutcome()
		return append(evs, g.event(EvCampaign, -1, -1, "%s", g.over.Reason)), nil
	}
	if err := g.nextQuest(); err != nil {
		return nil, err
	}
	return append(evs, g.event(EvCampaign, -1, -1, "Between quests %d and %d: the heroes may buy, sell and give items, and raise the dead, then set out for %s", c.quest, c.quest+1, g.lvl.Title)), nil
}

// nextQuest lays out the campaign's next quest with the kept party on its
// start squares: no muster, every living hero at full Health with his
// items, luck, traits and spells renewed; the dead and lost sit it out.
// The shop opens.
func (g *Game) nextQuest() error {
	c := g.camp
	lvl, err := c.c.level(int(c.quest)+1, g.cat)
	if err != nil {
		return err
	}
	ng, err := newQuestGame(lvl, g.dice)
	if err != nil {
		return err
	}
	ng.dg.muster = questSeats
	ng.names = append([]string(nil), g.names...) // the names chosen in the first muster
	for s, h := range ng.seats {
		old := int(g.seats[s])
		if err := ng.becomeHero(int(h), g.minis[old].Card); err != nil {
			return err
		}
		k, kept := &ng.kits[h], g.kits[old].clone()
		k.Held, k.Worn, k.Backpack = kept.Held, kept.Worn, kept.Backpack
		ng.restat(int(h))
		m := &ng.minis[h]
		m.Health = int8(m.Stats.Health)
		m.Potions = g.minis[old].Potions
		if c.fate[s] != fateAlive {
			m.Gone, m.Health = true, -1
		}
	}
	ng.reoccupy()
	c.quest++
	c.shop, c.ready = true, 0
	ng.camp = c
	*g = *ng
	return nil
}

// campaignOutcome is the end of the campaign: won, for every seat
// together, when its last quest's goal is achieved (a ruling: the quests
// before may have been fled); its reason names the quests achieved.
func (g *Game) campaignOutcome() rules.Outcome {
	c := g.camp
	var names []string
	for i := range c.c.Quests {
		if c.won&(1<<i) != 0 {
			names = append(names, g.campaignQuestTitle(i))
		}
	}
	list := "none"
	if len(names) > 0 {
		list = strings.Join(names, ", ")
	}
	alive := false
	for s := range g.seats {
		alive = alive || c.fate[s] == fateAlive
	}
	o := rules.Outcome{Over: true}
	lead := "the campaign " + c.c.Title + " is over"
	if !alive {
		lead = "the campaign " + c.c.Title + " ends: no hero is left alive"
	}
	o.Reason = fmt.Sprintf("%s: %d of %d quests achieved (%s)", lead, len(names), len(c.c.Quests), list)
	if last := len(c.c.Quests) - 1; alive && int(c.quest) == last && c.won&(1<<last) != 0 {
		for s := range g.seats {
			o.Winners = append(o.Winners, rules.Seat(s))
		}
	}
	return o
}

// campaignQuestTitle returns the title of the campaign's quest i.
func (g *Game) campaignQuestTitle(i int) string {
	if l, err := g.camp.c.level(i, g.cat); err == nil {
		return l.Title
	}
	return g.camp.c.Quests[i]
}

// campaignProgress is Progress in a campaign: the quest, or the shop.
func (g *Game) campaignProgress(play string) string {
	c := g.camp
	if c.shop {
		var names []string
		for s, h := range g.seats {
			if c.fate[s] == fateAlive && c.ready&(1<<s) == 0 {
				names = append(names, g.name(int(h)))
			}
		}
		return fmt.Sprintf("Between quests %d and %d: the shop (%s to set out)", c.quest, c.quest+1, strings.Join(names, ", "))
	}
	if play != "" {
		play = strings.ToLower(play[:1]) + play[1:]
	}
	return fmt.Sprintf("Quest %d of %d, %s: %s", c.quest+1, len(c.c.Quests), g.lvl.Title, play)
}

// encodeCampaign writes the campaign's state, the campaign's text being
// the save's level source (and its fingerprint here, for Hash).
func (g *Game) encodeCampaign(w *rules.Writer) {
	c := g.camp
	w.Bool(c != nil)
	if c == nil {
		return
	}
	w.Uvarint(c.c.fingerprint)
	w.Varint(int64(c.quest))
	w.Bool(c.shop)
	w.Bool(c.ended)
	w.Varint(int64(c.won))
	w.Varint(int64(c.ready))
	for s := range questSeats {
		w.Varint(int64(c.fate[s]))
		w.Varint(int64(c.gold[s]))
	}
}

// decodeCampaign reads what encodeCampaign wrote into g, whose campaign
// (nil when the save is no campaign) and quest come from the save's start.
func (g *Game) decodeCampaign(r *rules.Reader) error {
	c := g.camp
	if r.Bool() != (c != nil) {
		return fmt.Errorf("a campaign's state for a lone quest, or the other way")
	}
	if c == nil {
		return nil
	}
	if r.Uvarint() != c.c.fingerprint {
		return fmt.Errorf("the campaign's state is not of this campaign")
	}
	if q := r.Int("campaign quest", 0, len(c.c.Quests)-1); q != int(c.quest) && r.Err() == nil {
		return fmt.Errorf("the campaign plays quest %d, its state says %d", c.quest+1, q+1)
	}
	c.shop, c.ended = r.Bool(), r.Bool()
	c.won = uint8(r.Int("quests won", 0, 1<<len(c.c.Quests)-1))
	c.ready = uint8(r.Int("set out", 0, 1<<questSeats-1))
	for s := range questSeats {
		c.fate[s] = uint8(r.Int("fate", int(fateAlive), int(fateLost)))
		c.gold[s] = int16(r.Int("gold pieces", 0, maxGold))
	}
	return r.Err()
}

// checkCampaign is CheckInvariants for a campaign: gold pieces within
// bounds, the living on the board and the dead and lost off it, the shop
// only before a quest begins, the kits' items in the catalog.
func (g *Game) checkCampaign() error {
	c := g.camp
	if c == nil {
		return nil
	}
	if int(c.quest) >= len(c.c.Quests) || c.quest < 0 {
		return g.broken("campaign quest %d of %d", c.quest, len(c.c.Quests))
	}
	if c.shop && (c.ended || g.round != 1 || g.turn.hero >= 0 || len(g.dg.tiles) != 1 || c.quest == 0) {
		return g.broken("the shop open with a quest under way")
	}
	if c.ended != g.over.Over {
		return g.broken("campaign ended %v, game over %v", c.ended, g.over.Over)
	}
	for s, h := range g.seats {
		m := &g.minis[h]
		if c.gold[s] < 0 || c.gold[s] > maxGold {
			return g.broken("seat %d has %d gold pieces", s, c.gold[s])
		}
		if c.fate[s] > fateLost || !c.ended && c.fate[s] != fateAlive && (!m.Gone || c.ready&(1<<s) != 0) {
			return g.broken("hero %c's fate %d, gone %v", m.ID, c.fate[s], m.Gone)
		}
		if c.shop && c.fate[s] == fateAlive && (m.Gone || m.Health != int8(m.Stats.Health)) {
			return g.broken("hero %c in the shop is not at full Health", m.ID)
		}
		k := &g.kits[h]
		for _, list := range [3][]uint8{k.Held, k.Worn, k.Backpack} {
			for _, i := range list {
				if int(i) >= len(g.cat.Items) {
					return g.broken("hero %c carries item %d of %d", m.ID, i, len(g.cat.Items))
				}
			}
		}
	}
	return nil
}

// decodeCampaignStart reads a campaign save's start: the campaign (the
// save's level source) and the quest played, whose level it returns.
func decodeCampaignStart(r *rules.Reader, src rules.LevelSource, cat *Catalog) (*campaign, *Level, error) {
	c, err := cachedCampaign(src.Name, src.Origin, src.Source)
	if err != nil {
		return nil, nil, err
	}
	q := r.Int("campaign quest", 0, len(c.Quests)-1)
	if r.Err() != nil {
		return nil, nil, r.Err()
	}
	lvl, err := c.level(q, cat)
	if err != nil {
		return nil, nil, err
	}
	camp := newCampaignState(c)
	camp.quest = int8(q)
	return camp, lvl, nil
}

// campaignOver sets a decoded campaign's outcome: an ended campaign's, and
// no quest over while it goes on (its end opens the shop at once).
func (g *Game) campaignOver() error {
	c := g.camp
	switch {
	case c == nil:
	case c.ended:
		g.over = g.campaignOutcome()
	case g.over.Over:
		return fmt.Errorf("a campaign's quest is over, yet the campaign goes on")
	}
	return nil
}
