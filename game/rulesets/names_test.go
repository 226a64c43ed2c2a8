package rulesets

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// rulesetNames returns where a parsed Go file names a ruleset, one message
// each: an import of a ruleset's folder or of a path with an id as a
// segment, an identifier that is an id or holds one as a word part
// (identParts), a string literal that is an id or holds one as a path
// segment (stringNames). Comments are prose and are not read: shared prose
// may say "tunnel", "elements" or "arena", and "a sixth of a pixel" names
// no ruleset "sixth".
func rulesetNames(fset *token.FileSet, file *ast.File, ids, folders []string) []string {
	var out []string
	for _, imp := range file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		for _, f := range folders {
			if p == "skirmish/"+f || strings.HasPrefix(p, "skirmish/"+f+"/") {
				out = append(out, fset.Position(imp.Pos()).String()+": imports "+p)
				p = ""
				break
			}
		}
		if id := pathNames(p, ids); p != "" && id != "" {
			out = append(out, fset.Position(imp.Pos()).String()+": imports "+p+", named for the ruleset "+id)
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ImportSpec:
			return false // checked above
		case *ast.Ident:
			if id := identNames(n.Name, ids); id != "" {
				out = append(out, fset.Position(n.Pos()).String()+": identifier "+n.Name+" names the ruleset "+id)
			}
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				break
			}
			s, err := strconv.Unquote(n.Value)
			if err != nil {
				s = n.Value
			}
			if id := stringNames(s, ids); id != "" {
				out = append(out, fset.Position(n.Pos()).String()+": string "+n.Value+" names the ruleset "+id)
			}
		}
		return true
	})
	return out
}

// identParts splits an identifier into its words: at underscores, where a
// lower-case letter or digit meets an upper-case one, where an upper-case
// run ends before a lower-case letter (HTTPServer: HTTP, Server), and
// between letters and digits.
func identParts(name string) []string {
	rs := []rune(name)
	var parts []string
	start := 0
	cut := func(i int) {
		if i > start {
			parts = append(parts, string(rs[start:i]))
		}
		start = i
	}
	for i, r := range rs {
		switch {
		case r == '_':
			cut(i)
			start = i + 1
		case i == start:
		case unicode.IsUpper(r) && (!unicode.IsUpper(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1])):
			cut(i)
		case unicode.IsDigit(r) != unicode.IsDigit(rs[i-1]):
			cut(i)
		}
	}
	cut(len(rs))
	return parts
}

// identNames returns the id an identifier names, or "": an id equal to a
// run of its word parts, case aside (tunnelBudget, BattleAxe, arena_x).
func identNames(name string, ids []string) string {
	parts := identParts(name)
	for i := range parts {
		joined := ""
		for _, p := range parts[i:] {
			joined += strings.ToLower(p)
			if slices.Contains(ids, joined) {
				return joined
			}
			if len(joined) >= 64 {
				break
			}
		}
	}
	return ""
}

// stringNames returns the id a string literal names, or "": the whole
// string is an id, or a path segment of it is one, with or without an
// extension ("rules/arena", "levels/tunnel/x.lvl", "arena.png"), case
// aside. Words in a sentence are not names.
func stringNames(s string, ids []string) string {
	if id := strings.ToLower(strings.TrimSpace(s)); slices.Contains(ids, id) {
		return id
	}
	return pathNames(s, ids)
}

// pathNames returns the id that is a segment of the slash-separated path
// p, or the name of one before its extension, or "".
func pathNames(p string, ids []string) string {
	for _, seg := range strings.Split(p, "/") {
		seg = strings.ToLower(seg)
		stem, _, _ := strings.Cut(seg, ".")
		for _, id := range ids {
			if seg == id || stem == id {
				return id
			}
		}
	}
	return ""
}

// TestRulesetNameMatcher: prose in comments and strings passes; an
// identifier with an id as a word part, a string with an id as a path
// segment and an import of a ruleset's folder are refused.
func TestRulesetNameMatcher(t *testing.T) {
	const src = `package shared

// A sixth of a pixel; the tunnel, the elements and the arena.
import (
	"skirmish/rules/sixth"
	"skirmish/render"
)

var tunnelBudget = "rules/arena"
var prose = "Tunnel Fighters fight in the arena; a sixth of a pixel"
var BattleAxeKind, battlements, elementsOf, arenas = 1, 2, 3, 4
var icon = "icons/sixth.png"
var whole = "Elements"
var number = sixth2
`
	ids := []string{"tunnel", "elements", "battleaxe", "arena", "sixth"}
	var folders []string
	for _, id := range ids {
		folders = append(folders, "rules/"+id, "render/"+id)
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "shared.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range rulesetNames(fset, file, ids, folders) {
		_, what, _ := strings.Cut(m, ": ")
		got = append(got, what)
	}
	want := []string{
		"imports skirmish/rules/sixth",
		"identifier tunnelBudget names the ruleset tunnel",
		`string "rules/arena" names the ruleset arena`,
		"identifier BattleAxeKind names the ruleset battleaxe",
		"identifier elementsOf names the ruleset elements",
		`string "icons/sixth.png" names the ruleset sixth`,
		`string "Elements" names the ruleset elements`,
		"identifier sixth2 names the ruleset sixth",
	}
	if !slices.Equal(got, want) {
		t.Errorf("found\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	for name, parts := range map[string]string{"HTTPServer": "HTTP Server", "tunnel_x2Y": "tunnel x 2 Y", "BattleAxe": "Battle Axe", "a": "a"} {
		if got := strings.Join(identParts(name), " "); got != parts {
			t.Errorf("identParts(%q) = %q, want %q", name, got, parts)
		}
	}
}
