// Package chance turns the raw values of a search into calibrated chances
// to win, and measures how well they are calibrated.
//
// A game's analyst (Analyst, an ai.Evaluator) rates a position's best
// moves with its search (a Rater: the logit of a playout mean, an
// alpha-beta score) and maps each rating to a chance with a Logistic fitted
// to self-play: Collect plays games of a level against itself and keeps
// every position's rating with the result its mover went on to get; Fit
// fits the mapping on some of those games, and Measure bins the others'
// predictions against what happened (Table, its Error).
package chance
