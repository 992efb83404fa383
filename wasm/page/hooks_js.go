//go:build js

package page

import (
	"syscall/js"

	"tessera/rules"
	"tessera/wasm/board"
)

// exposeHooks defines window.tessera for tests and tools: state() is the
// game as a plain object, cellCenter(cell) a cell's centre in viewport CSS
// pixels, frameTime(n) the mean time of n frames drawn at once (ms).
func (p *Page) exposeHooks() {
	api := js.Global().Get("Object").New()
	api.Set("state", js.FuncOf(func(js.Value, []js.Value) any { return p.stateObject() }))
	api.Set("cellCenter", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		at, ok := p.view.CellCenter(args[0].String())
		if !ok {
			return nil
		}
		r := p.canvas.Call("getBoundingClientRect")
		return map[string]any{"x": r.Get("left").Float() + at.X, "y": r.Get("top").Float() + at.Y}
	}))
	api.Set("frameTime", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Int() < 1 {
			return nil
		}
		return p.frameTime(args[0].Int())
	}))
	api.Set("sounds", p.heardHook())
	api.Set("settings", p.settingsHook())
	exposeFaults(api)
	js.Global().Set("tessera", api)
}

// frameTime draws the board n times, each frame rasterized (reading a
// pixel makes the canvas draw what it was asked), and returns the mean
// time of one in ms: for the benchmark of frames (e2e/bench/frames.mjs).
func (p *Page) frameTime(n int) float64 {
	perf := js.Global().Get("performance")
	start := perf.Call("now").Float()
	for range n {
		p.draw(start)
		p.board.ctx.Call("getImageData", 0, 0, 1, 1)
	}
	return (perf.Call("now").Float() - start) / float64(n)
}

// stateObject is window.tessera.state()'s answer.
func (p *Page) stateObject() any {
	s := p.s
	var roll any
	if s.Rolled {
		roll = s.Dice.Value
	}
	opts := map[string]any{}
	for k, v := range s.Match.Options() {
		opts[k] = v
	}
	winner := ""
	if r := s.Match.Result(); r.Over && r.Winner != rules.NoPlayer {
		winner = s.Match.PlayerName(r.Winner)
	}
	seats := s.Seats()
	sc := p.scene(0) // what the board marks: a selection, a hint, a review's better move
	return map[string]any{
		"game":    p.game.Name(),
		"options": opts,
		"setup":   s.Match.Setup(),
		"tokens":  jsArray(s.Hist.Tokens),
		"ply":     len(s.Hist.Tokens),
		"viewPly": s.Hist.View,
		"toMove":  s.Match.PlayerName(s.ToMove()),
		"over":    s.Match.Result().Over,
		"winner":  winner,
		"phase":   string(s.Phase()),
		"roll":    roll,
		"dice":    diceObject(s.Dice),
		"legal":   jsArray(s.Legal()),
		"sides":   jsArray(s.Sides[:]),
		"seats":   jsArray(seats[:]),
		"shared":  p.shared,
		"marked":  map[string]any{"selected": sc.Selected, "targets": jsArray(sc.Targets), "pending": s.Sel.Pending},
	}
}

// jsArray converts to a JavaScript array's Go form.
func jsArray(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}

// diceObject is the dice shown, for state(): the throw's value, its faces
// as a string of 1s (marked tip up) and 0s, and whether it is spent
// (dimmed); nil before the first throw.
func diceObject(d board.Dice) any {
	if d.Faces == nil {
		return nil
	}
	faces := make([]byte, len(d.Faces))
	for i, up := range d.Faces {
		faces[i] = '0'
		if up {
			faces[i] = '1'
		}
	}
	return map[string]any{"value": d.Value, "faces": string(faces), "faded": d.Faded}
}
