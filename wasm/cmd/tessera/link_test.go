//go:build !js

package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"tessera/rules/games"
	"tessera/wasm/views"
)

// program is one of the browser's two programs, with the symbols it must
// not link, each with why (issue 23: a module's size is a wait), and some
// it must, which show that the test reads the right graph.
type program struct {
	name     string
	dir      string // relative to this folder
	unwanted []struct{ sym, why string }
	calls    []string
}

// programs are the page's (this folder), each game's own page program
// (gamePrograms) and the AI workers'.
var programs = append([]program{
	{name: "page", dir: ".", unwanted: []struct{ sym, why string }{
		// dom/v2's wrappers that find an element's or an event's class by
		// comparing its constructor with each class in turn: with them, every
		// element and event class's methods link in, 2.2 MB of the module's
		// 8.9. The page wraps elements and events itself (wasm/page/dom_js.go).
		{"honnef.co/go/js/dom/v2.wrapHTMLElement", "dom/v2's class-matching element wrapper"},
		{"honnef.co/go/js/dom/v2.wrapEvent", "dom/v2's class-matching event wrapper"},
		// encoding/json's reflection-driven codec (97 KB of the module as
		// brotli): the program's JSON goes through wasm/jsonwire.
		{"encoding/json.Marshal", "encoding/json's encoder"},
		{"encoding/json.Unmarshal", "encoding/json's decoder"},
		{"encoding/json.(*Decoder).Decode", "encoding/json's stream decoder"},
		// net/http's start-up.
		{"net/http..inittask", "net/http"},
		// The engines (and the registry that reaches them all): the AI
		// workers' program has them; in the page's they are 11% of the module.
		{"tessera/ai/players.Decide", "the computer players, which run in the AI workers' program (wasm/cmd/engines)"},
		{"tessera/ai/mcts.LevelEngine.Share", "the tree search"},
	}, calls: []string{"honnef.co/go/js/dom/v2.(*BasicNode).SetTextContent", "tessera/wasm/jsonwire.(*Reader).String"}},
	{name: "engines", dir: "../engines", unwanted: []struct{ sym, why string }{
		{"tessera/wasm/page.Run", "the page, which the page's program runs"},
		{"honnef.co/go/js/dom/v2.(*BasicNode).SetTextContent", "the DOM: a worker has none"},
		{"encoding/json.Marshal", "encoding/json's encoder"},
		{"net/http..inittask", "net/http"},
	}, calls: []string{"tessera/ai/players.Decide", "tessera/wasm/aiworker.Serve"}},
}, gamePrograms()...)

// unprinted are what no page program links (issue 23): fmt's printer, and
// the packages that bring it or weigh on their own, encoding/json
// (easyjson's lexer imports it), easyjson, net (easyjson's buffer imports
// it), net/url and runtime/debug. Without them a game's first program is
// about 90 KB of brotli smaller (docs/architecture.md, "Code"). The
// page's text is built with strconv, its errors wrapped with rules.Wrap,
// its JSON read and written by wasm/jsonwire.
var unprinted = []struct{ sym, why string }{
	{"fmt.(*pp).doPrintf", "fmt's printer (Sprintf, Errorf, Fprintf)"},
	{"fmt.(*pp).doPrint", "fmt's printer (Sprint)"},
	{"fmt.(*pp).doPrintln", "fmt's printer (Sprintln, Println)"},
	{"encoding/json..inittask", "encoding/json's set-up"},
	{"github.com/mailru/easyjson/jlexer.(*Lexer).String", "easyjson's lexer"},
	{"net..inittask", "net's set-up"},
	{"net/url.unescape", "net/url's unescaping (QueryUnescape, ParseQuery)"},
	{"runtime/debug.Stack", "runtime/debug"},
}

func init() {
	for i := range programs {
		if programs[i].name != "engines" {
			programs[i].unwanted = append(programs[i].unwanted, unprinted...)
		}
	}
}

