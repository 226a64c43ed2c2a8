package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"skirmish/fileio"
	"skirmish/game/session"
	"skirmish/rules"
)

// runConsole plays a game in the terminal: the board as text, actions typed
// in notation or picked by number, undo and redo, replays saved on request.
func runConsole(args []string, e *env) error {
	fs := newFlags("console", e)
	var p position
	p.register(fs)
	list := fs.String("players", "human,ai", "comma-separated player per seat: human, ai or random")
	undo := fs.String("undo", "until-dice", "undo policy: free, until-dice or none")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if p.actions != "" || p.actionsFile != "" {
		return usagef("the console starts at the beginning of the scenario; -actions and -actions-file are for play, odds and shot")
	}
	if !set(fs, "seed") {
		p.seed = uint64(time.Now().UnixNano()) % 1_000_000 // a new game each time; shown so it can be replayed
	}
	policy, err := rules.ParseUndoPolicy(*undo)
	if err != nil {
		return usageError{err}
	}
	g, err := p.setup()
	if err != nil {
		return err
	}
	sitters, err := session.ParseSitters(*list)
	if err != nil {
		return usageError{err}
	}
	ses, err := session.NewSession(g.Setup, sitters, policy)
	if err != nil {
		return usageError{err}
	}
	c := &console{env: e, ses: ses, in: bufio.NewReaderSize(e.stdin, maxLineBytes)}
	hint := ""
	if ex := g.Ruleset.Examples(); len(ex) > 0 {
		hint = fmt.Sprintf(" Type an action such as %q (%s),", ex[0].Action, ex[0].Means)
	}
	fmt.Fprintf(e.stdout, "%s: %s (seed %d).%s or \"help\" for commands.\n\n", g.Ruleset.Name(), g.Scenario.Title, p.seed, hint)
	return c.loop()
}

type console struct {
	*env
	ses    *session.Session
	in     *bufio.Reader
	listed []rules.Action

	line     int    // the number of lines read
	rejected int    // how many of them were refused
	first    string // the first refusal, for the message at the end of input
}

// reject tells the player why a line was refused and counts it.
func (c *console) reject(msg string) {
	fmt.Fprintln(c.stdout, msg)
	if c.rejected == 0 {
		c.first = fmt.Sprintf("line %d: %s", c.line, clip(msg, 200))
	}
	c.rejected++
}

// maxSkipBytes is how much of a line too long to read the console skips
// before it gives up on the input (a binary file, or /dev/zero).
const maxSkipBytes = 1 << 20

// readLine reads one line of input, without its end of line. A line longer
// than maxLineBytes is read to its end and refused, and so is a line that
// is not UTF-8 text; a line longer than maxSkipBytes ends the console.
func (c *console) readLine() (string, error) {
	chunk, more, err := c.in.ReadLine()
	if err != nil {
		return "", err
	}
	line := string(chunk)
	c.line++
	if more {
		n := len(chunk)
		for more && err == nil {
			if n > maxSkipBytes {
				return "", usagef("line %d of the input is longer than %s: is the input text? (a line is at most %s)", c.line, fileio.ByteSize(maxSkipBytes), fileio.ByteSize(maxLineBytes))
			}
			chunk, more, err = c.in.ReadLine()
			n += len(chunk)
		}
		if err != nil && err != io.EOF {
			return "", err
		}
		c.reject(fmt.Sprintf("the line is %s long; a line is at most %s (ignored)", fileio.ByteSize(int64(n)), fileio.ByteSize(maxLineBytes)))
		return "", nil
	}
	if !utf8.ValidString(line) || strings.ContainsRune(line, 0) {
		c.reject(fmt.Sprintf("the line is not text: %q (ignored)", clip(line, 60)))
		return "", nil
	}
	return line, nil
}

func (c *console) loop() error {
	shown := -1
	for {
		viewer := c.viewer()
		a, evs, moved, err := c.ses.StepComputer()
		if err != nil {
			return err
		}
		if moved {
			seat := c.ses.Actor(c.ses.History().Len() - 1) // several seats may have been deciding
			name := c.ses.State().Seats()[seat].Name
			if c.hidesInformation() {
				fmt.Fprintf(c.stdout, "%s plays:\n", name) // the action itself may hold a secret
			} else {
				fmt.Fprintf(c.stdout, "%s plays: %s\n", name, a)
			}
			c.printEvents(evs, viewer)
			continue
		}
		st := c.ses.State()
		if shown != c.ses.History().Len() {
			fmt.Fprint(c.stdout, "\n"+st.View(c.viewer()).Describe())
			if shown < 0 {
				fmt.Fprint(c.stdout, c.legend()) // once, under the first board; "board" shows it again
			}
			shown = c.ses.History().Len()
			if st.Outcome().Over {
				fmt.Fprintln(c.stdout, "Type \"save FILE\" to keep the replay, \"undo\" to step back, or \"quit\".")
			}
		}
		if seat, ok := c.ses.FirstHumanToAct(); ok {
			fmt.Fprintf(c.stdout, "%s> ", st.Seats()[seat].Name)
		} else {
			fmt.Fprint(c.stdout, "> ")
		}
		line, err := c.readLine()
		if err == io.EOF {
			fmt.Fprintln(c.stdout)
			if c.rejected > 0 {
				return usagef("input ended with %d of its %d lines refused; the first, %s", c.rejected, c.line, c.first)
			}
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading input: %w", err)
		}
		if quit := c.command(strings.TrimSpace(line)); quit {
			return nil
		}
	}
}

