package tunnel

import (
	"encoding/json"

	"skirmish/rules/grid"
)

// ModelSummary is a model as the command line prints it in JSON.
type ModelSummary struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Fighter   string `json:"fighter"`
	Side      int    `json:"side"`
	At        string `json:"at,omitempty"`
	Facing    string `json:"facing,omitempty"`
	Stamina   int    `json:"stamina"`
	Endurance int    `json:"endurance"`
	Prone     bool   `json:"prone,omitempty"`
	Dead      bool   `json:"dead,omitempty"`
	Swung     bool   `json:"swung,omitempty"`
}

// GameSummary is the state as the command line prints it in JSON.
type GameSummary struct {
	Level  string         `json:"level"`
	Round  int            `json:"round"`
	Side   int            `json:"side"`
	Phase  string         `json:"phase"`
	Status string         `json:"status"`
	Models []ModelSummary `json:"models"`
	Doors  []string       `json:"openDoors,omitempty"`
}

var phaseNames = [...]string{"act", "defend", "pick", "shunt", "over"}

// Summary returns the state for JSON output.
func (g *Game) Summary() any {
	s := GameSummary{Level: g.lvl.Name, Round: int(g.round), Side: int(g.side), Phase: phaseNames[g.phase], Status: g.status()}
	for i := range g.models {
		m := &g.models[i]
		ms := ModelSummary{ID: string(m.ID), Name: g.Name(i), Fighter: m.Prof().ID, Side: int(m.Side),
			Stamina: int(m.Stamina), Endurance: int(m.Endurance), Prone: m.Prone, Dead: m.Dead, Swung: m.Swung}
		if !m.Dead {
			ms.At, ms.Facing = m.At.String(), m.Facing.Letter()
		}
		s.Models = append(s.Models, ms)
	}
	for k, t := range g.tiles {
		if t != g.lvl.Tiles[k] {
			s.Doors = append(s.Doors, grid.Pt(k%g.lvl.W, k/g.lvl.W).String())
		}
	}
	return s
}

var eventKindNames = [...]string{"turn-start", "moved", "turned", "door-opened", "recovered", "swing", "no-defence",
	"defence", "rolled", "cancelled", "draw", "result", "damaged", "killed", "shunted", "pinned", "floored",
	"roared", "turn-end", "game-over"}

// MarshalJSON writes the event's kind, its explanation and its dice.
func (e Event) MarshalJSON() ([]byte, error) {
	out := map[string]any{"kind": eventKindNames[e.Kind], "text": e.String()}
	if e.Kind == EvRolled {
		out["attack"] = ints(e.Attack[:e.NA])
		out["defence"] = ints(e.Defence[:e.ND])
	}
	if e.Kind == EvCancelled {
		out["pairs"] = ints(e.Pairs[:e.NP])
		out["left"] = ints(e.Left[:e.NL])
		out["unused"] = ints(e.Unused[:e.NU])
	}
	return json.Marshal(out)
}

func ints(b []uint8) []int {
	out := make([]int, len(b))
	for i, v := range b {
		out[i] = int(v)
	}
	return out
}
