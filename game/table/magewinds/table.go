package magewinds

import (
	"fmt"
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// MageTable is the Magewinds table: the battlefield to scale, the phase
// bar, the magic cards (face-up row, deck, the hand of the seat whose turn
// it is), the attack choice cards, the odds and the action list.
type MageTable struct {
	ses   *session.Session
	ui    *ebitenui.UI
	field *rmw.Field
	p     mpick
	comp  table.Computer
	seats table.Seating

	privacy table.Privacy

	spotPath vector.Path // the step spots' circles, reused (fillSpot)
	opts     []mopt
	optsFor  uint64 // the state hash the options were built for
	built    bool
	buttons  []*widget.Button
	focus    bool

	hover      geom.Point // the battlefield point under the mouse
	hoverOK    bool
	cursor     geom.Point // the keyboard and gamepad cursor of the side deciding now
	seatCur    seatCursor // each side's own cursor, and where it snaps (cursor.go)
	reach      *geom.Reach
	reachFor   [2]uint64 // state hash and fighter the reach was computed for
	cardRects  []cardSpot
	mlog       table.EventLog // the events of the actions so far, shown as the seat at the screen may see them
	flip       int            // frames left of the reveal animation
	revealed   [2]int
	endShown   bool
	lastHidden int             // the human side that decided last
	view       table.ViewCache // the view of the seat at the screen
	atScreen   atScreen        // the seat at the screen, for the position shown
	mu         musterBoard     // the muster on the screen
	brush      render.Brush
	area       image.Rectangle
	modal      table.Modal
	root       *widget.Container
	terrain    []rmw.Terrain    // the scenario's terrain for the renderer
	odds       []rules.OddsCase // the odds shown, for oddsFor
	oddsFor    oddsKey
	strand     table.Strand       // paused: a side's only controller is unplugged
	review     bool               // a replay being looked at: not autosaved until played on
	rec        *session.Recording // the replay reviewed, or nil
	widgets    table.WidgetLayer  // the panel's widgets as last drawn
	hints      hintBar            // the controls of the device in hand, under Undo, Redo and Menu
	sc         rmw.Scene          // the scene drawn; its slices are reused from frame to frame
	ghost      rmw.Pt             // where the scene's ghost points
	aim        aimLines           // the attack lines shown
	texts      mageTexts          // the labels drawn every frame
	oddsChart  render.OddsChart   // the odds shown, as a chart
	hashes     [2]hashed          // the hashes of the states last asked for
	lay        tableLayout        // where the top bar, the card row and the dice tray go
	roll       rollShown          // the dice tray's last roll
	hashNext   int
	lists      mageLists // the action list and the step spots (board.go)
}

// cardSpot is a card drawn on the table and what clicking it does.
type cardSpot struct {
	r       image.Rectangle
	card    cards.Card
	slot    int // face-up slot 1..5, 0 the deck, -1 a card of the hand shown as the seat's own, -2 of the other hand (None when face down), -3 a fighter to deploy
	fighter int // slot -3: the fighter
}

const magePanelWidth = 400

// newMageTable returns the table for a session, new or under way.
func newMageTable(a table.Host, ses *session.Session) (*MageTable, error) {
	if _, ok := ses.State().(*mw.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, mw.Ruleset{}.Name())
	}
	sitters := ses.Sitters()
	m := &MageTable{ses: ses, field: rmw.NewField(image.Rect(0, 0, 800, 600)), p: mpick{sel: -1}, seats: table.NewSeating(len(sitters)),
		privacy: table.NewPrivacy(ses.Setup.Ruleset, sitters), lastHidden: -1}
	m.modal.SetClosed(func() { m.optsFor = 0 })
	m.cursor = geom.Point{X: geom.FieldW / 2, Y: geom.FieldH / 2}
	m.mlog.Sync(ses) // a game under way (resumed, continued) shows what happened
	a.Autosave(ses)
	return m, nil
}

// newReview shows a recording at the table, at its last position with
// every seat human and free undo, so that Undo and Redo step through the
// replay and play can continue from any point. It is not autosaved until a
// new action is played.
func newReview(rec *session.Recording) (*MageTable, error) {
	ses, err := table.ReviewSession[*mw.Game](rec, mw.Ruleset{})
	if err != nil {
		return nil, err
	}
	sitters := ses.Sitters()
	m := &MageTable{ses: ses, field: rmw.NewField(image.Rect(0, 0, 800, 600)), p: mpick{sel: -1}, seats: table.NewSeating(len(sitters)), lastHidden: 0, review: true, rec: rec}
	m.modal.SetClosed(func() { m.optsFor = 0 })
	m.cursor = geom.Point{X: geom.FieldW / 2, Y: geom.FieldH / 2}
	m.mlog.Header = reviewHeader(rec)
	m.mlog.Sync(ses)
	return m, nil
}

// Recording returns the replay reviewed at the table, or nil.
func (m *MageTable) Recording() *session.Recording { return m.rec }

// Session returns the game being played.
func (m *MageTable) Session() *session.Session { return m.ses }

// Game returns the battle as it stands.
func (m *MageTable) Game() *mw.Game { return m.ses.State().(*mw.Game) }

// SetSeating sets which controllers play which side (couch play).
func (m *MageTable) SetSeating(s table.Seating) { m.seats = s }

// Animating reports whether the reveal of an attack choice is showing.
func (m *MageTable) Animating() bool { return m.flip > 0 }

// UI implements table.Table.
func (m *MageTable) UI() *ebitenui.UI { return m.ui }

// Busy keeps the app updating while something moves or the computer acts.
func (m *MageTable) Busy() bool {
	return m.flip > 0 || m.comp.Busy() || m.ses.ComputerToAct() || !m.built || m.widgets.Busy()
}

// humanSide returns the side a human must decide for now, or -1.
func (m *MageTable) humanSide() int { return table.HumanSide(m.ses) }

// Build implements table.Table.
func (m *MageTable) Build(a table.Host) {
	m.optsFor = 0
	m.refresh(a, true)
}

// refresh recomputes the options when the position or the pick changed and
// rebuilds the panel.
func (m *MageTable) refresh(a table.Host, force bool) {
	g := m.Game()
	if side := m.humanSide(); side >= 0 {
		m.lastHidden = side
	}
	m.mlog.Sync(m.ses)
	h := m.hash(g) ^ uint64(m.p.sel+2)*0x9e37 ^ uint64(m.p.mode)<<40 ^ uint64(len(m.p.pay))<<48 ^ uint64(m.seatAtScreen()+3)<<56
	for _, c := range m.p.pay {
		h ^= uint64(c) * 0x100000001b3
	}
	if !force && h == m.optsFor && m.built {
		return
	}
	m.optsFor = h
	m.opts = nil
	if side := m.humanSide(); side >= 0 {
		m.autoPick(g)
		m.opts = mageOptions(g, g.Legal(rules.Seat(side)), &m.p)
	}
	m.buildPanel(a)
	m.built = true
}

// autoPick selects the fighter that must act, and the next one to deploy.
func (m *MageTable) autoPick(g *mw.Game) {
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
func (m *MageTable) fighterAt(g *mw.Game, p geom.Point) int {
	for i := range g.Fighters {
		if g.OnField(i) && geom.Dist(g.Fighters[i].Pos, p) <= geom.BaseRadius {
			return i
		}
	}
	return -1
}
