//go:build js

package page

import (
	"context"
	"errors"
	"math"
	"slices"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/ai/catalogue"
	"tessera/rules"
	"tessera/wasm/aiworker"
	"tessera/wasm/embedding"
	"tessera/wasm/play"
	"tessera/wasm/settings"
)

// A Game is a game the page's program plays: its rules, and a maker of
// its view. A program may play one game (its pages load less) or all.
type Game struct {
	Rules   rules.Game
	NewView func() play.View
}

// Page is the board on the page: the session and everything around it.
type Page struct {
	doc        dom.Document
	root       dom.Element
	canvas     js.Value
	board      *painter // paints on the canvas
	lens       *painter // paints on a canvas off the page, for the lens's preview (drawLens)
	game       rules.Game
	view       play.View
	s          *play.Session
	w, h       float64           // the canvas's size in CSS pixels
	dark       bool              // the board is drawn in dark colours
	systemDark bool              // the system prefers dark colours
	set        settings.Settings // the player's settings
	sound      sounder
	dice       *diceSource
	ai         *aiworker.Client
	stopAI     context.CancelFunc     // abandons the AI's search
	hurryAI    func()                 // asks the AI for its best move so far
	pace       float64                // scales the pauses before automatic plies: 1, or less for tests
	asked      hintState              // the hint asked for, if any
	reviewed   reviewState            // the game review asked for or received
	analysis   analysisState          // the analysis mode
	bid        bidState               // Carteso's bid for komi and sides before a game
	embed      embedding.Params       // an embed page's mode and theme; zero on a play page
	thinking   bool                   // an AI search is under way
	movingNow  bool                   // the player asked the AI to move now
	aiStuck    bool                   // the computer could not move in the latest position
	pending    int                    // counts scheduled automatic plies; a newer one cancels older ones
	shared     bool                   // a shared link's game is shown, not the saved one
	previous   bool                   // a game in progress is kept under previousKey for "Back to my game"
	drawn      bool                   // the board has been drawn once
	frame      bool                   // an animation frame is requested
	movesKey   string                 // the move list as last rendered
	movesTurns []string               // the turns in the move list, one key each
	extrasKey  string                 // the extras' buttons as last rendered
	els        map[string]dom.Element // the elements byID found, by id
	texts      map[string]string      // the texts setText set, by id
	graphKey   string                 // the record and ply the review graph was drawn for
	store      store
	lastSay    string // the move last put in the live region
	look       string // the mouse cursor's look over the canvas

	edit *editState // the board editor, nil while it is closed
}

// Run starts the board of the page's game, one of games, and never
// returns. A panic is shown to the player in words.
func Run(games ...Game) {
	defer reportPanic()
	p, err := newPage(games)
	if err != nil {
		showFatal("This board could not start. " + say(err) + " Reload the page to try again.")
		select {}
	}
	p.start()
	select {}
}

func newPage(games []Game) (*Page, error) {
	doc := dom.GetWindow().Document()
	root := elementByID(doc, "tessera")
	if root == nil {
		return nil, errors.New("page: the page has no #tessera element")
	}
	name := root.GetAttribute("data-game")
	i := slices.IndexFunc(games, func(g Game) bool { return g.Rules.Name() == name })
	if i < 0 {
		return nil, errors.New("page: this program has no board for the game " + strconv.Quote(name))
	}
	g, mk := games[i].Rules, games[i].NewView
	canvas := elementByID(doc, "board-canvas").Underlying()
	p := &Page{doc: doc, root: root, canvas: canvas, board: &painter{ctx: canvas.Call("getContext", "2d")},
		game: g, view: mk(), dice: newDiceSource(location("hash")), ai: aiworker.NewClient(),
		pace: play.PaceFrom(location("hash")), store: store{prefix: "tessera:" + name}, els: map[string]dom.Element{}, texts: map[string]string{}}
	return p, nil
}

// lookup returns the rules of the page's game, if name is its name: a
// saved game names its game (board.DecodeSaved), and the page resumes only
// its own. Of another game, the error says which it is, whether or not
// the program plays it.
func (p *Page) lookup(name string) (rules.Game, error) {
	if name == p.game.Name() {
		return p.game, nil
	}
	err := errors.New("page: the saved game is a game of " + name)
	if title := catalogue.Title(name); title != "" {
		return nil, rules.Said(err, "It is a game of "+title+", not of "+p.game.Title()+".")
	}
	return nil, err
}

// start loads the game, wires the controls and draws.
func (p *Page) start() {
	p.dressForGame()
	p.dressEmbed()
	show(p.byID("board-ui"))
	p.loadSettings()
	p.load()
	p.exposeHooks()
	p.wireEditor()
	p.wireControls()
	p.wireSeats()
	p.wireResign()
	p.wireShare()
	p.wireExtras()
	p.wireToggles()
	p.wireStones()
	p.wireBid()
	p.wireInput()
	p.wireSettings()
	p.wireSound()
	p.watchLayout()
	p.changed()
}

