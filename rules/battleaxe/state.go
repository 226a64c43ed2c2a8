package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Mini is a hero or an enemy on the board.
type Mini struct {
	ID      byte
	Hero    bool
	Card    int // index into Catalog.Heroes or Catalog.Enemies
	At      grid.Point
	W, H    int8
	Facing  grid.Dir
	Health  int8  // current Health; a hero at 0 is unconscious, below 0 dead
	Stats   Stats // current stats: a hero's red pegs, an enemy's card
	Tall    bool
	Heavy   bool
	Role    string // a hero's role id
	Revived bool   // an unconscious hero come round with No Active Enemies
	Gone    bool   // no longer on the board: a slain enemy, a hero lost in a chasm
	Casts   int8   // an enemy's spell casts left this quest
	Missile bool   // holds (or, for an enemy, carries) a missile weapon
	Potions int8   // a hero's healing potions
	Traits  uint8  // bit i set: the race's trait i+1 is used this quest
	Luck    int8   // times a hero has used his luck this quest
	Carrier int8   // 1 + the index of the hero carrying him, 0 when none
	Ward    uint8  // a hero's trait protections (ward bits)
	Asleep  bool   // an enemy misses its next turn (Sleep Song)
	Room    int8   // an enemy's tile in a quest (-1 when none)
	Slot    int8   // an enemy's slot in its room's layout (-1 when none)
}

// The ward bits of a hero.
const (
	wardMissRound uint8 = 1 << iota // Phantom Double: the next attack this round misses
	wardMiss                        // Thick Skull: the next attack misses
	wardWound                       // Scaled Hide: the next wound is ignored
	wardSpell                       // Fire Blood: the next enemy spell does no harm
	wardStone                       // Stone Skin: +15% Defend until his next turn
)

// OnBoard reports whether the mini stands on the board: not gone, not
// carried by another hero.
func (m *Mini) OnBoard() bool { return !m.Gone && m.Carrier == 0 }

// Squares appends the squares the mini covers to dst.
func (m *Mini) Squares(dst []grid.Point) []grid.Point {
	for dy := range m.H {
		for dx := range m.W {
			dst = append(dst, grid.Point{X: m.At.X + int16(dx), Y: m.At.Y + int16(dy)})
		}
	}
	return dst
}

// Covers reports whether the mini stands on p.
func (m *Mini) Covers(p grid.Point) bool {
	return m.OnBoard() && p.X >= m.At.X && p.Y >= m.At.Y && p.X < m.At.X+int16(m.W) && p.Y < m.At.Y+int16(m.H)
}

// Dead reports whether the mini is dead: an enemy at 0 Health ("When an
// Enemy's Health falls to zero it is dead"), a hero below 0.
func (m *Mini) Dead() bool {
	if m.Hero {
		return m.Health < 0
	}
	return m.Health <= 0
}

// Conscious reports whether a hero can act: Health above 0, or revived at 0.
// A living enemy is always conscious.
func (m *Mini) Conscious() bool {
	return !m.Gone && !m.Dead() && (m.Health > 0 || m.Revived)
}

// lastBlow is a hero's fight or shot just resolved, with the target's
// Health and state before it, so that Use My Luck can take it back.
type lastBlow struct {
	valid    bool
	att, def int8
	blow     Blow
	health   int8
	gone     bool
}

// pendingLuck is an enemy's blow that wounded a hero with luck left, and
// where the enemies' turns stopped for his choice.
type pendingLuck struct {
	valid    bool
	jump     bool // a failed chasm jump waits (att unused, blow.Roll the roll, blow.Success the chance, land below)
	land     grid.Point
	att, def int8
	blow     Blow
	health   int8   // the hero's Health before the blow
	fight    bool   // the attacker was fighting: its further attacks follow
	done     int8   // the attacker's attacks made so far
	queue    []int8 // the enemies still to act
}

// heroTurn is the turn of the hero acting now.
type heroTurn struct {
	hero        int8 // mini index, -1 when no hero has started a turn
	rolled      bool // the Speed Roll is made
	allowance   int8 // squares the Speed Roll allows
	used        int8 // squares moved
	movedFirst  bool // moved before the Standard Action
	acted       bool // took the Standard Action (or began it)
	attacksLeft int8
	target      int8  // the enemy fought, -1 when none
	flurry      bool  // Attacking Flurry: 1 extra attack this turn
	noMove      bool  // put on or took off a worn item: no moving this turn
	swap        uint8 // parts of Swap & Exchange done this turn
	boost       uint8 // trait boosts this turn (boost bits)
	d6          int8  // the D6 of his Speed Roll, while he may still re-roll it with luck
}

