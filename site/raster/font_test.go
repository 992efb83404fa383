package raster

import (
	"math"
	"testing"
)

func TestParseFont(t *testing.T) {
	for _, tc := range []struct {
		css  string
		want Font
	}{
		{"10px sans-serif", Font{Size: 10}},
		{"bold 14px system-ui, sans-serif", Font{Bold: true, Size: 14}},
		{"italic 600 12.5px system-ui", Font{Bold: true, Size: 12.5}},
		{"500 9px serif", Font{Size: 9}},
		{"normal 20px x", Font{Size: 20}},
	} {
		got, err := ParseFont(tc.css)
		if err != nil || got != tc.want {
			t.Errorf("ParseFont(%q) = %v, %v; want %v", tc.css, got, err, tc.want)
		}
	}
	for _, css := range []string{"", "bold", "14pt serif", "NaNpx x", "Infpx x", "0px x", "-3px x", "heavy 12px x", "bold sans 12px"} {
		if f, err := ParseFont(css); err == nil {
			t.Errorf("ParseFont(%q) = %v, want an error", css, f)
		}
	}
}

// FuzzParseFont checks that a font ParseFont accepts has a size to draw.
func FuzzParseFont(f *testing.F) {
	for _, s := range []string{"bold 14px system-ui, sans-serif", "600 9.5px x", "10px"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, css string) {
		if font, err := ParseFont(css); err == nil && !(font.Size > 0 && font.Size < math.Inf(1)) {
			t.Fatalf("%q reads as %v", css, font)
		}
	})
}
