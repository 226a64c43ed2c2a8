package table

// Files is where a table keeps the player's own files beside the game's
// saves (a ruleset's roster of heroes): the app's store, a folder on the
// desktop, localStorage in the browser. Names are slash-separated.
type Files interface {
	// Read returns the named file; a missing one gives an error that
	// errors.Is(err, fs.ErrNotExist) recognises.
	Read(name string) ([]byte, error)
	// Write replaces the named file atomically: it holds the old content
	// or the new, never a mix.
	Write(name string, data []byte) error
	// SetAside renames a damaged file so that it is kept and never
	// overwritten, and returns its new name.
	SetAside(name string) (string, error)
	// Where says where a file is, for messages.
	Where(name string) string
}

// FileHost is a Host that keeps files: a table asks for it with a type
// assertion, and does without (keeps nothing) when the host has none.
type FileHost interface {
	Files() Files
}
