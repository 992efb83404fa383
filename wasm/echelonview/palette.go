package echelonview

// colors are the pieces' and dead cells' colours in one colour scheme, on
// top of hexview's palette.
type colors struct {
	face, deep, side, mark [2]string // per player: a coin's face light to deep, its side, its mark
	hole, hatch            string    // a dead cell and its hatching
	warn                   string    // the badge of a threat
}

// light and dark are the colours of the light and dark schemes. Red's
// coins are dark and blue's light, so even without colour the two differ
// in lightness as well as in shape.
var (
	light = colors{
		face: [2]string{"#e0574a", "#d5e7ff"}, deep: [2]string{"#8a1a12", "#7ea9e0"},
		side: [2]string{"#4f0e09", "#3f6aa0"}, mark: [2]string{"#fff1ea", "#16355f"},
		hole: "#262320", hatch: "#6a635a", warn: "#ffd23f",
	}
	darkColors = colors{
		face: [2]string{"#e8675a", "#dcebff"}, deep: [2]string{"#7a160f", "#7099cf"},
		side: [2]string{"#3d0a06", "#345a8a"}, mark: [2]string{"#fff1ea", "#102a4d"},
		hole: "#050507", hatch: "#34343c", warn: "#ffc94d",
	}
)

// colorsFor returns the dark scheme's colours when dark is set, else the
// light one's.
func colorsFor(dark bool) colors {
	if dark {
		return darkColors
	}
	return light
}
