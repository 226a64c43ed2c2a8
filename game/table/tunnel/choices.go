package tunnel

import (
	"fmt"
	"slices"

	"skirmish/game/table"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// mode is the step of building an action in the battle screen.
type mode uint8

const (
	modeIdle   mode = iota // choose a model or an action
	modeMove               // choose where the selected model moves
	modeFacing             // choose a facing (after a move's destination, or for Turn and Recover)
	modeTarget             // choose whom to swing at
	modeCommit             // choose the Stamina to commit (or, defending, to spend)
	modeDoor               // choose the door to open
)

// pick is what the player has chosen so far of the action being built.
type pick struct {
	mode   mode
	sel    int        // selected model, -1 none
	kind   tf.Kind    // modeFacing: Move, Turn or Recover
	dest   grid.Point // modeFacing after Move: the destination
	facing grid.Dir   // modeFacing: the facing proposed
	target grid.Point // modeCommit: the swing's target
	commit int        // modeCommit: Stamina to commit or spend
}

// op says what choosing a Choice does.
type op uint8

const (
	opApply  op = iota // apply Action
	opMode             // enter Mode with Kind
	opLess             // one less Stamina
	opMore             // one more Stamina
	opBack             // step back
	opNext             // select the next model
	opFacing           // apply the Facing for the action being built
	opCommit           // modeCommit: go on to the odds with this target
)

// Choice is one entry of the action list: enabled or disabled with the
// reason.
type Choice struct {
	Label   string
	Icon    string
	Enabled bool
	Reason  string // why it is disabled, or what it does
	Group   int    // the group of the action list it is listed in (cgModel...)
	Half    bool   // short: shares a row with the next short choice of its group
	Op      op
	Action  tf.Action
	Mode    mode
	Kind    tf.Kind
	Facing  grid.Dir
	To      grid.Point
}

// The groups of the Tunnel action list, in the order shown: what the
// model does itself (move, turn, recover, and the actions not possible
// now), swings at enemies, doors to open, swings at friends (folded:
// rarely wanted, and confirmed before they are made), then Back, End
// turn or Next model.
const (
	cgModel = iota
	cgEnemy
	cgDoor
	cgFriend
	cgLast
)

// tunnelGroups are the headers of the groups.
var tunnelGroups = []table.ListGroup{
	cgModel:  {},
	cgEnemy:  {Title: "Swing at an enemy"},
	cgDoor:   {Title: "Open a door"},
	cgFriend: {Title: "Swing at a friend", Fold: true},
	cgLast:   {},
}

var kindLabels = [...]struct{ label, icon string }{
	tf.End:     {"End turn", "end"},
	tf.Move:    {"Move", "move"},
	tf.Turn:    {"Turn", "turn"},
	tf.Swing:   {"Take a Swing", "swing"},
	tf.Open:    {"Open a Door", "open"},
	tf.Recover: {"Recover", "recover"},
}

// choices lists the action list for the side deciding in g, given what
// the player has picked so far, in the order of its groups. It only reads
// g.
func choices(g *tf.Game, p *pick) []Choice {
	out := listChoices(g, p)
	slices.SortStableFunc(out, func(a, b Choice) int { return a.Group - b.Group })
	return out
}

// listChoices lists the choices of choices, not yet in the order of their
// groups.
func listChoices(g *tf.Game, p *pick) []Choice {
	var out []Choice
	switch g.Phase() {
	case tf.PhaseOver:
		return nil
	case tf.PhaseDefend:
		sw, _ := g.PendingSwing()
		t := g.Model(int(sw.Target))
		maxSpend := maxSpend(g)
		out = append(out,
			Choice{Label: "Less Stamina", Icon: "step-back", Enabled: p.commit > 0, Reason: "spend at least 0", Op: opLess, Half: true},
			Choice{Label: "More Stamina", Icon: "step-forward", Enabled: p.commit < maxSpend, Reason: fmt.Sprintf("%s may spend at most %d", g.Name(int(sw.Target)), maxSpend), Op: opMore, Half: true},
			Choice{Label: fmt.Sprintf("Defend with %d Stamina", p.commit), Icon: "defend", Enabled: true, Op: opApply,
				Action: tf.Action{Kind: tf.Defend, Model: t.ID, N: int8(p.commit)}},
		)
		return out
	case tf.PhasePick:
		sw, _ := g.PendingSwing()
		id := g.Model(int(sw.Attacker)).ID
		for _, v := range sw.Remaining() {
			out = append(out, Choice{Label: fmt.Sprintf("%d: %s", v, tf.ResultNames[v]), Icon: "pick", Enabled: true,
				Reason: tf.ResultEffects[v], Op: opApply, Action: tf.Action{Kind: tf.Pick, Model: id, N: int8(v)}})
		}
		return out
	case tf.PhaseShunt:
		var buf [8]tf.Action
		for _, a := range g.AppendLegal(buf[:0], g.ToActSide()) {
			out = append(out, Choice{Label: "Shunt to " + a.To.String(), Icon: "shunt", Enabled: true, Op: opApply, Action: a, To: a.To, Half: true})
		}
		return out
	}
	switch p.mode {
	case modeMove, modeTarget, modeDoor:
		return append(targetChoices(g, p), backChoice)
	case modeFacing:
		return append(facingChoices(g, p), backChoice)
	case modeCommit:
		maxC := maxCommit(g, p)
		return []Choice{
			{Label: "Less Stamina", Icon: "step-back", Enabled: p.commit > 1, Reason: "a swing commits at least 1 Stamina", Op: opLess, Half: true},
			{Label: "More Stamina", Icon: "step-forward", Enabled: p.commit < maxC, Reason: fmt.Sprintf("at most %d here", maxC), Op: opMore, Half: true},
			{Label: swingLabel(g, p), Icon: "swing", Enabled: true, Op: opApply,
				Action: tf.Action{Kind: tf.Swing, Model: g.Model(p.sel).ID, To: p.target, N: int8(p.commit)}},
			backChoice,
		}
	}
	if p.sel < 0 {
		return []Choice{
			{Label: "Next model", Icon: "eye", Enabled: true, Op: opNext, Reason: "select one of your models", Group: cgLast, Half: true},
			{Label: "End turn", Icon: "end", Enabled: true, Op: opApply, Action: tf.Action{Kind: tf.End}, Group: cgLast, Half: true},
		}
	}
	for _, k := range []tf.Kind{tf.Move, tf.Turn, tf.Swing, tf.Open, tf.Recover, tf.End} {
		why := g.KindWhyNot(p.sel, k)
		c := Choice{Label: kindLabels[k].label, Icon: kindLabels[k].icon, Enabled: why == "", Reason: why, Kind: k, Half: true}
		switch k {
		case tf.End:
			c.Op, c.Action, c.Group, c.Half = opApply, tf.Action{Kind: tf.End}, cgLast, false
		case tf.Move:
			c.Op, c.Mode = opMode, modeMove
		case tf.Turn, tf.Recover:
			c.Op, c.Mode = opMode, modeFacing
		case tf.Swing, tf.Open:
			if c.Enabled { // each target, each door, is a choice of its own
				sub := *p
				sub.mode = modeTarget
				if k == tf.Open {
					sub.mode = modeDoor
				}
				out = append(out, targetChoices(g, &sub)...)
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// backChoice steps back one choice.
var backChoice = Choice{Label: "Back", Icon: "step-back", Enabled: true, Op: opBack, Group: cgLast}

// targetChoices lists the squares of a Move, a Swing or an Open: a swing
// at a friend in the folded group of friends, whose choice asks for a
// confirmation (the Stamina to commit, "Swing at your own ...").
func targetChoices(g *tf.Game, p *pick) []Choice {
	var out []Choice
	for _, q := range squaresFor(g, p.sel, p.mode) {
		c := Choice{Enabled: true, To: q}
		switch p.mode {
		case modeMove:
			c.Label, c.Icon, c.Op, c.Kind, c.Half = "Move to "+q.String(), "move", opMode, tf.Move, true
		case modeTarget:
			c.Label, c.Icon, c.Op, c.Group = fmt.Sprintf("Swing at %s (%s)", g.Name(g.ModelAt(q)), q), "swing", opCommit, cgEnemy
			if isFriend(g, p.sel, q) {
				c.Label, c.Group = fmt.Sprintf("Swing at your own %s (%s)", g.Name(g.ModelAt(q)), q), cgFriend
			}
		case modeDoor:
			c.Label, c.Icon, c.Op, c.Group = "Open the door on "+q.String(), "open", opApply, cgDoor
			c.Action = tf.Action{Kind: tf.Open, Model: g.Model(p.sel).ID, To: q}
		}
		out = append(out, c)
	}
	return out
}

// isFriend reports whether a model of model i's side stands on q.
func isFriend(g *tf.Game, i int, q grid.Point) bool {
	j := g.ModelAt(q)
	return i >= 0 && j >= 0 && j != i && g.Model(j).Side == g.Model(i).Side
}

// enemyTargets returns the squares model i may swing at that hold an
// enemy: what a click on the board attacks. A friend is attacked only
// through the action list (Take a Swing, then its square).
func enemyTargets(g *tf.Game, i int) []grid.Point { return appendEnemyTargets(nil, g, i) }

// appendEnemyTargets appends enemyTargets to dst.
func appendEnemyTargets(dst []grid.Point, g *tf.Game, i int) []grid.Point {
	qs := appendSquaresFor(dst, g, i, modeTarget)
	out := qs[:len(dst)]
	for _, q := range qs[len(dst):] {
		if !isFriend(g, i, q) {
			out = append(out, q)
		}
	}
	return out
}

// swingLabel names the swing being committed, and says so when its target
// is a friend.
func swingLabel(g *tf.Game, p *pick) string {
	if isFriend(g, p.sel, p.target) {
		return fmt.Sprintf("Swing at your own %s with %d Stamina", g.Name(g.ModelAt(p.target)), p.commit)
	}
	return fmt.Sprintf("Swing with %d Stamina", p.commit)
}

// facingChoices lists the four facings for a Move, Turn or Recover.
func facingChoices(g *tf.Game, p *pick) []Choice {
	var out []Choice
	m := g.Model(p.sel)
	for _, d := range grid.Dirs {
		c := Choice{Label: "Face " + capital(d.String()), Icon: "turn", Op: opFacing, Facing: d, Enabled: true, Half: true}
		if a, ok := buildFacing(g, p, d); ok {
			c.Action = a
			if why := g.WhyNot(a); why != "" {
				c.Enabled, c.Reason = false, why
			}
		}
		if p.kind == tf.Turn && d == m.Facing {
			c.Enabled, c.Reason = false, fmt.Sprintf("%s already faces %s", g.Name(p.sel), capital(d.String()))
		}
		out = append(out, c)
	}
	return out
}

// buildFacing returns the action that the facing d completes.
func buildFacing(g *tf.Game, p *pick, d grid.Dir) (tf.Action, bool) {
	m := g.Model(p.sel)
	switch p.kind {
	case tf.Turn, tf.Recover:
		return tf.Action{Kind: p.kind, Model: m.ID, Facing: d}, true
	case tf.Move:
		var buf [8]tf.Action
		paths := g.MovePaths(buf[:0], p.sel, p.dest)
		for _, a := range paths {
			if a.Facing == d {
				return a, true
			}
		}
	}
	return tf.Action{}, false
}

// squaresFor lists the squares model i may choose in mode: where a Move can
// end, whom a Swing can reach, which doors it can open. The order is the
// rules' own, without repeats.
func squaresFor(g *tf.Game, i int, m mode) []grid.Point { return appendSquaresFor(nil, g, i, m) }

// appendSquaresFor appends squaresFor to dst, for a caller that reuses
// its buffer in every frame.
func appendSquaresFor(dst []grid.Point, g *tf.Game, i int, m mode) []grid.Point {
	if i < 0 {
		return dst
	}
	var buf [128]tf.Action
	out := dst
	start := len(dst)
	for _, a := range g.ModelActions(buf[:0], i) {
		var q grid.Point
		switch {
		case m == modeMove && a.Kind == tf.Move:
			q = a.Dest()
		case m == modeTarget && a.Kind == tf.Swing:
			q = a.To
		case m == modeDoor && a.Kind == tf.Open:
			q = a.To
		default:
			continue
		}
		if !containsPoint(out[start:], q) {
			out = append(out, q)
		}
	}
	return out
}

func containsPoint(ps []grid.Point, q grid.Point) bool {
	for _, p := range ps {
		if p == q {
			return true
		}
	}
	return false
}

// maxCommit returns the most Stamina the selected model may commit to a
// swing at p.target, from the legal actions.
func maxCommit(g *tf.Game, p *pick) int {
	var buf [128]tf.Action
	best := 0
	for _, a := range g.ModelActions(buf[:0], p.sel) {
		if a.Kind == tf.Swing && a.To == p.target && int(a.N) > best {
			best = int(a.N)
		}
	}
	return best
}

// maxSpend returns the most Stamina the defender may spend now.
func maxSpend(g *tf.Game) int {
	var buf [16]tf.Action
	best := 0
	for _, a := range g.AppendLegal(buf[:0], g.ToActSide()) {
		if a.Kind == tf.Defend && int(a.N) > best {
			best = int(a.N)
		}
	}
	return best
}

// capital returns s with its first letter in upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