// changed follows every change of the session: the DOM is brought up to
// date, one frame is drawn, the game is saved and automatic plies are
// scheduled. A session new to the page (a new game, a rematch, a link, an
// imported record, a set-up position, an old saved game) is given its dice
// seed here, before anything can throw.
func (p *Page) changed() {
	if p.s.Seed == 0 {
		p.s.Seed = p.dice.gameSeed()
	}
	p.s.Motion = p.motion()
	p.sound.play(p.s.TakeSounds())
	if p.embed.Viewing() { // a diagram: nothing to save, nothing plays by itself
		p.touched()
		return
	}
	p.updateDOM()
	p.redraw()
	p.save()
	p.advance()
}

// redraw asks for one frame; several changes before it share the frame.
func (p *Page) redraw() {
	if p.frame {
		return
	}
	p.frame = true
	var f js.Func
	f = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer reportPanic()
		f.Release()
		p.frame = false
		p.draw(args[0].Float())
		return nil
	})
	js.Global().Call("requestAnimationFrame", f)
}

// draw draws the board at time now, and asks for another frame while
// anything moves.
func (p *Page) draw(now float64) {
	if p.w == 0 || p.h == 0 {
		return
	}
	dpr := math.Max(1, js.Global().Get("devicePixelRatio").Float())
	c := p.board.frame()
	c.ClearRect(0, 0, p.w, p.h)
	sc := p.scene(now)
	if p.edit != nil {
		sc = p.editScene(now)
	}
	p.view.Draw(c, sc)
	p.board.paint(dpr)
	if p.edit == nil {
		p.drawLens(sc, dpr)
	}
	if sc.Busy() {
		p.redraw()
	} else if len(p.s.Anims) > 0 {
		p.s.Anims = nil
	}
	if !p.drawn {
		p.drawn = true
		hide(p.byID("loading"))
		js.Global().Get("performance").Call("mark", "tessera:board-drawn")
		p.warmAI()
	}
}

// warmAI starts the first AI worker once the board is drawn and the page
// is idle, so that the computer's first move and the first hint do not
// wait for it to start: boot.js then downloads the engines' program (from
// the service worker's cache after a first visit). Embeds leave it to
// their first request: a rules page holds several.
func (p *Page) warmAI() {
	if p.embed.Mode != "" {
		return
	}
	var f js.Func
	f = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer reportPanic()
		f.Release()
		if err := p.ai.Warm(); err != nil {
			js.Global().Get("console").Call("warn", err.Error()) // the first request will say it to the player
		}
		return nil
	})
	if idle := js.Global().Get("requestIdleCallback"); idle.Type() == js.TypeFunction {
		idle.Invoke(f, map[string]any{"timeout": 2000})
	} else {
		js.Global().Call("setTimeout", f, 0)
	}
}

// watchLayout sizes the canvas in device pixels whenever its box or the
// pixel ratio changes, and follows the colour scheme.
func (p *Page) watchLayout() {
	resize := js.FuncOf(func(this js.Value, args []js.Value) any {
		defer reportPanic()
		p.resize()
		return nil
	})
	js.Global().Get("ResizeObserver").New(resize).Call("observe", p.canvas)
	js.Global().Call("addEventListener", "resize", resize)
	dark := js.Global().Call("matchMedia", "(prefers-color-scheme: dark)")
	p.systemDark = dark.Get("matches").Bool()
	p.dark = p.isDark()
	dark.Call("addEventListener", "change", js.FuncOf(func(this js.Value, args []js.Value) any {
		p.systemDark = args[0].Get("matches").Bool()
		p.dark = p.isDark()
		p.redraw()
		return nil
	}))
	p.resize()
}

// resize matches the canvas's pixels to its CSS box.
func (p *Page) resize() {
	r := p.canvas.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	dpr := math.Max(1, js.Global().Get("devicePixelRatio").Float())
	pw, ph := int(math.Round(w*dpr)), int(math.Round(h*dpr))
	if w == p.w && h == p.h && p.canvas.Get("width").Int() == pw && p.canvas.Get("height").Int() == ph {
		return
	}
	p.w, p.h = w, h
	p.canvas.Set("width", pw)
	p.canvas.Set("height", ph)
	p.view.Layout(w, h)
	p.redraw()
}

// now returns performance.now(), the clock of animations.
func now() float64 { return js.Global().Get("performance").Call("now").Float() }

// matches evaluates a media query.
func matches(query string) bool {
	return js.Global().Call("matchMedia", query).Get("matches").Bool()
}

// location returns a part of window.location, as "hash" or "search".
func location(part string) string {
	return js.Global().Get("location").Get(part).String()
}
