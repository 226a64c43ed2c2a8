package input

import "github.com/hajimehoshi/ebiten/v2"

// Typing: a text field (a hero's name) reads the keys pressed this tick as
// characters. The keys still give their intents (W is also Up): a screen
// that types filters the keyboard's events out while its field has the
// keys.

// Typed appends to dst the characters of the keys pressed this tick, in
// order: letters (capitals with Shift), digits, space, hyphen and apostrophe; and
// '\b' for Backspace, '\n' for Enter and '\x1b' for Escape, for the field
// to edit, finish or cancel.
func (l *Layer) Typed(dst []rune) []rune {
	shift := false
	for _, e := range l.edges {
		switch e.Key {
		case ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight:
			shift = e.Down
			continue
		}
		if !e.Down {
			continue
		}
		if r := keyRune(e.Key, shift || l.anyKey(ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight)); r != 0 {
			dst = append(dst, r)
		}
	}
	return dst
}

// keyRune is the character key k types, or 0.
func keyRune(k ebiten.Key, shift bool) rune {
	switch {
	case k >= ebiten.KeyA && k <= ebiten.KeyZ:
		if shift {
			return 'A' + rune(k-ebiten.KeyA)
		}
		return 'a' + rune(k-ebiten.KeyA)
	case k >= ebiten.KeyDigit0 && k <= ebiten.KeyDigit9:
		return '0' + rune(k-ebiten.KeyDigit0)
	}
	switch k {
	case ebiten.KeySpace:
		return ' '
	case ebiten.KeyMinus:
		return '-'
	case ebiten.KeyQuote:
		return '\''
	case ebiten.KeyBackspace:
		return '\b'
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
		return '\n'
	case ebiten.KeyEscape:
		return '\x1b'
	}
	return 0
}
