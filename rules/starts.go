package rules

// Starter is a Setupper that offers starts besides its rules' own:
// positions set up as a game's beginning, which a new game may begin from.
type Starter interface {
	Setupper
	// Starts lists the starts on offer, the rules' own first (its Setup
	// empty).
	Starts() []Beginning
}

// Beginning is a start on offer: its name and a sentence about it, in
// players' words, and its setup text (see ParseDiagram), empty for the
// rules' own start.
type Beginning struct {
	Name, About, Setup string
}