// The boost bits of a hero's turn.
const (
	boostDrain  uint8 = 1 << iota // Drain Life: regain 1 Health on the next wound he deals
	boostGrudge                   // Old Grudge: +15% Attack against orcs and goblins
	boostKeen                     // Keen Eye: +15% Missile
	boostNimble                   // Nimble Fingers: +20% to specific actions
	boostFrenzy                   // Battle Frenzy: his next hit is a Vital Hit
)

// Game is a position of Battle-Axe: the board with its doors, the minis,
// the dice and whose turn it is.
type Game struct {
	lvl     *Level
	cat     *Catalog
	board   *Board
	minis   []Mini
	occ     []int8 // per square: 1 + index of the mini on it, 0 when none
	dice    rules.Dice
	round   int16
	done    uint64 // heroes (by mini index) whose turn this round is over
	turn    heroTurn
	shotAt  uint64      // heroes shot at by enemies this round
	gang    int8        // the hero the previous enemy shot at, -1 when none
	seats   []int8      // the hero mini of each seat
	kits    []Kit       // per mini: a hero's items (empty for enemies)
	last    lastBlow    // the blow of the action just resolved, for Use My Luck
	fled    bool        // the heroes retreated
	pend    pendingLuck // a hero's choice to Use My Luck in the enemies' turns
	pausing bool        // the enemies' turns may stop for a hero's luck (not encoded: set only while they run)
	over    rules.Outcome
	owns    bool     // the board is this game's own, not shared with a copy
	dg      *dungeon // a quest's growing dungeon; nil on a fixed dungeon
	names   []string // per seat: the hero's chosen name, "" for his card's (names.go)
}

// openDoors opens the closed doors a step from p to q crosses, copying a
// shared board only when there is one.
func (g *Game) openDoors(p, q grid.Point) [][2]grid.Point {
	if g.board.Touches(p, q) {
		return nil
	}
	return g.ownBoard().openDoorsBetween(p, q)
}

// ownBoard returns the board to change, copying it first when it is
// shared with a copy of the game (copy on write: cloning a game is cheap).
func (g *Game) ownBoard() *Board {
	if !g.owns {
		g.board = g.board.Clone()
		g.owns = true
	}
	return g.board
}

// NewGame sets up lvl with the given dice: every hero at full Health with
// the current stats of his sheet, every enemy as its card.
func NewGame(lvl *Level, dice rules.Dice) (*Game, error) {
	g := &Game{lvl: lvl, cat: lvl.Catalog, board: lvl.Board.Clone(), owns: true, dice: dice, round: 1, gang: -1}
	g.turn = heroTurn{hero: -1, target: -1}
	for _, p := range lvl.Minis {
		m := Mini{ID: p.ID, Hero: p.Hero, Card: p.Card, At: p.At, W: int8(p.W), H: int8(p.H), Facing: grid.North, Potions: int8(p.Potions), Room: -1, Slot: -1}
		if p.Hero {
			s, err := g.cat.Sheet(p.Card)
			if err != nil {
				return nil, fmt.Errorf("%s line %d: %w", lvl.Origin, p.Line, err)
			}
			m.Stats, m.Tall, m.Heavy, m.Role = s.Current, s.Tall(), s.Heavy(), s.Role.ID
			m.Missile = g.cat.holds(&s, MissileWeapon)
			k, err := g.cat.kitOf(&s)
			if err != nil {
				return nil, fmt.Errorf("%s line %d: %w", lvl.Origin, p.Line, err)
			}
			g.kits = append(g.kits, k)
		} else {
			g.enemyMini(&m)
			g.kits = append(g.kits, Kit{})
		}
		m.Health = int8(m.Stats.Health)
		if m.Hero {
			g.seats = append(g.seats, int8(len(g.minis)))
		}
		g.minis = append(g.minis, m)
	}
	g.reoccupy()
	return g, nil
}

