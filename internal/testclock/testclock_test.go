package testclock

import (
	"testing"
	"time"
)

func TestScaleFromEnv(t *testing.T) {
	t.Setenv(Env, "4")
	if got := Limit(time.Second); got != 4*time.Second {
		t.Errorf("Limit(1s) with %s=4: %v", Env, got)
	}
	for _, bad := range []string{"0.5", "-3", "many"} {
		t.Setenv(Env, bad)
		if got := Scale(); got < 1 {
			t.Errorf("%s=%s: scale %v, want at least 1", Env, bad, got)
		}
	}
}

func TestParseLoad(t *testing.T) {
	for s, want := range map[string]float64{
		"12.50 10.01 8.00 3/456 7890\n": 12.5,
		"0.00 0.01 0.05 1/100 1":        0,
		"":                              0,
		"nonsense":                      0,
	} {
		if got := parseLoad(s); got != want {
			t.Errorf("parseLoad(%q) = %v, want %v", s, got, want)
		}
	}
}
