package tunnel

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	tf "skirmish/rules/tunnel"
)

// maxTurnFrames is the most frames a computer turn on Lamplight Crossing
// may take at the default pace: 6 seconds at 60 frames a second.
const maxTurnFrames = 6 * 60

// computerTurns plays the first turns of Lamplight Crossing with the
// computer on both sides, at the default animation speed and pace; hurry
// holds F (the FastForward key) all along. It returns, for each side's
// turn, the frames from the end of the turn before (the start of the
// game) to the end of this one, and the actions taken. The computer's
// thinking counts as no time (Computer.AwaitThought): the count is the
// pace's alone, the same on every machine.
func computerTurns(t *testing.T, turns int, hurry bool) (frames, actions []int) {
	src := input.NewScript()
	a := gametest.NewApp(kinds, src, image.Pt(1280, 800), t.TempDir())
	def := game.DefaultSettings()
	a.Settings.AnimSpeed, a.Settings.ComputerPace = def.AnimSpeed, def.ComputerPace
	b := openBattle(t, a, scenarioSetup(t, "lamplight-crossing", nil), []session.Sitter{session.Computer, session.Computer}, nil)
	if hurry {
		src.Press(ebiten.KeyF)
	}
	n, count := 0, 0
	for len(frames) < turns && n < 100*60 && b.Game().Phase() != tf.PhaseOver {
		hl := b.f.Session().History().Len()
		b.f.Computer().AwaitThought()
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		n++
		if b.f.Session().History().Len() == hl {
			continue
		}
		count++
		act := b.f.Session().History().Actions()[hl]
		if testing.Verbose() {
			t.Logf("frame %d: %s", n, act)
		}
		if act.(tf.Action).Kind == tf.End {
			frames, actions = append(frames, n), append(actions, count)
			n, count = 0, 0
		}
	}
	return frames, actions
}

// TestComputerTurnTakesSeconds: at the default pace every computer turn of
// the first eight on Lamplight Crossing (three Gnomes or four Goblins
// moving, opening doors, turning and swinging) reads in at most 6 seconds
// (360 frames at 60 a second), its models' moves gliding along their paths
// with one pause per decision; holding F (hurry) makes each turn shorter
// still.
func TestComputerTurnTakesSeconds(t *testing.T) {
	gameloop.NeedWindow(t)
	const rounds = 8
	frames, actions := computerTurns(t, rounds, false)
	fast, _ := computerTurns(t, rounds, true)
	t.Logf("frames per computer turn at the default pace %v (actions %v), hurried %v", frames, actions, fast)
	if len(frames) != rounds || len(fast) != rounds {
		t.Fatalf("%d and %d turns played, want %d", len(frames), len(fast), rounds)
	}
	busiest := 0
	for k := range frames {
		busiest = max(busiest, actions[k])
		if frames[k] > maxTurnFrames {
			t.Errorf("turn %d: %d frames (%d actions) at the default pace, want at most %d (6 s)", k+1, frames[k], actions[k], maxTurnFrames)
		}
		if fast[k] >= frames[k] {
			t.Errorf("turn %d: hurried %d frames, not fewer than %d", k+1, fast[k], frames[k])
		}
	}
	if busiest < 10 {
		t.Errorf("the busiest computer turn took %d actions: too few to tell its pace", busiest)
	}
}
