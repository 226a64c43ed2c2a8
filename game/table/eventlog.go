package table

import (
	"skirmish/game/session"
	"skirmish/rules"
)

// Everything is the seat of a review, which reads every event whole: the
// other seats' hands, blind draws and hidden moves included.
const Everything rules.Seat = -2

// EventLog is a table's log: the events of every action of the history up
// to the position shown, kept as events (not text), so that each seat
// reads them as it may see them (EventFor). It follows the history, so
// undo and redo keep it true.
type EventLog struct {
	Entries []LogEntry
	Header  string // the first line of a review's log, or ""
}

// LogEntry is the events of one action and the position they led to.
type LogEntry struct {
	After  rules.State
	Events []rules.Event
}

// Sync brings the log in line with the session's history: the entries of
// actions undone or replaced go, those of new actions come.
func (l *EventLog) Sync(ses *session.Session) {
	h := ses.History()
	n := h.Len()
	if len(l.Entries) == n && (n == 0 || l.Entries[n-1].After == h.At(n)) {
		return
	}
	keep := 0
	for keep < min(n, len(l.Entries)) && l.Entries[keep].After == h.At(keep+1) {
		keep++
	}
	l.Entries = l.Entries[:keep]
	acts := h.Actions()
	for i := keep; i < n; i++ {
		evs, _ := h.At(i).Clone().Apply(acts[i])
		l.Entries = append(l.Entries, LogEntry{After: h.At(i + 1), Events: evs})
	}
}

// Lines returns the last most lines of the log as seat may read them, the
// header first.
func (l *EventLog) Lines(seat rules.Seat, most int) []string {
	var out []string
	if l.Header != "" {
		out = append(out, l.Header)
		most--
	}
	var tail []string
	for i := len(l.Entries) - 1; i >= 0 && len(tail) < most; i-- {
		evs := l.Entries[i].Events
		for k := len(evs) - 1; k >= 0 && len(tail) < most; k-- {
			tail = append(tail, EventFor(evs[k], seat).String())
		}
	}
	for i := len(tail) - 1; i >= 0; i-- {
		out = append(out, tail[i])
	}
	return out
}

// All returns every line of the log as seat may read it, oldest first.
func (l *EventLog) All(seat rules.Seat) []string {
	var out []string
	for _, e := range l.Entries {
		for _, ev := range e.Events {
			out = append(out, EventFor(ev, seat).String())
		}
	}
	return out
}

// EventFor is the event as seat may see it: whole for Everything (a
// review), else as rules.EventFor gives it.
func EventFor(e rules.Event, seat rules.Seat) rules.Event {
	if seat == Everything {
		return e
	}
	return rules.EventFor(e, seat)
}