// enemyMini gives an enemy mini its card's stats.
func (g *Game) enemyMini(m *Mini) {
	e := &g.cat.Enemies[m.Card]
	m.Stats = Stats{Health: e.Health, Speed: e.Speed, Attacks: e.Attacks, Attack: e.Attack, Missile: e.Missile, Defend: e.Defend}
	m.Missile = e.Missile > 0
	if e.Spell != nil {
		m.Casts = int8(e.Spell.Casts)
	}
	m.Facing = grid.South
	m.Room, m.Slot = -1, -1
}

// reoccupy rebuilds the record of which mini stands where. A dead hero
// lies on the ground and holds no square (a ruling): heroes and enemies
// step over him and may stand on him.
func (g *Game) reoccupy() {
	b := g.board
	if len(g.occ) != b.W*b.H {
		g.occ = make([]int8, b.W*b.H)
	}
	clear(g.occ)
	var buf [4]grid.Point
	for i := range g.minis {
		m := &g.minis[i]
		if !m.OnBoard() || m.Hero && m.Dead() {
			continue
		}
		for _, p := range m.Squares(buf[:0]) {
			if b.In(p) {
				g.occ[b.idx(p)] = int8(i + 1)
			}
		}
	}
}

// MiniAt returns the index of the mini on p, or -1.
func (g *Game) MiniAt(p grid.Point) int {
	if !g.board.In(p) {
		return -1
	}
	i := int(g.occ[g.board.idx(p)]) - 1
	if i >= 0 && g.minis[i].Hero && g.minis[i].Dead() {
		return -1 // fallen since the record was made
	}
	return i
}

// MiniByID returns the index of the mini with letter id, or -1.
func (g *Game) MiniByID(id byte) int {
	for i := range g.minis {
		if g.minis[i].ID == id {
			return i
		}
	}
	return -1
}

// Mini returns mini i.
func (g *Game) Mini(i int) *Mini { return &g.minis[i] }

// Board returns the board as it is now.
func (g *Game) Board() *Board { return g.board }

// clone returns an independent copy, dice included.
func (g *Game) clone() *Game {
	c := *g
	c.owns = false // shared until one of them changes it
	c.dg = g.dg.clone()
	c.minis = append([]Mini(nil), g.minis...)
	c.occ = append([]int8(nil), g.occ...)
	c.over.Winners = append([]rules.Seat(nil), g.over.Winners...)
	c.seats = append([]int8(nil), g.seats...)
	c.names = append([]string(nil), g.names...)
	c.pend.queue = append([]int8(nil), g.pend.queue...)
	c.kits = make([]Kit, len(g.kits))
	for i, k := range g.kits {
		c.kits[i] = k.clone()
	}
	return &c
}

// name returns a mini's display name: the hero's name, the enemy card's
// name, with its letter.
func (g *Game) name(i int) string {
	m := &g.minis[i]
	if m.Hero {
		return g.heroName(i)
	}
	return fmt.Sprintf("%s %c", g.cat.Enemies[m.Card].Name, m.ID)
}

// enemyCard returns the card of enemy mini i.
func (g *Game) enemyCard(i int) *EnemyCard { return &g.cat.Enemies[g.minis[i].Card] }

// adjacent reports whether minis i and j touch: some square of one is one
// king's move from some square of the other with no wall between (the
// seed's Reach 1, through doorways as Board.Touches rules).
func (g *Game) adjacent(i, j int) bool { return g.within(i, j, 1) }

// within reports whether mini j is within reach r of mini i: a chain of at
// most r touching steps over floor leads from a square of i to a square of
// j, walls and doors in the way, minis and room contents not (a ruling for
// Reach 2).
func (g *Game) within(i, j, r int) bool {
	var a, b [4]grid.Point
	from := g.minis[i].Squares(a[:0])
	to := g.minis[j].Squares(b[:0])
	if r <= 1 {
		for _, p := range from {
			for _, q := range to {
				if g.board.Touches(p, q) {
					return true
				}
			}
		}
		return false
	}
	// Breadth-first over touching steps, at most r deep.
	frontier := append([]grid.Point(nil), from...)
	seen := map[grid.Point]bool{}
	for _, p := range from {
		seen[p] = true
	}
	for range r {
		var next []grid.Point
		for _, p := range frontier {
			for _, d := range kingSteps {
				q := p.Add(d)
				if seen[q] || !g.board.Touches(p, q) {
					continue
				}
				if g.minis[j].Covers(q) {
					return true
				}
				seen[q] = true
				next = append(next, q)
			}
		}
		frontier = next
	}
	return false
}
