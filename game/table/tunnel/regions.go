package tunnel

import (
	"skirmish/game/table"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// The battle reports its regions; the kind names its layouts.
var (
	_ table.BoardRegioner = (*Battle)(nil)
	_ table.LayoutKind    = kind{}
)

// Layout names the layout a position shows (table.LayoutKind): a side
// acting, a defender choosing its Stamina (the odds show), an attacker
// picking a die from the tray, the end.
func (kind) Layout(st rules.State) string {
	g, ok := st.(*tf.Game)
	if !ok {
		return ""
	}
	switch g.Phase() {
	case tf.PhaseDefend:
		return "defence"
	case tf.PhasePick:
		return "pick a die"
	case tf.PhaseOver:
		return "over"
	}
	return "act"
}

// BoardRegions reports what the battle drew itself in its last drawing
// (table.BoardRegioner): the board, the dice tray under it (or the odds in
// its place) and the keys' footer. It changes nothing.
func (b *Battle) BoardRegions(f *table.Frame, dst []table.Region) []table.Region {

	tray := "dice tray"
	if b.oddsOn {
		tray = "odds"
	}
	dst = append(dst, table.Region{Name: "board", Rect: b.board.MapRect(), Steady: true},
		table.Region{Name: tray, Rect: b.trayArea, Steady: true})
	dst = append(dst, table.Region{Name: "keys footer", Rect: b.hintArea, Steady: true})
	return dst
}
