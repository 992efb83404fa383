package raster

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// Font is what the raster draws of a CSS font: its weight and size. Every
// family is drawn in the Go fonts.
type Font struct {
	Bold bool
	Size float64 // in CSS pixels
}

// ParseFont reads the CSS font shorthand as the views write it
// ("bold 14px system-ui, sans-serif"): optional style and weight words,
// a size in px, then the families (ignored). A weight of 600 or more, or
// "bold"/"bolder", is bold.
func ParseFont(css string) (Font, error) {
	var f Font
	for _, w := range strings.Fields(css) {
		if px, ok := strings.CutSuffix(w, "px"); ok {
			size, err := strconv.ParseFloat(px, 64)
			if err != nil || !(size > 0) || math.IsInf(size, 1) {
				return Font{}, fmt.Errorf("raster: bad font size in %q", css)
			}
			f.Size = size
			return f, nil
		}
		switch w {
		case "bold", "bolder":
			f.Bold = true
		case "normal", "italic", "oblique", "lighter", "small-caps":
		default:
			n, err := strconv.Atoi(w)
			if err != nil {
				return Font{}, fmt.Errorf("raster: unknown word %q in font %q", w, css)
			}
			f.Bold = n >= 600
		}
	}
	return Font{}, fmt.Errorf("raster: font %q has no size in px", css)
}

// faces makes and keeps the font faces one canvas uses (a face caches
// glyphs and is not safe for concurrent use).
type faces struct {
	fonts map[bool]*opentype.Font // by boldness, parsed when first used
	made  map[Font]font.Face
}

// face returns the face of f.
func (fs *faces) face(f Font) (font.Face, error) {
	if face, ok := fs.made[f]; ok {
		return face, nil
	}
	tt, ok := fs.fonts[f.Bold]
	if !ok {
		data := goregular.TTF
		if f.Bold {
			data = gobold.TTF
		}
		var err error
		if tt, err = opentype.Parse(data); err != nil {
			return nil, fmt.Errorf("raster: the Go font: %w", err)
		}
		if fs.fonts == nil {
			fs.fonts, fs.made = map[bool]*opentype.Font{}, map[Font]font.Face{}
		}
		fs.fonts[f.Bold] = tt
	}
	face, err := opentype.NewFace(tt, &opentype.FaceOptions{Size: f.Size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("raster: the Go font at %gpx: %w", f.Size, err)
	}
	fs.made[f] = face
	return face, nil
}
