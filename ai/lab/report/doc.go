// Package report holds a game report as the seed reports ("Full Report"
// pages of the Ai Ai program) made them, measured with Tessera's engines:
// game length and branching factor, the first player's win rate with its
// 95% interval and the draw rate over many seeded self-play games of one
// level, random playouts a second, the levels-of-play ladder, the four
// mirroring strategies against that level, and the opening heat map (how
// often each first move is played and how it fares); for the Royal Game
// of Ur, the solved facts and the strategies tournament.
//
// Report is plain data that encodes to the JSON the site renders as
// /{game}/report (site/publish). This package holds what the site and the
// browser need without the engines: the data, the statistics (Wilson
// intervals, summaries, histograms), the board symmetries of the mirrors,
// each game's Setting and the seed reports' figures. The random playouts
// it quotes are measured by tessera/ai/random.Playouts, which the AI worker
// also runs in the visitor's browser without importing this package.
// Package tessera/ai/report/measure plays the games that fill a Report.
package report
