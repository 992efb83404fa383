package raster

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"
)

// named are the colour keywords the views may use.
var named = map[string]color.NRGBA{
	"transparent": {},
	"black":       {0, 0, 0, 255},
	"white":       {255, 255, 255, 255},
}

// ParseColor reads a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa,
// rgb()/rgba() and hsl()/hsla() (comma or space separated, alpha after a
// comma or a slash, as a number or a percentage), or a keyword of named.
func ParseColor(css string) (color.NRGBA, error) {
	s := strings.ToLower(strings.TrimSpace(css))
	if c, ok := named[s]; ok {
		return c, nil
	}
	if hex, ok := strings.CutPrefix(s, "#"); ok {
		return parseHex(hex, css)
	}
	name, rest, ok := strings.Cut(s, "(")
	args, closed := strings.CutSuffix(rest, ")")
	if !ok || !closed {
		return color.NRGBA{}, fmt.Errorf("raster: unknown colour %q", css)
	}
	parts := strings.Fields(strings.NewReplacer(",", " ", "/", " ").Replace(args))
	if len(parts) != 3 && len(parts) != 4 {
		return color.NRGBA{}, fmt.Errorf("raster: colour %q needs 3 or 4 values", css)
	}
	alpha := 1.0
	var err error
	if len(parts) == 4 {
		if alpha, err = number(parts[3], 1); err != nil {
			return color.NRGBA{}, fmt.Errorf("raster: colour %q: %w", css, err)
		}
	}
	var c color.NRGBA
	switch name {
	case "rgb", "rgba":
		c, err = rgbArgs(parts[:3])
	case "hsl", "hsla":
		c, err = hslArgs(parts[:3])
	default:
		err = fmt.Errorf("unknown function %s()", name)
	}
	if err != nil {
		return color.NRGBA{}, fmt.Errorf("raster: colour %q: %w", css, err)
	}
	c.A = unit(alpha)
	return c, nil
}

// parseHex reads the digits of a #hex colour.
func parseHex(hex, css string) (color.NRGBA, error) {
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil {
		return color.NRGBA{}, fmt.Errorf("raster: bad hex colour %q", css)
	}
	nibble := func(i int) uint8 { return uint8(v>>(4*i)&0xf) * 0x11 }
	byteAt := func(i int) uint8 { return uint8(v >> (8 * i)) }
	switch len(hex) {
	case 3:
		return color.NRGBA{nibble(2), nibble(1), nibble(0), 255}, nil
	case 4:
		return color.NRGBA{nibble(3), nibble(2), nibble(1), nibble(0)}, nil
	case 6:
		return color.NRGBA{byteAt(2), byteAt(1), byteAt(0), 255}, nil
	case 8:
		return color.NRGBA{byteAt(3), byteAt(2), byteAt(1), byteAt(0)}, nil
	}
	return color.NRGBA{}, fmt.Errorf("raster: bad hex colour %q", css)
}

// rgbArgs reads rgb()'s three channels, 0..255 or percentages.
func rgbArgs(parts []string) (color.NRGBA, error) {
	var ch [3]uint8
	for i, p := range parts {
		v, err := number(p, 255)
		if err != nil {
			return color.NRGBA{}, err
		}
		ch[i] = uint8(math.Round(math.Max(0, math.Min(255, v))))
	}
	return color.NRGBA{ch[0], ch[1], ch[2], 255}, nil
}

// hslArgs reads hsl()'s hue (degrees, "deg" allowed), saturation and
// lightness (percentages), and converts them as CSS Color 4 does.
func hslArgs(parts []string) (color.NRGBA, error) {
	h, err := strconv.ParseFloat(strings.TrimSuffix(parts[0], "deg"), 64)
	if err != nil {
		return color.NRGBA{}, fmt.Errorf("bad hue %q", parts[0])
	}
	var sl [2]float64
	for i, p := range parts[1:] {
		v, ok := strings.CutSuffix(p, "%")
		f, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil {
			return color.NRGBA{}, fmt.Errorf("bad percentage %q", p)
		}
		sl[i] = math.Max(0, math.Min(1, f/100))
	}
	s, l := sl[0], sl[1]
	h = math.Mod(math.Mod(h, 360)+360, 360)
	f := func(n float64) uint8 {
		k := math.Mod(n+h/30, 12)
		a := s * math.Min(l, 1-l)
		return unit(l - a*math.Max(-1, math.Min(k-3, math.Min(9-k, 1))))
	}
	return color.NRGBA{f(0), f(8), f(4), 255}, nil
}

// number reads a number, or a percentage of full.
func number(s string, full float64) (float64, error) {
	v, pct := strings.CutSuffix(s, "%")
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("bad number %q", s)
	}
	if pct {
		f = f / 100 * full
	}
	return f, nil
}

// unit turns a fraction 0..1 (clamped) into a byte.
func unit(f float64) uint8 {
	return uint8(math.Round(255 * math.Max(0, math.Min(1, f))))
}
