package magewinds

import (
	"fmt"
	"image"
	"testing"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/render"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// sizedApp returns an app with the Magewinds table on a w×h screen at a UI
// scale.
func sizedApp(t *testing.T, w, h, scale int) *game.App {
	a := gametest.NewApp(kinds, input.NewScript(), image.Pt(w, h), t.TempDir())
	a.Settings.UIScale = scale
	return a
}

// part is a rectangle the table drew, named for the messages.
type part struct {
	name string
	r    image.Rectangle
}

// tableParts returns the rectangles of the top bar's items, the card row's
// groups and their labels, and the dice tray, as m last drew them.
func tableParts(a *game.App, m mt) []part {
	t := a.Theme()
	var out []part
	b := &m.lay.bar
	out = append(out, part{"round " + b.roundText, b.round}, part{"score " + b.scoreText, b.score})
	for i, r := range b.phases {
		if b.phaseText[i] != "" {
			out = append(out, part{"phase " + b.phaseText[i], r})
		}
	}
	l := &m.lay.row
	small := render.Face(float64(t.Px(12)))
	label := func(name string, slot image.Rectangle, s string) {
		if s != "" {
			out = append(out, part{"label " + s, image.Rect(slot.Min.X, l.labelY, slot.Min.X+render.MeasuredWidth(s, small), l.labelY+render.LineHeight(small))})
		}
	}
	g := shown(m.Frame)
	out = append(out, part{"face-up cards", l.face}, part{"deck", l.deck}, part{"hand", l.hand}, part{"other hand", l.other}, part{"dice tray", l.tray})
	label("face", l.face, m.texts.face.Text())
	label("deck", l.deck, m.texts.deck.Text())
	if g.Phase == mw.PhaseDeploy {
		label("hand", l.hand, m.texts.deploy.Text())
		label("other", l.other, m.texts.deploy2.Text())
	} else {
		label("hand", l.hand, m.texts.hand.Text())
		label("other", l.other, m.texts.other.Text())
	}
	label("tray", l.tray, m.texts.tray.Text())
	return out
}

// checkParts fails when a part leaves the screen or the table (the screen
// left of the side panel), a card of a group leaves its slot, or two parts
// overlap.
func checkParts(t *testing.T, what string, a *game.App, m mt, parts []part) {
	t.Helper()
	w, h := a.Size()
	tableR := image.Rect(0, 0, m.area.Max.X+a.Theme().Px(8), h)
	for i, p := range parts {
		if p.r.Empty() || !p.r.In(image.Rect(0, 0, w, h)) || !p.r.In(tableR) {
			t.Errorf("%s: %s at %v leaves the table %v", what, p.name, p.r, tableR)
		}
		for _, q := range parts[i+1:] {
			if p.r.Overlaps(q.r) {
				t.Errorf("%s: %s at %v overlaps %s at %v", what, p.name, p.r, q.name, q.r)
			}
		}
	}
	if bar := m.lay.bar.bar; bar.Max.Y > m.field.Bounds().Min.Y {
		t.Errorf("%s: the top bar %v reaches the battlefield %v", what, bar, m.field.Bounds())
	}
	if m.lay.row.labelY < m.area.Max.Y {
		t.Errorf("%s: the card row's labels at y=%d rise into the battlefield's area %v", what, m.lay.row.labelY, m.area)
	}
	slots := []image.Rectangle{m.lay.row.face, m.lay.row.deck, m.lay.row.hand, m.lay.row.other}
	for _, cs := range m.cardRects {
		in := false
		for _, s := range slots {
			in = in || cs.r.In(s)
		}
		if !in {
			t.Errorf("%s: a card (slot %d) at %v is outside its group's slot", what, cs.slot, cs.r)
		}
	}
}

// TestTableLayoutAtScales lays the table out at every UI scale on a
// 1280x800 window, and at 100% and 125% on windows from 1024x600 to
// 2560x1440, in the deployment and in a battle with cards in both hands,
// an attack choice face down and dice in the tray: the round, the phases,
// the score, the card groups, their labels and the tray never overlap and
// stay on the table, left of the side panel.
func TestTableLayoutAtScales(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := reactionSetup(t)
	battle := mageActions(t, setup, func(g *mw.Game) bool { return atReaction(g) && len(g.Rolled) > 0 })
	var deploy []rules.Action
	for _, a := range mw.DefaultMuster() {
		deploy = append(deploy, a)
	}
	type screen struct{ w, h, scale int }
	var screens []screen
	for _, s := range []int{75, 100, 125, 150, 200} {
		screens = append(screens, screen{1280, 800, s})
	}
	for _, sz := range [][2]int{{1024, 600}, {1366, 768}, {1920, 1080}, {2560, 1440}} {
		for _, s := range []int{100, 125} {
			screens = append(screens, screen{sz[0], sz[1], s})
		}
	}
	for _, sc := range screens {
		t.Run(fmt.Sprintf("%dx%d-%d", sc.w, sc.h, sc.scale), func(t *testing.T) {
			a := sizedApp(t, sc.w, sc.h, sc.scale)
			for _, st := range []struct {
				name    string
				actions []rules.Action
			}{{"deployment", deploy}, {"battle", battle}} {
				m := openAt(t, a, setup, []session.Sitter{session.Human, session.Computer}, st.actions)
				gametest.Frame(t, a, fmt.Sprintf("magewinds-layout-%s-%dx%d-%d", st.name, sc.w, sc.h, sc.scale))
				if st.name == "battle" {
					if _, ok := m.lastRoll(m.Frame); !ok {
						t.Fatal("the battle shows no roll in the tray")
					}
					if m.texts.hand.Text() == "" || m.texts.other.Text() == "" {
						t.Errorf("the hands' labels are %q and %q", m.texts.hand.Text(), m.texts.other.Text())
					}
				}
				checkParts(t, st.name, a, m, tableParts(a, m))
			}
		})
	}
}

// TestNothingMoves plays one battle through its states on a fixed window
// and scale: the battlefield, the card row's slots and the top bar stay
// where they are from the deployment to the end, whatever the hands hold
// and whatever the phase.
func TestNothingMoves(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := reactionSetup(t)
	states := []struct {
		name string
		stop func(*mw.Game) bool
	}{
		{"deployment", func(g *mw.Game) bool { return g.Phase == mw.PhaseDeploy }},
		{"channelling", func(g *mw.Game) bool { return g.Phase == mw.PhaseChannel && len(g.Hands[0])+len(g.Hands[1]) > 0 }},
		{"action", func(g *mw.Game) bool { return g.Phase == mw.PhaseAction && g.Act.Step == mw.StepNone }},
		{"attack choice", atReaction},
		{"windburn", func(g *mw.Game) bool { return g.Phase == mw.PhaseWindburn }},
		{"end", func(g *mw.Game) bool { return g.Phase == mw.PhaseOver }},
	}
	for _, scale := range []int{100, 125} {
		a := sizedApp(t, 1280, 800, scale)
		type where struct {
			field, hand, other, face, tray image.Rectangle
			bar                            int
		}
		var first where
		for i, st := range states {
			m := openAt(t, a, setup, []session.Sitter{session.Human, session.Human}, mageActions(t, setup, st.stop))
			m.Uncover() // two humans: past the hand-over screen
			gametest.Frame(t, a, fmt.Sprintf("magewinds-moves-%d-%d", scale, i))
			now := where{m.field.Bounds(), m.lay.row.hand, m.lay.row.other, m.lay.row.face, m.lay.row.tray, m.lay.bar.bar.Max.X}
			if now.bar == 0 || now.hand.Empty() {
				t.Fatalf("%d%%: the %s shows no table", scale, st.name)
			}
			if i == 0 {
				first = now
				continue
			}
			if now != first {
				t.Errorf("%d%%: at the %s, the table is laid out %+v; at the deployment %+v", scale, st.name, now, first)
			}
		}
	}
}
