package magewinds

import (
	"image"

	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// Busyness scores a position for the frame benchmark: mid-attack, every
// fighter deployed, the attack's lines and odds on the field, a face-down
// choice, cards in both hands.
func (kind) Busyness(st rules.State, played int) int {
	g, ok := st.(*mw.Game)
	if !ok || g.Phase != mw.PhaseAction || g.Act.Step != mw.StepReact {
		return 0
	}
	for i := range g.Fighters {
		if !g.Fighters[i].Deployed {
			return 0
		}
	}
	if played > 30 && len(g.Hands[0]) > 0 && len(g.Hands[1]) > 0 && g.Act.Choice != mw.ChoiceNone {
		return 2
	}
	return 1
}

// SweepArea is where the frame benchmark's mouse sweeps: the battlefield.
func (m *mageBoard) SweepArea() image.Rectangle { return m.field.Bounds().Intersect(m.area) }

// BenchScenario is Standing Stones, the default scenario.
func (kind) BenchScenario() string { return "standing-stones" }
