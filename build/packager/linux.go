package main

import "fmt"

// packLinux builds the Linux package for t: a tar.gz with one folder,
// skirmish-VERSION, holding the executable, a desktop entry, the icon and
// README.txt.
func packLinux(b *builder, t target) (string, error) {
	exe, err := b.buildBinary(b.root, t, "-s -w", "skirmish")
	if err != nil {
		return "", err
	}
	icon, err := b.iconPNG(256)
	if err != nil {
		return "", fmt.Errorf("skirmish.png: %w", err)
	}
	top := "skirmish-" + b.version + "/"
	files := []file{
		{Name: top + "skirmish", Mode: 0o755, Data: exe},
		{Name: top + "skirmish.desktop", Mode: 0o644, Data: []byte(desktopEntry)},
		{Name: top + "skirmish.png", Mode: 0o644, Data: icon},
		{Name: top + "README.txt", Mode: 0o644, Data: []byte(linuxReadme(b.version, t))},
	}
	out := b.packagePath(t, ".tar.gz")
	return out, writeTarGz(out, files)
}

// desktopEntry is skirmish.desktop, the freedesktop.org desktop entry that
// puts the game in the applications menu. It runs skirmish from PATH and
// takes the icon named skirmish from the icon theme.
const desktopEntry = `[Desktop Entry]
Type=Application
Version=1.0
Name=Skirmish
GenericName=Tactics game
Comment=Tabletop miniatures rules on a screen: tiles, miniatures, dice and cards
Exec=skirmish
Icon=skirmish
Terminal=false
Categories=Game;StrategyGame;
Keywords=tabletop;miniatures;dice;tactics;
`

// linuxReadme returns README.txt of the Linux package.
func linuxReadme(version string, t target) string {
	dir := "skirmish-" + version
	return `Skirmish ` + version + ` for Linux (` + t.GOARCH + `)

Skirmish puts tabletop miniatures rules on a screen: tiles, miniatures,
dice and cards, every rule resolved by deterministic rule modules.

Run it from this folder:

  cd ` + dir + `
  ./skirmish              opens the game's window
  ./skirmish help         lists the command-line commands

It needs an X11 display (Xorg, or XWayland under Wayland) and OpenGL. On
Debian or Ubuntu: sudo apt-get install libgl1 libglx-mesa0

Add it to your applications menu (for your user only):

  install -Dm755 skirmish ~/.local/bin/skirmish
  install -Dm644 skirmish.png ~/.local/share/icons/hicolor/256x256/apps/skirmish.png
  install -Dm644 skirmish.desktop ~/.local/share/applications/skirmish.desktop

The menu entry runs "skirmish" from your PATH, so ~/.local/bin must be on
it (most distributions add it when the folder exists; log out and in once).
To uninstall, delete those three files.

Settings and replays are kept in ~/.config/skirmish/.
`
}
