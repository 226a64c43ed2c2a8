package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// copyModule copies into dst the sources that building the skirmish
// command for t reads: go.mod, go.sum and, for each package of the module
// that the command imports, its Go and assembly files and the files it
// embeds. Nothing else of the checkout (tests, build output, other
// engineers' files) is copied.
func copyModule(ctx context.Context, root, dst string, t target) error {
	cmd := exec.CommandContext(ctx, "go", "list", "-deps", "-json=Dir,GoFiles,SFiles,HFiles,EmbedFiles,Module", ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), crossEnv(t)...)
	out, err := output(cmd)
	if err != nil {
		return fmt.Errorf("listing the sources to copy: %w", err)
	}
	files := []string{"go.mod", "go.sum"}
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p struct {
			Dir                                 string
			GoFiles, SFiles, HFiles, EmbedFiles []string
			Module                              *struct{ Main bool }
		}
		if err := dec.Decode(&p); err != nil {
			return fmt.Errorf("listing the sources to copy: %w", err)
		}
		if p.Module == nil || !p.Module.Main {
			continue
		}
		rel, err := filepath.Rel(root, p.Dir)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return fmt.Errorf("listing the sources to copy: package folder %s is outside %s", p.Dir, root)
		}
		for _, list := range [][]string{p.GoFiles, p.SFiles, p.HFiles, p.EmbedFiles} {
			for _, f := range list {
				files = append(files, filepath.Join(rel, f))
			}
		}
	}
	for _, f := range files {
		if err := copyFile(filepath.Join(root, f), filepath.Join(dst, f)); err != nil {
			return fmt.Errorf("copying the sources: %w", err)
		}
	}
	return nil
}

// copyFile copies the regular file src to dst, creating dst's folders.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("%s: %w", src, err)
	}
	return out.Close()
}
