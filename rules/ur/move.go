package ur

import "tessera/rules"

// A Move packs a roll and the path index of the piece moved: roll<<4 |
// from. A bare roll (no piece moves) has bareFlag set and from 0.
const bareFlag rules.Move = 1 << 8

func pieceMove(roll, from int) rules.Move { return rules.Move(roll<<4 | from) }

func bareMove(roll int) rules.Move { return bareFlag | rules.Move(roll<<4) }

func moveRoll(m rules.Move) int { return int(m >> 4 & 0xf) }

func moveFrom(m rules.Move) int { return int(m & 0xf) }

func isBare(m rules.Move) bool { return m&bareFlag != 0 }
