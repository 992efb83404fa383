// Command referee plays a record of tokens and reports the positions as
// JSON, as docs/rules.md's referee contract says:
//
//	go run ./rules/cmd/referee GAME [key=value ...] [--trace] < record
//
// It prints the final position, or with --trace the initial position and
// the position after every token, one JSON object per line. A refused token
// or a bad game or option prints {"error": "..."} and exits with status 1.
// It knows games only through the registry and the rules contract.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"tessera/rules"
	"tessera/rules/games"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout))
}

// report is one position as the referee prints it, fields in docs/rules.md's order.
type report struct {
	Ply    int      `json:"ply"`
	ToMove string   `json:"toMove"`
	Legal  []string `json:"legal"`
	Over   bool     `json:"over"`
	Winner string   `json:"winner"`
	Score  any      `json:"score"`
}

// failure is the object printed for an error.
type failure struct {
	Error string `json:"error"`
}

// run is the referee with its arguments (without the program name), input
// and output; it returns the exit status.
func run(args []string, stdin io.Reader, stdout io.Writer) int {
	out := json.NewEncoder(stdout)
	out.SetEscapeHTML(false)
	fail := func(err error) int {
		out.Encode(failure{Error: err.Error()})
		return 1
	}
	name, words, trace, err := parseArgs(args)
	if err != nil {
		return fail(err)
	}
	m, err := newMatch(name, words)
	if err != nil {
		return fail(err)
	}
	text, err := io.ReadAll(stdin)
	if err != nil {
		return fail(fmt.Errorf("referee: reading the record: %v", err))
	}
	if trace {
		out.Encode(describe(m))
	}
	for i, t := range rules.SplitRecord(string(text)) {
		if err := m.Play(t); err != nil {
			return fail(&rules.TokenError{Index: i, Token: t, Err: err})
		}
		if trace {
			out.Encode(describe(m))
		}
	}
	if !trace {
		out.Encode(describe(m))
	}
	return 0
}

// parseArgs splits the command line into the game's name, its option words
// and the --trace flag.
func parseArgs(args []string) (name string, words []string, trace bool, err error) {
	for _, a := range args {
		switch {
		case a == "--trace" || a == "-trace":
			trace = true
		case len(a) > 0 && a[0] == '-':
			return "", nil, false, fmt.Errorf("referee: unknown flag %q (usage: referee GAME [key=value ...] [--trace])", a)
		case name == "":
			name = a
		default:
			words = append(words, a)
		}
	}
	if name == "" {
		return "", nil, false, errors.New("referee: no game given (usage: referee GAME [key=value ...] [--trace])")
	}
	return name, words, trace, nil
}

// newMatch starts a match of the game called name with option words.
func newMatch(name string, words []string) (*rules.Match, error) {
	g, err := games.Lookup(name)
	if err != nil {
		return nil, err
	}
	opts, err := rules.ParseOptionWords(g, words)
	if err != nil {
		return nil, err
	}
	return rules.NewMatch(g, opts)
}

// describe reports m's current position.
func describe(m *rules.Match) report {
	return report{
		Ply:    m.Ply(),
		ToMove: m.PlayerName(m.ToMove()),
		Legal:  m.Legal(),
		Over:   m.Result().Over,
		Winner: m.WinnerName(),
		Score:  m.Position().Score(),
	}
}
