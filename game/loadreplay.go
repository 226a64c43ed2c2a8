package game

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/ui"
)

// LoadReplay lists the saved replays; choosing one opens it in the replay
// viewer. A damaged file gives a message and nothing else changes.
type LoadReplay struct{ menuScene }

// NewLoadReplay returns the list of replays; Back returns to back.
func NewLoadReplay(back Scene) *LoadReplay { return &LoadReplay{newMenuScene(back)} }

// Build implements Scene.
func (s *LoadReplay) Build(a *App) {
	t := a.Theme
	p := panel(a, 560)
	p.AddChild(t.Text("Load a replay", t.Heading, t.Accent, 0))
	dir := replaysDir(a)
	files := listReplays(dir)
	if len(files) == 0 {
		p.AddChild(t.Text("No replays saved yet in "+dir+".", t.Small, t.Muted, t.Px(500)))
	}
	for _, f := range files {
		path := filepath.Join(dir, f)
		p.AddChild(t.Button(ui.ButtonSpec{Label: strings.TrimSuffix(f, ".json"), Icon: "replay", OnClick: func() { s.open(a, path) }}))
	}
	p.AddChild(t.Text("Or drop a replay file onto this window.", t.Small, t.Muted, 0))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Back", Icon: "step-back", Prompt: a.In.Prompt(input.Back), OnClick: func() { a.SetScene(s.back) }}))
	s.ui = centred(a, p)
}

// open reads a replay and shows it, or says what is wrong with it.
func (s *LoadReplay) open(a *App, path string) {
	rec, err := ReadReplayFile(path)
	if err != nil {
		a.Toast("Cannot load the replay: " + err.Error())
		return
	}
	a.SetScene(NewReplayViewer(rec, s.back))
}

// listReplays returns the newest replay files in dir, newest first.
func listReplays(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	type file struct {
		name string
		mod  int64
	}
	var files []file
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		files = append(files, file{e.Name(), info.ModTime().UnixNano()})
	}
	sort.Slice(files, func(i, j int) bool {
		if files[i].mod != files[j].mod {
			return files[i].mod > files[j].mod
		}
		return files[i].name < files[j].name
	})
	var out []string
	for i, f := range files {
		if i == 10 {
			break
		}
		out = append(out, f.name)
	}
	return out
}

// openDropped opens the first replay dropped onto the window, if any.
func (a *App) openDropped() {
	files := ebiten.DroppedFiles()
	if files == nil {
		return
	}
	var name string
	_ = fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && name == "" {
			name = p
		}
		return nil
	})
	if name == "" {
		return
	}
	data, err := fs.ReadFile(files, name)
	if err != nil {
		a.Toast("Cannot read the dropped file " + name + ": " + err.Error())
		return
	}
	rec, err := OpenReplay(data, name)
	if err != nil {
		a.Toast("Cannot load the replay: " + err.Error())
		return
	}
	a.SetScene(NewReplayViewer(rec, a.scene))
}
