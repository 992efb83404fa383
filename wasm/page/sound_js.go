//go:build js

package page

import (
	"syscall/js"

	"tessera/wasm/play"
)

// sounder makes the game's sounds (play.Sound), synthesised with the Web
// Audio API: no file is downloaded. Its AudioContext is made on the
// player's first press of a pointer or a key (browsers refuse sound
// before it, and a page should make none), and it is silent while the
// tab is hidden or the settings' sound is off.
type sounder struct {
	ctx    js.Value // the AudioContext, undefined until the player first interacts
	on     bool     // the settings' sound switch
	played []string // the sounds made, oldest first (the last maxPlayed), for tests
}

// maxPlayed bounds sounder.played.
const maxPlayed = 32

// A note is one tone of a sound: a wave gliding from one frequency to
// another (Hz), starting after delay and lasting dur (seconds), at a peak
// volume of vol (0 to 1).
type note struct {
	wave            string
	from, to        float64
	delay, dur, vol float64
}

// sounds are the notes of each sound: short and quiet, a wooden tap for a
// move, a heavier double knock for a capture, a rattle for the dice, a low
// buzz for a refusal and a rising chord for the end.
var sounds = map[play.Sound][]note{
	play.SoundMove:    {{"triangle", 520, 340, 0, 0.07, 0.22}},
	play.SoundCapture: {{"triangle", 420, 220, 0, 0.08, 0.25}, {"square", 240, 120, 0.06, 0.12, 0.12}},
	play.SoundRoll: {{"triangle", 900, 700, 0, 0.03, 0.12}, {"triangle", 760, 600, 0.05, 0.03, 0.12},
		{"triangle", 980, 720, 0.11, 0.03, 0.12}, {"triangle", 820, 640, 0.18, 0.04, 0.12}},
	play.SoundIllegal: {{"sawtooth", 150, 130, 0, 0.14, 0.08}},
	play.SoundEnd: {{"sine", 523, 523, 0, 0.22, 0.2}, {"sine", 659, 659, 0.12, 0.22, 0.2},
		{"sine", 784, 784, 0.24, 0.4, 0.2}},
}

// wireSound wakes the sounds on the player's first press of a pointer or
// a key anywhere on the page (and resumes them on any later press, should
// the browser have suspended them).
func (p *Page) wireSound() {
	wake := js.FuncOf(func(js.Value, []js.Value) any {
		defer reportPanic()
		p.sound.wake()
		return nil
	})
	opts := map[string]any{"capture": true, "passive": true}
	js.Global().Call("addEventListener", "pointerdown", wake, opts)
	js.Global().Call("addEventListener", "keydown", wake, opts)
}

// wake makes the AudioContext, or resumes it.
func (s *sounder) wake() {
	if s.ctx.IsUndefined() {
		ac := js.Global().Get("AudioContext")
		if ac.IsUndefined() {
			return // no Web Audio: the game is silent
		}
		s.ctx = ac.New()
	}
	if s.ctx.Get("state").String() == "suspended" {
		s.ctx.Call("resume")
	}
}

// play makes the sounds heard, unless the sound is off, the player has
// not interacted with the page yet or the tab is hidden.
func (s *sounder) play(heard []play.Sound) {
	if len(heard) == 0 || !s.on || s.ctx.IsUndefined() || js.Global().Get("document").Get("hidden").Bool() {
		return
	}
	for _, snd := range heard {
		for _, n := range sounds[snd] {
			s.tone(n)
		}
		s.played = append(s.played, string(snd))
	}
	if len(s.played) > maxPlayed {
		s.played = s.played[len(s.played)-maxPlayed:]
	}
}

// tone plays one note: an oscillator through a gain that rises at once
// and fades away.
func (s *sounder) tone(n note) {
	at := s.ctx.Get("currentTime").Float() + n.delay
	osc := s.ctx.Call("createOscillator")
	osc.Set("type", n.wave)
	freq := osc.Get("frequency")
	freq.Call("setValueAtTime", n.from, at)
	freq.Call("exponentialRampToValueAtTime", n.to, at+n.dur)
	gain := s.ctx.Call("createGain")
	g := gain.Get("gain")
	g.Call("setValueAtTime", 0.0001, at)
	g.Call("exponentialRampToValueAtTime", n.vol, at+0.006)
	g.Call("exponentialRampToValueAtTime", 0.0001, at+n.dur)
	osc.Call("connect", gain)
	gain.Call("connect", s.ctx.Get("destination"))
	osc.Call("start", at)
	osc.Call("stop", at+n.dur+0.02)
}

// heardHook is window.tessera.sounds(): the sounds made, oldest first.
func (p *Page) heardHook() js.Func {
	return js.FuncOf(func(js.Value, []js.Value) any { return jsArray(p.sound.played) })
}
