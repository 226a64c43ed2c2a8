package battleaxe

import (
	"bytes"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// mustered sets up quest qi and takes every seat's default hero.
func mustered(t *testing.T, qi int) *Game {
	t.Helper()
	g, err := Setup(quests(t)[qi], 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for g.dg.mustering() {
		seat := g.ToAct()[0]
		if _, err := g.Apply(g.Legal(seat)[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// load loads the dice with script, then plenty of 6s for whatever the
// enemies roll after it.
func load(t *testing.T, g *Game, script ...int) {
	t.Helper()
	for i := range 400 {
		script = append(script, 4+i%3)
	}
	d, err := rules.LoadedDice(1, script)
	if err != nil {
		t.Fatal(err)
	}
	g.dice = d
}

// at is square (x, y) of the start tile (the Crypt Stairs: a 4x2 passage
// with an open end north of b1 and a door east of d1).
func at(x, y int) grid.Point { return grid.Pt((Canvas-4)/2+x, (Canvas-2)/2+y) }

// put moves hero id to p (setting up a position, as a board drawn in text
// would).
func put(g *Game, id byte, p grid.Point) {
	g.minis[g.MiniByID(id)].At = p
	g.reoccupy()
}

func kinds(evs []Event, k EventKind) int { return len(find(evs, k)) }

// "1) If the door is in a passage it opens into a room: If less than 5
// rooms have been completed then simply pick-up a room card."
func TestSeedDoorInAPassageOpensIntoARoom(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'D', at(3, 0))
	load(t, g, 1) // the first room card left: the Empty Hall
	evs := do(t, g, "D open E")
	if kinds(evs, EvDoorDice) != 0 || kinds(evs, EvQuestDice) != 0 {
		t.Fatalf("a door in a passage rolls no dice:\n%s", texts(evs))
	}
	tile := find(evs, EvTile)
	if len(tile) != 1 || tile[0].Card != "empty-hall" || len(tile[0].Squares) != 15 {
		t.Fatalf("tile laid:\n%s", texts(evs))
	}
	if b := g.Board(); !b.Areas[1].Room || b.AreaOf(at(4, 0)) != 1 || b.EdgeBetween(at(3, 0), at(4, 0)) != DoorOpen {
		t.Fatalf("the room is not beyond the door\n%s", g.Describe())
	}
	if len(g.dg.rooms) != 11 {
		t.Fatalf("%d room cards left", len(g.dg.rooms))
	}
	// "Rooms with no enemies complete on entry" (a ruling): D steps in.
	evs = do(t, g, "D move "+at(4, 0).String())
	if kinds(evs, EvRoomDone) != 1 || g.dg.completed != 1 {
		t.Fatalf("the empty hall is not completed:\n%s", texts(evs))
	}
}

// "2) If the door is in a room then roll the Door Dice to see whether it
// opens into a room or passage: R = Room ... P = Passage: the door opens
// into a passage. Pick-up a passage card."
func TestSeedDoorInARoomRollsTheDoorDice(t *testing.T) {
	for _, tt := range []struct {
		face int
		want string
		room bool
	}{{1, "R = Room", true}, {4, "R = Room", true}, {5, "P = Passage", false}, {6, "P = Passage", false}} {
		g := mustered(t, 0)
		put(g, 'D', at(3, 0))
		load(t, g, 1)
		do(t, g, "D open E", "D end")
		// The Empty Hall's other door: on its side away from the stairs.
		var door [2]grid.Point
		for _, dr := range g.Board().Doors() {
			if g.Board().Unexplored(dr[0], dr[1]) && g.Board().AreaOf(dr[0]) == 1 {
				door = dr
			}
		}
		d, _ := grid.DirTo(door[0], door[1])
		put(g, 'C', door[0])
		load(t, g, tt.face, 1, 1, 1)
		evs := do(t, g, "C open "+d.Letter())
		dice := find(evs, EvDoorDice)
		if len(dice) != 1 || !strings.Contains(dice[0].Text, tt.want) || dice[0].N != tt.face {
			t.Fatalf("face %d:\n%s", tt.face, texts(evs))
		}
		if got := g.Board().Areas[2].Room; got != tt.room || kinds(evs, EvRoomCard) != b2i(tt.room) || kinds(evs, EvPassageCard) != b2i(!tt.room) {
			t.Fatalf("face %d: room %v\n%s", tt.face, got, texts(evs))
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// "If 5 or more rooms have been completed then each time a new room is
// opened roll the Quest Room Dice: Q = Quest room ... Blank = Normal Room:
// pick-up a room card"; with fewer, no Quest Room Dice.
func TestSeedQuestRoomDiceOnlyAfterFiveRoomsCompleted(t *testing.T) {
	for _, tt := range []struct {
		done, face int
		quest      bool
		dice       int
	}{{4, 1, false, 0}, {5, 1, true, 1}, {5, 6, false, 1}, {7, 2, true, 1}, {7, 3, false, 1}} {
		g := mustered(t, 0)
		g.dg.completed = int8(tt.done)
		put(g, 'D', at(3, 0))
		load(t, g, tt.face, 2, 2)
		evs := do(t, g, "D open E")
		if kinds(evs, EvQuestDice) != tt.dice || g.dg.questFound != tt.quest {
			t.Fatalf("%d rooms, face %d:\n%s", tt.done, tt.face, texts(evs))
		}
		if tt.quest && find(evs, EvTile)[0].Card != "bone-throne" {
			t.Fatalf("not the Quest Room:\n%s", texts(evs))
		}
	}
}

// The seed's example room (the guard room, room card 5's D20 1-10): "If a 2
// is rolled we have Layout 2: the room contains 6 Goblins (G1 to G6). If a
// 6 is rolled we have Layout 4: the room contains 6 Goblins (G1 to G6) plus
// 1 Orc (O1) plus 1 Kobold (K1)"; and the coins "1 ... 2 coins, 2 ... 3
// coins, 3 ... 4 coins, 4 ... 4 coins".
func TestSeedSetupD6AndCoinsOfTheExampleRoom(t *testing.T) {
	want := map[int]string{1: "goblin goblin goblin goblin", 2: "goblin goblin goblin goblin goblin goblin",
		3: "goblin goblin goblin goblin goblin goblin", 4: "goblin goblin goblin goblin goblin orc kobold",
		5: "goblin goblin goblin goblin goblin orc kobold", 6: "goblin goblin goblin goblin goblin goblin orc kobold"}
	coins := map[int]int{1: 2, 2: 3, 3: 3, 4: 4, 5: 4, 6: 4}
	for d6 := 1; d6 <= 6; d6++ {
		g := mustered(t, 0)
		put(g, 'D', at(3, 0))
		load(t, g, 5, 7, d6) // room card 5, D20 7: the guard room, then the Setup D6
		evs := do(t, g, "D open E")
		if s := find(evs, EvSetupD6); len(s) != 1 || s[0].N != d6 {
			t.Fatalf("D6 %d:\n%s", d6, texts(evs))
		}
		var got []string
		for i := range g.minis {
			if m := &g.minis[i]; !m.Hero {
				got = append(got, g.cat.Enemies[m.Card].ID)
			}
		}
		if strings.Join(got, " ") != want[d6] {
			t.Fatalf("D6 %d: %v\n%s", d6, got, texts(evs))
		}
		// Defeat them all: the room is completed and the hero who completed
		// it finds the layout's coins.
		for i := range g.minis {
			if m := &g.minis[i]; !m.Hero {
				m.Health, m.Gone = 0, true
			}
		}
		g.reoccupy()
		g.turn, g.done = heroTurn{hero: -1, target: -1}, 0
		load(t, g)
		evs = do(t, g, "A face E")
		c := find(evs, EvCoins)
		if len(c) != 1 || c[0].N != coins[d6] || g.dg.coins[0] != int8(coins[d6]) || kinds(evs, EvRoomDone) != 1 {
			t.Fatalf("D6 %d: coins\n%s", d6, texts(evs))
		}
	}
}

// "they cannot open any new doors or explore new passages after the goal
// has been achieved"; "or if the Players decide not to return": A finish.
func TestSeedNoNewDoorsAfterTheGoal(t *testing.T) {
	g := mustered(t, 0)
	g.dg.goal = true
	put(g, 'D', at(3, 0))
	if why := refuse(t, g, "D open E"); !strings.Contains(why, "goal") {
		t.Fatal(why)
	}
	// A room opened and not completed keeps the quest going.
	g.dg.goal = false
	load(t, g, 5, 7, 1)
	do(t, g, "D open E", "D end")
	g.dg.goal = true
	do(t, g, "B move "+at(1, 0).String())
	if len(g.dg.tiles) != 2 || g.Outcome().Over {
		t.Fatal("a passage was explored after the goal")
	}
	do(t, g, "B finish")
	if o := g.Outcome(); !o.Over || len(o.Winners) != 4 {
		t.Fatalf("%+v", o)
	}
}

// "3) The Heroes Retreat. The players can decide to end the game by moving
// the heroes back to the squares they started in": no winners.
func TestSeedRetreatToTheStartSquaresEndsWithNoWinners(t *testing.T) {
	g := mustered(t, 1)
	do(t, g, "A retreat")
	if o := g.Outcome(); !o.Over || len(o.Winners) != 0 || !strings.Contains(o.Reason, "retreat") {
		t.Fatalf("%+v", o)
	}
	g = mustered(t, 1)
	put(g, 'A', at(0, 0))
	refuse(t, g, "A retreat")
}

// "Nothing of an unrevealed room is in any seat's view until it is
// revealed": the cards are drawn with the dice when a door opens, so two
// games with different seeds look the same to every seat until then, and
// no encoding names a card not yet drawn.
func TestUnrevealedRoomsAreInNoViewNorEncoding(t *testing.T) {
	a := mustered(t, 0)
	b, err := Setup(quests(t)[0], 99, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for b.dg.mustering() {
		seat := b.ToAct()[0]
		b.Apply(b.Legal(seat)[0])
	}
	for s := range rules.Seat(4) {
		if !bytes.Equal(a.View(s).Encode(), b.View(s).Encode()) {
			t.Fatalf("seat %d's views differ before any door opens", s)
		}
	}
	d, _ := StandardDecks()
	enc := a.Encode()
	for _, list := range [][]Tile{d.Rooms, d.Book, d.Passages} {
		for _, c := range list {
			if bytes.Contains(enc, []byte(c.Name)) || bytes.Contains(enc, []byte(c.ID)) {
				t.Fatalf("the encoding names %s", c.ID)
			}
		}
	}
}

// The muster: each seat in turn picks its hero, the quest's party first, no
// two seats the same hero; the choices are actions in notation.
func TestMusterPicksHeroesOncePerSeat(t *testing.T) {
	g, err := Setup(quests(t)[0], 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := g.ToAct(); len(got) != 1 || got[0] != 0 {
		t.Fatalf("to act %v", got)
	}
	legal := g.Legal(0)
	if len(legal) != 16+64 || legal[0].String() != "A hero thomas" || legal[16].String() != "A hero human-adventurer" {
		t.Fatalf("%d choices, first %v", len(legal), legal[0])
	}
	refuse(t, g, "A move "+at(0, 0).String())
	do(t, g, "A hero torvik")
	if g.name(0) != "Torvik" || g.minis[0].Health != int8(g.minis[0].Stats.Health) {
		t.Fatal(g.name(0))
	}
	refuse(t, g, "B hero torvik")
	for _, a := range g.Legal(1) {
		if a.String() == "B hero torvik" {
			t.Fatal("Torvik offered twice")
		}
	}
	do(t, g, "B hero luella", "C hero thomas", "D hero faelar")
	if g.dg.mustering() || len(g.ToAct()) != 4 {
		t.Fatal("the quest did not begin")
	}
	back, err := Decode(g.Encode())
	if err != nil || back.Hash() != g.Hash() || back.name(2) != "Thomas" {
		t.Fatalf("decode: %v", err)
	}
}

// Grown dungeons encode, decode and hash exactly, action by action.
func TestGrownDungeonsRoundTrip(t *testing.T) {
	for seed := range uint64(4) {
		sc := quests(t)[seed%2]
		g, err := Setup(sc, seed, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 1500 && !g.Outcome().Over; n++ {
			seat := g.ToAct()[0]
			a, err := AI{}.Choose(g.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if n%7 != 0 {
				continue
			}
			back, err := rules.DecodeRoundTrip(Ruleset{}, g.Encode())
			if err != nil || back == nil || back.Hash() != g.Hash() {
				t.Fatalf("seed %d step %d: %v\n%s", seed, n, err, g.Describe())
			}
		}
	}
}

// The table's view of a quest: the status, the tiles laid and the ways on.
func TestQuestStatusTilesAndWaysOn(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'D', at(3, 0))
	load(t, g, 5, 7, 2)
	do(t, g, "D open E")
	s, ok := g.Quest()
	if !ok || s.Mustering || s.RoomCardsLeft != 11 || s.Title != "The Bone King's Crypt" {
		t.Fatalf("%+v", s)
	}
	tiles := g.Tiles()
	if len(tiles) != 2 || tiles[1].ID != "guard-room" || tiles[1].Layout != 2 || len(tiles[1].Squares) != 25 || tiles[0].Kind != TileStart {
		t.Fatalf("%+v", tiles)
	}
	if len(g.PassageEnds()) != 1 || len(g.UnexploredDoors()) != 1 {
		t.Fatalf("ends %v doors %v", g.PassageEnds(), g.UnexploredDoors())
	}
}

// EVENT! draws an event card and follows it: a dart trap Rolls For It and
// the hero chosen defends.
func TestSeedEventCardIsDrawnAndFollowed(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'B', at(1, 1))
	// Passage card 2 (the Dripping Passage, EVENT!), event card 2 (the dart
	// trap), Roll For It (four D100s: B highest), his defence fails.
	load(t, g, 2, 2, 1, 1, 9, 9, 1, 1, 1, 1, 10, 10)
	evs := do(t, g, "B move "+at(1, 0).String())
	ev := find(evs, EvEventCard)
	if len(ev) < 2 || ev[0].Card != "dart-trap" || !strings.Contains(ev[1].Text, "Luella is chosen") {
		t.Fatalf("\n%s", texts(evs))
	}
	if w := find(evs, EvWounded); len(w) != 1 || w[0].N != 1 {
		t.Fatalf("\n%s", texts(evs))
	}
}

// "Initiative - when a hero opens a door we need to know whether the
// heroes or enemies go first ... 1) First: the enemy's turn is always
// before the heroes ... 3) RFI: ... The lowest roll goes first."
func TestSeedInitiativeWhenADoorOpens(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'D', at(3, 0))
	load(t, g, 5, 7, 4) // the guard room, layout 3: the kobold's card says First
	evs := do(t, g, "D open E")
	if in := find(evs, EvInitiative); len(in) != 1 || in[0].N != 1 || !strings.Contains(in[0].Text, "First") || kinds(evs, EvDecision)+kinds(evs, EvMoved) == 0 {
		t.Fatalf("the enemies did not go first:\n%s", texts(evs))
	}
	g = mustered(t, 0)
	put(g, 'D', at(3, 0))
	load(t, g, 5, 7, 1, 1, 2, 5, 5) // layout 1, goblins (RFI): the heroes roll 12, the enemies 55
	evs = do(t, g, "D open E")
	if in := find(evs, EvInitiative); len(in) != 1 || in[0].N != 0 || !strings.Contains(in[0].Text, "heroes roll 12, the enemies 55") || kinds(evs, EvDecision) != 0 {
		t.Fatalf("the heroes did not go first:\n%s", texts(evs))
	}
}

// The odds of a door to the unrevealed: the Door Dice's faces in a room.
func TestDoorOddsGiveTheDoorDice(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'D', at(3, 0))
	o, err := g.Odds(Action{Kind: ActOpen, Hero: 'D', Dir: grid.East})
	if err != nil || len(o.Cases) != 1 || o.Cases[0].Total != 12 {
		t.Fatalf("a door in a passage: a room card of 12: %+v %v", o, err)
	}
	load(t, g, 1)
	do(t, g, "D open E", "D end")
	doors := g.UnexploredDoors()
	put(g, 'C', doors[0][0])
	d, _ := grid.DirTo(doors[0][0], doors[0][1])
	o, err = g.Odds(Action{Kind: ActOpen, Hero: 'C', Dir: d})
	if err != nil || o.Cases[0].Total != 6 || o.Cases[0].Outcomes[0].Count != 4 {
		t.Fatalf("the Door Dice: %+v %v", o, err)
	}
}
