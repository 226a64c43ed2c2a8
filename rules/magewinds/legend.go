package magewinds

import (
	"fmt"
	"strings"

	"skirmish/rules/magewinds/cards"
)

// Legend says what the marks of Describe's text mean: the fighters' ids,
// the positions in inches, the action counters and the short card names. It
// implements rules.Legend; the suits are read from the cards package, so the
// key names the letters Describe prints.
func (Ruleset) Legend() string {
	var suits []string
	for s := range cards.Suit(cards.NumSuits) {
		suits = append(suits, fmt.Sprintf("%c %s (%s)", s.Letter(), s, s.Wind()))
	}
	return `The battle is described in words, side by side:
  a1, b2   a fighter: a for the first side listed, b for the second, then
           its number (actions name fighters so: a1 attack b2 1)
  (x, y)   where a fighter stands, in inches from the battlefield's
           north-west corner: x to the east, y to the south
  damage   damage taken of its Toughness; out of action at the Toughness
  actions  its action counters this round: 0 none, 1 single, 2 double
           (a fighter with a double counter acts no more this round)
  cards    rank (A, 2-10, J, Q, K) then suit, as 10H:
           ` + strings.Join(suits, ", ") + `
`
}
