package tunnel

import (
	"fmt"
	"strings"

	"skirmish/rules/grid"
)

// EventKind is what an Event reports.
type EventKind uint8

// The events of Tunnel Fighters, in the order they can occur in a turn.
const (
	EvTurnStart  EventKind = iota // Side's turn begins; its Stamina is restored
	EvMoved                       // Model moved along Path and faces Facing; N: charge spaces so far (0: not charging)
	EvTurned                      // Model turned to Facing
	EvDoorOpened                  // Model opened the door on To
	EvRecovered                   // Model got up, facing Facing
	EvSwing                       // Model swings at Other committing N Stamina, plus M charge dice: Dice Attack Dice
	EvNoDefence                   // Other rolls no Defence Dice; Reason says why
	EvDefence                     // Other spends N Stamina: Dice Defence Dice
	EvRolled                      // the dice: Attack[:NA] against Defence[:ND]
	EvCancelled                   // matching pairs removed: Pairs[:NP]; Left[:NL] Attack Dice remaining, Unused[:NU] Defence Dice
	EvDraw                        // no Attack Dice left
	EvResult                      // the attacker applies result N (M=1: the only number left, not picked)
	EvDamaged                     // Other takes N damage, M Endurance left
	EvKilled                      // Other is dead and removed
	EvShunted                     // Other is forced from From to To
	EvPinned                      // Other has no square to be shunted to
	EvFloored                     // Other falls prone (M=1: it already was)
	EvRoared                      // Model recovers N Stamina, M now
	EvTurnEnd                     // Side ends its turn
	EvGameOver                    // Side wins (-1: a draw); Reason says why
)

// Event is one thing that happened. It carries names so that it can be
// explained without the state.
type Event struct {
	Kind            EventKind
	Model, Other    int8 // model indexes, -1 when none
	Name, OtherName string
	Side            int8
	SideName        string
	Round           int16
	N, M, Dice      int8
	Steps           int8
	Path            [2]grid.Point
	From, To        grid.Point
	Facing          grid.Dir
	Attack, Defence [MaxDice]uint8
	NA, ND          int8
	Pairs           [MaxDice]uint8
	NP              int8
	Left            [MaxDice]uint8
	NL              int8
	Unused          [MaxDice]uint8
	NU              int8
	Reason          string
	Strength        int8 // EvSwing and EvDefence: the model's Strength
}

// Chance reports whether the event revealed a roll.
func (e Event) Chance() bool { return e.Kind == EvRolled }

// ResultNames are the six results of an Attack Die, from the seed.
var ResultNames = [7]string{"", "Git Shot", "Shunt", "Strike", "Floor", "Roar", "Heavy Blow"}

// ResultEffects explain each result in a few words.
var ResultEffects = [7]string{"",
	"the defender takes 1 damage",
	"the defender is forced one space back or to either side",
	"the defender takes 2 damage",
	"the defender falls prone",
	"the attacker recovers 3 Stamina (up to its starting level)",
	"the defender takes 3 damage",
}

// String explains the event in plain words, naming the rule applied.
func (e Event) String() string {
	switch e.Kind {
	case EvTurnStart:
		return fmt.Sprintf("Round %d: %s to act. Their Stamina is restored to its starting level.", e.Round, e.SideName)
	case EvMoved:
		s := fmt.Sprintf("%s moves to %s and faces %s.", e.Name, pathText(e.Path[:e.Steps]), e.Facing)
		if e.N > 0 {
			s += fmt.Sprintf(" Charging: %d %s so far.", e.N, plural(int(e.N), "space", "spaces"))
		}
		return s
	case EvTurned:
		return fmt.Sprintf("%s turns to face %s (1 Stamina).", e.Name, e.Facing)
	case EvDoorOpened:
		return fmt.Sprintf("%s opens the door at %s (1 Stamina).", e.Name, e.To)
	case EvRecovered:
		return fmt.Sprintf("%s gets up and faces %s (1 Stamina).", e.Name, e.Facing)
	case EvSwing:
		s := fmt.Sprintf("%s takes a swing at %s: %d Strength + %d Stamina", e.Name, e.OtherName, e.Strength, e.N)
		if e.M > 0 {
			s += fmt.Sprintf(" + %d for the charge (%s never saw it coming)", e.M, e.OtherName)
		}
		s += fmt.Sprintf(" = %d Attack Dice", e.Dice)
		if int(e.Strength)+int(e.N)+int(e.M) > MaxDice {
			s += " (at most 10)"
		}
		return s + "."
	case EvNoDefence:
		return fmt.Sprintf("%s %s: no Defence Dice.", e.OtherName, e.Reason)
	case EvDefence:
		s := fmt.Sprintf("%s defends: %d Strength", e.OtherName, e.Strength)
		if e.N > 0 {
			s += fmt.Sprintf(" + %d leftover Stamina", e.N)
		}
		return s + fmt.Sprintf(" = %d Defence Dice.", e.Dice)
	case EvRolled:
		s := "The " + diceShow("Attack", e.Attack[:e.NA])
		if e.ND > 0 {
			s += "; the " + diceShow("Defence", e.Defence[:e.ND])
		}
		return s + "."
	case EvCancelled:
		return cancelText(e.Pairs[:e.NP], e.Left[:e.NL], e.Unused[:e.NU])
	case EvDraw:
		return "With no Attack Dice remaining, the swing is a draw."
	case EvResult:
		if e.M == 1 {
			return fmt.Sprintf("The only number left is %d, a %s: %s.", e.N, ResultNames[e.N], ResultEffects[e.N])
		}
		return fmt.Sprintf("%s picks the %d, a %s: %s.", e.Name, e.N, ResultNames[e.N], ResultEffects[e.N])
	case EvDamaged:
		return fmt.Sprintf("%s takes %d damage (%d Endurance left).", e.OtherName, e.N, e.M)
	case EvKilled:
		return fmt.Sprintf("%s has no Endurance left: dead, and removed from the tunnels.", e.OtherName)
	case EvShunted:
		return fmt.Sprintf("%s is shunted from %s to %s.", e.OtherName, e.From, e.To)
	case EvPinned:
		return fmt.Sprintf("%s has no free space behind or beside it: the Shunt has no effect.", e.OtherName)
	case EvFloored:
		if e.M == 1 {
			return fmt.Sprintf("%s is already prone.", e.OtherName)
		}
		return fmt.Sprintf("%s falls prone: no actions until it Recovers, no Defence Dice meanwhile.", e.OtherName)
	case EvRoared:
		return fmt.Sprintf("%s roars and recovers %d Stamina (now %d); it may act on but not swing again this turn.", e.Name, e.N, e.M)
	case EvTurnEnd:
		return fmt.Sprintf("%s end their turn.", e.SideName)
	case EvGameOver:
		if e.Side < 0 {
			return "The game is a draw: " + e.Reason + "."
		}
		return fmt.Sprintf("%s win: %s.", e.SideName, e.Reason)
	}
	return fmt.Sprintf("event %d", e.Kind)
}

func pathText(path []grid.Point) string {
	parts := make([]string, len(path))
	for i, p := range path {
		parts[i] = p.String()
	}
	return strings.Join(parts, " then ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
