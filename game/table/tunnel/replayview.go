package tunnel

import (
	"fmt"
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
	"skirmish/ui"
)

// ReplayViewer plays a recorded game: play and pause, step back and
// forward, a scrub bar over the actions, and "continue from here".
type ReplayViewer struct {
	rec     *session.Recording
	at      int // actions shown
	playing bool
	timer   int

	tableView
	ui        *ebitenui.UI
	log       battleLog
	logArea   *panelLog
	slider    *widget.Slider
	counter   *widget.Text
	playBtn   *widget.Button
	playIcons [2]*widget.GraphicImage // the Play button's icon: play, pause
	dirty     bool
	side, bar *widget.Container // the side panel and the bar of controls, for the layout tests
}

// newReplayViewer shows rec from its start.
func newReplayViewer(rec *session.Recording) *ReplayViewer {
	return &ReplayViewer{tableView: newTableView(), rec: rec}
}

// At returns the number of actions shown.
func (v *ReplayViewer) At() int { return v.at }

// Game returns the position shown.
func (v *ReplayViewer) Game() *tf.Game { return v.rec.States[v.at].(*tf.Game) }

// UI implements table.Table.
func (v *ReplayViewer) UI() *ebitenui.UI { return v.ui }

// Build implements table.Table. The bar of controls spans the bottom of
// the window (in two rows, the scrub bar under the buttons, when one row
// does not fit); the side panel stands over it on the right, no wider than
// two fifths of the window, with "Continue from here" under the title; the
// board takes the rest, left of the panel's true width. Nothing overlaps at
// any UI scale or window size.
func (v *ReplayViewer) Build(a table.Host) {
	t := a.Theme()
	w, h := a.Size()
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical))))

	bar := v.buildBar(a, w, false)
	if bw, _ := bar.PreferredSize(); bw > w {
		bar = v.buildBar(a, w, true)
	}
	_, barH := bar.PreferredSize()

	pw := sidePanelWidth(a) // the battle's panel width: the card wraps to it
	// The side panel drops the dice tray, then the line under the title,
	// when the window is too low for all of it.
	side, fixed := v.buildSide(a, pw, h-barH, true, true)
	for _, keep := range [][2]bool{{false, true}, {false, false}} {
		if fixed+t.Px(56) <= h-barH {
			break
		}
		side, fixed = v.buildSide(a, pw, h-barH, keep[0], keep[1])
	}
	// The panel stands in the room over the bar, stretched to its height.
	upper := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(w, h-barH), widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true, MaxHeight: h - barH})),
	)
	upper.AddChild(side)
	root.AddChild(upper)
	root.AddChild(bar)

	sw, _ := side.PreferredSize()
	v.area = image.Rect(t.Px(12), t.Px(12), w-max(pw, sw)-t.Px(12), h-barH-t.Px(12))
	v.laidOut = image.Rectangle{}
	v.side, v.bar = side, bar
	v.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true, PrimaryTheme: t.Widget()}
	v.dirty = true
}

// buildSide builds the side panel, pw wide and height high: the title,
// the line under it when sub, "Continue from here", the dice tray when
// tray, and the log. It returns the panel and its height without the log.
func (v *ReplayViewer) buildSide(a table.Host, pw, height int, tray, sub bool) (*widget.Container, int) {
	t := a.Theme()
	inner := pw - t.Px(24)
	rows := 3
	if tray {
		rows++
	}
	side := table.SidePanel(t, pw, height, rows)
	side.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionEnd, StretchVertical: true}
	side.GetWidget().MinHeight = 0
	head := t.Column(2, 0, false)
	head.AddChild(t.Text("Replay: "+v.rec.Setup.Scenario.Title, t.Heading, t.Accent, inner))
	if sub {
		head.AddChild(t.Text(fmt.Sprintf("%s · seed %d · %s", v.rec.Setup.Ruleset.Name(), v.rec.Setup.Seed, v.rec.Origin), t.Small, t.Muted, inner))
	}
	side.AddChild(head)
	side.AddChild(t.Button(ui.ButtonSpec{Label: "Continue from here", Icon: "swing", Primary: true, Prompt: a.In().Prompt(input.Option1), Tip: "Start a new game from this position: you take the side to act, the computer the other.", OnClick: func() { v.continueHere(a) }}))
	v.trayBox = nil
	if tray {
		trayCol := t.Column(2, 0, false)
		v.trayBox = widget.NewContainer(widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(inner, min(t.Px(96), inner/4)),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true}),
		))
		trayCol.AddChild(v.trayBox)
		side.AddChild(trayCol)
	}
	_, fixed := side.PreferredSize()
	if v.logArea != nil {
		v.logArea.Free() // its buffers are textures of their own
	}
	v.logArea = newPanelLog(t, 0, 40)
	v.logArea.GetWidget().MinWidth = inner
	side.AddChild(v.logArea)
	return side, fixed
}

