package cli

import (
	"runtime"
	"strings"
	"testing"

	"skirmish/version"
)

func TestVersionPrintsTheVersion(t *testing.T) {
	out := mustRun(t, "version")
	want := "skirmish " + version.Version + " (" + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + ")\n"
	if out != want {
		t.Errorf("version printed %q, want %q", out, want)
	}
}

func TestVersionIsInTheHelp(t *testing.T) {
	wantContains(t, "help", mustRun(t, "help"), "version", "e.g. skirmish version")
}

func TestVersionRefusesArguments(t *testing.T) {
	errOut := mustFail(t, 2, "version", "extra")
	wantContains(t, "stderr", errOut, `unexpected argument "extra"`)
	if !strings.HasPrefix(errOut, "skirmish version: ") {
		t.Errorf("stderr %q does not name the command", errOut)
	}
}
