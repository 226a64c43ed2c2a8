package arena

import "fmt"

// addProfile reads a fighter line into the pack.
func (pk *Pack) addProfile(w []string, line int) error {
	p := Profile{ID: w[1], Name: w[2][1:], Armour: -1, Line: line}
	f := &fields{w: w[3:]}
	stats := map[string]*int{
		"str": &p.Str, "dex": &p.Dex, "spd": &p.Spd, "wits": &p.Wits,
		"melee": &p.Melee, "brawl": &p.Brawl, "athletics": &p.Athletics, "medicine": &p.Medicine,
		"projectiles": &p.Projectiles, "vigilance": &p.Vigilance, "stealth": &p.Stealth,
	}
	var seen []string
	item := func(k string, want func(*Item) bool) int {
		if !f.more() {
			f.err = fmt.Errorf("%s needs an item id", k)
			return -1
		}
		id := f.word()
		i := pk.Item(id)
		if i < 0 || !want(&pk.Items[i]) {
			f.err = fmt.Errorf("%s %q: no such item fits", k, id)
		}
		return i
	}
	for f.more() {
		k := f.word()
		if contains(seen, k) && k != "hold" && k != "carry" && k != "natural" {
			return fmt.Errorf("%s is given twice", k)
		}
		seen = append(seen, k)
		if ptr := stats[k]; ptr != nil {
			*ptr = f.num(k, -5, MaxStat)
			continue
		}
		switch k {
		case "fp":
			p.FP = f.num(k, 0, 20)
		case "armour":
			p.Armour = item(k, func(it *Item) bool { return it.Kind == Armour })
		case "hold":
			p.Hold = append(p.Hold, item(k, func(it *Item) bool { return it.Kind != Armour && !it.Natural }))
		case "carry":
			p.Carry = append(p.Carry, item(k, func(it *Item) bool { return it.Kind != Armour && !it.Natural }))
		case "natural":
			p.Natural = append(p.Natural, item(k, func(it *Item) bool { return it.Kind == Weapon && it.Natural }))
		case "hide":
			p.HideDR = f.num(k, 1, MaxStat)
			p.HideCover = f.num(k+" covering", 1, MaxStat)
		case "undead":
			p.Undead = true
		case "dumb":
			p.Dumb = true
		case "quadruped", "hexapod", "octopod", "swarm", "fangs", "clawed", "webs", "wings":
			if err := p.Body.set(k); err != nil {
				return err
			}
		case "flight":
			p.Flight = f.num(k, 0, MaxStat)
		default:
			return fmt.Errorf("%q is not a field of a fighter", k)
		}
	}
	if f.err != nil {
		return f.err
	}
	for _, k := range []string{"str", "dex", "spd", "wits"} {
		if !contains(seen, k) {
			return fmt.Errorf("%s is missing", k)
		}
	}
	switch {
	case len(p.Hold) > 2:
		return fmt.Errorf("holds %d items; a fighter has two hands", len(p.Hold))
	case len(p.Hold) == 2 && !pk.handsOK(p.Str, p.Hold[0], p.Hold[1]):
		return fmt.Errorf("holds an item heavier than %d (2 + Strength) in one hand beside another", OneHandWeight(p.Str))
	case len(p.Carry) > MaxCarry:
		return fmt.Errorf("carries %d items; at most %d", len(p.Carry), MaxCarry)
	case len(p.Natural) > 2:
		return fmt.Errorf("has %d natural weapons; at most 2", len(p.Natural))
	case contains(seen, "flight") && !p.Wings:
		return fmt.Errorf("flight needs wings")
	case p.HP() < 1:
		return fmt.Errorf("strength %d leaves no Hit Point", p.Str)
	}
	pk.Profiles = append(pk.Profiles, p)
	return nil
}
