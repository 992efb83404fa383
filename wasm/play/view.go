package play

import (
	"tessera/rules"
	"tessera/wasm/board"
)

// View is one game's picture and words: everything the board needs beyond
// the rules contract. tessera/wasm/urview is the Royal Game of Ur's.
type View interface {
	// Layout places the board in a w x h canvas (CSS pixels).
	Layout(w, h float64)
	// Grid is the cell grid as last laid out: the keyboard cursor's.
	Grid() board.Grid
	// CellAt returns the grid cell under canvas point p, and false off
	// the board: Grid().CellAt(p) where the cells are the grid's squares,
	// the exact hexagon on a hexhex board.
	CellAt(p board.Point) (col, row int, ok bool)
	// CellName names the grid cell (col, row) in the game's notation.
	CellName(col, row int) string
	// CellCenter returns where a cell is drawn, and false for no such cell.
	CellCenter(cell string) (board.Point, bool)
	// Draw draws the scene.
	Draw(c board.Canvas, s *board.Scene)
	// OnDice says whether canvas point p is on the dice (a tap there
	// throws them); always false for a game without dice.
	OnDice(p board.Point) bool

	// Chance returns the game's dice, nil for a game without.
	Chance() Chance
	// Picks says how a person makes each of tokens (all legal in pos).
	Picks(pos rules.Position, tokens []string) []board.Pick
	// Anims returns the pieces that token (legal in pos) sets moving.
	Anims(pos rules.Position, token string, start, duration float64) []board.Anim
	// Explain says politely why cell is not a move in pos after roll
	// (-1 before the roll).
	Explain(pos rules.Position, roll int, cell string) string
	// Say tells in words what token, legal in pos, does.
	Say(pos rules.Position, token string) string
	// Describe is the text alternative of pos: every piece in words.
	Describe(pos rules.Position) string
	// Side names a player for people, with how its pieces look.
	Side(p rules.Player) string
	// Why says in words how a finished game was won.
	Why(pos rules.Position) string
}

// Teller is a View that says what stands on a cell, for the keyboard
// cursor's words: "a black stone", "a stack of two, blue on top of red".
type Teller interface {
	// Stands says in a few words what stands on cell in pos; "" for an
	// empty cell or a name that is no cell.
	Stands(pos rules.Position, cell string) string
}

// Prompter is a View that says what the ply to come asks for (Iris's
// "place your second stone ..."), in place of the generic words.
type Prompter interface {
	// Expect says what the player to move must do in pos, "" to leave it
	// to the generic words.
	Expect(pos rules.Position) string
}

// Shaped is a View that says which shape of canvas suits it, as width
// over height: wide when the board stands beside the page's panel, tall
// when it spans a narrow screen above the panel. The page gives a View
// without it the shape of Ur's long board.
type Shaped interface {
	Aspect() (wide, tall float64)
}

// Colourer is a View whose player picks the colour of each stone they
// place, from two (Carteso's black and white). The page shows a toggle
// for it (a button and the c key) while the game goes on, which acts only
// while a person places a stone.
type Colourer interface {
	// SwitchColour makes the stones a person places the other colour.
	SwitchColour()
	// StoneColour names the colour of the stones a person places, as
	// "black", with its glyph, as "●".
	StoneColour() (name, glyph string)
	// SetPlacing says whether a person places a stone now (their turn, at
	// the latest position): only then does the board show the colour.
	SetPlacing(on bool)
}

// Hoverer is a View that outlines something about the cell under the
// pointer or the keyboard cursor (Carteso's group on a point), and says
// it in words.
type Hoverer interface {
	// SetHover names the cell hovered ("" for none) and says whether it
	// changed.
	SetHover(cell string) (changed bool)
	// HoverText says in words what is outlined in pos, "" for nothing.
	HoverText(pos rules.Position) string
}

// LargestLighter is a View that can light each side's largest groups on
// demand (Ecalper's): the page's "light groups" toggle.
type LargestLighter interface {
	LightLargest(on bool)
}

// ThreatShower is a View that can mark threats on demand (Echelon's
// stacks of three to come): the page's "show threats" toggle.
type ThreatShower interface {
	SetThreats(on bool)
}

// Coordinated is a View that draws its board's coordinates, and can hide
// them: the settings' "coordinates".
type Coordinated interface {
	SetCoords(on bool)
}

// Flipper is a View that can draw its board turned half round (the
// other player's side nearest): the settings' "flip". The cells keep
// their names; the pointer and the keyboard follow the picture.
type Flipper interface {
	SetFlip(on bool)
}

// Orienter is a View of a long board that can lie upright or across the
// screen whatever the canvas's shape (Ur's): the settings' "board". It is
// Shaped too, its Aspect following the orientation set.
type Orienter interface {
	Shaped
	SetOrient(o board.Orient)
}

// BidWords is a View of a game that opens with a bid (rules.Bidding:
// Carteso's komi, played out by Bid): it says the bid in the game's words.
// The bidders' names are for people, as the page gives them ("you", "the
// computer (Beginner)", "the first player").
type BidWords interface {
	// BidParts says the bidders' parts for the new-game dialog's labels
	// ("proposes the komi", "then takes a side") and the bid in a
	// sentence.
	BidParts() (propose, take, rule string)
	// AskProposal asks the proposer for a proposal, saying what the
	// chooser then does, and gives the hint beside it: fair is the
	// computer's proposal for a game with opts.
	AskProposal(proposer, chooser, fair string, opts rules.Options) (ask, hint string)
	// AskSide asks the chooser which side they take, offered proposal.
	AskSide(proposer, chooser, proposal string) string
	// TakeSide labels the button that takes p's side, offered proposal.
	TakeSide(p rules.Player, proposal string) string
	// SayBid says how the bid was settled: the proposal, and the side the
	// chooser took.
	SayBid(proposer, chooser, proposal string, taken rules.Player) string
}

// Chance is a game's dice: thrown before every ply.
type Chance interface {
	// Throw turns random bits into the dice's faces and their value.
	Throw(bits uint32) (faces []bool, value int)
	// ForRoll returns the tokens among legal (before the roll) that a
	// throw of value allows.
	ForRoll(legal []string, value int) []string
}
