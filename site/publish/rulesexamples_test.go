package publish_test

import (
	"encoding/json"
	"fmt"
	"html"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/rules/games"
	"tessera/site"
	"tessera/wasm/embedding"
)

// The rules pages (static/games/<game>/rules.html) illustrate the rules
// with embedded boards, iframes of /embed/<game>?<options>&m=...&ply=N&mode=view.
// These tests replay every one of them through the rules, so a change of
// the rules or of the notation that breaks an example fails the build, and
// check what the pages' captions say of them.

// staticGames is the folder of the games' rules pages and pictures.
const staticGames = "../../static/games"

// example is one embedded board of a rules page.
type example struct {
	page  string     // the rules page, as "echelon/rules.html"
	src   string     // the iframe's URL, entities decoded
	title string     // its title attribute
	lazy  bool       // whether it has loading="lazy"
	link  rules.Link // what the URL says; its Match is nil if it is unreadable
	err   error      // what was wrong with the URL, nil if nothing
}

var (
	iframeTag = regexp.MustCompile(`<iframe\b[^>]*>`)
	attribute = regexp.MustCompile(`\b(src|title|loading)="([^"]*)"`)
)

// readExamples reads every embedded board of game's rules page.
func readExamples(t *testing.T, game string) []example {
	t.Helper()
	page := game + "/rules.html"
	text, err := os.ReadFile(filepath.Join(staticGames, filepath.FromSlash(page)))
	if err != nil {
		t.Fatal(err)
	}
	var out []example
	for _, tag := range iframeTag.FindAllString(string(text), -1) {
		ex := example{page: page}
		for _, a := range attribute.FindAllStringSubmatch(tag, -1) {
			value := html.UnescapeString(a[2])
			switch a[1] {
			case "src":
				ex.src = value
			case "title":
				ex.title = value
			case "loading":
				ex.lazy = value == "lazy"
			}
		}
		ex.link, ex.err = parseEmbed(game, ex.src)
		out = append(out, ex)
	}
	return out
}

// parseEmbed reads src as an embedded view of game: the path
// /embed/<game>, mode=view, and a query the rules accept in full.
func parseEmbed(game, src string) (rules.Link, error) {
	g, err := games.Lookup(game)
	if err != nil {
		return rules.Link{}, err
	}
	u, err := url.Parse(src)
	if err != nil {
		return rules.Link{}, err
	}
	if u.Path != "/embed/"+game || u.Host != "" {
		return rules.Link{}, fmt.Errorf("the board is not /embed/%s", game)
	}
	rest, params, err := embedding.Split(u.RawQuery)
	if err != nil {
		return rules.Link{}, err
	}
	if params.Mode != embedding.View {
		return rules.Link{}, fmt.Errorf("mode is %q, not view", params.Mode)
	}
	return rules.ParseLink(g, rest)
}

// TestEveryGameHasAnIllustratedRulesPage: every game the site publishes
// (the games with a board) has a rules page that credits its designer and
// shows at least one board, and a picture for the home page.
func TestEveryGameHasAnIllustratedRulesPage(t *testing.T) {
	for _, g := range site.Games() {
		text, err := os.ReadFile(filepath.Join(staticGames, g.Name(), "rules.html"))
		if err != nil {
			t.Errorf("%s: no rules page: %v", g.Name(), err)
			continue
		}
		if !strings.Contains(string(text), `<p class="credit">`) {
			t.Errorf("%s: the rules page credits nobody", g.Name())
		}
		if len(readExamples(t, g.Name())) == 0 {
			t.Errorf("%s: the rules page shows no board", g.Name())
		}
		if _, err := os.Stat(filepath.Join(staticGames, g.Name(), "picture.svg")); err != nil {
			t.Errorf("%s: no picture: %v", g.Name(), err)
		}
	}
}

// TestRulesExamplesReplay: every embedded board is a mode=view embed of its
// page's game whose every token is legal, titled for screen readers and
// loaded lazily.
func TestRulesExamplesReplay(t *testing.T) {
	for _, g := range site.Games() {
		for _, ex := range readExamples(t, g.Name()) {
			if ex.err != nil {
				t.Errorf("%s: %s: %v", ex.page, ex.src, ex.err)
			}
			if strings.TrimSpace(ex.title) == "" {
				t.Errorf("%s: %s has no title", ex.page, ex.src)
			}
			if !ex.lazy {
				t.Errorf("%s: %s is not loading=\"lazy\"", ex.page, ex.src)
			}
		}
	}
}

