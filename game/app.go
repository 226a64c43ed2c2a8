package game

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"os"
	"runtime"
	"slices"
	"strings"

	"github.com/ebitenui/ebitenui"
	ebuiinput "github.com/ebitenui/ebitenui/input"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules/catalog"
	"skirmish/ui"
)

// Scene is one screen of the game: the title, the setup, a battle, the
// replay viewer, the settings.
type Scene interface {
	// Build (re)creates the scene's widgets for the app's theme and size.
	Build(a *App)
	// Update runs one tick: input, then the scene's logic.
	Update(a *App) error
	// Draw draws the scene.
	Draw(a *App, screen *ebiten.Image)
	// UI returns the scene's widgets.
	UI() *ebitenui.UI
	// Busy reports whether the scene is doing something on its own
	// (animating, waiting for the computer): the app keeps updating it.
	Busy() bool
}

// Options configure an App. Kinds is required: the tables of every
// ruleset, in menu order (game/rulesets.All); the rest's zero value is the
// normal desktop game.
type Options struct {
	Kinds        []table.Kind // the rulesets' tables; the app names none itself
	Source       input.Source // nil: the real devices
	SettingsPath string       // "": os.UserConfigDir()/skirmish/settings.json
	DataDir      string       // "": os.UserConfigDir()/skirmish (replays, saves)
	Fixed        image.Point  // non-zero: a fixed logical size (screenshots, tests)
	NoSettings   bool         // use the default settings and never save them
	NoSound      bool         // stay silent (tests, screenshots)
	Seeds        []uint64     // seeds for the next new games, in order; then the clock
	Store        Store        // nil: a DirStore in DataDir (the browser build uses localStorage)
	NoAutosave   bool         // neither save the running game nor offer to resume one (screenshots)
}

// App is the whole program as Ebiten sees it: the settings, the input layer
// and the scene shown now.
type App struct {
	Settings Settings

	in       *input.Layer
	theme    *ui.Theme
	pal      *render.Palette
	kinds    []table.Kind
	cat      catalog.Catalog
	opts     Options
	settings string // settings file path
	scene    Scene
	next     Scene
	w, h     int
	built    struct {
		w, h, scale     int
		colourBlind, tv bool
		folded          bool // Prefs().Folded
	}
	toast          string
	toastFor       int
	quit           bool
	resumable      *session.Session // an unfinished game saved by an earlier run or left for the title, offered there
	resumeInfo     session.SaveInfo
	autosaveFailed bool
	idle           int // ticks in a row with nothing to update or redraw
	lastDevice     input.Device
	drawn          bool // the screen shows the latest state
	tick           uint64
}

// NewApp loads the settings and returns the app on its title screen. A
// damaged settings file is kept aside and reported on screen; the game goes
// on with defaults.
func NewApp(opts Options) *App {
	a := &App{opts: opts, kinds: opts.Kinds}
	for _, k := range opts.Kinds {
		a.cat = append(a.cat, k.Rules())
	}
	if opts.Source == nil {
		opts.Source = input.Ebiten()
	}
	a.in = input.New(opts.Source)
	ebuiinput.SetCursorUpdater(a.in.CursorUpdater())
	a.settings = opts.SettingsPath
	if a.settings == "" && !opts.NoSettings {
		if p, err := SettingsPath(); err == nil {
			a.settings = p
		}
	}
	a.Settings = DefaultSettings()
	if a.settings != "" {
		s, err := LoadSettings(a.settings)
		a.Settings = s
		if err != nil {
			a.Toast(err.Error())
		}
	}
	a.w, a.h = 1280, 800
	if opts.Fixed != (image.Point{}) {
		a.w, a.h = opts.Fixed.X, opts.Fixed.Y
	}
	a.loadResumable()
	a.scene = NewTitle()
	return a
}

// SetScene switches to s at the start of the next tick. The press that
// asked for it is consumed (input.Layer.Swallow): it acts on no more of the
// scene it leaves, and nothing held then acts on s until pressed again.
func (a *App) SetScene(s Scene) {
	a.next = s
	a.in.Swallow()
}

