package main

import "testing"

func TestHumanSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0.0 MiB (0 bytes)", 999: "0.0 MiB (999 bytes)", 1000: "0.0 MiB (1 000 bytes)", 7212581: "6.9 MiB (7 212 581 bytes)"} {
		if got := humanSize(n); got != want {
			t.Errorf("humanSize(%d) = %q, want %q", n, got, want)
		}
	}
}
