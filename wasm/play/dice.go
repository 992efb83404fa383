package play

import (
	"encoding/binary"
	"math/rand/v2"
)

// DiceBits returns the random bits of the throw before ply (0: the first
// throw of the game) in a game whose dice seed is seed. It is a pure
// function of the two: a ply taken back and thrown again throws the same,
// whoever throws it (a person or the computer), and a new seed throws a new
// game. Each ply's bits come from a ChaCha8 stream keyed by the seed and the
// ply, so neighbouring plies and neighbouring seeds throw independently (a
// PCG keyed the same way showed biased low bits for small seeds).
func DiceBits(seed uint64, ply int) uint32 {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:8], seed)
	binary.LittleEndian.PutUint64(key[8:16], uint64(ply))
	return uint32(rand.NewChaCha8(key).Uint64() >> 32)
}
