package geom

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestPointString(t *testing.T) {
	for _, tc := range []struct {
		p    Point
		want string
	}{
		{Point{3 * Inch, 4 * Inch}, "76.2,101.6"},
		{Point{0, 0}, "0,0"},
		{Point{1, -1}, "0.001,-0.001"},
		{Point{-500, 12500}, "-0.5,12.5"},
		{Point{FieldW, FieldH}, "406.4,304.8"},
		{Point{MaxCoord, -MaxCoord}, "536870.912,-536870.912"},
		{Point{1<<63 - 1, -1 << 63}, "9223372036854775.807,-9223372036854775.808"},
	} {
		if got := tc.p.String(); got != tc.want {
			t.Errorf("%#v.String() = %q, want %q", tc.p, got, tc.want)
		}
	}
}

func TestParsePoint(t *testing.T) {
	good := map[string]Point{
		"76.2,101.6":             {76200, 101600},
		" 1.5 , -2 ":             {1500, -2000},
		"0.001,0.010":            {1, 10},
		"-0,007":                 {0, 7000},
		"536870.912,-536870.912": {MaxCoord, -MaxCoord},
	}
	for s, want := range good {
		if got, err := ParsePoint(s); err != nil || got != want {
			t.Errorf("ParsePoint(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{
		"", "1", "1,", ",1", "1,2,3", "1.2345,0", "a,b", "1e3,2", "1.,2", ".5,1",
		"-,1", "+1,2", "1 2,3", "536870.913,0", "99999999999999999999,0", "0x10,0", "1,2\"",
	} {
		if p, err := ParsePoint(s); err == nil {
			t.Errorf("ParsePoint(%q) = %v, want an error", s, p)
		}
	}
}

func TestPointRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		p := Point{rng.Int64N(2*MaxCoord+1) - MaxCoord, rng.Int64N(2001) - 1000}
		s := p.String()
		q, err := ParsePoint(s)
		if err != nil || q != p {
			t.Fatalf("ParsePoint(%q) = %v, %v; want %v", s, q, err, p)
		}
		for _, v := range strings.Split(s, ",") {
			if strings.Contains(v, ".") && strings.HasSuffix(v, "0") {
				t.Fatalf("%q keeps a trailing zero", s)
			}
		}
	}
}

func TestInches(t *testing.T) {
	good := map[string]int64{
		"3": 76200, "3.5": 88900, "0.25": 6350, "-1.75": -44450, "0.005": 127,
		"0.0050": 127, "1.000000": Inch, `3"`: 76200, "16": FieldW, "0": 0, "-0": 0,
		"0.125": 3175, "21136": 21136 * Inch, "21136.5": 536867100, "-21136.5": -536867100,
	}
	for s, want := range good {
		if got, err := Inches(s); err != nil || got != want {
			t.Errorf("Inches(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	for _, s := range []string{
		"", "abc", "0.001", "1.0001", "0.0001", "0.333", "1/2", "1.5.2", "1e2",
		".5", "5.", "--1", "21137", "21136.7", "99999999999999999999", `3""`,
	} {
		if v, err := Inches(s); err == nil {
			t.Errorf("Inches(%q) = %d, want an error", s, v)
		}
	}
	// Every whole number of thousandths that is a whole number of µm.
	for th := int64(-3000); th <= 3000; th++ {
		s := formatFixed(th, 1000)
		v, err := Inches(s)
		exact := th*Inch%1000 == 0
		if exact != (err == nil) || exact && v != th*Inch/1000 {
			t.Fatalf("Inches(%q) = %d, %v", s, v, err)
		}
	}
}

func TestFormatInches(t *testing.T) {
	for _, tc := range []struct {
		d    int64
		want string
	}{
		{82550, `3.25"`}, {76200, `3"`}, {88900, `3.5"`}, {127, `0.01"`}, {126, `0"`},
		{-44450, `-1.75"`}, {-126, `0"`}, {0, `0"`}, {25399, `1"`}, {Inch + 1270, `1.05"`},
		{-127, `-0.01"`}, {-1 << 63, `-363124883340739.21"`},
	} {
		if got := FormatInches(tc.d); got != tc.want {
			t.Errorf("FormatInches(%d) = %s, want %s", tc.d, got, tc.want)
		}
	}
	for th := int64(-500); th <= 500; th++ {
		d := th * Inch / 100
		if got, err := Inches(FormatInches(d)); err != nil || got != d {
			t.Fatalf("Inches(FormatInches(%d)) = %d, %v", d, got, err)
		}
	}
}

func TestHeight(t *testing.T) {
	for h := Ground; h <= High; h++ {
		got, err := ParseHeight(h.String())
		if err != nil || got != h {
			t.Errorf("ParseHeight(%q) = %v, %v", h.String(), got, err)
		}
	}
	if got, err := ParseHeight(" High "); err != nil || got != High {
		t.Errorf("ParseHeight(\" High \") = %v, %v", got, err)
	}
	if _, err := ParseHeight("tall"); err == nil {
		t.Error("ParseHeight(\"tall\") gave no error")
	}
	if s := Height(9).String(); s != "height(9)" {
		t.Errorf("Height(9).String() = %q", s)
	}
}
