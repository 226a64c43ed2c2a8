package battleaxe

import (
	"fmt"
	"strconv"
	"strings"
)

// readTile reads a room, book entry, passage, start or Quest Room entry.
func readTile(file string, e *deckEntry, kind TileKind) (Tile, error) {
	fail := func(n int, format string, args ...any) error {
		return &FileError{File: file, Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	t := Tile{ID: e.id, Kind: kind, File: file, Line: e.line, Complete: Completion{Kind: "defeat"}}
	if kind == TilePassage {
		t.Shape = ShapeStraight
	}
	legend := map[byte]string{}
	var setups []deckKey
	for _, k := range e.keys {
		switch {
		case k.key == "name":
			t.Name = k.val
		case k.key == "text":
			t.Text = k.val
		case k.key == "event":
			if k.val != "yes" && k.val != "no" {
				return t, fail(k.line, "event: yes or no")
			}
			t.Event = k.val == "yes"
		case k.key == "shape" && kind == TilePassage:
			found := false
			for i, w := range shapeWords[1:] {
				if w == k.val {
					t.Shape, found = Shape(i+1), true
				}
			}
			if !found {
				return t, fail(k.line, "shape is straight, left, right, t or dead, found %q", k.val)
			}
		case k.key == "complete" && kind == TileRoom:
			c, err := readCompletion(k.val)
			if err != nil {
				return t, fail(k.line, "%v", err)
			}
			t.Complete = c
		case len(k.key) == 1 && (isLetter(k.key[0]) || k.key[0] >= '1' && k.key[0] <= '9'):
			if legend[k.key[0]] != "" {
				return t, fail(k.line, "%s is already in the legend", k.key)
			}
			legend[k.key[0]] = k.val
			if k.key[0] <= '9' {
				f := strings.Fields(k.val)
				if len(f) < 3 || f[0] != "contents" || f[len(f)-1] != "high" && f[len(f)-1] != "low" {
					return t, fail(k.line, "room contents read \"contents <name> high|low\"")
				}
				for len(t.Contents) <= int(k.key[0]-'1') {
					t.Contents = append(t.Contents, Content{})
				}
				t.Contents[k.key[0]-'1'] = Content{Name: strings.Join(f[1:len(f)-1], " "), High: f[len(f)-1] == "high"}
			}
		case strings.HasPrefix(k.key, "setup "):
			setups = append(setups, k)
		case strings.HasPrefix(k.key, "d20 ") && e.kind == "roll":
		default:
			return t, fail(k.line, "unknown key %q for %s %s", k.key, e.kind, e.id)
		}
	}
	if t.Name == "" {
		return t, fail(e.line, "%s %s has no name", e.kind, e.id)
	}
	if e.kind == "roll" {
		if e.rows != nil {
			return t, fail(e.line, "a roll card sends the heroes to the room book; its layout is there")
		}
		return t, nil
	}
	if e.rows == nil {
		return t, fail(e.line, "%s %s has no map:", e.kind, e.id)
	}
	if err := t.readTileMap(e.rows, e.rowLine, legend, fail); err != nil {
		return t, err
	}
	for _, k := range setups {
		row, err := t.readSetup(k)
		if err != nil {
			return t, fail(k.line, "%v", err)
		}
		t.Setup = append(t.Setup, row)
	}
	if len(t.Slots) > 0 || len(setups) > 0 {
		if err := coverRanges(len(t.Setup), 6, func(i int) (int, int) { return t.Setup[i].Lo, t.Setup[i].Hi }); err != nil {
			return t, fail(e.line, "the Setup D6 table: %v", err)
		}
	}
	if c := t.Complete; c.Kind == "defeat" && c.Code != "" && t.slot(c.Code) == nil {
		return t, fail(e.line, "complete: no enemy %s in the layout", c.Code)
	}
	if c := t.Complete; c.Kind == "reach" && (c.Content > len(t.Contents) || t.Contents[c.Content-1].Name == "") {
		return t, fail(e.line, "complete: no room contents %d", c.Content)
	}
	return t, nil
}

func readCompletion(s string) (Completion, error) {
	f := strings.Fields(s)
	switch {
	case len(f) == 1 && (f[0] == "defeat" || f[0] == "enter"):
		return Completion{Kind: f[0]}, nil
	case len(f) == 2 && f[0] == "defeat":
		return Completion{Kind: "defeat", Code: f[1]}, nil
	case len(f) == 2 && f[0] == "reach" && len(f[1]) == 1 && f[1][0] >= '1' && f[1][0] <= '9':
		return Completion{Kind: "reach", Content: int(f[1][0] - '0')}, nil
	}
	return Completion{}, fmt.Errorf("complete is defeat, defeat <code>, enter or reach <digit>, found %q", s)
}

// readSetup reads "setup 2-3: G1 G2 G3 coins 3".
func (t *Tile) readSetup(k deckKey) (SetupRow, error) {
	lo, hi, err := readRange(strings.TrimPrefix(k.key, "setup "), 6)
	if err != nil {
		return SetupRow{}, err
	}
	f := strings.Fields(k.val)
	if len(f) < 2 || f[len(f)-2] != "coins" {
		return SetupRow{}, fmt.Errorf("a setup line ends \"coins <n>\"")
	}
	n, err := strconv.Atoi(f[len(f)-1])
	if err != nil || n < 0 || n > 20 {
		return SetupRow{}, fmt.Errorf("coins: 0 to 20, found %q", f[len(f)-1])
	}
	row := SetupRow{Lo: lo, Hi: hi, Coins: n}
	for _, c := range f[:len(f)-2] {
		if t.slot(c) == nil {
			return SetupRow{}, fmt.Errorf("no enemy %s in the layout", c)
		}
		for _, o := range row.Codes {
			if o == c {
				return SetupRow{}, fmt.Errorf("%s twice", c)
			}
		}
		row.Codes = append(row.Codes, c)
	}
	return row, nil
}
