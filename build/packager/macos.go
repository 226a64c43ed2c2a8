package main

import "fmt"

const (
	// macBundleID is the application's bundle identifier.
	macBundleID = "io.github.skirmish.game"
	// macMinimumSystem is the oldest macOS the bundle declares it runs on.
	// Go 1.26's linker marks darwin executables as built for macOS 12.0
	// (the minos of LC_BUILD_VERSION), and macOS 11 refuses to start them,
	// so the bundle must not promise 11.0.
	macMinimumSystem = "12.0"
)

// packMacOS builds the macOS package for t: a zip with Skirmish.app (the
// executable, Info.plist, PkgInfo and the icon) and README.txt.
func packMacOS(b *builder, t target) (string, error) {
	exe, err := b.buildBinary(b.root, t, "-s -w", "Skirmish")
	if err != nil {
		return "", err
	}
	icns, err := b.icns()
	if err != nil {
		return "", fmt.Errorf("Skirmish.icns: %w", err)
	}
	const app = "Skirmish.app/Contents/"
	files := []file{
		{Name: app + "Info.plist", Mode: 0o644, Data: infoPlist(b.version)},
		{Name: app + "PkgInfo", Mode: 0o644, Data: []byte("APPL????")},
		{Name: app + "MacOS/Skirmish", Mode: 0o755, Data: exe},
		{Name: app + "Resources/Skirmish.icns", Mode: 0o644, Data: icns},
		{Name: "README.txt", Mode: 0o644, Data: []byte(macReadme(b.version, t))},
	}
	out := b.packagePath(t, ".zip")
	return out, writeZip(out, files)
}

// infoPlist returns the bundle's Info.plist for the given version.
func infoPlist(version string) []byte {
	str := func(k, v string) plistEntry { return plistEntry{Key: k, String: v} }
	return encodePlist([]plistEntry{
		str("CFBundleDevelopmentRegion", "en"),
		str("CFBundleDisplayName", "Skirmish"),
		str("CFBundleExecutable", "Skirmish"),
		str("CFBundleIconFile", "Skirmish"),
		str("CFBundleIdentifier", macBundleID),
		str("CFBundleInfoDictionaryVersion", "6.0"),
		str("CFBundleName", "Skirmish"),
		str("CFBundlePackageType", "APPL"),
		str("CFBundleShortVersionString", version),
		str("CFBundleVersion", version),
		str("LSApplicationCategoryType", "public.app-category.strategy-games"),
		str("LSMinimumSystemVersion", macMinimumSystem),
		{Key: "NSHighResolutionCapable", Bool: true, IsBool: true},
	})
}

// macReadme returns README.txt of the macOS package.
func macReadme(version string, t target) string {
	cpu := "Apple silicon (M1 and later)"
	if t.GOARCH == "amd64" {
		cpu = "Intel processors"
	}
	return `Skirmish ` + version + ` for macOS ` + macMinimumSystem + ` or later, ` + cpu + `

Skirmish puts tabletop miniatures rules on a screen: tiles, miniatures,
dice and cards, every rule resolved by deterministic rule modules.

Install: drag Skirmish.app into Applications, then double-click it.

The app is not signed by an Apple developer, so the first time macOS
refuses to open it ("cannot be opened", or "Apple could not verify"):
  - macOS 14 and older: Control-click (or right-click) Skirmish.app, choose
    Open, then Open again in the dialog.
  - macOS 15 and later: try to open it once, then in System Settings,
    Privacy & Security, click "Open Anyway" next to the message about
    Skirmish.
  - Or, in Terminal: xattr -dr com.apple.quarantine /Applications/Skirmish.app
After that it opens with a double-click.

Settings and replays are kept in ~/Library/Application Support/skirmish/.
The executable also runs the command line: Skirmish.app/Contents/MacOS/Skirmish help
`
}
