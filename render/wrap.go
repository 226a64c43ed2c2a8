package render

import "strings"

// AppendWrapped appends the paragraph s to out, broken at spaces into
// lines no wider than width as measure measures them; lines after the
// first begin with indent, and a word wider than a line stays whole. A
// paragraph without words appends nothing.
func AppendWrapped(out []string, s string, measure func(string) float64, width float64, indent string) []string {
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && measure(try) > width {
			out = append(out, line)
			line = indent + word
			continue
		}
		line = try
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}
