package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules/grid"
)

// EventKind is what an Event reports.
type EventKind uint8

// The events.
const (
	EvSpeedRoll    EventKind = iota // Mini rolled D6 for movement: N the roll, M the squares allowed
	EvMoved                         // Mini moved along Path, N squares counted
	EvFaced                         // Mini turned to face a direction
	EvAttack                        // Mini attacked (or shot at, or cast at) Other: the Blow
	EvWounded                       // Other lost N Health, M left
	EvUnconscious                   // Other (a hero) fell unconscious
	EvKilled                        // Other died (an enemy is removed)
	EvDoor                          // Mini opened (N=1) or closed (N=0) the door at Path
	EvJump                          // Mini jumped the chasm: Roll against N%
	EvFell                          // Mini fell into the chasm and died
	EvDecision                      // an enemy's decision: Text is the rule that chose it
	EvTurnEnd                       // Mini's turn ended
	EvEnemyTurns                    // the enemies have their turns
	EvRound                         // round N begins
	EvRevived                       // Other came round: No Active Enemies
	EvTrait                         // Mini used a trait
	EvItems                         // Mini changed what he holds or wears
	EvLuck                          // Mini used his luck on the blow against Other
	EvCarry                         // Mini picked up, set down or dropped Other
	EvSpell                         // Mini cast a spell at Other
	EvRetreat                       // the heroes retreat: the game ends
	EvMuster                        // a seat chose its hero (Card), or the muster ended (Card "")
	EvDoorDice                      // the Door Dice rolled N (a face index from 1): M 1 for R (a room), 0 for P
	EvQuestDice                     // the Quest Room Dice rolled N: M 1 for Q (the Quest Room), 0 for blank
	EvRoomCard                      // a room card (Card) was drawn
	EvD20                           // D20 N into the room book: entry Card
	EvPassageCard                   // a passage card (Card) was drawn
	EvTile                          // tile Card laid as tile number N on Squares; Overlap the squares it overlaps
	EvSetupD6                       // Setup D6 N chose layout M of tile Card
	EvEnemyAppears                  // enemy Other appears on Squares; Text its card's Description when first met
	EvInitiative                    // initiative when a door opens: N=1 the enemies go first
	EvEventCard                     // event card Card drawn and applied
	EvCoins                         // hero Mini found N coins worth M gold pieces
	EvRoomDone                      // tile N (Card) is completed
	EvGoal                          // the quest's goal is achieved
	EvSecretDoor                    // a secret door found: the dungeon had no way on left
	EvFinish                        // the players end the quest after the goal
	EvCampaign                      // a campaign's quest ended, its shop served a hero (Mini), or the party set out
)

// Blow is one attack resolved: the attack roll against its Success stat,
// whether it was a Vital Hit, the defence roll if any, and the wounds.
type Blow struct {
	Kind    string // "fight", "shoot" or "spell"
	Success int
	Roll    Percent
	Hit     bool
	Vital   bool
	Defends bool // the defender rolled (a hit that was not Vital, not a spell)
	Defend  int
	DefRoll Percent
	Wounds  int
}

// Event is one thing that happened, with the words that explain it.
type Event struct {
	Kind        EventKind
	Mini, Other int8 // mini indexes, -1 when none
	N, M        int
	Blow        Blow
	Text        string
	Rolled      bool
	Card        string       // the card or tile id drawn, laid or chosen
	Squares     []grid.Point // a tile's squares laid, an enemy's footprint
	Overlap     []grid.Point // a tile's squares that overlap tiles laid before
}

// String explains the event in plain words.
func (e Event) String() string { return e.Text }

// Chance reports whether the event revealed a roll.
func (e Event) Chance() bool { return e.Rolled }

func (g *Game) event(k EventKind, mini, other int, format string, args ...any) Event {
	return Event{Kind: k, Mini: int8(mini), Other: int8(other), Text: fmt.Sprintf(format, args...)}
}

// blowText explains a blow: "Thomas fights Goblin g: 23 against 60%, a
// hit; Goblin g defends 64 against 20%, fails: 1 wound".
func (g *Game) blowText(att, def int, b Blow) string {
	var s strings.Builder
	verb := map[string]string{"fight": "attacks", "shoot": "shoots at", "spell": "casts at"}[b.Kind]
	fmt.Fprintf(&s, "%s %s %s: rolls %d against %d%%", g.name(att), verb, g.name(def), b.Roll.Value, b.Success)
	switch {
	case b.Vital:
		fmt.Fprintf(&s, ", a Vital Hit (5%% or less): no defence, 2 wounds")
	case !b.Hit:
		s.WriteString(", a miss")
	case !b.Defends:
		fmt.Fprintf(&s, ", a hit: no defence against a spell, %d wound(s)", b.Wounds)
	case b.Wounds == 0:
		fmt.Fprintf(&s, ", a hit; %s defends with %d against %d%%: not wounded", g.name(def), b.DefRoll.Value, b.Defend)
	default:
		fmt.Fprintf(&s, ", a hit; %s defends with %d against %d%%: fails, loses %d Health", g.name(def), b.DefRoll.Value, b.Defend, b.Wounds)
	}
	return s.String()
}