// fact is what a caption says of a position of an example.
type fact struct {
	game, src string
	ply       int      // the ply the caption speaks of, or shownPly, or lastPly
	toMove    string   // the referee's toMove ("" once over)
	winner    string   // the referee's winner ("" while not over)
	score     string   // the referee's score as JSON, "" to skip
	lacks     []string // tokens the caption says are not legal there
}

// facts are the captions' claims, worked out by hand from docs/rules.md (or, for
// a whole game's result, as the caption states it).
var facts = []fact{
	// Carteso on 5x5 with the default komi of 0.5. The pair a1 a2 walled
	// in by b1 b2 a3: not finished before a3, then 2 rows by 1 column,
	// vertical's.
	{"carteso", cartesoWall, shownPly, "vertical", "", `{"vertical":0,"horizontal":0.5}`, nil},
	{"carteso", cartesoWall, 4, "vertical", "", `{"vertical":0,"horizontal":0.5}`, nil},
	{"carteso", cartesoWall, 5, "horizontal", "", `{"vertical":2,"horizontal":0.5}`, nil},
	// The L a1 b1 c1 c2, a2 b2 empty, walled by d1 d2 a3 b3 only at move
	// 9: 2 rows by 3 columns, horizontal's; b2 then joins it.
	{"carteso", cartesoRoom, shownPly, "vertical", "", `{"vertical":0,"horizontal":0.5}`, nil},
	{"carteso", cartesoRoom, 9, "horizontal", "", `{"vertical":0,"horizontal":4.5}`, nil},
	{"carteso", cartesoRoom, 10, "vertical", "", `{"vertical":0,"horizontal":5.5}`, nil},
	// A cross of 5 rows by 4 columns is open to the e column; Be3 makes
	// it cover the board, square, placed by vertical: horizontal's.
	{"carteso", cartesoCross, shownPly, "vertical", "", `{"vertical":0,"horizontal":0.5}`, nil},
	{"carteso", cartesoCross, 9, "horizontal", "", `{"vertical":0,"horizontal":9.5}`, nil},
	// A lone stone on a1 shut in by vertical's Wa2 is square: horizontal's.
	{"carteso", "/embed/carteso?size=5&m=Ba1.Wb1.Wa2&mode=view", shownPly, "horizontal", "", `{"vertical":0,"horizontal":1.5}`, nil},
	// The same shut in by horizontal's Wa2: vertical's.
	{"carteso", "/embed/carteso?size=5&m=pass.Ba1.Wb1.Wa2&mode=view", shownPly, "vertical", "", `{"vertical":1,"horizontal":0.5}`, nil},
	{"carteso", cartesoGame, shownPly, "", "horizontal", `{"vertical":10,"horizontal":15.5}`, nil},

	// Echelon: b1-c1 then d1-c1 is a red stack of three, red on top.
	{"echelon", "/embed/echelon?m=b1-c1.g8-g7.d1-c1&mode=view", shownPly, "", "red", "{}", nil},
	// Stomp, unstomp, restomp: nothing is won until red's e5-g5 lands on
	// the pile of two on g5.
	{"echelon", echelonStomps, shownPly, "blue", "", "", nil},
	{"echelon", echelonStomps, 6, "red", "", "", nil},
	{"echelon", echelonStomps, 7, "", "red", "", nil},
	// The top of the red stack on e4 may not land on its neighbour e3.
	{"echelon", "/embed/echelon?m=d3-e4.g8-g7&mode=view", shownPly, "red", "", "", []string{"e4-e3"}},
	{"echelon", echelonGentleman, shownPly, "", "blue", "", nil},
	// Dead g11 and f8 cut the lines of blue's f11: along its row nothing,
	// down its column f10 and f9 only.
	{"echelon", echelonDead, shownPly, "blue", "", "", []string{"f11-g11", "f11-h11", "f11-f8", "f11-f7"}},

	// Ur: 4 from the pool lands on the rosette L0, 4 more on the rosette
	// M3: left rolls again; its 0 passes; right's 4 lands on R0 and rolls
	// again, and a 4 can go neither onto R0 nor onto left's M3.
	{"ur", urRosettes, shownPly, "left", "", "", nil},
	{"ur", urRosettes, 3, "right", "", "", nil},
	{"ur", urRosettes, 4, "right", "", "", []string{"4:R0", "4:R4"}},
	// After the capture on M0 every right piece is in the pool.
	{"ur", urCapture, 4, "right", "", "", []string{"1:M0", "2:M0", "3:M0", "4:M0"}},
	{"ur", urGame, lastPly, "", "left", `{"left":2,"right":1}`, nil},

	// Ecalper: after the swap the opener plays white's turn; then black
	// replaces one of the three stones white just placed, nothing else.
	{"ecalper", "/embed/ecalper?size=5&m=b5.a3.g9.swap.xb5.e5.c4.c5&mode=view", shownPly, "black", "", "", []string{"xa3", "xg9", "xb5"}},
	{"ecalper", ecalperEnd, shownPly, "", "black", `{"black":{"largest":21,"groups":7},"white":{"largest":15,"groups":3}}`, nil},

	// Iris: after the gray f3, its gray neighbours are ruled out.
	{"iris", irisGray, shownPly, "white", "", "", []string{"e2", "e3", "f4", "g4"}},
	{"iris", irisEnd, shownPly, "", "white", `{"black":[5,2,2,1,1,1],"white":[6,3,1,1,1]}`, nil},
}

