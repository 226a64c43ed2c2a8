package battleaxe

import (
	"fmt"
	"sync"

	lv "skirmish/levels/battleaxe"
)

var (
	stdOnce    sync.Once
	stdCatalog *Catalog
	stdErr     error
)

// Standard returns the catalog of the embedded card files
// (levels/battleaxe/*.cards), completed with the created heroes, read once
// and shared: callers must not change it.
func Standard() (*Catalog, error) {
	stdOnce.Do(func() {
		c := &Catalog{}
		for _, f := range lv.Cards() {
			if err := c.ParseCards(f.Path, f.Source); err != nil {
				stdErr = err
				return
			}
		}
		if err := c.Complete(); err != nil {
			stdErr = fmt.Errorf("levels/battleaxe: %w", err)
			return
		}
		stdCatalog = c
	})
	return stdCatalog, stdErr
}
