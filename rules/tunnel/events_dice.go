package tunnel

import (
	"strconv"
	"strings"
)

// The words of the events that show dice: a roll, the matching pairs that
// cancel and what they leave, the result.

// cancelText explains the cancelling of a swing (seed: "one 2 and the 5
// cancel out leaving remaining Attack Dice of 1, 2 and 4 and an unused
// Defence Dice of 3"): which pairs cancel, then the Attack Dice that remain
// and the Defence Dice left unused.
//
//	A pair of 2s and a pair of 5s cancel out. Attack Dice 1, 2 and 4 remain, and Defence Die 3 is unused.
func cancelText(pairs, left, unused []uint8) string {
	var b strings.Builder
	if len(pairs) == 0 {
		b.WriteString("No Attack Die matches a Defence Die, so none cancel. ")
	} else {
		b.WriteString(capitalise(pairsText(pairs)))
		b.WriteString(plural(len(pairs), " cancels out. ", " cancel out. "))
	}
	switch {
	case len(left) == 0 && len(unused) == 0:
		b.WriteString("No dice remain on either side.")
		return b.String()
	case len(left) == 0:
		b.WriteString("No Attack Dice remain")
	default:
		b.WriteString(diceNamed("Attack", left) + plural(len(left), " remains", " remain"))
	}
	if len(unused) == 0 {
		b.WriteString(", and no Defence Dice remain.")
	} else {
		b.WriteString(", and " + diceNamed("Defence", unused) + plural(len(unused), " is unused.", " are unused."))
	}
	return b.String()
}

// pairsText names the cancelled pairs by number, lowest first: "a pair of
// 2s and a pair of 5s", "two pairs of 3s".
func pairsText(pairs []uint8) string {
	var counts [7]int
	for _, v := range pairs {
		counts[v]++
	}
	var parts []string
	for v, n := range counts {
		switch {
		case n == 1:
			parts = append(parts, "a pair of "+strconv.Itoa(v)+"s")
		case n > 1:
			parts = append(parts, countWord(n)+" pairs of "+strconv.Itoa(v)+"s")
		}
	}
	return listWords(parts)
}

// diceShow says what dice of a kind show: "Attack Dice show 1, 2 and 4",
// "Defence Die shows 3".
func diceShow(kind string, d []uint8) string {
	return kind + plural(len(d), " Die shows ", " Dice show ") + numbers(d)
}

// diceNamed names dice of a kind with their numbers: "Attack Dice 1, 2 and
// 4", "Defence Die 3".
func diceNamed(kind string, d []uint8) string {
	return kind + plural(len(d), " Die ", " Dice ") + numbers(d)
}

// numbers lists the numbers on dice as in a sentence: "4", "1 and 2",
// "1, 2 and 4".
func numbers(d []uint8) string {
	parts := make([]string, len(d))
	for i, v := range d {
		parts[i] = strconv.Itoa(int(v))
	}
	return listWords(parts)
}

// listWords joins words as in a sentence: "a", "a and b", "a, b and c".
func listWords(w []string) string {
	switch len(w) {
	case 0:
		return ""
	case 1:
		return w[0]
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}

// countWord spells a small count: "two" to "ten".
func countWord(n int) string {
	words := [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}

// capitalise returns s with its first letter upper case.
func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
