//go:build !linux

package game

// audioDevicePresent reports true: Windows, macOS and browsers always have
// an audio output for Ebiten to open.
func audioDevicePresent() bool { return true }
