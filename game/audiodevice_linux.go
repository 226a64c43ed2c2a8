package game

import (
	"os"
	"path/filepath"
	"strings"
)

// audioDevicePresent reports whether Linux has something to play sound on:
// a PulseAudio (or PipeWire) server socket, or an ALSA sound card. Ebiten
// stops the game when its audio device fails to start, so without one the
// game stays silent rather than starting audio at all.
func audioDevicePresent() bool {
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "pulse", "native")); err == nil {
			return true
		}
	}
	cards, err := os.ReadFile("/proc/asound/cards")
	return err == nil && !strings.Contains(string(cards), "no soundcards") && strings.TrimSpace(string(cards)) != ""
}
