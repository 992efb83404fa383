// Package measure plays the games of a game report (tessera/ai/report)
// with Tessera's computer levels (tessera/ai): seeded self-play of a
// game's level, the ladder of its levels, the four mirroring strategies
// against it, Ur's strategies tournament, and reads Ur's solved facts from
// the ai/cmd/ursolve table. Every game's random choices (and the dice)
// come from a source seeded by the run's seed and the game's number, so
// with playout budgets a run gives the same Report whatever its
// parallelism, but for the playout speed, measured on the clock.
package measure