// Scene returns the scene shown now.
func (a *App) Scene() Scene { return a.scene }

// Quit ends the program after this tick.
func (a *App) Quit() { a.quit = true }

// Toast shows a short message at the bottom of the screen for a few seconds.
func (a *App) Toast(msg string) {
	a.toast = msg
	a.toastFor = 60 * 6
}

// Size returns the logical size of the screen in pixels.
func (a *App) Size() (int, int) { return a.w, a.h }

// Tick returns the number of ticks since the start.
func (a *App) Tick() uint64 { return a.tick }

// Store returns where the player's files are kept.
func (a *App) Store() Store {
	if a.opts.Store == nil {
		a.opts.Store = NewDirStore(a.DataDir())
	}
	return a.opts.Store
}

// DataDir returns the folder for replays and saves, creating nothing.
func (a *App) DataDir() string {
	if a.opts.DataDir != "" {
		return a.opts.DataDir
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "."
	}
	return dir + string(os.PathSeparator) + "skirmish"
}

// SaveSettings stores the settings and applies what shows at once.
func (a *App) SaveSettings() {
	if a.settings != "" {
		if err := SaveSettings(a.settings, a.Settings); err != nil {
			a.Toast("Could not save the settings: " + err.Error())
		}
	}
	if a.opts.Fixed == (image.Point{}) {
		ebiten.SetFullscreen(a.Settings.Fullscreen)
	}
}

// ensureBuilt rebuilds the theme and the scene's widgets when the size, the
// scale or the palette changed.
func (a *App) ensureBuilt(force bool) {
	b := a.built
	if !force && b.w == a.w && b.h == a.h && b.scale == a.Settings.UIScale && b.colourBlind == a.Settings.ColourBlind && b.tv == a.Settings.TVLayout && a.theme != nil {
		if folded := a.Prefs().Folded; folded != b.folded { // the theme stays: the scene lays itself out again
			a.built.folded = folded
			a.scene.Build(a)
		}
		return
	}
	a.built.folded = a.Prefs().Folded
	if a.theme != nil && (b.w != a.w || b.h != a.h || b.scale != a.Settings.UIScale || b.tv != a.Settings.TVLayout) {
		render.PurgeCaches() // painted for the old size or scale
	}
	a.built.w, a.built.h, a.built.scale, a.built.colourBlind, a.built.tv = a.w, a.h, a.Settings.UIScale, a.Settings.ColourBlind, a.Settings.TVLayout
	a.pal = render.NewPalette(a.Settings.ColourBlind)
	device := 1.0
	if a.opts.Fixed == (image.Point{}) {
		device = ebiten.Monitor().DeviceScaleFactor()
	}
	if a.Settings.TVLayout {
		a.theme = ui.NewTVTheme(TVScale(a.w, a.h, device), a.pal, a.Settings.ColourBlind)
	} else {
		a.theme = ui.NewTheme(FittedScale(a.Settings.UIScale, a.w, a.h, device), a.pal, a.Settings.ColourBlind)
	}
	a.theme.Layers = a.tipLayers
	a.scene.Build(a)
}

// Smallest screen the layouts are made for, in pixels at 100 % UI scale:
// every screen and table holds at this size (TestLayoutHoldsEverywhere).
const minLayoutW, minLayoutH = 960, 540

// FittedScale returns the factor to draw at for a UI scale chosen in
// percent in a w×h window with the monitor's device scale factor: the
// scale chosen, unless the window is too small to show a screen of
// minLayoutW×minLayoutH at it; then the largest scale that does (never
// under 75 %). A window of 1280x800 shows 125 % as chosen and 150 % and
// more at 133 %: text as large as the window allows, nothing cut off.
func FittedScale(percent, w, h int, device float64) float64 {
	scale := float64(percent) / 100 * device
	if w <= 0 || h <= 0 {
		return scale
	}
	fit := min(float64(w)/minLayoutW, float64(h)/minLayoutH)
	return min(scale, max(fit, 0.75*device))
}

// tvMaxScale is the largest UI scale of the TV layout, in percent.
const tvMaxScale = 200

