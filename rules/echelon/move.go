package echelon

import "tessera/rules"

// A Move packs the cell the piece leaves and the cell it ends on:
// from<<8 | to. The line between them is implied.
func newMove(from, to int) rules.Move { return rules.Move(from<<8 | to) }

func moveFrom(m rules.Move) int { return int(m >> 8 & 0xff) }

func moveTo(m rules.Move) int { return int(m & 0xff) }