// buildBar builds the bar of controls, w wide: Back, step back, play,
// step forward, the scrub bar and the counter in one row, or with the
// scrub bar in a second row when twoRows.
func (v *ReplayViewer) buildBar(a table.Host, w int, twoRows bool) *widget.Container {
	t := a.Theme()
	bar := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(t.PanelImage),
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(t.Px(8)),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(t.Px(12))),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true}), widget.WidgetOpts.MinSize(w, 0)),
	)
	row := t.Row(8)
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Back", Icon: "quit", Prompt: a.In().Prompt(input.Back), OnClick: func() { a.Back() }}))
	row.AddChild(t.Button(ui.ButtonSpec{Label: "", Icon: "step-back", Tip: "One action back (" + a.In().Prompt(input.Left) + ")", OnClick: func() { v.seek(v.at - 1) }}))
	v.playIcons = [2]*widget.GraphicImage{t.ButtonIcon("play"), t.ButtonIcon("pause")}
	v.playBtn = t.Button(ui.ButtonSpec{Label: v.playLabel(), Icon: v.playIcon(), Tip: "Play or pause (" + a.In().Prompt(input.Confirm) + ")", OnClick: func() { v.toggle() }})
	row.AddChild(v.playBtn)
	row.AddChild(t.Button(ui.ButtonSpec{Label: "", Icon: "step-forward", Tip: "One action forward (" + a.In().Prompt(input.Right) + ")", OnClick: func() { v.seek(v.at + 1) }}))
	v.counter = t.Text(v.counterText(), t.Body, t.Ink, 0)
	v.counter.GetWidget().LayoutData = widget.RowLayoutData{Position: widget.RowLayoutPositionCenter}
	v.slider = widget.NewSlider(
		widget.SliderOpts.Direction(widget.DirectionHorizontal),
		widget.SliderOpts.MinMax(0, max(1, v.rec.Len())),
		widget.SliderOpts.InitialCurrent(v.at),
		widget.SliderOpts.Images(t.TrackImage, t.HandleImage),
		widget.SliderOpts.FixedHandleSize(t.Px(12)),
		widget.SliderOpts.DisableDefaultKeys(true),
		widget.SliderOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(t.Px(160), t.Px(30)),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Position: widget.RowLayoutPositionCenter, Stretch: true}),
		),
		widget.SliderOpts.ChangedHandler(func(args *widget.SliderChangedEventArgs) {
			if args.Current != v.at {
				v.seek(args.Current)
			}
		}),
	)
	if twoRows {
		row.AddChild(v.counter)
		bar.AddChild(row)
		v.slider.GetWidget().LayoutData = widget.RowLayoutData{Stretch: true}
		bar.AddChild(v.slider)
		return bar
	}
	// One row: the scrub bar takes the width the buttons leave.
	bw, _ := row.PreferredSize()
	v.counter.Validate()
	cw, _ := v.counter.PreferredSize()
	v.slider.GetWidget().MinWidth = max(t.Px(160), w-bw-cw-t.Px(24+16+8))
	row.AddChild(v.slider)
	row.AddChild(v.counter)
	bar.AddChild(row)
	return bar
}

func (v *ReplayViewer) playLabel() string {
	if v.playing {
		return "Pause"
	}
	return "Play"
}

func (v *ReplayViewer) playIcon() string {
	if v.playing {
		return "pause"
	}
	return "play"
}

func (v *ReplayViewer) counterText() string {
	return fmt.Sprintf("%d / %d", v.at, v.rec.Len())
}

func (v *ReplayViewer) toggle() {
	if !v.playing && v.at >= v.rec.Len() {
		v.seek(0)
	}
	v.playing = !v.playing
	v.timer = 0
	if v.playBtn != nil {
		v.playBtn.SetText(v.playLabel())
		v.playBtn.SetGraphicImage(v.playIcons[b2i(v.playing)])
	}
}