// TVScale returns the factor the TV layout draws at in a w×h window: the
// largest the window shows a whole screen at (FittedScale), up to
// tvMaxScale, whatever the UI scale chosen: 133 % at 1280x720, 200 % at
// 1920x1080. The screen is seen from across a room, so the text is as
// large as the layout allows.
func TVScale(w, h int, device float64) float64 {
	return FittedScale(tvMaxScale, w, h, device)
}

// ShownScale returns the UI scale the window shows, in percent of the
// device's: the setting, or less when the window is too small for it.
func (a *App) ShownScale() int {
	if a.theme == nil {
		return a.Settings.UIScale
	}
	device := 1.0
	if a.opts.Fixed == (image.Point{}) {
		device = ebiten.Monitor().DeviceScaleFactor()
	}
	return int(a.theme.Scale/device*100 + 0.5)
}

// tipLayers returns the panels and dialogs on screen, bottom first, for
// the tooltips to avoid (ui.Theme.Layers): the children of the scene's
// root, then a table's modal window.
func (a *App) tipLayers() []widget.PreferredSizeLocateableWidget {
	u := a.scene.UI()
	if u == nil || u.Container == nil {
		return nil
	}
	out := slices.Clone(u.Container.Children())
	if m, ok := a.Table().(interface{ Modal() *table.Modal }); ok && m.Modal().Window() != nil {
		if c, ok := m.Modal().Window().GetContainer().(widget.PreferredSizeLocateableWidget); ok {
			out = append(out, c)
		}
	}
	return out
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	a.tick++
	ui.ReleaseStale() // widgets dropped last frame (a scene left, a panel rebuilt) may go
	if a.next != nil {
		a.scene, a.next = a.next, nil
		// The scene left holds textures (a table's board and widget
		// layers, its log's buffers) that Ebitengine frees when the
		// collector finds them unreachable; between collections a few
		// games' worth piled up. A scene change is rare and already
		// rebuilds every widget: collect now.
		runtime.GC()
		a.ensureBuilt(true)
	}
	a.ensureBuilt(false)
	a.In().Update()
	runPlatformCalls(a)
	if d := a.In().LastDevice(); d != a.lastDevice {
		// On-screen prompts follow the device last used: rebuild them.
		a.lastDevice = d
		a.scene.Build(a)
	}
	if a.quiet() {
		a.idle++
	} else {
		a.idle = 0
		a.drawn = false
	}
	if a.idle > idleTicks {
		return nil // nothing moves: keep the last frame, allocate nothing
	}
	if a.In().Has(input.FoldPanel) && a.Settings.TVLayout && a.Table() != nil {
		// the TV layout's side panel folds to its essentials, or unfolds
		a.Settings.PanelFolded = !a.Settings.PanelFolded
		a.SaveSettings()
		a.ensureBuilt(false)
	}
	if a.In().Has(input.Fullscreen) && a.opts.Fixed == (image.Point{}) {
		a.Settings.Fullscreen = !a.Settings.Fullscreen
		a.SaveSettings()
	}
	if a.toastFor > 0 {
		a.toastFor--
	}
	if a.opts.Fixed == (image.Point{}) {
		a.openDropped()
	}
	if !a.In().CursorMoved() {
	} else if m, ok := a.Table().(interface{ Modal() *table.Modal }); ok {
		// The mouse over a button of a table's window focuses it: one
		// highlight, as in the menus.
		if win := m.Modal().Window(); win != nil && a.scene.UI() != nil {
			if c, ok := win.GetContainer().(widget.PreferredSizeLocateableWidget); ok {
				x, y := a.In().Cursor()
				ui.FocusUnderCursor(a.scene.UI(), c, x, y)
			}
		}
	}
	if err := a.scene.Update(a); err != nil {
		return err
	}
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// idleTicks is how long the app keeps updating and drawing after the last
// input or change (tooltips appear, hovers settle) before it rests.
const idleTicks = 90

// Resting reports whether the app rests: nothing happened for idleTicks,
// so it neither updates the scene nor draws, and the screen keeps its last
// frame.
func (a *App) Resting() bool { return a.idle > idleTicks }

// Wake keeps the app from resting, as input would: it updates and draws
// for idleTicks more (the frame benchmarks draw a busy table every frame
// without moving the mouse).
func (a *App) Wake() { a.idle = 0 }

// quiet reports whether nothing happened this tick: no input, no gamepad
// plugged in or out (a table pauses or resumes at once), no toast, and the
// scene is not busy.
func (a *App) quiet() bool {
	in := a.In()
	if len(in.Events()) > 0 || in.PadsChanged() || in.CursorMoved() || in.Clicked() || in.RightClicked() || in.Wheel() != 0 ||
		in.MouseDown(ebiten.MouseButtonLeft) || in.MouseDown(ebiten.MouseButtonRight) || in.Pressed(input.FastForward) || a.toastFor > 0 || a.next != nil {
		return false
	}
	return !a.scene.Busy()
}

// Draw implements ebiten.Game. When the app rests, the screen keeps its
// last frame (the screen is not cleared between frames).
func (a *App) Draw(screen *ebiten.Image) {
	if a.theme == nil {
		return
	}
	if a.idle > idleTicks && a.drawn {
		return
	}
	a.drawn = true
	a.scene.Draw(a, screen)
	if a.toastFor > 0 && a.toast != "" {
		a.drawToast(screen)
	}
}

func (a *App) drawToast(screen *ebiten.Image) {
	t := a.Theme()
	face := t.Body
	lh := face.Metrics().HLineGap + face.Metrics().HAscent + face.Metrics().HDescent
	msg := strings.Join(ui.Wrap(a.toast, face, float64(a.w)*0.8, ""), "\n")
	w, h := text.Measure(msg, face, lh)
	pad := float64(t.Px(12))
	bw, bh := w+2*pad, h+2*pad
	x := (float64(a.w) - bw) / 2
	y := float64(a.h) - bh - float64(t.Px(24))
	vector.FillRect(screen, float32(x), float32(y), float32(bw), float32(bh), color.NRGBA{0x10, 0x0E, 0x0C, 0xF0}, false)
	vector.StrokeRect(screen, float32(x), float32(y), float32(bw), float32(bh), float32(t.Px(2)), t.Accent, false)
	op := &text.DrawOptions{}
	op.LineSpacing = lh
	op.GeoM.Translate(x+pad, y+pad)
	op.ColorScale.ScaleWithColor(t.Ink)
	text.Draw(screen, msg, face, op)
}

// Layout implements ebiten.Game: the logical screen is the window in device
// pixels, so text and the board stay crisp; widgets scale with the theme.
func (a *App) Layout(ow, oh int) (int, int) {
	if a.opts.Fixed != (image.Point{}) {
		return a.opts.Fixed.X, a.opts.Fixed.Y
	}
	s := ebiten.Monitor().DeviceScaleFactor()
	w, h := int(float64(ow)*s), int(float64(oh)*s)
	if w != a.w || h != a.h {
		a.w, a.h = w, h
		a.idle, a.drawn = 0, false
	}
	return a.w, a.h
}

// Run opens the window and plays until the player quits.
func Run(opts Options) error {
	platformOptions(&opts)
	limitGoMemory()
	a := NewApp(opts)
	installHooks(a)
	ebiten.SetWindowTitle("Skirmish")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSize(a.Settings.WindowW, a.Settings.WindowH)
	ebiten.SetFullscreen(a.Settings.Fullscreen)
	ebiten.SetWindowIcon(appIcons())
	ebiten.SetScreenClearedEveryFrame(false)
	err := ebiten.RunGame(a)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if w, h := ebiten.WindowSize(); w > 0 && h > 0 && !a.Settings.Fullscreen {
		a.Settings.WindowW, a.Settings.WindowH = w, h
		if a.settings != "" {
			if serr := SaveSettings(a.settings, a.Settings); serr != nil && err == nil {
				err = fmt.Errorf("saving settings: %w", serr)
			}
		}
	}
	return err
}
