package elements

import (
	"skirmish/game/session"
	"skirmish/rules"
)

// clanLog is the game's log: the events of every action of the history up
// to the position shown, kept as events, so that each seat reads them as
// it may see them (rules.EventFor): a hidden model's move reads "Something
// moves in the shadows" to the other side. It follows the history, so
// undo and redo keep it true.
type clanLog struct {
	entries []logEntry
	header  string // the first line of a review's log
}

// logEntry is the events of one action and the position they led to.
type logEntry struct {
	after rules.State
	evs   []rules.Event
}

// sync brings the log in line with the session's history.
func (l *clanLog) sync(ses *session.Session) {
	h := ses.History()
	n := h.Len()
	if len(l.entries) == n && (n == 0 || l.entries[n-1].after == h.At(n)) {
		return
	}
	keep := 0
	for keep < min(n, len(l.entries)) && l.entries[keep].after == h.At(keep+1) {
		keep++
	}
	l.entries = l.entries[:keep]
	acts := h.Actions()
	for i := keep; i < n; i++ {
		evs, _ := h.At(i).Clone().Apply(acts[i])
		l.entries = append(l.entries, logEntry{after: h.At(i + 1), evs: evs})
	}
}

// lines returns the last most lines of the log as seat may read them
// (everything: each event whole), the header of a review first.
func (l *clanLog) lines(seat rules.Seat, most int) []string {
	var out []string
	if l.header != "" {
		out = append(out, l.header)
		most--
	}
	var tail []string
	for i := len(l.entries) - 1; i >= 0 && len(tail) < most; i-- {
		evs := l.entries[i].evs
		for k := len(evs) - 1; k >= 0 && len(tail) < most; k-- {
			tail = append(tail, eventFor(evs[k], seat).String())
		}
	}
	for i := len(tail) - 1; i >= 0; i-- {
		out = append(out, tail[i])
	}
	return out
}

// eventFor is the event as seat may see it: whole for a review
// (everything), else as rules.EventFor gives it.
func eventFor(e rules.Event, seat rules.Seat) rules.Event {
	if seat == everything {
		return e
	}
	return rules.EventFor(e, seat)
}
