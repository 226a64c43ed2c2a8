package cli

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// help prints how to play in the console: the ruleset's examples of
// actions, the commands, and what the board's characters mean (the key the
// console also prints under the first board and with "board").
func (c *console) help() {
	rs := c.ses.Ruleset
	var b strings.Builder
	b.WriteString("Type an action in notation, or a number from the last list.")
	examples := rs.Examples()
	width := 0
	for _, ex := range examples {
		width = max(width, len(ex.Action))
	}
	if len(examples) > 0 {
		fmt.Fprintf(&b, " %s actions are written so:\n", rs.Name())
	}
	for _, ex := range examples {
		fmt.Fprintf(&b, "  %-*s  %s\n", width, ex.Action, ex.Means)
	}
	b.WriteString("Commands:\n")
	if who := listExample(examples); who != "" {
		fmt.Fprintf(&b, "  list [WHO]       list the legal actions, or only those of WHO (list %s)\n", who)
	} else {
		b.WriteString("  list             list the legal actions\n")
	}
	if ex, ok := c.oddsExample(); ok {
		fmt.Fprintf(&b, "  odds ACTION      exact odds of an action that rolls dice, e.g. odds %s\n", ex)
	}
	b.WriteString(`  undo, redo       take back or play again your last decision and the answers to it
                   (undo stops at the last dice roll)
  save FILE        write the game so far as a replay file
  board            draw the board again
  quit
`)
	if key := c.legend(); key != "" {
		b.WriteString(key)
	} else {
		fmt.Fprintf(&b, "%s draws no map: the board lists the position in words.\n", rs.Name())
	}
	fmt.Fprint(c.stdout, b.String())
}

// legend returns the key to the board the ruleset draws (rules.Legend),
// under a heading and ending its last line, or "" when the ruleset gives
// none.
func (c *console) legend() string {
	l, ok := c.ses.Ruleset.(rules.Legend)
	if !ok {
		return ""
	}
	key := l.Legend()
	if !strings.HasSuffix(key, "\n") {
		key += "\n" // else the prompt would follow on the key's last line
	}
	return "Key to the board:\n" + key
}

// listExample returns the first word of the first example that names who
// acts ("A" in "A move c3-c4 E"), or "" when no example does.
func listExample(examples []rules.Example) string {
	for _, ex := range examples {
		if who, _, ok := strings.Cut(ex.Action, " "); ok {
			return who
		}
	}
	return ""
}

// oddsExample returns the first of the ruleset's examples that rolls dice
// (rules.Example.Rolls), and false when none does (a ruleset without dice,
// whose help then leaves odds out).
func (c *console) oddsExample() (string, bool) {
	for _, ex := range c.ses.Ruleset.Examples() {
		if ex.Rolls {
			return ex.Action, true
		}
	}
	return "", false
}
