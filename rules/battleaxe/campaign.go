package battleaxe

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"sync"

	lv "skirmish/levels/battleaxe"
	"skirmish/rules"
)

// Campaign is a campaign file: "A group of quests, played by the same
// heroes, is called a campaign". It names its quests by scenario name, in
// the order played, and the gold pieces a priest asks to raise a dead hero
// ("he can find a priest to resurrect him. However, this is expensive").
type Campaign struct {
	ID, Title, Blurb     string
	Quests               []string // the quests' scenario names, in order
	Resurrect            int      // gold pieces
	Name, Origin, Source string
	line                 []int  // the line of each quest's name, for errors
	fingerprint          uint64 // the hash of Source
}

// minCampaignQuests is the fewest quests a campaign has (a ruling: fewer
// is a quest and a sequel, not a campaign's shop and road).
const minCampaignQuests = 3

// maxCampaignQuests bounds a campaign (the quests achieved are a byte's
// bits in its state).
const maxCampaignQuests = 8

// IsCampaign reports whether a scenario's text is a campaign (its first
// entry is "campaign <id>").
func IsCampaign(src []byte) bool {
	for _, line := range bytes.Split(src, []byte("\n")) {
		t := bytes.TrimSpace(line)
		if len(t) == 0 || t[0] == '#' {
			continue
		}
		return bytes.HasPrefix(t, []byte("campaign "))
	}
	return false
}

