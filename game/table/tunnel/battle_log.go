package tunnel

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/session"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
	"skirmish/ui"
)

// battleLog is the combat log: the events of every action in the history up
// to the position shown, in plain words. It is derived from the history, so
// undo and redo keep it true.
type battleLog struct {
	entries [][]rules.Event // entries[i]: the events of action i
	text    string
	width   float64
	changed bool
}

// sync brings the log in line with the session's history.
func (l *battleLog) sync(s *session.Session) {
	h := s.History()
	n := h.Len()
	if len(l.entries) > n {
		l.entries = l.entries[:n]
		l.changed = true
	}
	acts := h.Actions()
	for i := len(l.entries); i < n; i++ {
		st := h.At(i).Clone()
		evs, _ := st.Apply(acts[i])
		l.entries = append(l.entries, evs)
		l.changed = true
	}
}

// setEvents replaces the log with the given events (the replay viewer).
func (l *battleLog) setEvents(evs [][]rules.Event) {
	l.entries = evs
	l.changed = true
}

// lastResult returns the result picked in the latest swing, 0 if none.
func (l *battleLog) lastResult() int {
	for i := len(l.entries) - 1; i >= 0; i-- {
		for k := len(l.entries[i]) - 1; k >= 0; k-- {
			if e, ok := l.entries[i][k].(tf.Event); ok {
				switch e.Kind {
				case tf.EvResult:
					return int(e.N)
				case tf.EvSwing:
					return 0
				}
			}
		}
	}
	return 0
}

// logActions is how many of the latest actions the log shows. The text area
// lays out and draws every line it holds whenever the panel is drawn: a log
// of a whole long game made each redraw cost thousands of glyphs, and
// Ebitengine keeps a vertex buffer as large as the largest frame (70 MB
// after 500 actions).
const logActions = 150

// Text returns the log as BBCode for the text area, newest last, wrapped
// to width pixels in face: the events of the latest logActions actions.
func (l *battleLog) Text(face text.Face, width float64) string {
	if !l.changed && l.text != "" && l.width == width {
		return l.text
	}
	l.width = width
	var b strings.Builder
	if len(l.entries) > logActions {
		b.WriteString("[color=A89A88](earlier actions are in the replay)[/color]\n")
	}
	for _, evs := range l.entries[max(0, len(l.entries)-logActions):] {
		for _, e := range evs {
			colour, indent := "", ""
			if te, ok := e.(tf.Event); ok {
				switch te.Kind {
				case tf.EvTurnStart:
					colour = "F2B14C"
				case tf.EvDamaged, tf.EvKilled:
					colour = "E8806E"
				case tf.EvGameOver:
					colour = "FFD27A"
				case tf.EvRolled, tf.EvCancelled, tf.EvResult, tf.EvDraw:
					indent = "   "
				}
			}
			for _, line := range ui.Wrap(escapeBB(e.String()), face, width-float64(len(indent))*4, "   ") {
				line = indent + line
				if colour != "" {
					line = "[color=" + colour + "]" + line + "[/color]"
				}
				b.WriteString(line)
				b.WriteByte('\n')
			}
		}
	}
	if b.Len() == 0 {
		b.WriteString("The fight has not started yet.\n")
	}
	l.text = strings.TrimRight(b.String(), "\n")
	l.changed = false
	return l.text
}

// escapeBB keeps square brackets in event text from reading as BBCode.
func escapeBB(s string) string {
	if !strings.ContainsAny(s, "[]") {
		return s
	}
	return strings.NewReplacer("[", "(", "]", ")").Replace(s)
}
