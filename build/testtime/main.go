// Command testtime reads the output of `go test -json` for build/test.
//
//	go test -json ./... | tee test.json | testtime -print
//	testtime -shares test.json
//
// -print writes what go test writes without -json: a line for each
// package that passed, and the whole output of one that failed (or did
// not build). -shares prints each ruleset's share of the tests' time: a
// package whose path has a ruleset's id as a folder (rules/<id>,
// render/<id>, game/table/<id>, levels/<id>) is that ruleset's; in the
// other packages, a test or benchmark whose name has the id as a part
// (TestLayoutHoldsEverywhere/<id>, BenchmarkBusyFrame/<id>) is. The ids
// come from the registry (game/rulesets). It also names the slowest
// packages, and those over the time a package may take (-over).
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"skirmish/game/rulesets"
)

func main() {
	print := flag.Bool("print", false, "read go test -json on standard input and write go test's usual output")
	shares := flag.String("shares", "", "read go test -json from this file and print each ruleset's share of the time")
	over := flag.Duration("over", 4*time.Minute, "with -shares: name the packages that took longer")
	flag.Parse()
	switch {
	case *print && *shares == "":
		if err := printPlain(os.Stdin, os.Stdout); err != nil {
			fail(err)
		}
	case *shares != "" && !*print:
		f, err := os.Open(*shares)
		if err != nil {
			fail(err)
		}
		defer f.Close()
		if err := writeShares(f, os.Stdout, rulesetIDs(), *over); err != nil {
			fail(err)
		}
	default:
		fmt.Fprintln(os.Stderr, "usage: testtime -print < go-test.json, or testtime -shares go-test.json")
		os.Exit(2)
	}
}

// rulesetIDs returns the ids of the rulesets of the registry.
func rulesetIDs() []string {
	var ids []string
	for _, k := range rulesets.All {
		ids = append(ids, k.Rules().ID())
	}
	return ids
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "testtime:", err)
	os.Exit(1)
}
