package rules

import (
	"strconv"
)

// Scanner splits an action's notation into space-separated words and keeps
// their columns, so that parse errors can point at the word at fault.
type Scanner struct {
	in  string
	pos int
}

// NewScanner returns a scanner over s.
func NewScanner(s string) *Scanner { return &Scanner{in: s} }

// Input returns the text being scanned.
func (s *Scanner) Input() string { return s.in }

// Next returns the next word and its 1-based column, or "" and the column of
// the end of the text when there are no words left.
func (s *Scanner) Next() (string, int) {
	for s.pos < len(s.in) && isSpace(s.in[s.pos]) {
		s.pos++
	}
	start := s.pos
	for s.pos < len(s.in) && !isSpace(s.in[s.pos]) {
		s.pos++
	}
	return s.in[start:s.pos], start + 1
}

// Peek returns the next word without consuming it.
func (s *Scanner) Peek() string {
	save := s.pos
	w, _ := s.Next()
	s.pos = save
	return w
}

// Fail returns a *NotationError at column col.
func (s *Scanner) Fail(col int, expected string) error {
	return &NotationError{Input: s.in, Col: col, Expected: expected}
}

// Int reads the next word as a decimal integer within [lo, hi].
func (s *Scanner) Int(what string, lo, hi int) (int, error) {
	w, col := s.Next()
	n, err := strconv.Atoi(w)
	if err != nil || n < lo || n > hi {
		return 0, s.Fail(col, what+" ("+strconv.Itoa(lo)+".."+strconv.Itoa(hi)+")")
	}
	return n, nil
}

// End returns an error unless every word has been read.
func (s *Scanner) End() error {
	w, col := s.Next()
	if w != "" {
		return s.Fail(col, "the end of the action")
	}
	return nil
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }
