package battleaxe

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/internal/gameloop"
	ba "skirmish/rules/battleaxe"
)

// optionLabelled returns the index of the list's entry whose label starts
// with prefix, or -1.
func optionLabelled(c *dungeon, prefix string) int {
	for i, o := range c.choices {
		if strings.HasPrefix(o.Label, prefix) {
			return i
		}
	}
	return -1
}

// windowTexts returns the texts of the window shown.
func windowTexts(d *gametest.Driver) string {
	if w := d.Window(); w != nil {
		return gametest.PanelTexts(w.GetContainer())
	}
	return ""
}

// TestCreationScreen: from the muster, Create a hero opens the screen;
// picking Elf and Wizard shows the combination live (CREATE YOUR OWN
// HERO: "Insert the green pegs into the hero console that match the
// combined values in the two blocks"), the kit as placed, the spells and
// traits; a name typed and Save write the roster, and the muster lists
// the hero after the ready-to-play ones. At 100 % and 125 %.
func TestCreationScreen(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-bone-kings-crypt", 1, nil)
	for _, scale := range []int{100, 125} {
		t.Run(fmt.Sprintf("%d%%", scale), func(t *testing.T) {
			d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
			d.App.Settings.UIScale = scale
			c := openAt(t, d.App, setup, gametest.Humans(seatsOf(t, setup)), nil)
			d.TicksN(2)
			if !mustering(c.Game()) {
				t.Fatal("the quest does not start with the muster")
			}
			if optionLabelled(c, "Play Ada") >= 0 {
				t.Fatal("Ada is listed before she is made")
			}
			if !pressOption(d, c, "Create a hero", "") {
				t.Fatalf("the muster has no Create a hero: %v", c.choices)
			}
			d.TicksN(2)
			if !strings.Contains(windowTexts(d), "Create a hero") {
				t.Fatalf("no creation screen: %q", windowTexts(d))
			}
			d.ClickButton("Elf")
			d.ClickButton("Wizard")
			texts := windowTexts(d)
			cat := c.Game().Catalog()
			s, err := madeSheet(cat, "elf", "wizard", "x")
			if err != nil {
				t.Fatal(err)
			}
			race, _ := cat.Race("elf")
			for i, v := range statValues(s.Base) {
				if want := statWord(i, v, false); !strings.Contains(texts, want) {
					t.Errorf("the base %s %s is not shown", statNames[i], want)
				}
				if want := statWord(i, statValues(race.Base)[i], false); !strings.Contains(texts, want) {
					t.Errorf("the race block's %s %s is not shown", statNames[i], want)
				}
			}
			for _, want := range []string{"Elf Wizard", "Tall", "Holding: " + itemNames(cat, s.Held), "Arcane 4", race.Traits[0].Name, "Current", "Base"} {
				if !strings.Contains(texts, want) {
					t.Errorf("the screen lacks %q:\n%s", want, texts)
				}
			}
			gametest.Frame(t, d.App, fmt.Sprintf("battleaxe-create-%d", scale))
			// the name: typed on the keyboard (W and S are letters here, not Up and Down)
			d.ClickButton(string(c.create.name))
			if !c.create.typing {
				t.Fatal("a click on the name does not type")
			}
			for range len(c.create.name) {
				d.Key(ebiten.KeyBackspace)
			}
			d.Src.Press(ebiten.KeyShift)
			d.Key(ebiten.KeyA)
			d.Src.Release(ebiten.KeyShift)
			for _, k := range []ebiten.Key{ebiten.KeyD, ebiten.KeyA, ebiten.KeySpace, ebiten.KeyW, ebiten.KeyS} {
				d.Key(k)
			}
			gametest.Frame(t, d.App, fmt.Sprintf("battleaxe-create-typing-%d", scale))
			d.Key(ebiten.KeyEnter)
			if got := string(c.create.name); got != "Ada ws" || c.create.typing || d.Window() == nil {
				t.Fatalf("typed %q (typing %v, window %v)", got, c.create.typing, d.Window() != nil)
			}
			d.ClickButton("Save to the roster")
			if d.Window() != nil {
				t.Fatal("the screen is still open after Save")
			}
			data, err := os.ReadFile(filepath.Join(d.App.DataDir(), RosterName))
			if err != nil || !strings.Contains(string(data), "elf wizard Ada ws\n") {
				t.Fatalf("the roster file reads %q (%v)", data, err)
			}
			d.TicksN(2)
			i := optionLabelled(c, "Play Ada ws (Elf Wizard)")
			if i < 0 {
				t.Fatalf("the muster does not list Ada: %v", c.choices)
			}
			for k, o := range c.choices[i+1:] {
				if a, ok := actOf(o); ok && a.Kind == ba.ActMuster && o.Group != groupItems {
					t.Errorf("the ready-to-play %q is listed after Ada (entry %d)", o.Label, i+1+k)
				}
			}
			if c.f.PanelFocused() { // the list kept the keys' focus from Create a hero
				d.Key(ebiten.KeyQ)
			}
			if !pressOption(d, c, "Play Ada ws", "") {
				t.Fatal("Ada cannot be chosen")
			}
			d.TicksN(2)
			if got := c.Game().MiniName(c.Game().SeatHero(0)); got != "Ada ws" {
				t.Errorf("seat A plays %q, want Ada ws", got)
			}
			if i := optionLabelled(c, "Play Ada ws"); i < 0 || !c.choices[i].Off {
				t.Error("seat B may play Ada too")
			}
			// the roster's view: Ada deleted, the file and the muster forget her
			if i := optionLabelled(c, "Create a hero"); i < 0 {
				t.Fatal("no Create a hero the second time")
			} else {
				c.f.Choose(i)
			}
			d.TicksN(2)
			d.ClickButton("Your roster (1)")
			gametest.Frame(t, d.App, fmt.Sprintf("battleaxe-create-roster-%d", scale))
			d.ClickButton("Delete Ada ws")
			if data, _ := os.ReadFile(filepath.Join(d.App.DataDir(), RosterName)); strings.Contains(string(data), "Ada") {
				t.Errorf("after Delete the roster reads %q", data)
			}
			d.ClickButton("Back")
			d.TicksN(2)
			if optionLabelled(c, "Play Ada") >= 0 {
				t.Error("the muster still lists Ada after Delete")
			}
			// Play him now: the seat choosing plays the hero made, named, unsaved
			c.f.Choose(optionLabelled(c, "Create a hero"))
			d.TicksN(2)
			d.ClickButton("Dwarf")
			d.ClickButton("Fighter")
			name := string(c.create.name)
			seat := c.side()
			d.ClickButton("Play him now")
			g := c.Game()
			if got := g.MiniName(g.SeatHero(seat)); got != name || d.Window() != nil {
				t.Errorf("seat %d plays %q, want %q (window open %v)", seat, got, name, d.Window() != nil)
			}
			if card := g.Catalog().Heroes[g.Mini(g.SeatHero(seat)).Card].ID; card != "dwarf-fighter" {
				t.Errorf("he is a %s, want a dwarf-fighter", card)
			}
		})
	}
}

// TestCreationByKeysAndPad: the screen is driven without the mouse: the
// arrows or the D-pad move the focus along its buttons, Enter or A press
// the one focused (the focus stays on it once the screen shows the
// change), and B or Escape go back to the muster.
func TestCreationByKeysAndPad(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-bone-kings-crypt", 1, nil)
	d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
	d.Src.ConnectPad(gametest.Pad0)
	c := openAt(t, d.App, setup, gametest.Humans(seatsOf(t, setup)), nil)
	d.TicksN(2)
	if i := optionLabelled(c, "Create a hero"); i < 0 {
		t.Fatal("no Create a hero")
	} else {
		c.f.Choose(i)
	}
	d.TicksN(2)
	if c.create.race != 0 || d.Window() == nil {
		t.Fatalf("race %d, window %v", c.create.race, d.Window() != nil)
	}
	d.Key(ebiten.KeyArrowRight)
	d.Key(ebiten.KeyEnter)
	if got := c.Game().Catalog().Races[c.create.race].ID; got != "deviling" {
		t.Fatalf("Right and Enter picked %s, want deviling", got)
	}
	d.Button(ebiten.StandardGamepadButtonLeftRight)
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	if got := c.Game().Catalog().Races[c.create.race].ID; got != "dragonian" {
		t.Fatalf("the D-pad and A picked %s, want dragonian", got)
	}
	if !strings.Contains(windowTexts(d), "Dragonian") {
		t.Error("the screen does not show the Dragonian")
	}
	d.Button(ebiten.StandardGamepadButtonRightRight)
	if d.Window() != nil {
		t.Error("B does not go back to the muster")
	}
}

// TestDamagedRosterAtTheMuster: a damaged roster met at the muster is set
// aside, never overwritten; the muster offers Create a hero, and a hero
// saved then goes to a new file.
func TestDamagedRosterAtTheMuster(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-bone-kings-crypt", 1, nil)
	d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
	path := filepath.Join(d.App.DataDir(), RosterName)
	if err := os.MkdirAll(d.App.DataDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	damaged := "elf wizard Mira\nelf wizard\n"
	if err := os.WriteFile(path, []byte(damaged), 0o644); err != nil {
		t.Fatal(err)
	}
	c := openAt(t, d.App, setup, gametest.Humans(seatsOf(t, setup)), nil)
	d.TicksN(2)
	if kept, err := os.ReadFile(path + ".damaged-1"); err != nil || string(kept) != damaged {
		t.Fatalf("the damaged roster was not set aside: %q, %v", kept, err)
	}
	if optionLabelled(c, "Play Mira") >= 0 || optionLabelled(c, "Create a hero") < 0 {
		t.Errorf("the muster after a damaged roster: %v", c.choices)
	}
	c.f.Choose(optionLabelled(c, "Create a hero"))
	d.TicksN(2)
	d.ClickButton("Save to the roster")
	if data, err := os.ReadFile(path); err != nil || strings.Count(string(data), "\n") != 2 {
		t.Errorf("the new roster reads %q (%v)", data, err)
	}
}
