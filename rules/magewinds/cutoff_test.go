package magewinds

import (
	"strings"
	"testing"
)

// cutOffLevel is a small scenario with an old fort in the middle: a C of
// high wall, 4" by 4", open to the west through a mouth 1.2" wide.
//
//	y 3 ....##########....
//	    ....#........#....
//	  4.4 ###........#....
//	        (mouth)  #....
//	  5.6 ###........#....
//	    ....#........#....
//	y 7 ....##########....
//	     x 6        x 10
const cutOffLevel = `title: The Old Fort
side 1: Wardens
side 2: Ashen
warband 1: ironclad, windcaller, hawkeye
warband 2: stormhorn, gravecaller, spearwarden
deploy 1: 0,0 3,12
deploy 2: 13,0 16,12
feature: high; Old Fort; 6,3 10,3 10,7 6,7 6,5.6 6.5,5.6 6.5,6.5 9.5,6.5 9.5,3.5 6.5,3.5 6.5,4.4 6,4.4
`

// 10.3: "When setting up terrain features, no part of the battlefield
// should be cut off from the rest of the battlefield." A gate across the
// fort's mouth shuts its yard off: the scenario is refused, naming the
// yard by a point inside it and the features around it.
func TestScenarioCutOffIsRefused(t *testing.T) {
	pk, err := DefaultPack()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseLevel("fort", "fort.txt", []byte(cutOffLevel), pk); err != nil {
		t.Fatalf("the fort with its mouth open: %v", err)
	}
	gated := cutOffLevel + "marker: Yard; 8,5\nfeature: medium; Gate; 5.5,4.3 6,4.3 6,5.7 5.5,5.7\n"
	_, err = ParseLevel("fort", "fort.txt", []byte(gated), pk)
	const want = `fort.txt line 8: the part of the battlefield around 7.9",5" is cut off from the rest by Old Fort (line 8) and Gate (line 10): no base can move in or out (10.3; a passage must be at least 1.13" wide)`
	if err == nil || err.Error() != want {
		t.Errorf("the fort with its gate shut:\n got %v\nwant %s", err, want)
	}
	// A mouth 1" wide: a base fits through with 0.016" to spare, too
	// little for the check (which needs 0.14", unless a row of its 1/10"
	// lattice runs through the mouth, and none does): refused as well.
	narrow := strings.Replace(cutOffLevel, "6,5.6 6.5,5.6", "6,5.45 6.5,5.45", 1)
	narrow = strings.Replace(narrow, "6.5,4.4 6,4.4", "6.5,4.45 6,4.45", 1)
	if _, err := ParseLevel("fort", "fort.txt", []byte(narrow), pk); err == nil || !strings.Contains(err.Error(), "is cut off from the rest by Old Fort (line 8): no base") {
		t.Errorf("the fort with a mouth 1\" wide: %v", err)
	}
}

// The embedded scenarios cut nothing off.
func TestEmbeddedScenariosCutNothingOff(t *testing.T) {
	pk, err := DefaultPack()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range scenarios(t) {
		lv, err := ParseLevel(sc.Name, sc.Origin, sc.Source, pk)
		if err != nil {
			t.Errorf("%s: %v", sc.Name, err)
			continue
		}
		if p := lv.Field.CutOff(); len(p) != 0 {
			t.Errorf("%s: cut off %+v", sc.Name, p)
		}
	}
}
