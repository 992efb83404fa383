package urview

// palette is the colours of one colour scheme.
type palette struct {
	frame, frameEdge       string
	square, squareEdge     string
	pattern, petal, centre string
	pool, poolEdge, text   string
	light, lightDeep       string // left's pieces
	lightMark              string
	dark, darkDeep         string // right's pieces
	darkMark               string
	movable, target, last  string
	cursor                 string
	die, dieSide, dieTip   string
}

var lightPalette = palette{
	frame: "#24406c", frameEdge: "#142542",
	square: "#f3e7c9", squareEdge: "#c8b184",
	pattern: "#9b7b45", petal: "#b5412c", centre: "#2c5a9a",
	pool: "rgba(36,64,108,0.10)", poolEdge: "rgba(36,64,108,0.55)", text: "#1c2533",
	light: "#fffaf0", lightDeep: "#d6ccb6", lightMark: "#3b2f20",
	dark: "#4a4a55", darkDeep: "#15151b", darkMark: "#f0dfa8",
	movable: "#e6a100", target: "#1f8f4a", last: "rgba(240,186,30,0.42)",
	cursor: "#0a5fc2",
	die:    "#d9b677", dieSide: "#a87d3f", dieTip: "#ffffff",
}

var darkPalette = palette{
	frame: "#2b4577", frameEdge: "#0d1830",
	square: "#d8c9a4", squareEdge: "#9c8862",
	pattern: "#7d6337", petal: "#a63a27", centre: "#2a5592",
	pool: "rgba(160,190,240,0.10)", poolEdge: "rgba(160,190,240,0.55)", text: "#e8ecf3",
	light: "#fffaf0", lightDeep: "#cfc4ac", lightMark: "#3b2f20",
	dark: "#55555f", darkDeep: "#101015", darkMark: "#f0dfa8",
	movable: "#ffc233", target: "#4cd07d", last: "rgba(255,200,60,0.40)",
	cursor: "#7db9ff",
	die:    "#d9b677", dieSide: "#a87d3f", dieTip: "#ffffff",
}
