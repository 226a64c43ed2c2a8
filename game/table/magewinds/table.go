// Package magewinds is the Magewinds table: the battlefield to scale with
// round bases, the phase bar, the secret muster board of profile cards,
// the card row (the face-up cards, the deck, the hands, the dice tray),
// the face-down attack choices answered by reactions, and the odds. It is
// a board played at the kit's table.Frame, which runs the loop, undo and
// redo, review, the side panel's parts and who sits at the screen.
package magewinds

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// mageBoard is the Magewinds board: what the frame draws left of its side
// panel, the choices of the seat deciding, and the player's pick under
// way (a fighter selected, a move or a spell being aimed).
type mageBoard struct {
	field *rmw.Field
	p     mpick

	spotPath vector.Path // the step spots' circles, reused (fillSpot)
	opts     []mopt      // the decider's choices, listed in the side panel
	optsFor  optsKey     // what opts were made for
	pickedAt rules.State // the position autoPick last ran for
	spots    []mw.Action // the step moves offered now, each a marked spot

	hover     geom.Point // the battlefield point under the mouse
	hoverOK   bool
	cursor    geom.Point // the keyboard and gamepad cursor of the side deciding now
	seatCur   seatCursor // each side's own cursor, and where it snaps (cursor.go)
	reach     *geom.Reach
	reachFor  [2]uint64 // state hash and fighter the reach was computed for
	cardRects []cardSpot
	flip      int // frames left of the reveal animation
	revealed  [2]int
	mu        musterBoard // the muster on the screen
	brush     render.Brush
	area      image.Rectangle
	terrain   []rmw.Terrain    // the scenario's terrain for the renderer
	odds      []rules.OddsCase // the odds shown, for oddsFor
	oddsFor   oddsKey
	hints     hintBar          // the controls of the device in hand, under Undo, Redo and Menu
	sc        rmw.Scene        // the scene drawn; its slices are reused from frame to frame
	ghost     rmw.Pt           // where the scene's ghost points
	aim       aimLines         // the attack lines shown
	texts     mageTexts        // the labels drawn every frame
	oddsChart render.OddsChart // the odds shown, as a chart
	hashes    [2]hashed        // the hashes of the states last asked for
	lay       tableLayout      // where the top bar, the card row and the dice tray go
	roll      rollShown        // the dice tray's last roll
	hashNext  int
}

// optsKey is what the decider's choices are made from: the position as
// the decider sees it (the frame keeps one view per position and seat)
// and the pick.
type optsKey struct {
	view rules.State
	pick uint64
}

// cardSpot is a card drawn on the table and what clicking it does.
type cardSpot struct {
	r       image.Rectangle
	card    cards.Card
	slot    int // face-up slot 1..5, 0 the deck, -1 a card of the hand shown as the seat's own, -2 of the other hand (None when face down), -3 a fighter to deploy
	fighter int // slot -3: the fighter
}

const magePanelWidth = 400

// newBoard returns a board with nothing picked, its cursor in the middle
// of the battlefield.
func newBoard() *mageBoard {
	return &mageBoard{field: rmw.NewField(image.Rect(0, 0, 800, 600)), p: mpick{sel: -1},
		cursor: geom.Point{X: geom.FieldW / 2, Y: geom.FieldH / 2}}
}

// battle returns the battle as it stands, whole: for bookkeeping only.
func battle(f *table.Frame) *mw.Game { return f.State().(*mw.Game) }

// shown returns the battle as the seat at the screen may see it: what the
// board draws.
func shown(f *table.Frame) *mw.Game { return f.View().(*mw.Game) }

// deciderView returns the battle as the seat deciding may see it: what its
// choices are made from.
func deciderView(f *table.Frame) *mw.Game { return f.DeciderView().(*mw.Game) }

// human returns the side deciding at the screen, or -1.
func human(f *table.Frame) int { return f.Screen().Side() }

// PanelNominal is the side panel's width at 100 % (table.PanelSizer).
func (m *mageBoard) PanelNominal() int { return magePanelWidth }

// Layout places the battlefield: the window and the scale alone place it,
// so it never moves with the panel's content.
func (m *mageBoard) Layout(f *table.Frame, _ image.Rectangle) {
	h := f.Host()
	w, hh := h.Size()
	m.area = tableArea(h.Theme(), w, hh, f.Folded())
	m.field.SetRect(m.area)
	m.field.SetPalette(h.Pal())
}

// Settle keeps the pick in step with the position (the fighter that must
// act, the next to deploy) and makes the decider's choices again when the
// position, the seat or the pick changed. Its key is the pick.
func (m *mageBoard) Settle(f *table.Frame) uint64 {
	if st := f.State(); st != m.pickedAt {
		m.pickedAt = st // a new position: the fighter that must act (public: the turn, who is deployed)
		m.autoPick(battle(f))
	}
	var view rules.State
	if f.Screen().Deciding() {
		view = f.DeciderView()
	}
	h := uint64(m.p.sel+2)*0x9e37 ^ uint64(m.p.mode)<<40 ^ uint64(len(m.p.pay))<<48
	for _, c := range m.p.pay {
		h ^= uint64(c) * 0x100000001b3
	}
	if k := (optsKey{view, h}); k != m.optsFor {
		m.optsFor = k
		m.opts, m.spots = nil, m.spots[:0]
		if view != nil {
			dv := view.(*mw.Game)
			legal := dv.Legal(f.Screen().Decider)
			m.opts = mageOptions(dv, legal, &m.p)
			m.setSpots(dv, legal)
		}
	}
	return h
}