// ParseCampaign reads a campaign file; quests are checked against the
// embedded quests (campaignQuest). Errors name the file and line.
func ParseCampaign(name, origin string, src []byte) (*Campaign, error) {
	entries, err := readDeckEntries(origin, src)
	if err != nil {
		return nil, err
	}
	fail := func(n int, format string, args ...any) error {
		return &FileError{File: origin, Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	if len(entries) != 1 || entries[0].kind != "campaign" {
		n := 0
		if len(entries) > 1 {
			n = entries[1].line
		} else if len(entries) == 1 {
			n = entries[0].line
		}
		return nil, fail(n, "a campaign file has one entry, \"campaign <id>\"")
	}
	e := &entries[0]
	c := &Campaign{ID: e.id, Name: name, Origin: origin, Source: string(src), Resurrect: -1, fingerprint: rules.Hash64(src)}
	for _, k := range e.keys {
		switch k.key {
		case "title":
			c.Title = k.val
		case "blurb":
			c.Blurb = k.val
		case "quests":
			for _, w := range strings.Fields(k.val) {
				if _, err := campaignQuest(w); err != nil {
					return nil, fail(k.line, "%v", err)
				}
				for _, o := range c.Quests {
					if o == w {
						return nil, fail(k.line, "quest %q twice", w)
					}
				}
				c.Quests = append(c.Quests, w)
				c.line = append(c.line, k.line)
			}
		case "resurrect":
			n, err := strconv.Atoi(k.val)
			if err != nil || n < 0 || n > 10000 {
				return nil, fail(k.line, "resurrect: gold pieces from 0 to 10000, not %q", k.val)
			}
			c.Resurrect = n
		default:
			return nil, fail(k.line, "unknown key %q for a campaign (title, blurb, quests, resurrect)", k.key)
		}
	}
	switch {
	case c.Title == "":
		return nil, fail(e.line, "a campaign needs a title")
	case len(c.Quests) < minCampaignQuests:
		return nil, fail(e.line, "a campaign needs at least %d quests, in the order played", minCampaignQuests)
	case len(c.Quests) > maxCampaignQuests:
		return nil, fail(c.line[maxCampaignQuests], "a campaign has at most %d quests", maxCampaignQuests)
	case c.Resurrect < 0:
		return nil, fail(e.line, "a campaign needs the price of resurrection (resurrect: gold pieces)")
	}
	return c, nil
}

// campaignQuest returns the embedded quest file of scenario name.
func campaignQuest(name string) (questFile, error) {
	for _, f := range lv.Quests() {
		if f.Name == name {
			return questFile{f.Name, f.Path, f.Source}, nil
		}
	}
	return questFile{}, fmt.Errorf("no quest %q (the embedded quests are named as in the scenario list)", name)
}

type questFile struct {
	name, origin string
	src          []byte
}

// level returns the level of the campaign's quest i.
func (c *Campaign) level(i int, cat *Catalog) (*Level, error) {
	f, err := campaignQuest(c.Quests[i])
	if err != nil {
		return nil, err
	}
	return cachedLevel(f.name, f.origin, f.src, cat)
}

// campaignCache keeps the campaigns parsed, by name, origin and text, so
// that decoding the states of one game parses its campaign once.
var campaignCache sync.Map

func cachedCampaign(name, origin string, src []byte) (*Campaign, error) {
	key := name + "\x00" + origin + "\x00" + string(src)
	if c, ok := campaignCache.Load(key); ok {
		return c.(*Campaign), nil
	}
	c, err := ParseCampaign(name, origin, src)
	if err != nil {
		return nil, err
	}
	campaignCache.Store(key, c)
	return c, nil
}

// setupCampaign starts a campaign: its first quest, mustered as a quest is.
func setupCampaign(sc rules.Scenario, dice rules.Dice, cat *Catalog) (*Game, error) {
	c, err := cachedCampaign(sc.Name, sc.Origin, sc.Source)
	if err != nil {
		return nil, err
	}
	for i := range c.Quests {
		if _, err := c.level(i, cat); err != nil {
			return nil, fmt.Errorf("%s line %d: %w", c.Origin, c.line[i], err)
		}
	}
	lvl, err := c.level(0, cat)
	if err != nil {
		return nil, err
	}
	g, err := newQuestGame(lvl, dice)
	if err != nil {
		return nil, err
	}
	g.camp = newCampaignState(c)
	return g, nil
}

// shopString writes the shop actions' words after the verb.
func (a Action) shopString(s *strings.Builder) {
	if a.Kind != ActBuy {
		s.WriteByte(' ')
		s.WriteByte(a.Target)
	}
	if a.Kind == ActResurrect {
		return
	}
	if len(a.Items) > 0 {
		s.WriteString(" " + a.Items[0])
	}
	if a.Kind == ActSell || a.Kind == ActGive && len(a.Items) == 0 {
		s.WriteString(" " + strconv.Itoa(a.Gold) + "gp")
	}
}

// parseShop reads the words of a shop action after its verb: "buy <item>",
// "give <hero> <item>|<n>gp", "sell <hero> <item> <n>gp", "resurrect
// <hero>".
func (a *Action) parseShop(sc *rules.Scanner) error {
	if a.Kind != ActBuy {
		w, col := sc.Next()
		if len(w) != 1 || !isLetter(w[0]) {
			return sc.Fail(col, "a hero's letter")
		}
		a.Target = w[0]
	}
	if a.Kind == ActResurrect {
		return nil
	}
	w, col := sc.Next()
	if n, ok := goldWord(w); ok && a.Kind == ActGive {
		a.Gold = n
		return nil
	}
	if !validID(w) {
		return sc.Fail(col, "an item id such as sword")
	}
	a.Items = []string{w}
	if a.Kind == ActSell {
		w, col = sc.Next()
		n, ok := goldWord(w)
		if !ok {
			return sc.Fail(col, "a price such as 30gp")
		}
		a.Gold = n
	}
	return nil
}

// goldWord reads "<n>gp", 1 to 10000 gold pieces.
func goldWord(w string) (int, bool) {
	num, ok := strings.CutSuffix(w, "gp")
	if !ok || num == "" || len(num) > 5 || num[0] == '0' {
		return 0, false
	}
	n, err := strconv.Atoi(num)
	return n, err == nil && n >= 1 && n <= 10000
}