// gamePrograms are the page programs of one game each (../<game>), for
// every game with a board: a first visit loads less because they link
// none of the other games' rules and views.
func gamePrograms() []program {
	var names []string
	for _, g := range games.All() {
		if _, ok := views.New(g.Name()); ok {
			names = append(names, g.Name())
		}
	}
	var progs []program
	for _, g := range names {
		prog := program{name: g, dir: "../" + g, calls: []string{
			"tessera/rules/" + g + ".Game.New", "tessera/wasm/" + g + "view.(*View).Draw", "tessera/wasm/page.Run",
		}}
		for _, other := range names {
			if other != g {
				prog.unwanted = append(prog.unwanted,
					struct{ sym, why string }{"tessera/rules/" + other + ".Game.New", other + "'s rules"},
					struct{ sym, why string }{"tessera/wasm/" + other + "view.(*View).Draw", other + "'s view"},
					// A package's set-up links in when anything imports it, used or not.
					struct{ sym, why string }{"tessera/rules/" + other + "..inittask", other + "'s rules' set-up"})
			}
		}
		progs = append(progs, prog)
	}
	return progs
}

// TestLinksNoneOfTheUnwanted builds each browser program, reads the
// linker's graph of what reached what, and names the chain of calls that
// brought each unwanted symbol in.
func TestLinksNoneOfTheUnwanted(t *testing.T) {
	readSources(t)
	for _, prog := range programs {
		t.Run(prog.name, func(t *testing.T) {
			t.Parallel()
			reachedFrom := linkGraph(t, prog.dir)
			for _, u := range prog.unwanted {
				if _, ok := reachedFrom[u.sym]; ok {
					t.Errorf("the module links %s (%s), reached by:\n%s", u.sym, u.why, chain(reachedFrom, u.sym))
				}
			}
			for _, sym := range prog.calls {
				if _, ok := reachedFrom[sym]; !ok {
					t.Errorf("the module does not link %s, which the program calls: the test looks at the wrong graph", sym)
				}
			}
		})
	}
}

// linkGraph builds the program in dir for the browser and returns, for
// each symbol the linker kept, the one that first reached it.
func linkGraph(t *testing.T, dir string) map[string]string {
	cmd := exec.Command("go", "build", "-ldflags=-dumpdep", "-o", filepath.Join(t.TempDir(), "program.wasm"), ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var deps bytes.Buffer
	cmd.Stderr = &deps
	if err := cmd.Run(); err != nil {
		t.Fatalf("go build: %v\n%s", err, tail(deps.String()))
	}
	// The linker prints, for each symbol it keeps, the one that first
	// reached it: "from -> to".
	reachedFrom := map[string]string{}
	sc := bufio.NewScanner(&deps)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if from, to, ok := strings.Cut(sc.Text(), " -> "); ok {
			if _, seen := reachedFrom[to]; !seen {
				reachedFrom[to] = from
			}
		}
	}
	if len(reachedFrom) < 1000 {
		t.Fatalf("the linker named %d symbols: -dumpdep printed no graph", len(reachedFrom))
	}
	return reachedFrom
}

// readSources looks at every Go file the program may be built from (and
// go.mod), so that go test's cache, which notes the files a test reads,
// runs the test again when one changes: it cannot see what the go build
// the test runs reads.
func readSources(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"wasm", "rules", "ai"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") {
				_, err = os.Stat(p)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// chain lists what reached sym, up to the first symbol of this project's.
func chain(reachedFrom map[string]string, sym string) string {
	var b strings.Builder
	for range 40 {
		from, ok := reachedFrom[sym]
		if !ok {
			break
		}
		b.WriteString("  " + from + "\n")
		if strings.HasPrefix(from, "tessera/") {
			break
		}
		sym = from
	}
	return b.String()
}

// tail returns the last lines of s.
func tail(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-20):], "\n")
}
