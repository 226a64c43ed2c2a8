package cli

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

// runConsole plays a game in the terminal: the board as text, actions typed
// in notation or picked by number, undo and redo, replays saved on request.
func runConsole(args []string, e *env) error {
	fs := newFlags("console", e)
	var p position
	p.register(fs)
	list := fs.String("players", "human,ai", "comma-separated player per seat: human, ai or random")
	undo := fs.String("undo", "until-dice", "undo policy: free, until-dice or none")
	seedSet := false
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
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
	names := strings.Split(*list, ",")
	humans := map[int]bool{}
	botNames := make([]string, len(names))
	for i, n := range names {
		if strings.TrimSpace(n) == "human" {
			humans[i] = true
			botNames[i] = "random" // placeholder seat, never asked
		} else {
			botNames[i] = strings.TrimSpace(n)
		}
	}
	players, _, err := makePlayers(g.rs, g.state, strings.Join(botNames, ","), p.seed)
	if err != nil {
		return err
	}
	c := &console{env: e, g: g, hist: rules.NewHistory(g.state, policy), players: players, humans: humans, in: bufio.NewScanner(e.stdin)}
	fmt.Fprintf(e.stdout, "%s: %s (seed %d). Type \"help\" for commands.\n\n", g.rs.Name(), g.sc.Title, p.seed)
	return c.loop()
}

type console struct {
	*env
	g       *game
	hist    *rules.History
	players []rules.Player
	humans  map[int]bool
	in      *bufio.Scanner
	listed  []rules.Action
}

func (c *console) loop() error {
	shown := -1
	for {
		st := c.hist.Current()
		seats := st.ToAct()
		human := len(seats) == 0 || c.humans[int(seats[0])]
		if human && shown != c.hist.Len() {
			fmt.Fprint(c.stdout, "\n"+st.Describe())
			shown = c.hist.Len()
			if st.Outcome().Over {
				fmt.Fprintln(c.stdout, "Type \"save FILE\" to keep the replay, \"undo\" to step back, or \"quit\".")
			}
		}
		if len(seats) > 0 && !c.humans[int(seats[0])] {
			a, err := c.players[seats[0]].Choose(st, seats[0])
			if err != nil {
				return err
			}
			fmt.Fprintf(c.stdout, "%s plays: %s\n", st.Seats()[seats[0]].Name, a)
			if err := c.apply(a); err != nil {
				return err
			}
			continue
		}
		if len(seats) > 0 {
			fmt.Fprintf(c.stdout, "%s> ", st.Seats()[seats[0]].Name)
		} else {
			fmt.Fprint(c.stdout, "> ")
		}
		if !c.in.Scan() {
			fmt.Fprintln(c.stdout)
			return c.in.Err()
		}
		if quit := c.command(strings.TrimSpace(c.in.Text())); quit {
			return nil
		}
	}
}

func (c *console) apply(a rules.Action) error {
	evs, err := c.hist.Apply(a)
	if err != nil {
		return err
	}
	for _, ev := range evs {
		fmt.Fprintf(c.stdout, "  %s\n", ev)
	}
	return nil
}

// command runs one typed line and reports whether to quit.
func (c *console) command(line string) bool {
	st := c.hist.Current()
	word, rest, _ := strings.Cut(line, " ")
	switch word {
	case "":
	case "quit", "exit":
		return true
	case "help", "?":
		fmt.Fprintln(c.stdout, `Type an action in notation (e.g. "A move c3-c4 E", "A swing d4 2", "end"),
or a number from the last list. Commands:
  list [LETTER]    list the legal actions (of one model)
  odds ACTION      exact odds of a swing, e.g. odds A swing d4 2
  undo, redo       step back or forward (undo stops at the last dice roll)
  save FILE        write the game so far as a replay file
  board            draw the board again
  quit`)
	case "list":
		c.list(strings.TrimSpace(rest))
	case "board":
		fmt.Fprint(c.stdout, st.Describe())
	case "undo":
		for {
			if err := c.hist.Undo(); err != nil {
				fmt.Fprintln(c.stdout, err)
				break
			}
			// Step back over the computer's actions to a human decision.
			if s := c.hist.Current().ToAct(); len(s) > 0 && c.humans[int(s[0])] {
				break
			}
		}
	case "redo":
		if err := c.hist.Redo(); err != nil {
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
				fmt.Fprintf(c.stdout, "no action %d in the last list (type list)\n", n)
				return false
			}
			a = c.listed[n-1]
		} else if a, err = st.ParseAction(line); err != nil {
			fmt.Fprintln(c.stdout, err)
			return false
		}
		if err := c.apply(a); err != nil {
			fmt.Fprintln(c.stdout, err)
		}
		c.listed = nil
	}
	return false
}

func (c *console) list(model string) {
	st := c.hist.Current()
	c.listed = c.listed[:0]
	for _, s := range st.ToAct() {
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
	st := c.hist.Current()
	a, err := st.ParseAction(strings.TrimSpace(text))
	if err != nil {
		fmt.Fprintln(c.stdout, err)
		return
	}
	o, err := st.Odds(a)
	if err != nil {
		fmt.Fprintln(c.stdout, err)
		return
	}
	for _, cs := range o.Cases {
		fmt.Fprintf(c.stdout, "%s\n", cs.Condition)
		for _, out := range cs.Outcomes {
			fmt.Fprintf(c.stdout, "  %-24s %6.2f%%\n", out.Label, out.Percent(cs.Total))
		}
	}
}

func (c *console) save(path string) {
	if path == "" {
		fmt.Fprintln(c.stdout, "usage: save FILE")
		return
	}
	r := catalog.NewReplay(c.g.rs, c.g.sc, c.g.seed, c.g.opts)
	for i, a := range c.hist.Actions() {
		r.Record(a, c.hist.At(i+1))
	}
	if err := writeFileAtomic(path, r.Marshal()); err != nil {
		fmt.Fprintln(c.stdout, err)
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
	return os.Rename(tmp, path)
}
