package cartesoview

// palette is the colours of one colour scheme.
type palette struct {
	plate, plateEdge, line, label string
	black, blackEdge              string
	white, whiteRing              string
	sides                         [2]string // vertical's and horizontal's marks
	faint                         [2]string // their unclaimed groups' hatch
	bright, brightFaint           [2]string // the same on black stones
	text, last, target, cursor    string
	hover                         string
}

var lightPalette = palette{
	plate: "#e4c583", plateEdge: "#9c7a3c", line: "#5c4522", label: "#4a3819",
	black: "#1d1d22", blackEdge: "#000000",
	white: "#f7f5ee", whiteRing: "#55524a",
	sides:  [2]string{"#1c5fd0", "#c2410c"},
	faint:  [2]string{"rgba(28,95,208,0.55)", "rgba(194,65,12,0.55)"},
	bright: [2]string{"#7fb0ff", "#ff9a5c"}, brightFaint: [2]string{"rgba(127,176,255,0.6)", "rgba(255,154,92,0.6)"},
	text: "#1c2533", last: "#e6a100", target: "rgba(31,143,74,0.55)", cursor: "#0a5fc2",
	hover: "#7a1fa2",
}

var darkPalette = palette{
	plate: "#b8975a", plateEdge: "#5a4420", line: "#3b2c12", label: "#2a1f0c",
	black: "#18181c", blackEdge: "#8c8c96",
	white: "#f2f0e8", whiteRing: "#4a473f",
	sides:  [2]string{"#5b9cff", "#ff8a4c"},
	faint:  [2]string{"rgba(91,156,255,0.6)", "rgba(255,138,76,0.6)"},
	bright: [2]string{"#8fbcff", "#ffa36b"}, brightFaint: [2]string{"rgba(143,188,255,0.6)", "rgba(255,163,107,0.6)"},
	text: "#e8ecf3", last: "#ffc233", target: "rgba(76,208,125,0.6)", cursor: "#7db9ff",
	hover: "#e08cff",
}

// paletteFor returns the scheme's palette.
func paletteFor(dark bool) palette {
	if dark {
		return darkPalette
	}
	return lightPalette
}
