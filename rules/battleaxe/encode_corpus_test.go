package battleaxe

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteDecodeCorpus writes FuzzDecode's seed corpus (states of the test
// crypt after a few actions, and a quest as it grows) when run with
// BATTLEAXE_WRITE_CORPUS=1.
func TestWriteDecodeCorpus(t *testing.T) {
	if os.Getenv("BATTLEAXE_WRITE_CORPUS") == "" {
		t.Skip("set BATTLEAXE_WRITE_CORPUS=1 to write the corpus")
	}
	g := setupCrypt(t, 5)
	dir := filepath.Join("testdata", "fuzz", "FuzzDecode")
	for i, s := range []string{"", "A move e5", "A end", "B end"} {
		if s != "" {
			do(t, g, s)
		}
		body := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", g.Encode())
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("crypt%d", i)), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A quest grown by the computer party, every 40 actions.
	g, _ = playQuest(t, quests(t)[0], 3, 0, false)
	for i := 0; i < 6 && !g.Outcome().Over; i++ {
		body := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", g.Encode())
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("quest%d", i)), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		for range 40 {
			if g.Outcome().Over {
				break
			}
			seat := g.ToAct()[0]
			a, err := AI{}.Choose(g.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}
