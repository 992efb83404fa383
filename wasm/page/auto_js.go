//go:build js

package page

import (
	"context"
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"tessera/rules"
	"tessera/wasm/play"
)

// Pauses, in milliseconds, so that what plays by itself is seen.
const (
	forcedPause = 900 // before a forced ply (after the dice settle)
	aiRollPause = 450 // before an AI side throws
	aiMovePause = 350 // at least this long between an AI's throw and its move
)

// advance schedules what happens by itself now: a forced ply is played
// after a visible pause, and an AI side throws, thinks and moves. Nothing
// plays while an earlier position is being reviewed.
func (p *Page) advance() {
	p.pending++
	p.cancelAI()
	p.aiStuck = false
	s := p.s
	if !s.Hist.Latest() {
		return
	}
	settle := 0.0 // how long the dice take to settle, for a game with dice
	if s.View.Chance() != nil {
		settle = play.DiceTime * s.Motion
	}
	switch s.Phase() {
	case play.PhaseMove:
		if t, ok := s.Forced(); ok {
			p.after(settle+forcedPause, func() { p.playAuto(t) })
		}
	case play.PhaseAI:
		switch t, forced := s.Forced(); {
		case s.View.Chance() != nil && !s.Rolled:
			p.after(aiRollPause, func() {
				if s.Throw(now()) == nil {
					p.changed()
				}
			})
		case forced:
			p.after(settle+forcedPause, func() { p.playAuto(t) })
		default:
			p.think(settle)
		}
	}
}

// after runs f in ms milliseconds unless the game changed meanwhile.
func (p *Page) after(ms float64, f func()) {
	id := p.pending
	time.AfterFunc(p.pause(ms), func() {
		defer reportPanic()
		if p.pending == id {
			f()
		}
	})
}

// pause is how long to wait for ms milliseconds of pause at the page's
// pace (1, or less when the URL's fragment says #pace=x for tests).
func (p *Page) pause(ms float64) time.Duration {
	return time.Duration(ms * p.pace * float64(time.Millisecond))
}

// playAuto plays a token chosen by the machine (forced, or an AI's). When
// it hands the person the other side (the computer took the pie rule's
// swap), a notice says so.
func (p *Page) playAuto(token string) {
	was, _, _ := p.s.Opponent()
	if err := p.s.Play(token, now()); err != nil {
		p.s.Note = say(err)
	}
	if is, _, ok := p.s.Opponent(); ok && was != rules.NoPlayer && is != was {
		p.toast("The computer took the swap: you now play " + capital(p.s.SideName(is)) + ".")
	}
	p.changed()
}

// think asks an AI worker for the side to move's move, showing the time
// spent and offering "move now", and plays the answer after a short pause.
// Move now plays the engine's best move so far; if the worker does not
// give it in time, a random allowed move is played, and the page says so.
func (p *Page) think(settle float64) {
	s := p.s
	ctx, cancel := context.WithCancel(context.Background())
	hurry := make(chan struct{})
	p.stopAI, p.hurryAI = cancel, sync.OnceFunc(func() { close(hurry) })
	id := p.pending
	req := s.Request(s.Hist.Tokens)
	req.Allowed, req.Level, req.Seed = s.Legal(), s.Seat(s.ToMove()), p.dice.Uint64()
	start := now()
	p.movingNow = false
	p.setThinking(true, 0)
	go p.tick(ctx, start)
	go func() {
		defer reportPanic()
		reply, err := p.ai.Move(ctx, req, hurry)
		if err == nil { // the time the level took, for benchmarks: a performance entry
			js.Global().Get("performance").Call("measure", "tessera:ai-move",
				map[string]any{"start": start, "end": now(), "detail": req.Level})
		}
		if wait := p.pause(settle+aiMovePause) - time.Duration((now()-start)*float64(time.Millisecond)); wait > 0 {
			time.Sleep(wait)
		}
		if p.pending != id {
			return
		}
		hurried := p.movingNow
		p.setThinking(false, 0)
		switch {
		case err == nil && reply.Resign:
			if err := p.s.Resign(); err != nil {
				p.s.Note = say(err)
			}
			p.changed()
		case err == nil:
			p.playAuto(reply.Token)
			if reply.Note != "" {
				p.s.Note = reply.Note
				p.updateDOM()
			}
		case hurried:
			p.playAuto(req.Allowed[int(p.dice.Uint32())%len(req.Allowed)])
			p.s.Note = "The computer player did not answer in time, so a random move was played for it."
			say(err) // for developers, in the console
			p.updateDOM()
		default:
			p.aiStuck = true
			p.s.Note = aiFailed(err, "The computer player could not move.") + " " + p.stuckAdvice()
			p.updateDOM()
		}
	}()
}

// stuckAdvice says what the player can do when the computer could not
// move: press Undo, when it is offered, or start again.
func (p *Page) stuckAdvice() string {
	if p.canUndo() {
		return "Press Undo, or start a new game."
	}
	return "Start a new game to try again."
}

// tick shows the seconds spent thinking until ctx ends.
func (p *Page) tick(ctx context.Context, start float64) {
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if !p.thinking {
				return
			}
			p.setThinking(true, now()-start)
		}
	}
}

// setThinking shows or hides the AI's thinking indicator with the time
// spent (ms).
func (p *Page) setThinking(on bool, ms float64) {
	p.thinking = on
	p.setShown("thinking", on)
	p.enable("move-now", on)
	p.setText("thinking-time", strconv.FormatFloat(ms/1000, 'f', 1, 64)+" s")
}

// moveNow makes a thinking AI play its best move so far at once.
func (p *Page) moveNow() {
	if p.thinking && p.hurryAI != nil {
		p.movingNow = true
		p.hurryAI()
	}
}

// cancelAI abandons an AI search under way.
func (p *Page) cancelAI() {
	if p.stopAI != nil {
		p.stopAI()
		p.stopAI, p.hurryAI = nil, nil
	}
	if p.thinking {
		p.setThinking(false, 0)
	}
}