// printEvents prints events as seat may see them.
func (c *console) printEvents(evs []rules.Event, seat rules.Seat) {
	for _, ev := range evs {
		fmt.Fprintf(c.stdout, "  %s\n", rules.EventFor(ev, seat))
	}
}

// viewer returns the seat whose view the console shows: the human seat;
// with several, the human seat that must decide now, and the public view
// while the computer decides; with none, the public view.
func (c *console) viewer() rules.Seat {
	humans := 0
	seat := rules.Spectator
	for _, s := range c.ses.State().Seats() {
		if c.ses.Sitter(s.Seat) == session.Human {
			humans++
			seat = s.Seat
		}
	}
	if humans <= 1 {
		return seat
	}
	if d, ok := c.ses.FirstHumanToAct(); ok {
		return d
	}
	return rules.Spectator
}

// hidesInformation reports whether the ruleset keeps facts from some seats
// (cards in hand, face-down choices), so that the computer's actions are
// shown only through their events.
func (c *console) hidesInformation() bool {
	sec, ok := c.ses.Ruleset.(rules.Secretive)
	return ok && sec.HidesInformation()
}

// command runs one typed line and reports whether to quit.
func (c *console) command(line string) bool {
	st := c.ses.State()
	word, rest, _ := strings.Cut(line, " ")
	switch word {
	case "":
	case "quit", "exit":
		return true
	case "help", "?":
		c.help()
	case "list":
		c.list(strings.TrimSpace(rest))
	case "board":
		fmt.Fprint(c.stdout, st.View(c.viewer()).Describe()+c.legend())
	case "undo":
		if err := c.ses.Undo(); err != nil {
			fmt.Fprintln(c.stdout, err)
		}
	case "redo":
		if _, err := c.ses.RedoDecision(); err != nil { // the computer's recorded answers too
			fmt.Fprintln(c.stdout, err)
		}
	case "odds":
		c.odds(rest)
	case "save":
		c.save(strings.TrimSpace(rest))
	default:
		var a rules.Action
		if n, err := strconv.Atoi(line); err == nil {
			if n < 1 || n > len(c.listed) {
				c.reject(fmt.Sprintf("no action %d in the last list (type list)", n))
				return false
			}
			a = c.listed[n-1]
		} else if err := checkActionText("the action", line); err != nil {
			c.reject(err.Error())
			return false
		} else if a, err = st.ParseAction(line); err != nil {
			c.reject(err.Error())
			return false
		}
		viewer := c.viewer()
		evs, err := c.ses.Apply(a)
		if err != nil {
			c.reject(err.Error())
		}
		c.printEvents(evs, viewer)
		c.listed = nil
	}
	return false
}

func (c *console) list(model string) {
	st := c.ses.State()
	c.listed = c.listed[:0]
	viewer := c.viewer()
	for _, s := range st.ToAct() {
		if s != viewer {
			continue // the computer's choices are not the player's to see
		}
		for _, a := range st.Legal(s) {
			if model == "" || strings.HasPrefix(a.String(), model+" ") {
				c.listed = append(c.listed, a)
			}
		}
	}
	for i, a := range c.listed {
		fmt.Fprintf(c.stdout, "%4d  %s\n", i+1, a)
	}
	if len(c.listed) == 0 {
		fmt.Fprintln(c.stdout, "no legal actions")
	}
}

func (c *console) odds(text string) {
	st := c.ses.State().View(c.viewer())
	text = strings.TrimSpace(text)
	if err := checkActionText("the action", text); err != nil {
		c.reject(err.Error())
		return
	}
	a, err := st.ParseAction(text)
	if err != nil {
		c.reject(err.Error())
		return
	}
	o, err := st.Odds(a)
	if err != nil {
		c.reject(err.Error())
		return
	}
	for _, cs := range o.Cases {
		fmt.Fprintf(c.stdout, "%s\n", cs.Condition)
		for _, out := range cs.Outcomes {
			fmt.Fprintf(c.stdout, "  %-24s %6.2f%%\n", out.Label, percent(out.Count, cs.Total))
		}
	}
}

func (c *console) save(path string) {
	if path == "" {
		c.reject("usage: save FILE")
		return
	}
	r := c.ses.Replay()
	if err := writeFileAtomic(path, r.Marshal()); err != nil {
		c.reject(fmt.Sprintf("cannot save: %v", err))
		return
	}
	fmt.Fprintf(c.stdout, "saved %d actions to %s\n", len(r.Steps), path)
}

// writeFileAtomic writes data to a temporary file beside path, syncs it and
// renames it over path, so that path always holds a whole file.
func writeFileAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
