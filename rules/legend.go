package rules

// Legend is implemented by rulesets whose State.Describe draws a map as
// text. Legend says what each character of that map and each mark of the
// lines around it mean, in a few lines for a help screen. A ruleset whose
// Describe draws no map need not implement it.
type Legend interface {
	Legend() string
}
