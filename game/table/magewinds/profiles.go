package magewinds

import (
	"fmt"
	"strings"

	rmw "skirmish/render/magewinds"
	mw "skirmish/rules/magewinds"
)

// packCards are a fighter pack's profiles as their cards show them, and
// the full text of each for its tooltip, made once per pack.
type packCards struct {
	pack  *mw.Pack
	cards []rmw.Profile
	tips  []string
}

// of returns the cards of pk, making them when the pack is new.
func (pc *packCards) of(pk *mw.Pack) *packCards {
	if pc.pack == pk {
		return pc
	}
	pc.pack, pc.cards, pc.tips = pk, make([]rmw.Profile, len(pk.Profiles)), make([]string, len(pk.Profiles))
	for i := range pk.Profiles {
		pc.cards[i] = profileCard(pk, &pk.Profiles[i])
		pc.tips[i] = profileTip(pk, &pk.Profiles[i])
	}
	return pc
}

// profileCard turns a fighter profile into what its card shows.
func profileCard(pk *mw.Pack, p *mw.Profile) rmw.Profile {
	c := rmw.Profile{Name: p.Name, Icon: p.Icon, Cost: p.Cost, Toughness: int(p.Toughness), Movement: int(p.Movement),
		Armour: int(p.Armour), Deflect: int(p.Deflect), Evasion: int(p.Evasion), Dodge: int(p.Dodge)}
	for _, ap := range p.Attacks {
		c.Attacks = append(c.Attacks, rmw.ProfileAttack{Name: ap.Name, Missile: ap.Missile, Range: ap.RangeText(), Split: ap.Split,
			Light: [2]int{int(ap.Light.Power), int(ap.Light.Precision)}, Heavy: [2]int{int(ap.Heavy.Power), int(ap.Heavy.Precision)}})
	}
	for _, si := range p.Spells {
		c.Spells = append(c.Spells, pk.Spells[si].Name)
	}
	for _, ab := range p.Abilities.Names() {
		c.Abilities = append(c.Abilities, capitalise(ab))
	}
	return c
}

// profileTip is a profile in full, for the tooltip of its card: every
// figure, each spell's cost and what it does, each ability's rule.
func profileTip(pk *mw.Pack, p *mw.Profile) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %d points\n", p.Name, p.Cost)
	fmt.Fprintf(&b, "Toughness %d, Move %d\"\nArmour %d (+%d when it deflects), Evasion %d (+%d when it dodges)\n",
		p.Toughness, p.Movement, p.Armour, p.Deflect, p.Evasion, p.Dodge)
	for _, ap := range p.Attacks {
		if ap.Split {
			fmt.Fprintf(&b, "%s %s, range %s\": Light Power %d Precision %d, Heavy Power %d Precision %d\n", ap.Type(), ap.Name, ap.RangeText(),
				ap.Light.Power, ap.Light.Precision, ap.Heavy.Power, ap.Heavy.Precision)
		} else {
			fmt.Fprintf(&b, "%s %s, range %s\": Power %d, Precision %d\n", ap.Type(), ap.Name, ap.RangeText(), ap.Light.Power, ap.Light.Precision)
		}
	}
	for _, si := range p.Spells {
		sp := &pk.Spells[si]
		fmt.Fprintf(&b, "Spell %s (%s): %s\n", sp.Name, sp.Cost, sp.Text)
	}
	for _, ab := range p.Abilities.Names() {
		fmt.Fprintf(&b, "%s: %s\n", capitalise(ab), mw.AbilityText(ab))
	}
	if p.Text != "" {
		b.WriteString(p.Text)
	}
	return strings.TrimRight(b.String(), "\n")
}

// capitalise returns s with its first letter in upper case.
func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
