package battleaxe

import (
	"sync"

	lv "skirmish/levels/battleaxe"
)

var (
	stdOnce    sync.Once
	stdCatalog *Catalog
	stdErr     error
)

// Standard returns the catalog of the embedded card files
// (levels/battleaxe/*.cards), read once and shared: callers must not
// change it.
func Standard() (*Catalog, error) {
	stdOnce.Do(func() {
		c := &Catalog{}
		for _, f := range lv.Cards() {
			if err := c.ParseCards(f.Path, f.Source); err != nil {
				stdErr = err
				return
			}
		}
		stdCatalog = c
	})
	return stdCatalog, stdErr
}
