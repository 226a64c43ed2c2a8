package geom

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Lengths are micrometres (µm).
const (
	// MM is one millimetre in micrometres.
	MM = 1000
	// Inch is one inch in micrometres.
	Inch = 25400
	// BaseRadius is the radius of the 25 mm round base every fighter and
	// object stands on.
	BaseRadius = 12500
	// ContactTolerance is the greatest distance at which two bases still
	// count as touching (0.01").
	ContactTolerance = 254
	// FieldW is the length of the battlefield along X (16").
	FieldW = 16 * Inch
	// FieldH is the length of the battlefield along Y (12").
	FieldH = 12 * Inch
	// MaxCoord is the largest coordinate magnitude the package computes
	// exactly with (about 537 m); ParsePoint rejects anything larger.
	MaxCoord = 1 << 29
)

// Point is a position on the battlefield in micrometres, origin at a corner.
type Point struct {
	X, Y int64
}

// Add returns p moved by q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns the offset from q to p.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// String returns the point as "x,y" in millimetres with up to three
// decimals and trailing zeros trimmed, e.g. "76.2,101.6".
func (p Point) String() string {
	return formatFixed(p.X, 1000) + "," + formatFixed(p.Y, 1000)
}

// ParsePoint reads a point written as by Point.String: two millimetre values
// with at most three decimals, separated by a comma. Spaces around either
// value are allowed. Values beyond MaxCoord are rejected.
func ParsePoint(s string) (Point, error) {
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return Point{}, fmt.Errorf("geom: point %q: want \"x,y\" in mm", s)
	}
	x, err := parseMM(strings.TrimSpace(xs))
	if err != nil {
		return Point{}, fmt.Errorf("geom: point %q: %w", s, err)
	}
	y, err := parseMM(strings.TrimSpace(ys))
	if err != nil {
		return Point{}, fmt.Errorf("geom: point %q: %w", s, err)
	}
	return Point{x, y}, nil
}

// parseMM reads a millimetre value with at most three decimals as µm.
func parseMM(s string) (int64, error) {
	neg, whole, frac, err := splitDecimal(s)
	if err != nil {
		return 0, err
	}
	if len(frac) > 3 {
		return 0, fmt.Errorf("%q has more than 3 decimals", s)
	}
	v, err := decimalValue(whole, frac, 3)
	if err != nil || v > MaxCoord {
		return 0, fmt.Errorf("%q is too large", s)
	}
	if neg {
		v = -v
	}
	return v, nil
}

// Inches reads a length written in inches ("3", "3.5", "0.25", "-1.75",
// optionally followed by a '"') and returns it in micrometres. Only lengths
// that are a whole number of micrometres are accepted (an inch is 25400 µm,
// so at most three significant decimals, e.g. 0.005); trailing zeros are
// fine. Lengths beyond MaxCoord are rejected.
func Inches(s string) (int64, error) {
	t := strings.TrimSuffix(strings.TrimSpace(s), `"`)
	neg, whole, frac, err := splitDecimal(t)
	if err != nil {
		return 0, fmt.Errorf("geom: inches %q: %w", s, err)
	}
	frac = strings.TrimRight(frac, "0")
	if len(frac) > 3 {
		return 0, fmt.Errorf("geom: inches %q is not a whole number of micrometres", s)
	}
	thou, err := decimalValue(whole, frac, 3) // thousandths of an inch
	if err != nil || thou > 1_000_000_000_000 || thou*Inch/1000 > MaxCoord {
		return 0, fmt.Errorf("geom: inches %q is too large", s)
	}
	if thou*Inch%1000 != 0 {
		return 0, fmt.Errorf("geom: inches %q is not a whole number of micrometres", s)
	}
	v := thou * Inch / 1000
	if neg {
		v = -v
	}
	return v, nil
}

// FormatInches returns a length in micrometres as inches for players,
// rounded to two decimals (halves away from zero) with trailing zeros
// trimmed, e.g. `3.25"`.
func FormatInches(d int64) string {
	u := abs64(d)
	h := (u + 127) / 254 // hundredths of an inch, Inch/100 = 254
	s := formatFixed(int64(h), 100)
	if d < 0 && h != 0 {
		s = "-" + s
	}
	return s + `"`
}

// formatFixed writes v/unit in decimal with trailing zeros trimmed; unit is
// a power of ten.
func formatFixed(v int64, unit uint64) string {
	u := abs64(v)
	var b strings.Builder
	if v < 0 {
		b.WriteByte('-')
	}
	b.WriteString(strconv.FormatUint(u/unit, 10))
	if f := u % unit; f != 0 {
		fs := strconv.FormatUint(f+unit, 10)[1:] // zero padded
		b.WriteByte('.')
		b.WriteString(strings.TrimRight(fs, "0"))
	}
	return b.String()
}

// splitDecimal splits "-12.345" into its sign, whole and fractional digits.
func splitDecimal(s string) (neg bool, whole, frac string, err error) {
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	}
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || !allDigits(whole) || dot && (frac == "" || !allDigits(frac)) {
		return false, "", "", errors.New("not a decimal number")
	}
	return neg, whole, frac, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// decimalValue returns whole.frac scaled by 10^places (len(frac) <= places),
// failing when it does not fit comfortably in int64.
func decimalValue(whole, frac string, places int) (int64, error) {
	whole = strings.TrimLeft(whole, "0")
	if len(whole) > 12 {
		return 0, errors.New("too large")
	}
	v := int64(0)
	for i := 0; i < len(whole); i++ {
		v = v*10 + int64(whole[i]-'0')
	}
	for i := 0; i < places; i++ {
		v *= 10
		if i < len(frac) {
			v += int64(frac[i] - '0')
		}
	}
	return v, nil
}
