package cli

import (
	"encoding/json"
	"fmt"
	"skirmish/game/rulesets"
)

func runRulesets(args []string, e *env) error {
	fs := newFlags("rulesets", e)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	type scen struct {
		Name  string `json:"name"`
		Title string `json:"title"`
		Blurb string `json:"blurb,omitempty"`
	}
	type rset struct {
		ID        string `json:"id"`
		Name      string `json:"name"`
		Version   int    `json:"version"`
		Scenarios []scen `json:"scenarios"`
	}
	var all []rset
	for _, rs := range rulesets.Catalog() {
		r := rset{ID: rs.ID(), Name: rs.Name(), Version: rs.Version()}
		for _, sc := range rs.Scenarios() {
			r.Scenarios = append(r.Scenarios, scen{sc.Name, sc.Title, sc.Blurb})
		}
		all = append(all, r)
	}
	if *asJSON {
		b, _ := json.MarshalIndent(all, "", "  ")
		fmt.Fprintln(e.stdout, string(b))
		return nil
	}
	for _, r := range all {
		fmt.Fprintf(e.stdout, "%s\t%s (rules version %d)\n", r.ID, r.Name, r.Version)
		for _, sc := range r.Scenarios {
			fmt.Fprintf(e.stdout, "  %-22s %s: %s\n", sc.Name, sc.Title, sc.Blurb)
		}
	}
	return nil
}
