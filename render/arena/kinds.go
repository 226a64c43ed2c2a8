package arena

import "strings"

// Kind is the creature a fighter's token pictures.
type Kind uint8

// The kinds. KindNone shows the fighter's letter large instead.
const (
	KindNone     Kind = iota
	KindGnoll         // a wolf-like head
	KindHuman         // a visored helm: soldiers, guards, sentinels
	KindGoblin        // a goblin's head
	KindArcher        // a bowman: archers, crossbowmen, rangers
	KindCrawler       // a many-legged crawler
	KindGhast         // a skull: the undead
	KindBasilisk      // a horned reptile
	KindGriffin       // a griffin
	KindRats          // a rat swarm
	KindSpider        // a spider
	kindCount
)

// kindWords names each kind, for tests and tooltips.
var kindWords = [kindCount]string{"", "gnoll", "human", "goblin", "archer", "crawler", "ghast",
	"basilisk", "griffin", "rats", "spider"}

// String returns the kind's word ("" for KindNone).
func (k Kind) String() string {
	if k >= kindCount {
		return ""
	}
	return kindWords[k]
}

// kindOfID maps the fighter ids of the Arena pack (levels/arena) to kinds.
var kindOfID = map[string]Kind{
	"kosh": KindGnoll, "hulkiss": KindHuman, "sindon": KindHuman, "keelvore": KindHuman,
	"orrin": KindArcher, "sentinel": KindHuman, "goblin": KindGoblin, "gobarcher": KindArcher,
	"crossbowman": KindArcher, "gobchief": KindGoblin, "crawler": KindCrawler, "ghast": KindGhast,
	"basilisk": KindBasilisk,
}

// kindWordsIn lists words of ids and names that tell a kind, tried in
// order: the more telling first ("goblin archer" is an archer).
var kindWordsIn = [...]struct {
	word string
	kind Kind
}{
	{"archer", KindArcher}, {"crossbow", KindArcher}, {"ranger", KindArcher}, {"bow", KindArcher},
	{"gnoll", KindGnoll}, {"goblin", KindGoblin}, {"crawler", KindCrawler}, {"ghast", KindGhast},
	{"ghoul", KindGhast}, {"skeleton", KindGhast}, {"basilisk", KindBasilisk}, {"griffin", KindGriffin},
	{"gryphon", KindGriffin}, {"rat", KindRats}, {"spider", KindSpider}, {"guard", KindHuman},
	{"soldier", KindHuman}, {"sentinel", KindHuman}, {"human", KindHuman},
}

// KindOf returns the kind of a fighter by its id in the pack ("gobarcher")
// or a word of its name ("Goblin Archer", "Rat Swarm"): KindNone for one
// it does not know, whose token shows its letter large.
func KindOf(id string) Kind {
	if k, ok := kindOfID[id]; ok {
		return k
	}
	l := strings.ToLower(id)
	for _, w := range kindWordsIn {
		if strings.Contains(l, w.word) {
			return w.kind
		}
	}
	return KindNone
}

// kindIcons names the game icon pictured for each kind ("" for none).
var kindIcons = [kindCount]string{"", "gnoll", "helm", "goblin", "bowman", "crawler",
	"ghast", "kobold", "griffin", "rats", "spider"}

// icon returns the game icon of the kind, "" for none.
func (k Kind) icon() string {
	if k >= kindCount {
		return ""
	}
	return kindIcons[k]
}
