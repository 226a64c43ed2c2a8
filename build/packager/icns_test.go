package main

import "testing"

// TestICNS checks the icon file on its own, without building anything.
func TestICNS(t *testing.T) {
	data, err := encodeICNS(appIconPNG)
	if err != nil {
		t.Fatal(err)
	}
	checkICNS(t, data)
}
