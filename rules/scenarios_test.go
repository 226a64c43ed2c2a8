package rules

import (
	"errors"
	"strings"
	"testing"

	"skirmish/levels"
)

// TestAppendScenarios: files that parse become scenarios in order, with
// the title and blurb their parser gives; a file that does not parse is
// left out; FindScenario finds by name and names the ruleset otherwise.
func TestAppendScenarios(t *testing.T) {
	files := []levels.File{
		{Name: "one", Path: "levels/x/01-one.txt", Source: []byte("One")},
		{Name: "bad", Path: "levels/x/02-bad.txt", Source: []byte("")},
		{Name: "two", Path: "levels/x/03-two.txt", Source: []byte("Two")},
	}
	describe := func(f levels.File) (string, string, error) {
		if len(f.Source) == 0 {
			return "", "", errors.New("empty")
		}
		return string(f.Source), "about " + f.Name, nil
	}
	list := AppendScenarios([]Scenario{{Name: "first"}}, files, describe)
	var got []string
	for _, sc := range list {
		got = append(got, sc.Name+"/"+sc.Title+"/"+sc.Blurb+"/"+sc.Origin)
	}
	want := "first///,one/One/about one/levels/x/01-one.txt,two/Two/about two/levels/x/03-two.txt"
	if strings.Join(got, ",") != want {
		t.Errorf("scenarios %q, want %q", strings.Join(got, ","), want)
	}
	if sc, err := FindScenario(list, "x", "two"); err != nil || string(sc.Source) != "Two" {
		t.Errorf("FindScenario two: %v %v", sc.Name, err)
	}
	if _, err := FindScenario(list, "x", "bad"); err == nil || !strings.Contains(err.Error(), `x has no scenario "bad"`) {
		t.Errorf("FindScenario bad: %v", err)
	}
}
