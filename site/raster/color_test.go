package raster

import (
	"fmt"
	"image/color"
	"testing"
)

// Expected values follow CSS Color 4: hex digits, rgb() channels (alpha
// 0.35 is 89.25 of 255), and hsl() by its conversion (hsl(120, 100%, 25%)
// is CSS's "green", #008000).
func TestParseColor(t *testing.T) {
	for _, tc := range []struct {
		css  string
		want color.NRGBA
	}{
		{"#fff", color.NRGBA{255, 255, 255, 255}},
		{"#0a5fc2", color.NRGBA{0x0a, 0x5f, 0xc2, 255}},
		{"#0A5FC2", color.NRGBA{0x0a, 0x5f, 0xc2, 255}},
		{"#f008", color.NRGBA{255, 0, 0, 0x88}},
		{"#12345678", color.NRGBA{0x12, 0x34, 0x56, 0x78}},
		{"rgba(0,0,0,0.35)", color.NRGBA{0, 0, 0, 89}},
		{"rgb(127, 176, 255)", color.NRGBA{127, 176, 255, 255}},
		{"rgb(255 0 0 / 50%)", color.NRGBA{255, 0, 0, 128}},
		{"rgb(100%, 0%, 50%)", color.NRGBA{255, 0, 128, 255}},
		{"rgba(300, -5, 0, 2)", color.NRGBA{255, 0, 0, 255}},
		{"hsl(0, 100%, 50%)", color.NRGBA{255, 0, 0, 255}},
		{"hsl(120, 100%, 25%)", color.NRGBA{0, 128, 0, 255}},
		{"hsl(240deg 100% 50%)", color.NRGBA{0, 0, 255, 255}},
		{"hsl(-120, 100%, 50%)", color.NRGBA{0, 0, 255, 255}},
		{"hsla(60, 100%, 50%, 0.5)", color.NRGBA{255, 255, 0, 128}},
		{"hsl(200, 0%, 100%)", color.NRGBA{255, 255, 255, 255}},
		{" Transparent ", color.NRGBA{}},
		{"white", color.NRGBA{255, 255, 255, 255}},
	} {
		got, err := ParseColor(tc.css)
		if err != nil || got != tc.want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v", tc.css, got, err, tc.want)
		}
	}
}

func TestParseColorRefuses(t *testing.T) {
	for _, css := range []string{"", "#", "#12", "#12345", "#ggg", "red", "rgb(1,2)", "rgb(1,2,3,4,5)",
		"rgb(a,b,c)", "rgb(1,2,3", "hsl(10, 20, 30%)", "hsl(x, 20%, 30%)", "cmyk(1,2,3)", "rgb(NaN,0,0)"} {
		if c, err := ParseColor(css); err == nil {
			t.Errorf("ParseColor(%q) = %v, want an error", css, c)
		}
	}
}

// FuzzParseColor checks that any colour ParseColor accepts is the colour
// its own #rrggbbaa form reads as.
func FuzzParseColor(f *testing.F) {
	for _, s := range []string{"#fff", "rgba(0,0,0,0.35)", "hsl(120, 100%, 25%)", "rgb(255 0 0 / 50%)", "#12345678"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, css string) {
		c, err := ParseColor(css)
		if err != nil {
			return
		}
		hex := fmt.Sprintf("#%02x%02x%02x%02x", c.R, c.G, c.B, c.A)
		if again, err := ParseColor(hex); err != nil || again != c {
			t.Fatalf("%q reads as %v, its form %s as %v, %v", css, c, hex, again, err)
		}
	})
}
