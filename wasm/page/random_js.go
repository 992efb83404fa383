//go:build js

package page

import (
	"syscall/js"

	"tessera/wasm/play"
)

// diceSource gives random bits for the games' dice seeds (each game's
// throws follow from its seed: play.DiceBits) and the AI's seeds: from the
// browser's cryptographic source, or seeded when the URL's fragment says
// #seed=N.
type diceSource struct{ seeded *play.Seeded }

func newDiceSource(fragment string) *diceSource {
	if seed, ok := play.SeedFrom(fragment); ok {
		return &diceSource{seeded: play.NewSeeded(seed)}
	}
	return &diceSource{}
}

// Uint32 returns 32 random bits.
func (d *diceSource) Uint32() uint32 {
	if d.seeded != nil {
		return d.seeded.Uint32()
	}
	return uint32(d.crypto())
}

// Uint64 returns 64 random bits.
func (d *diceSource) Uint64() uint64 {
	if d.seeded != nil {
		return d.seeded.Uint64()
	}
	return d.crypto()
}

func (d *diceSource) crypto() uint64 {
	buf := js.Global().Get("Uint32Array").New(2)
	js.Global().Get("crypto").Call("getRandomValues", buf)
	return uint64(buf.Index(0).Int())<<32 | uint64(uint32(buf.Index(1).Int()))
}

// gameSeed returns a new game's dice seed: never 0, which means none.
func (d *diceSource) gameSeed() uint64 {
	for {
		if seed := d.Uint64(); seed != 0 {
			return seed
		}
	}
}
