package rules

// Player is a seat at the table: First moves first.
type Player int8

// The seats. NoPlayer stands for nobody: the mover once the game is over,
// or the winner of a drawn game.
const (
	NoPlayer Player = -1
	First    Player = 0
	Second   Player = 1
)

// Other returns the opponent of p (NoPlayer stays NoPlayer).
func (p Player) Other() Player {
	if p == NoPlayer {
		return NoPlayer
	}
	return 1 - p
}

// Move is one token in a compact, game-specific encoding. It is meaningful
// only in the position it was listed for.
type Move uint32

// Result says whether a position is over and who won; Winner is NoPlayer
// for a draw or a game still going.
type Result struct {
	Over   bool
	Winner Player
}

// Option describes one key=value setting a game takes: its key, its
// default, its name and help for people, and the values it takes (Kind,
// with Choices or Min and Max), which ParseOptions judges and a page
// offers as the control they make.
type Option struct {
	Key     string     // the key, as in "pieces"
	Default string     // the value used when the key is absent
	Name    string     // what people call it, as in "pieces per side"
	Help    string     // one line for people, as in "pieces per side, 1 to 7"
	Kind    OptionKind // what values it takes
	Choices []string   // OneOf: the values, in the order to offer them
	Min     string     // Whole and Decimal: the least value
	Max     string     // Whole and Decimal: the greatest value
}

// Game describes one game and starts its positions.
type Game interface {
	// Name is the game's identifier in URLs and on the referee's command
	// line, as in "ur".
	Name() string
	// Title is the game's name for people, as in "Royal Game of Ur".
	Title() string
	// Players names the two seats as docs/rules.md does, first mover first.
	Players() [2]string
	// Options lists the settings the game takes, in a fixed order.
	Options() []Option
	// New returns the initial position for opts, which holds a value for
	// every key of Options; a bad value is an error that names it.
	New(opts Options) (Position, error)
}

// Score is a position's score. Its value encodes to JSON as the referee's
// score object (docs/rules.md, "The referee"); Side says one player's part
// of it for people.
type Score interface {
	// Side returns player p's part of the score in words, as "2",
	// "8, 5, 1" or "groups 2, largest 5"; "" when the game keeps no score.
	Side(p Player) string
}

// Position is a game state. Its methods never fail: Legal lists exactly the
// legal moves (never resign, which Match handles for every game), and Apply
// trusts its move, so engines pay for no checks.
type Position interface {
	// ToMove is the player to move, NoPlayer once the game is over.
	ToMove() Player
	// Legal appends every legal move to dst and returns it.
	Legal(dst []Move) []Move
	// Apply plays a move that Legal listed in this position.
	Apply(m Move)
	// Result says whether the game is over and who won.
	Result() Result
	// Score is the game's score in this position.
	Score() Score
	// Clone returns an independent copy.
	Clone() Position
	// Token writes m in docs/rules.md's notation.
	Token(m Move) string
	// ParseToken reads a token in docs/rules.md's notation in this position. It
	// reads only: whether the move is legal is for Legal to say.
	ParseToken(token string) (Move, error)
}

// Start is the body of a game's New when its start cannot fail: it parses
// opts with parse and returns the position start makes of them.
func Start[O any, P Position](opts Options, parse func(Options) (O, error), start func(O) P) (Position, error) {
	o, err := parse(opts)
	if err != nil {
		return nil, err
	}
	return start(o), nil
}