// The plies a fact may speak of besides a number.
const (
	shownPly = -1 // the ply the board shows first
	lastPly  = -2 // the end of the record
)

// The examples the facts speak of more than once, or at length.
const (
	cartesoWall      = "/embed/carteso?size=5&m=Ba1.Ba2.Wb1.Wb2.Wa3&ply=2&mode=view"
	cartesoRoom      = "/embed/carteso?size=5&m=Ba1.Bb1.Bc1.Bc2.Wd1.Wd2.Wa3.Wb3.Wc3.Bb2&ply=8&mode=view"
	cartesoCross     = "/embed/carteso?size=5&m=Bc1.Bc2.Bc3.Bc4.Bc5.Bb3.Ba3.Bd3.Be3&ply=8&mode=view"
	cartesoGame      = "/embed/carteso?size=5&m=We5.Be4.Wd4.Bd3.Wc3.Bc2.Bc4.Bb2.Bb3.Wb4.Wd2.Wa4.Wa3.Ba2.Bc5.Bb5.Wa5.Bd1.Wd5.Bc1.We1.Wa1.We2.We3.Wb1.pass.pass&mode=view"
	echelonStomps    = "/embed/echelon?m=e4-e5.g8-g2.e2-g2.h9-h8.g2-g5.g2-g5.e5-g5&ply=3&mode=view"
	echelonGentleman = "/embed/echelon?variant=gentleman&m=" + gentlemanGame + "&mode=view"
	echelonDead      = "/embed/echelon?variant=gentleman&m=" + gentlemanGame + "&ply=21&mode=view"
	urRosettes       = "/embed/ur?m=4:L4.4:L0.0.4:R4.4&ply=2&mode=view"
	urCapture        = "/embed/ur?m=3:L4.4:R4.1:R0.2:L1&ply=3&mode=view"
	urGame           = "/embed/ur?pieces=2&m=2:L4.3:R4.3:L4.4:R4.0.1:L1.1:L2.3:R0.3:L0.3:R1.2:M2.1:R4.2:M4.3:R3.2:M1.2:M3.1:L1.3:M6.1:L6.2:M5.2:L0.3:M7.3:M1.2:R0.3:M4.2:M1.1:M3.3:M7&ply=8&mode=view"
	ecalperEnd       = "/embed/ecalper?size=5&m=" + ecalperGame + "&mode=view"
	irisGray         = "/embed/iris?size=5&m=" + irisGame + "&ply=14&mode=view"
	irisEnd          = "/embed/iris?size=5&m=" + irisGame + "&mode=view"
)

