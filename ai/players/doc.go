// Package players is the door to Tessera's computer players, as
// tessera/rules/games is to the games: the registry of every game's levels
// (Levels, Lookup) and what the page, the AI worker and the tools ask of
// them. A Request carries a game record as tokens and the level to play;
// Decide replays the record through the rules contract, asks the level's
// engine for a move and answers with its token. Hint and Review answer
// with the strongest level of the game that declares the capability
// (ai.Hinter, ai.Reviewer); Search shares a tree search out over
// several workers (mcts.LevelEngine); EngineOf sets a level's budget for
// the reports (ai.Budgeted). Propose and Take are the computer's parts in
// the bid a game may open with (rules.Bidding), which the game declares
// here (ai.Bidder).
//
// Errors are in words and start with "ai: ". Once ctx is done an engine
// stops thinking: Decide then returns its best move so far with ctx.Err().
package players
