package battleaxe

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// canFight reports whether the seat deciding in g may fight an enemy.
func canFight(g *ba.Game) bool {
	for _, s := range g.ToAct() {
		for _, a := range g.Legal(s) {
			if a.(ba.Action).Kind == ba.ActFight {
				return true
			}
		}
	}
	return false
}

// TestOddsShownBeforeAFight: with an enemy adjacent, the list's Fight
// entry and the tooltip over the enemy give the rules' odds before the
// fight is chosen: the chance of each outcome of one blow (a Vital Hit
// among them) and the wounds over all his attacks.
func TestOddsShownBeforeAFight(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-test-crypt", 1, nil)
	acts := rig.PlayedUntil(t, setup, canFight)
	d, c := drive(t, setup, gametest.Humans(seatsOf(t, setup)), acts)
	d.TicksN(3)
	var fight *table.Choice
	var act ba.Action
	for i := range c.choices {
		if a, ok := actOf(c.choices[i]); ok && a.Kind == ba.ActFight {
			fight, act = &c.choices[i], a
			break
		}
	}
	if fight == nil {
		t.Fatalf("no Fight entry in the list: %v", c.choices)
	}
	for _, want := range []string{"Vital Hit", "1 wound", "%"} {
		if !strings.Contains(fight.Tip, want) {
			t.Errorf("the Fight entry's tip %q does not give %q", fight.Tip, want)
		}
	}
	g := c.Game()
	e := g.MiniByID(act.Target)
	x, y := squareMid(c, g.Mini(e).At)
	d.Src.MoveMouse(x, y)
	d.TicksN(tipRest + 2)
	if tip := c.squareTip(); !strings.Contains(tip, "Vital Hit") {
		t.Errorf("the tooltip over %s gives no odds: %q", g.MiniName(e), tip)
	}
	gametest.Frame(t, d.App, "battleaxe-odds")
	if !c.odds.on || len(c.odds.chart.Plot().Bars) != 3 {
		t.Errorf("the tray shows no odds chart of the fight (on %v, plot %+v)", c.odds.on, c.odds.chart.Plot())
	}
	if c.ses.Position() != len(acts) {
		t.Errorf("looking at the odds played an action")
	}
}

// enemiesAttackNext reports whether the next action of the computer's
// game ends the heroes' round and an enemy attacks in its turns.
func enemiesAttackNext(setup session.Setup) func(g *ba.Game) bool {
	return func(g *ba.Game) bool {
		s := g.ToAct()
		if len(s) != 1 {
			return false
		}
		c := g.Clone().(*ba.Game)
		a, err := ba.AI{}.Choose(c.View(s[0]), s[0])
		if err != nil || a.(ba.Action).Kind != ba.ActEnd {
			return false
		}
		evs, err := c.Apply(a)
		if err != nil {
			return false
		}
		for _, e := range evs {
			if ev := e.(ba.Event); ev.Kind == ba.EvAttack && !c.Mini(int(ev.Mini)).Hero {
				return true
			}
		}
		return false
	}
}

// TestEnemyPhaseStepsWithTargetAndRule: when the last hero ends his turn,
// the enemies' turns are shown one enemy at a time: the board marks the
// enemy, its target and the rule that chose it (an EvDecision's words),
// the log tells the decisions so far and not the blows to come, Confirm
// shows the next enemy, and Play through the rest.
func TestEnemyPhaseStepsWithTargetAndRule(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-troll-bridge", 1, nil)
	acts := rig.PlayedUntil(t, setup, enemiesAttackNext(setup))
	d, c := drive(t, setup, gametest.Humans(seatsOf(t, setup)), acts)
	d.TicksN(3)
	if !pressOption(d, c, "End ", "") {
		t.Fatalf("no End entry: %v", c.choices)
	}
	d.Tick()
	if !c.foes.on {
		t.Fatal("the enemies' turns are not shown after the last hero's end")
	}
	if c.side() >= 0 {
		t.Error("a hero may act while the enemies' turns are shown")
	}
	gametest.Frame(t, d.App, "battleaxe-enemy-phase")
	steps, marked := 0, 0
	for c.foes.on && steps < 40 {
		f, _ := c.foes.current()
		mk := c.board.m.Enemy
		if !mk.On || mk.Actor != f.enemy {
			t.Fatalf("step %d: the board marks %+v, want enemy %d", steps, mk, f.enemy)
		}
		if f.rule != "" {
			marked++
			if mk.Rule != f.rule {
				t.Errorf("the mark says %q, the rule is %q", mk.Rule, f.rule)
			}
			if log := strings.Join(c.logLines(), "\n"); !strings.Contains(log, f.rule) {
				t.Errorf("the log does not explain %q:\n%s", f.rule, log)
			}
		}
		if f.target >= 0 {
			blow := c.Game().MiniName(f.enemy) + " attacks " + c.Game().MiniName(f.target)
			if log := strings.Join(c.logLines(), "\n"); strings.Contains(log[max(0, len(log)-300):], blow+": rolls") && steps == 0 {
				t.Errorf("the log tells the blow of the enemy marked before it is shown")
			}
		}
		if steps == 1 {
			pressOption(d, c, "Play through", "")
			d.Until("the enemies played through", 600, func() bool { return !c.foes.on })
			break
		}
		d.Key(ebiten.KeyEnter)
		steps++
	}
	if marked == 0 {
		t.Error("no enemy's target was marked with its rule")
	}
	if c.foes.on {
		t.Fatal("the enemies' turns never ended")
	}
	d.TicksN(2)
	if c.side() < 0 && !c.Game().Outcome().Over && !luckPending(c.Game()) {
		t.Error("after the enemies' turns no hero may act")
	}
}

// TestReviewStepsScrubsAndContinues opens a recorded game at the review
// table: the last position with everything in view, Undo steps back,
// Seek shows any position, Continue from here starts a new game there.
func TestReviewStepsScrubsAndContinues(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-test-crypt", 2, nil)
	acts := rig.PlayedUntil(t, setup, func(g *ba.Game) bool { return g.Round() >= 2 })
	d, f := rig.DriveReview(t, setup, acts)
	c := boardOf(f)
	// a game under way is reviewed as every player could see it
	if c.ses.Position() != len(acts) || f.Screen().Viewer != rules.Spectator || f.DrawnView() == nil {
		t.Fatalf("the review shows action %d as seat %d, want %d as the public view", c.ses.Position(), f.Screen().Viewer, len(acts))
	}
	if d.CurrentButton("Continue from here") == nil {
		t.Error("no scrub bar")
	}
	d.Key(ebiten.KeyU)
	if c.ses.Position() != len(acts)-1 {
		t.Errorf("Undo stepped to %d, want %d", c.ses.Position(), len(acts)-1)
	}
	f.Seek(1)
	d.TicksN(2)
	if c.ses.Position() != 1 {
		t.Fatalf("Seek(1) shows %d", c.ses.Position())
	}
	d.ClickButton("Continue from here")
	d.TicksN(3)
	nc, ok := d.App.Table().(*table.Frame)
	if !ok || nc == f || nc.Recording() != nil {
		t.Fatalf("Continue from here opened %T", d.App.Table())
	}
	if nc.Session().Position() != 1 {
		t.Errorf("the new game starts at %d actions, want 1", nc.Session().Position())
	}
}
