package cli

import (
	"path/filepath"
	"testing"
)

// TestConsoleRedoKeepsTheComputersAnswers: against the computer with free
// undo, two decisions taken back and redone leave the game the computer
// answered, not a shorter one: redo plays the recorded answers again
// instead of letting the computer think anew and drop the rest of what was
// undone.
func TestConsoleRedoKeepsTheComputersAnswers(t *testing.T) {
	dir := t.TempDir()
	saved := func(input, file string) string {
		t.Helper()
		code, out, errOut := run(t, input+"save "+file+"\nquit\n", "console", "-players", "human,ai", "-seed", "5", "-undo", "free")
		if code != 0 {
			t.Fatalf("console: exit %d; stderr %s", code, errOut)
		}
		m := savedRE.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("nothing saved:\n%s", out)
		}
		n, hash := verify(t, file)
		return n + " actions, hash " + hash
	}
	want := saved("end\nend\n", filepath.Join(dir, "played.replay.json"))
	got := saved("end\nend\nundo\nundo\nredo\nredo\n", filepath.Join(dir, "redone.replay.json"))
	if got != want {
		t.Fatalf("after two undos and two redos the game has %s; before the undos it had %s", got, want)
	}
}
