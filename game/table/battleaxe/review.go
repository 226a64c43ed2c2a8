package battleaxe

import (
	"fmt"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/ui"
)

// reviewBar is the scrub bar of a review, kept from one build of the
// panel to the next so that a drag survives the rebuilds.
type reviewBar struct {
	slider *widget.Slider
	theme  *ui.Theme
	max    int
}

// scrubRow returns the review's scrub bar with Continue from here and
// Back, or nil for a game.
func (c *DungeonTable) scrubRow(a table.Host, inner int) *widget.Container {
	if c.rec == nil || !c.review {
		return nil
	}
	t := a.Theme()
	h := c.ses.History()
	total := h.Total()
	rb := &c.scrub
	if rb.slider == nil || rb.theme != t || rb.max != total {
		rb.theme, rb.max = t, total
		rb.slider = widget.NewSlider(
			widget.SliderOpts.Direction(widget.DirectionHorizontal),
			widget.SliderOpts.MinMax(0, max(1, total)),
			widget.SliderOpts.InitialCurrent(h.Len()),
			widget.SliderOpts.Images(t.TrackImage, t.HandleImage),
			widget.SliderOpts.FixedHandleSize(t.Px(12)),
			widget.SliderOpts.DisableDefaultKeys(true),
			widget.SliderOpts.WidgetOpts(widget.WidgetOpts.MinSize(inner, t.Px(24)),
				widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
			widget.SliderOpts.ChangedHandler(func(args *widget.SliderChangedEventArgs) {
				in := a.In()
				if !in.MouseDown(ebiten.MouseButtonLeft) && !in.Clicked() {
					return
				}
				if args.Current != c.ses.History().Len() {
					c.Seek(args.Current)
				}
			}),
		)
	}
	rb.slider.Current = h.Len()
	rb.slider.GetWidget().MinWidth = inner
	box := t.Column(2, 0, false)
	box.AddChild(t.Text(fmt.Sprintf("Replay: action %d of %d. Undo and Redo step through it, the bar scrubs.", h.Len(), total), t.Small, t.Muted, inner))
	box.AddChild(rb.slider)
	cont := ui.ButtonSpec{Label: "Continue from here", Icon: "swing",
		Tip: "Start a new game from this position: you play the heroes.", OnClick: func() { c.continueHere(a) }}
	back := ui.ButtonSpec{Label: "Back", Icon: "quit", Prompt: a.In().Prompt(input.Back), Tip: "Leave the replay.", OnClick: func() { a.Back() }}
	half := (inner - t.Px(6)) / 2
	cols := 2
	if table.ClipLabel(t, cont.Label, "", true, half) != cont.Label || table.ClipLabel(t, back.Label, back.Prompt, true, half) != back.Label {
		cols = 1
	}
	cont.Label = table.ClipLabel(t, cont.Label, "", true, inner)
	row := t.Grid(cols, 6)
	row.AddChild(t.Button(cont), t.Button(back))
	box.AddChild(row)
	return box
}

// continueHere starts a new game from the position shown, every hero
// played by a human.
func (c *DungeonTable) continueHere(a table.Host) {
	g := c.Game()
	if g.Outcome().Over {
		a.Toast("The game is over at this point: step back to continue from earlier.")
		return
	}
	sitters := make([]session.Sitter, len(g.Seats()))
	for i := range sitters {
		sitters[i] = session.Human
	}
	a.StartGame(c.rec.Setup, sitters, c.ses.History().Actions())
}
