package tunnel

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
)

// crowdLevel puts Gnome A, facing north, among everything a model can act
// on: Goblin a to swing at on its left, a closed door in front, its
// friend Gnome C on its right.
const crowdLevel = `title: Crowd
side 1: Gnomes
side 2: Goblins

map:
#########
#...+...#
#..aAC..#
#...3..d#
#..B....#
#########

legend:
A: gnome side 1 facing N
B: gnome side 1 facing N
C: gnome side 1 facing N
a: goblin side 2 facing E
d: goblin side 2 facing W
`

// crowdSetup sets the crowd level up.
func crowdSetup(t *testing.T) session.Setup {
	t.Helper()
	sc := rules.Scenario{Name: "crowd", Title: "Crowd", Origin: "crowd.txt", Source: []byte(crowdLevel)}
	return session.Setup{Ruleset: Kind.Rules(), Scenario: sc, Seed: 1}
}

// TestActionListEveryEntryByKeys selects Gnome A of the crowd level on a
// 1280x800 window at 100, 125 and 200 % UI scale. Its list groups the
// choices (what A does itself, Swing at an enemy, Open a door, Swing at
// a friend folded, End turn last); the card, the list, the dice tray,
// Undo, Redo, Menu and the log lie inside the panel and the window; the
// number keys go to the first nine items shown; and from the keyboard
// (Q, then Down, and Enter on the folded header) every entry that can be
// chosen takes the focus, its button inside the window, without playing
// anything.
func TestActionListEveryEntryByKeys(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, scale := range []int{100, 125, 200} {
		t.Run(fmt.Sprint(scale), func(t *testing.T) {
			d := &driver{gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))}
			d.App.Settings.UIScale = scale
			d.App.StartGame(crowdSetup(t), []session.Sitter{session.Human, session.Computer}, nil)
			d.TicksN(2)
			b := d.battle()
			if b == nil {
				t.Fatalf("scene %T, want the Tunnel table", d.App.Scene())
			}
			g := b.Game()
			gnome := g.ModelByID('A')
			d.clickSquare(g.Model(gnome).At)
			d.settle()
			if b.p.sel != gnome {
				t.Fatalf("a click on Gnome A selected model %d", b.p.sel)
			}
			// the groups, in order, the friend's folded
			l := &(*b.f.List())
			var groups []string
			want := map[int]bool{}
			for i, c := range b.cs {
				if g := fmt.Sprint(c.Group); len(groups) == 0 || groups[len(groups)-1] != g {
					groups = append(groups, g)
				}
				if c.Enabled {
					want[i] = true
				}
			}
			if got := strings.Join(groups, " "); got != fmt.Sprint(cgModel, cgEnemy, cgDoor, cgFriend, cgLast) {
				t.Errorf("the groups of the list, in order: %s", got)
			}
			for _, label := range []string{"Move", "Turn", "Swing at Goblin a (", "Open the door on ", "Swing at your own Gnome C (", "End turn"} {
				if byLabel(t, b.cs, label).Label == "" {
					t.Errorf("no %q", label)
				}
			}
			if d.CurrentButton("Swing at your own") != nil {
				t.Error("the swing at a friend shows before its group is opened")
			}
			folded := -1
			for i := range l.Items() {
				if _, ok := l.Entry(i); !ok {
					folded = i
				}
			}
			if folded != l.Items()-2 || l.HeaderText(cgFriend) != "Swing at a friend (1)" {
				t.Errorf("the folded header is item %d of %d, reading %q", folded, l.Items(), l.HeaderText(cgFriend))
			}

			w, h := d.App.Size()
			screen := image.Rect(0, 0, w, h)
			panel := b.f.Root().GetWidget().Rect
			if !panel.In(screen) {
				t.Errorf("the panel %v leaves the window %v", panel, screen)
			}
			if b.trayArea.Overlaps(panel) || !b.trayArea.In(screen) {
				t.Errorf("the dice tray %v is not beside the panel %v in the window", b.trayArea, panel)
			}
			parts := map[string]image.Rectangle{"card": b.cardBox.GetWidget().Rect, "list": l.Rect()}
			for _, name := range []string{"Undo", "Redo", "Menu"} {
				if btn := gametest.FindButton(b.f.UI(), nil, name); btn != nil {
					parts[name] = btn.GetWidget().Rect
				}
			}
			for name, r := range parts {
				if r.Empty() || !r.In(panel) {
					t.Errorf("the %s %v is not inside the panel %v", name, r, panel)
				}
				for other, q := range parts {
					if other < name && r.Overlaps(q) {
						t.Errorf("the %s %v overlaps the %s %v", name, r, other, q)
					}
				}
			}
			first, end := l.Shown()
			for n := 1; n <= 9; n++ {
				if i := l.Keyed(n); i >= 0 && (l.KeyOf(i) != n || l.Button(i) == nil) {
					t.Errorf("key %d goes to item %d, not shown with its key", n, i)
				}
			}
			if first != 0 || end == 0 || l.Keyed(1) < 0 {
				t.Errorf("the list starts at row %d, shows up to %d", first, end)
			}

			// the keyboard: Q focuses the list, Down goes through it
			moves := b.f.Session().History().Len()
			seen := gametest.WalkList(t, d.Driver, l, b.f.Root().GetWidget().Rect, screen, want, 40)
			gametest.Frame(t, d.App, fmt.Sprintf("tunnel-action-list-%d", scale)) // with SKIRMISH_SHOTS: the list at its end
			for id := range want {
				if !seen[id] {
					t.Errorf("the keyboard never reached %q", b.cs[id].Label)
				}
			}
			if b.f.Session().History().Len() != moves {
				t.Errorf("going through the list played %d actions", b.f.Session().History().Len()-moves)
			}
			// Enter on the last entry, End turn, ends the turn
			if e, ok := l.Entry(l.Focus()); !ok || e.Label != "End turn" {
				t.Fatalf("the list ends on item %d, not End turn", l.Focus())
			}
			d.Key(ebiten.KeyEnter)
			if b.f.Session().History().Len() != moves+1 {
				t.Errorf("Enter on End turn played %d actions", b.f.Session().History().Len()-moves)
			}
		})
	}
}