// seek shows the position after k actions; one step forward animates.
func (v *ReplayViewer) seek(k int) {
	k = max(0, min(k, v.rec.Len()))
	if k == v.at {
		return
	}
	if k == v.at+1 {
		var tevs []tf.Event
		for _, e := range v.rec.Events[v.at] {
			if te, ok := e.(tf.Event); ok {
				tevs = append(tevs, te)
			}
		}
		v.at = k
		v.feed(v.Game(), tevs)
	} else {
		v.at = k
		v.anim.Skip()
	}
	v.dirty = true
}

// continueHere starts a new game from the position shown.
func (v *ReplayViewer) continueHere(a table.Host) {
	g := v.Game()
	if g.Phase() == tf.PhaseOver {
		a.Toast("The game is over at this point: step back to continue from earlier.")
		return
	}
	sitters := make([]session.Sitter, len(g.Seats()))
	for i := range sitters {
		sitters[i] = session.Computer
	}
	if s := g.ToActSide(); s >= 0 {
		sitters[s] = session.Human
	}
	a.StartGame(v.rec.Setup, sitters, v.rec.Actions[:v.at])
}

// Update implements table.Table.
func (v *ReplayViewer) Update(a table.Host) error {
	v.anim.SetSpeed(a.Prefs().AnimSpeed)
	v.anim.Update()
	v.ui.Update()
	in := a.In()
	switch {
	case in.Has(input.Back):
		a.Back()
		return nil
	case in.Has(input.Left), in.Has(input.Undo):
		v.playing = false
		v.seek(v.at - 1)
	case in.Has(input.Right), in.Has(input.Redo):
		v.seek(v.at + 1)
	case in.Has(input.Up):
		v.seek(v.at + 10)
	case in.Has(input.Down):
		v.seek(v.at - 10)
	case in.Has(input.Confirm):
		v.toggle()
	case in.Has(input.Option1):
		v.continueHere(a)
	}
	if v.playing && !v.anim.Busy() {
		v.timer++
		if v.timer >= max(1, a.Prefs().ComputerPace*60/1000) || in.Pressed(input.FastForward) {
			v.timer = 0
			v.seek(v.at + 1)
			if v.at >= v.rec.Len() {
				v.toggle()
			}
		}
	}
	if v.dirty {
		v.dirty = false
		v.log.setEvents(v.rec.Events[:v.at])
		v.logArea.SetText(v.log.Text(a.Theme().Small, float64(v.logArea.GetWidget().MinWidth-a.Theme().Px(24))))
		v.slider.Current = v.at
		v.counter.Label = v.counterText()
		v.playBtn.SetText(v.playLabel())
	}
	return nil
}

// Draw implements table.Table.
func (v *ReplayViewer) Draw(a table.Host, screen *ebiten.Image) {
	g := v.Game()
	v.fitBoard(a)
	v.drawBoard(a, screen, g)
	v.ui.Draw(screen)
	v.drawTray(a, screen, g, false, v.log.lastResult(), -1)
	boardTip(a, screen, g, v.board, &v.tray, &v.trayDice)
}

// fitBoard puts the board's area left of the side panel and over the bar
// as laid out (the panel may be wider than asked, for its content).
func (v *ReplayViewer) fitBoard(a table.Host) {
	side, bar := v.side.GetWidget().Rect, v.bar.GetWidget().Rect
	if side.Empty() || bar.Empty() {
		return
	}
	m := a.Theme().Px(12)
	v.area = image.Rect(m, m, side.Min.X-m, bar.Min.Y-m)
}

var _ rules.State = (*tf.Game)(nil)

// Busy reports whether the viewer is playing or animating.
func (v *ReplayViewer) Busy() bool { return v.playing || v.anim.Busy() || v.dirty }

// Session returns nil: a replay is watched, not played.
func (v *ReplayViewer) Session() *session.Session { return nil }

// SetSeating does nothing: nobody decides in a replay.
func (v *ReplayViewer) SetSeating(table.Seating) {}

// Uncover does nothing: a replay has no hand-over screen.
func (v *ReplayViewer) Uncover() {}

// ShowMenu does nothing: the replay's bar has Back.
func (v *ReplayViewer) ShowMenu(table.Host) {}

// Recording returns the game being watched.
func (v *ReplayViewer) Recording() *session.Recording { return v.rec }

// Seek shows the position after at actions, without animating.
func (v *ReplayViewer) Seek(at int) {
	v.at = max(0, min(at, v.rec.Len()))
	v.anim.Skip()
	v.dirty = true
}
