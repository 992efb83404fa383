// Package mcts is the Monte Carlo tree search every game from Iris on
// shares: UCT (UCB1 selection, expansion, a playout, backing up) written
// once over the rules contract, for two-player deterministic games whose
// turns may hold several plies.
//
// A node's mover is whoever ToMove says at that ply, so a turn of two
// stones (Iris) or four plies (Ecalper) is a chain of nodes with the same
// mover; every statistic is kept from the point of view of the player who
// chose the move into the node, a draw counting half a win.
//
// The parts:
//   - Policy plays a position out; Uniform, the default, plays uniformly
//     random legal moves through the contract, and games plug faster
//     bitboard playouts in behind the same interface.
//   - Config sets the exploration constant, the budget (playouts, time or
//     both), the seed, the MCTS-Solver and the node cap; Baseline is plain
//     UCT, the yardstick levels are measured against.
//   - Tree is a search that lives between moves: Advance follows the moves
//     played, keeping the subtree below them.
//   - Stats are a search's root statistics in a plain serialisable form;
//     Merge adds those of several searches of one position (root
//     parallelism: one per Web Worker) and Best chooses from them.
//   - Engine adapts a Config to a one-shot move chooser, and Arena plays
//     two players against each other over many games.
//
// With a seed and a playout budget a search is deterministic. The search
// looks at its context, and at the clock, every checkEvery playouts, and
// yields to other goroutines there (js/wasm has one thread and no
// preemption); once the context is done it returns its best move so far.
//
// With the solver on, a terminal node is proven won, drawn or lost for the
// player who moved into it, and proofs climb the tree as in minimax: a
// node is won for its mover once one child is, and once every child is
// proven its value is the best of theirs. Proven children are visited no
// more; a player who can reach a proven draw counts a loss below the node
// as a draw (a score bound, so that draws get proven too). The root stops
// searching once proven, and a proven winning move is chosen over the most
// visited one.
package mcts
