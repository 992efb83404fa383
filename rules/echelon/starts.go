package echelon

import "tessera/rules"

// rowsSetup is the most even start the search has found (docs/rules.md,
// "Echelon start position"): five interlocked rows across the middle,
// red on d4 e4 f4, g6 h6 and d7 e7 f7 g7 h7, blue on their reflections,
// the centre empty. It meets every criterion for the rules' start but the
// length of strong players' games, so the rules keep the withdrawn start
// and offer this one beside it.
const rowsSetup = "red_b:d5.e5.f5.g5.h5.d6.e6.f8.g8.h8_r:d4.e4.f4.g6.h6.d7.e7.f7.g7.h7"

// Starts offers the rules' start, the withdrawn triangles, and the five
// rows.
func (Game) Starts() []rules.Beginning {
	return []rules.Beginning{{
		Name:  "Triangles (the rules' start)",
		About: "Each army in a triangle on its own edge. In the standard game red can win on its second move.",
	}, {
		Name:  "Five rows (most even found)",
		About: "The most even start found so far: the armies interlock in five rows across the middle, so an early stomp loses rather than wins.",
		Setup: rowsSetup,
	}}
}

var _ rules.Starter = Game{}