// Whole games between computer players that the rules pages show at
// several moves.
const (
	ecalperGame   = "b5.a3.g9.xb5.e5.c4.c5.xe5.d3.e3.d2.xe3.c3.a4.f5.xf5.e4.f4.d4.xf4.h6.b1.d1.xd1.i8.e6.f6.xe6.d5.h5.f8.xd5.e7.g8.i9.xg8.e2.g7.h7.xg7.d6.h8.e8.xd6.f7.g4.c2.xf7.f3.i7.b4.xi7.d7.g3.f2.xd7.b3.b2.c1.xb2.e9.g5.g6.xg5.h9.a1.b6.xh9.a2.f9.c6.xf9.h4.a5.i5.xi5.i6.d8.c7.xi6"   // size 5, won by black
	irisGame      = "d5.g3.c7.f2.d8.i7.a3.i6.a4.c1.g9.b1.h9.f3.b4.b5.g8.d7.c5.d6.f7.c6.e7.f8.h6.e8.e6.f9.d1.f6.h7.a2.i8.b6.h4.g6.e3.g7.f5.h5.f4.e2.c2.c3.e4.e9.e1.i5.a5.i9.a1.b2.c4.g4.h8.g5.d3.d4.b3.d2.e5"                                                                                // size 5, won by white
	gentlemanGame = "b1-b6.g11-b6.e1-j6.j11-j6.c2-b2.h9-h5.e2-h5.g9-f8.b2-b6.g10-c6.d3-d4.c6-b6.e3-i7.i10-i7.e4-e9.g8-g5.e9-b6.g5-h5.d4-h8.f8-f11.h8-h5.f11-a6.b6-a5.a6-a5.h5-h7.h5-h4.h7-i7.h4-h5.i7-i6.b6-d8.i6-i7.d8-b6.i7-i9.h5-h6.i9-i7.h6-i7.h5-i5.h5-i5.c1-d1.h10-i11.d2-d1.h11-i11" // lost by red
)

// TestRulesExamplesFacts checks the captions' claims against the rules.
func TestRulesExamplesFacts(t *testing.T) {
	for _, f := range facts {
		ex := findExample(t, f.game, f.src)
		if ex == nil {
			continue
		}
		m := at(t, ex, f.ply)
		name := fmt.Sprintf("%s (ply %d)", f.src, f.ply)
		if got := m.PlayerName(m.ToMove()); got != f.toMove {
			t.Errorf("%s: %q to move, the caption says %q", name, got, f.toMove)
		}
		if got := m.WinnerName(); got != f.winner {
			t.Errorf("%s: winner %q, the caption says %q", name, got, f.winner)
		}
		if f.score != "" {
			got, err := json.Marshal(m.Position().Score())
			if err != nil || string(got) != f.score {
				t.Errorf("%s: score %s (%v), the caption says %s", name, got, err, f.score)
			}
		}
		for _, tok := range f.lacks {
			if slices.Contains(m.Legal(), tok) {
				t.Errorf("%s: %s is legal, the caption says not", name, tok)
			}
		}
	}
}

// findExample returns the example of game's rules page whose URL is src.
func findExample(t *testing.T, game, src string) *example {
	t.Helper()
	for _, ex := range readExamples(t, game) {
		if ex.src == src {
			return &ex
		}
	}
	t.Errorf("%s/rules.html has no board %s", game, src)
	return nil
}

// at replays ex's record up to ply (or shownPly, or lastPly).
func at(t *testing.T, ex *example, ply int) *rules.Match {
	t.Helper()
	m := ex.link.Match
	if m == nil {
		t.Fatalf("%s: %v", ex.src, ex.err)
	}
	switch ply {
	case shownPly:
		ply = ex.link.Ply
	case lastPly:
		ply = m.Ply()
	}
	out, err := rules.Replay(m.Game(), m.Options(), m.Tokens()[:ply])
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCartesoOwnersExample checks the caption of Carteso's first board:
// the group of c3 grows square (the opponent of vertical, who placed
// last, owns it), tall, square again after vertical's stone, then wide.
func TestCartesoOwnersExample(t *testing.T) {
	ex := findExample(t, "carteso", "/embed/carteso?size=5&m=Bc3.Bc4.Bd3.Bb3&ply=1&mode=view")
	if ex == nil {
		return
	}
	c3, err := carteso.ParsePoint("c3", 5)
	if err != nil {
		t.Fatal(err)
	}
	for ply, want := range []rules.Player{rules.Second, rules.First, rules.Second, rules.Second} {
		m := at(t, ex, ply+1)
		g, ok := m.Position().(*carteso.State).GroupAt(c3)
		if !ok || g.Owner != want {
			t.Errorf("after move %d the group of c3 is %s's, the caption says %s's", ply+1, m.PlayerName(g.Owner), m.PlayerName(want))
		}
	}
}
