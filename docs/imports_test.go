// Package docs_test holds the test that keeps the code to the layers
// docs/architecture.md describes: it reads the package graph (go list)
// for the native build and for the browser's (GOOS=js GOARCH=wasm) and
// fails on every arrow the document forbids, naming it.
package docs_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// module is the module path every package of the project starts with.
const module = "tessera/"

// games are the names of the games; a package whose path has one of them
// as an element, or one of them followed by a suffix (as in "irisview",
// "ursolve"), is that game's.
var games = []string{"ur", "ecalper", "iris", "carteso", "echelon"}

// suffixes are what follows a game's name in its tools' and views' names.
var suffixes = []string{"view", "lab", "book", "solve", "train"}

// registries may import every game's packages of their layer: they are
// the doors through which generic code reaches the games.
var registries = []string{"rules/games", "wasm/views", "ai/players"}

// debts are arrows the document forbids that the code still has, each to
// be removed (docs/architecture.md, "Debts"). An arrow listed here that
// the code no longer has fails the test too, so the list stays true.
var debts = map[string]string{}

// pkg is what go list says of a package.
type pkg struct {
	ImportPath string
	Imports    []string
	Name       string
}

// list returns the project's packages and their imports, for the given
// GOOS and GOARCH ("" for the machine's).
func list(t *testing.T, goos, goarch string) []pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-json=ImportPath,Imports,Name", "tessera/...")
	cmd.Dir = ".."
	cmd.Env = os.Environ()
	if goos != "" {
		cmd.Env = append(cmd.Env, "GOOS="+goos, "GOARCH="+goarch)
	}
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// layer is a package's top folder: rules, ai, wasm or site.
func layer(p string) string {
	top, _, _ := strings.Cut(p, "/")
	return top
}

// below says which layers a layer may import: each only those listed.
var below = map[string][]string{
	"rules": {"rules"},
	"ai":    {"rules", "ai"},
	"wasm":  {"rules", "ai", "wasm"},
	"site":  {"rules", "ai", "wasm", "site"},
}

// game returns the game a package belongs to, or "" for generic code.
func game(p string) string {
	for _, el := range strings.Split(p, "/") {
		for _, g := range games {
			if rest, ok := strings.CutPrefix(el, g); ok && (rest == "" || slices.Contains(suffixes, rest)) {
				return g
			}
		}
	}
	return ""
}

// forbidden says why the arrow from -> to breaks a rule, or "" if it keeps
// them all. Paths are relative to the module.
func forbidden(from, to string, mains map[string]bool) string {
	if mains[to] {
		return "a command is imported"
	}
	if !slices.Contains(below[layer(from)], layer(to)) {
		return fmt.Sprintf("the %s layer may import only %v", layer(from), below[layer(from)])
	}
	if from == "ai" && to != "rules" {
		return "the ai contract is a leaf: it imports the rules contract only"
	}
	gf, gt := game(from), game(to)
	switch {
	case gt == "" || gf == gt:
		return ""
	case gf != "":
		return "one game's package imports another game's"
	case slices.Contains(registries, from) || strings.Contains(from, "/cmd/"):
		return ""
	}
	return "generic code imports a game's package (games reach it through a registry or a capability)"
}

// TestImportRules checks every arrow of the package graph, native and in
// the browser's build, against the layers' rules.
func TestImportRules(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the whole package graph")
	}
	seen := map[string]bool{}
	for _, target := range [][2]string{{"", ""}, {"js", "wasm"}} {
		pkgs := list(t, target[0], target[1])
		mains := map[string]bool{}
		for _, p := range pkgs {
			if p.Name == "main" {
				mains[strings.TrimPrefix(p.ImportPath, module)] = true
			}
		}
		for _, p := range pkgs {
			from := strings.TrimPrefix(p.ImportPath, module)
			for _, imp := range p.Imports {
				to, ok := strings.CutPrefix(imp, module)
				if !ok {
					continue
				}
				arrow := from + " -> " + to
				why := forbidden(from, to, mains)
				if why == "" || seen[arrow] {
					continue
				}
				seen[arrow] = true
				if _, owed := debts[arrow]; !owed {
					t.Errorf("forbidden import %s: %s (docs/architecture.md)", arrow, why)
				}
			}
		}
	}
	for arrow := range debts {
		if !seen[arrow] {
			t.Errorf("%s is listed as a debt but the code no longer has it: take it off the list", arrow)
		}
	}
}

// TestForbidden checks the rules themselves on arrows of each kind.
func TestForbidden(t *testing.T) {
	mains := map[string]bool{"rules/cmd/referee": true}
	for _, c := range []struct {
		from, to string
		ok       bool
	}{
		{"rules/iris", "rules/hexhex", true},
		{"rules/iris", "rules/ur", false},
		{"rules", "ai", false},
		{"ai/mcts", "rules", true},
		{"ai/mcts", "wasm/board", false},
		{"ai/iris", "ai/mcts", true},
		{"ai/iris", "rules/carteso", false},
		{"ai/ur/levels", "ai/ur/expectimax", true},
		{"ai", "rules", true},
		{"ai", "ai/mcts", false},
		{"wasm/play", "ai", true},
		{"wasm/play", "site", false},
		{"wasm/play", "rules/ur", false},
		{"wasm/views", "wasm/urview", true},
		{"wasm/urview", "rules/ur", true},
		{"wasm/urview", "wasm/irisview", false},
		{"site", "wasm/views", true},
		{"site", "rules/ur", false},
		{"ai/cmd/urlab", "rules/ur", true},
		{"ai/cmd/report", "rules/ur", true},
		{"site", "rules/cmd/referee", false},
	} {
		if got := forbidden(c.from, c.to, mains) == ""; got != c.ok {
			t.Errorf("%s -> %s allowed %v, want %v", c.from, c.to, got, c.ok)
		}
	}
}

// TestThePageReachesNoEngine checks rule 6: nothing the page's package
// depends on, in the browser's build, is the registry of levels or a
// game's engines. The page reads tessera/ai/catalogue instead, and the AI
// workers are handed tessera/ai/players by the program's main.
func TestThePageReachesNoEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the package graph")
	}
	cmd := exec.Command("go", "list", "-deps", module+"wasm/page")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, module+"ai/catalogue") {
		t.Fatalf("wasm/page does not depend on ai/catalogue: the test reads the wrong graph\n%s", out)
	}
	for _, d := range deps {
		p, ok := strings.CutPrefix(d, module)
		if ok && layer(p) == "ai" && (p == "ai/players" || game(p) != "") {
			t.Errorf("wasm/page depends on %s, an engine or the registry of engines (docs/architecture.md, rule 6)", p)
		}
	}
}
