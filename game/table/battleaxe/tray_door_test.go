package battleaxe

import (
	"testing"

	rb "skirmish/render/battleaxe"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// TestDoorRollsInTheTray: a door that rolled the Door Dice (P) shows them;
// one that rolled the Quest Room Dice (Q) and a Setup D6 shows those two.
func TestDoorRollsInTheTray(t *testing.T) {
	passage := []rules.Event{ba.Event{Kind: ba.EvDoorDice, N: 5, Rolled: true, Text: "Door Dice (a door in a room): P = Passage: the door opens into a passage"}}
	got := appendDoorRolls(nil, passage)
	if len(got) != 1 || got[0].Kind != rb.Door || got[0].Value != rb.FacePassage {
		t.Errorf("the Door Dice's P: %+v", got)
	}
	quest := []rules.Event{
		ba.Event{Kind: ba.EvDoorDice, N: 1, M: 1, Rolled: true, Text: "Door Dice (a door in a room): R = Room: the door opens into a room"},
		ba.Event{Kind: ba.EvQuestDice, N: 2, M: 1, Rolled: true, Text: "Quest Room Dice (5 rooms completed): Q = Quest room: you have found the quest room!"},
		ba.Event{Kind: ba.EvSetupD6, N: 4, M: 3, Rolled: true},
	}
	got = appendDoorRolls(nil, quest)
	if len(got) != 2 || got[0].Kind != rb.Quest || got[0].Value != rb.FaceQuest || got[1].Kind != rb.Six || got[1].Value != 4 {
		t.Errorf("the Quest Room Dice's Q and the Setup D6: %+v", got)
	}
}
