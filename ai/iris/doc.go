// Package iris is Iris's computer play for the Monte Carlo tree search of
// ai/mcts: the fast random playout (Policy), which plays an Iris position
// (a *rules/iris.State) to its end with uniformly random stones and returns
// the result, and the levels people choose among (Levels), from a few
// hundred playouts a stone to a time budget, calibrated by self-play
// (ai/cmd/irislab).
package iris
