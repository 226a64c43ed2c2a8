//go:build !js

package cli

import (
	"strconv"
	"strings"
)

// encoding is a Content-Encoding that skirmish serve sends from a
// precompressed twin of a file: the twin of X is X plus suffix.
type encoding struct {
	name   string // the Content-Encoding token
	suffix string // the twin's suffix
}

// encodings are the twins build/web writes, smallest first: brotli
// (X.br, about a quarter smaller than gzip for skirmish.wasm) and gzip
// (X.gz, which every browser accepts).
var encodings = []encoding{{"br", ".br"}, {"gzip", ".gz"}}

// chooseEncoding picks, among the encodings of the twins a file has (in
// the order of encodings), the one an Accept-Encoding header prefers: the
// highest q-value above 0, the earlier (smaller) twin on a tie. It reports
// false when the header accepts none of them, and the file goes as it is.
func chooseEncoding(header string, twins []encoding) (encoding, bool) {
	q := acceptedCodings(header)
	best, bestQ := encoding{}, 0.0
	for _, enc := range twins {
		v, listed := q[enc.name]
		if !listed {
			v = q["*"] // "*" stands for every coding the header does not name
		}
		if v > bestQ {
			best, bestQ = enc, v
		}
	}
	return best, bestQ > 0
}

// acceptedCodings parses an Accept-Encoding header into the q-value of
// each coding it names, lower case ("gzip", "br", "*"): 1 without a q
// parameter, 0 for q=0 or a q that is not a number from 0 to 1. When a
// coding is named twice, the first counts.
func acceptedCodings(header string) map[string]float64 {
	q := map[string]float64{}
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		if _, seen := q[coding]; seen {
			continue
		}
		v := 1.0
		for _, p := range strings.Split(params, ";") {
			k, val, _ := strings.Cut(strings.ReplaceAll(p, " ", ""), "=")
			if !strings.EqualFold(k, "q") {
				continue
			}
			f, err := strconv.ParseFloat(val, 64)
			if err != nil || !(f >= 0 && f <= 1) { // NaN too
				f = 0
			}
			v = f
		}
		q[coding] = v
	}
	return q
}
