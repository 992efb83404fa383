// Package panel writes the score panel a board view draws beside its
// board: text sizes that suit the room, text set from its left end on a
// canvas that centres text, and score chips. It is game-neutral and free
// of syscall/js.
package panel
