package arena

import "fmt"

// EventKind is what an Event reports.
type EventKind uint8

// The events of Arena.
const (
	EvRound      EventKind = iota // a round begins: every fighter's AP is Speed + 3
	EvInitiative                  // dice broke a tie for the initiative
	EvMoved                       // Who moved From .. To
	EvDrew                        // Who drew Item
	EvDropped                     // Who dropped Item
	EvHeld                        // Who holds for the rest of the round
	EvAttack                      // Who attacks Other; AP paid
	EvResist                      // Other resists Who; AP paid
	EvRolled                      // the roller's 2D6 (Dice), Total against TN
	EvTie                         // the roll met the TN exactly; Who chose (Text says what)
	EvDamage                      // Other takes Damage from Who: Dice, Amount raw, HP lost
	EvFell                        // Other falls at 0 HP or below
	EvSave                        // Who tends Other: the death save and its result
	EvOver                        // the bout ended; Text says why
	EvMustered                    // a side changed its force (secret: muster.go)
	EvReady                       // a side declared its force ready
	EvForces                      // both forces are revealed and the bout begins
	EvGrappled                    // Who and Other grapple each other
	EvReleased                    // Who and Other grapple no more
	EvPushed                      // Other is pushed back by Who's ram (Amount: steps)
	EvFall                        // Who falls Amount steps; Text says whether it broke the fall
	EvProne                       // Who is prone, or gets up (Text says which)
	EvEntangled                   // Who is caught in a web or mud, or pulls free (Text says which)
	EvFlew                        // Who flew to its square
	EvLate                        // Who, slow, acts at the end of the round
	EvGuard                       // Who guards Other
	EvPast                        // a roll or a bypass gets Who past a guard to Other
	EvBypass                      // Who tries to get past Other's guard: Dice, Total against TN
	EvDisarm                      // Who knocks Other's weapon flying; Text says where it lands
	EvPicked                      // Who picked up an item from the ground
	EvSneak                       // Who sneak attacks Other: Dice, Total against TN
	EvAmbush                      // the ambushers' roll at the bout's start and what it did
	EvNoticed                     // the unaware notice the fight
	EvSense                       // Who in the dark rolls Wits + Vigilance (Dice, Total against TN) before its action
	EvMishap                      // Who failed to sense its way: the table's result (Dice), Text says what
	EvReload                      // Who spends its round reloading Item
	EvBreath                      // Who begins or ends holding its breath, or breathes in
	EvRetreat                     // Who runs: Speed + Athletics (Dice, Total against TN); Amount 1 if it fled
	EvWound                       // Other's permanent wound: a Penalty (Dice) to an Attribute
)

// Event is one thing that happened, with its explanation in Text.
type Event struct {
	Kind   EventKind
	Who    int8 // -1 when none
	Other  int8 // -1 when none
	Dice   []uint8
	Amount int // EvRolled: the total; EvDamage: the raw Damage
	TN     int // EvRolled, EvSave: the TN
	HP     int // EvDamage: HP lost
	DR     int // EvDamage: the DR the Damage met (banded, less what the Margin went round)
	FP     int // EvDamage: the Fate Points spent on it
	Text   string
	chance bool
	secret int8   // 0: public; s+1: only side s reads Text (For)
	public string // what the others read instead
}

// String explains the event in plain words.
func (e Event) String() string { return e.Text }

// Chance reports whether the event revealed a roll.
func (e Event) Chance() bool { return e.chance }

func (g *Game) event(k EventKind, who, other int, format string, args ...any) Event {
	return Event{Kind: k, Who: int8(who), Other: int8(other), Text: fmt.Sprintf(format, args...)}
}

func sum(d []uint8) int {
	t := 0
	for _, v := range d {
		t += int(v)
	}
	return t
}