// Choices lists the decider's choices in their groups: actions, and the
// table's own steps (select a fighter, start a move, aim a spell, pay,
// back).
func (m *mageBoard) Choices(f *table.Frame) ([]table.ListGroup, []table.Choice) {
	out := make([]table.Choice, len(m.opts))
	for i, o := range m.opts {
		c := table.Choice{ListEntry: table.ListEntry{Label: o.Label, Tip: o.Why, Off: o.Why != "", Group: o.Group}}
		if o.Cmd == mcAct {
			c.Action = *o.Action
		} else {
			c.Do = func() { m.command(f, o) }
		}
		out[i] = c
	}
	return mageGroups, out
}

// Animate starts the reveal of an attack choice and ends a move or a
// spell being aimed once the activation is over.
func (m *mageBoard) Animate(f *table.Frame, evs []rules.Event) {
	for _, e := range evs {
		if me, ok := e.(mw.Event); ok && me.Kind == mw.EvRevealed {
			m.flip = 50
			m.revealed = [2]int{int(me.Choice), int(me.React)}
		}
	}
	if g := battle(f); g.Phase != mw.PhaseAction || g.Act.Step == mw.StepNone {
		m.p.mode, m.p.pay = mmNone, nil
	}
	m.reach = nil
}

// Tick runs the reveal, at once with the fast-forward key held or the
// animations off.
func (m *mageBoard) Tick(f *table.Frame) {
	if m.flip > 0 {
		m.flip--
		if h := f.Host(); h.In().Pressed(input.FastForward) || h.Prefs().AnimSpeed == 0 {
			m.flip = 0
		}
	}
}

// Animating reports whether the reveal of an attack choice is showing.
func (m *mageBoard) Animating() bool { return m.flip > 0 }

// Reset drops the pick after an undo, a redo or a seek.
func (m *mageBoard) Reset(f *table.Frame) {
	m.p = mpick{sel: -1}
	m.reach = nil
}

// autoPick selects the fighter that must act, and the next one to deploy.
func (m *mageBoard) autoPick(g *mw.Game) {
	switch {
	case g.Phase == mw.PhaseDeploy:
		if m.p.sel < 0 || g.Fighters[m.p.sel].Deployed || int(g.Fighters[m.p.sel].Side) != int(g.Turn) {
			m.p.sel = -1
			for i := range g.Fighters {
				if int(g.Fighters[i].Side) == int(g.Turn) && !g.Fighters[i].Deployed {
					m.p.sel = i
					break
				}
			}
		}
	case g.Phase == mw.PhaseAction && (g.Act.Step == mw.StepReact || g.Act.Step == mw.StepReactStep):
		m.p.sel = int(g.Act.Target) // the defender's card and its 1" ring
	case g.Phase == mw.PhaseAction && g.Act.Step != mw.StepNone:
		m.p.sel = int(g.Act.Fighter)
	case g.Phase == mw.PhaseAction:
		if m.p.sel >= 0 && (int(g.Fighters[m.p.sel].Side) != int(g.Turn) || !g.CanActivate(m.p.sel)) {
			m.p = mpick{sel: -1}
		}
	default:
		m.p = mpick{sel: -1}
	}
}

// fighterAt returns the fighter whose base covers p, or -1.
func (m *mageBoard) fighterAt(g *mw.Game, p geom.Point) int {
	for i := range g.Fighters {
		if g.OnField(i) && geom.Dist(g.Fighters[i].Pos, p) <= geom.BaseRadius {
			return i
		}
	}
	return -1
}

var (
	_ table.Board         = (*mageBoard)(nil)
	_ table.PanelMaker    = (*mageBoard)(nil)
	_ table.PanelSizer    = (*mageBoard)(nil)
	_ table.BoardOverlay  = (*mageBoard)(nil)
	_ table.CoverDetailer = (*mageBoard)(nil)
	_ table.EndStater     = (*mageBoard)(nil)
	_ table.Follower      = (*mageBoard)(nil)
	_ table.BoardProber   = (*mageBoard)(nil)
	_ table.BoardRegioner = (*mageBoard)(nil)
	_ table.Sweeper       = (*mageBoard)(nil)
)

// ownSide returns the side whose hand and warband the board shows as its
// own: the seat at the screen (table.Frame.OwnSide), else the side to
// decide in g (a review, or the public view, where its secrets stay
// hidden anyway).
func ownSide(f *table.Frame, g *mw.Game) int {
	if s := f.OwnSide(); s == 0 || s == 1 {
		return s
	}
	return g.Decider()
}
