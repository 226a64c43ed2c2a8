// Package version holds the version of Skirmish. It is the one place the
// version lives: the title screen, "skirmish version" and the desktop
// packages (build/packager) all read it from here.
package version

// Version is the version of Skirmish, in the form MAJOR.MINOR.PATCH.
const Version = "0.4.0"
