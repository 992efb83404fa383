package svg

import (
	"math"
	"strconv"
	"strings"
)

// fontAttrs reads a CSS font shorthand as the views write it ("bold 14px
// system-ui, sans-serif": style, variant and weight words, a size in px
// with an optional line height, then the families) and returns it as SVG
// presentation attributes, each after a space, and its size; false if it
// cannot.
func fontAttrs(css string) (string, float64, bool) {
	rest := strings.TrimSpace(css)
	var attrs strings.Builder
	for rest != "" {
		word, after, _ := strings.Cut(rest, " ")
		rest = strings.TrimSpace(after)
		if size, ok := fontSize(word); ok {
			if rest == "" {
				return "", 0, false
			}
			return attrs.String() + ` font-size="` + num(size) + `" font-family="` + attr(rest) + `"`, size, true
		}
		switch word {
		case "normal":
		case "italic", "oblique":
			attrs.WriteString(` font-style="` + word + `"`)
		case "small-caps":
			attrs.WriteString(` font-variant="small-caps"`)
		case "bold", "bolder", "lighter":
			attrs.WriteString(` font-weight="` + word + `"`)
		default:
			n, err := strconv.Atoi(word)
			if err != nil || n < 1 || n > 1000 {
				return "", 0, false
			}
			attrs.WriteString(` font-weight="` + word + `"`)
		}
	}
	return "", 0, false
}

// fontSize reads a font's size in px, with or without a line height
// ("14px", "14px/1.2").
func fontSize(word string) (float64, bool) {
	word, _, _ = strings.Cut(word, "/")
	px, ok := strings.CutSuffix(word, "px")
	if !ok {
		return 0, false
	}
	size, err := strconv.ParseFloat(px, 64)
	if err != nil || !(size > 0) || math.IsInf(size, 1) {
		return 0, false
	}
	return size, true
}
