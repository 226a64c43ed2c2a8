// Package cards holds the magic deck of the Magewinds ruleset: the 52 playing
// cards, spell casting costs and how a hand pays them, and the exact odds of
// an attack roll.
//
// Everything is integer: card worths are whole numbers and the odds are exact
// counts of equally likely dice rolls, never floating-point probabilities.
// Nothing here uses a global random generator; Shuffle takes the game's own.
//
// The seed's words: "The four types of cards are: Heart (wind of Life),
// Diamond (Light), Club (Death), Spade (Darkness)." "When spending cards, face
// cards (Jacks, Queens, and Kings) are worth two cards of their type, while
// Aces are worth three of their type." A spell's casting cost is "stated as one
// or more magic cards of one or more types", and "To spend magic cards,
// discard them from your hand."
//
// The rulings this package makes where the seed is silent are written on the
// names they govern: Card.Value, ParseCost, Cost.Check, Cost.Pay,
// Cost.Options, Cost.Affordable, TargetNumber, Hits and Damage.
package cards
