package battleaxe

// The console's ranges: "Health 0 ... 10", "Speed (+D6) 0 ... 10", "Luck
// 0 ... 5", "Attacks 0 ... 5", "Chance of Success: 10 ... 95", "Spells to
// Cast: 0 ... 6". A ruling makes them caps: a peg cannot stand where the
// console has no hole, so a value outside its range is pegged at the
// range's end, base values (green pegs: the race block plus the role block)
// and current values (red pegs: with what he holds and wears) alike. A
// Success chance thus never drops below 10% nor rises above 95%, however
// items change it: a hero always has a chance, and never a sure thing.
const (
	MaxPegHealth  = 10
	MaxPegSpeed   = 10
	MaxPegLuck    = 5
	MaxPegAttacks = 5
	MinPegSuccess = 10
	MaxPegSuccess = 95
	MaxPegSpells  = 6
)

// Pegged returns s with every stat held to the console's range.
func (s Stats) Pegged() Stats {
	clamp := func(v, lo, hi int) int { return min(max(v, lo), hi) }
	return Stats{
		Health: clamp(s.Health, 0, MaxPegHealth), Speed: clamp(s.Speed, 0, MaxPegSpeed),
		Luck: clamp(s.Luck, 0, MaxPegLuck), Attacks: clamp(s.Attacks, 0, MaxPegAttacks),
		Attack:  clamp(s.Attack, MinPegSuccess, MaxPegSuccess),
		Missile: clamp(s.Missile, MinPegSuccess, MaxPegSuccess),
		Defend:  clamp(s.Defend, MinPegSuccess, MaxPegSuccess),
	}
}

// Pegged returns the spell counts held to the console's 0 to 6.
func (s Spells) Pegged() Spells {
	clamp := func(v int) int { return min(max(v, 0), MaxPegSpells) }
	return Spells{clamp(s.Arcane), clamp(s.Holy), clamp(s.Nature)}
}
