package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// moduleRoot returns the absolute directory of the skirmish module: dir if
// given, else the module of the current directory. It fails if that module
// is not skirmish.
func moduleRoot(ctx context.Context, dir string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "list", "-m", "-f", "{{.Path}} {{.Dir}}")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := output(cmd)
	if err != nil {
		return "", fmt.Errorf("finding the skirmish module: %w", err)
	}
	path, root, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
	if path != "skirmish" || root == "" {
		where := "the current directory"
		if dir != "" {
			where = dir
		}
		return "", fmt.Errorf("finding the skirmish module: %s is in module %q, not skirmish (run from the checkout or give -root)", where, path)
	}
	return filepath.Abs(root)
}

// buildBinary cross-compiles the main package in dir for t with
// CGO_ENABLED=0, -trimpath, no VCS stamp and ldflags, and returns the
// executable's bytes. name is the executable's file name in the work
// directory, for the error messages.
func (b *builder) buildBinary(dir string, t target, ldflags, name string) ([]byte, error) {
	exe := filepath.Join(b.work, t.Name, "bin", name)
	cmd := exec.CommandContext(b.ctx, "go", "build", "-trimpath", "-buildvcs=false", "-ldflags", ldflags, "-o", exe, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), crossEnv(t)...)
	if _, err := output(cmd); err != nil {
		return nil, fmt.Errorf("building %s: %w", name, err)
	}
	data, err := os.ReadFile(exe)
	if err != nil {
		return nil, fmt.Errorf("reading the built %s: %w", name, err)
	}
	return data, nil
}

// crossEnv returns the environment that selects t for the go command: no
// cgo, t's GOOS and GOARCH at their baseline instruction set (so the
// binaries run on any processor of the family) and no workspace.
func crossEnv(t target) []string {
	return []string{
		"CGO_ENABLED=0", "GOOS=" + t.GOOS, "GOARCH=" + t.GOARCH,
		"GOAMD64=v1", "GOARM64=v8.0", "GOWORK=off",
	}
}

// output runs cmd and returns its standard output. When cmd fails, the
// error names the command and carries what it wrote to standard error.
func output(cmd *exec.Cmd) ([]byte, error) {
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = strings.TrimSpace(string(out))
		}
		return out, fmt.Errorf("%s: %w\n%s", strings.Join(cmd.Args, " "), err, msg)
	}
	return out, nil
}
