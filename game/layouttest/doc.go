// Package layouttest is the layout test (Run): every screen of the app at
// every UI scale and window size, and in the TV layout, checked for
// widgets and regions that leave the window, overlap, or move. Drawing
// each of some forty screens at some thirty shows, in Mesa's software
// renderer, is minutes of work: the screens are shared among Parts
// packages (part1, part2, ...), whose tests go test runs beside each
// other, each in its own process and game loop.
package layouttest
