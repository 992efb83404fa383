// Package aiworker runs Tessera's computer players in Web Workers, off the
// page's main thread, in a wasm program of their own (wasm/cmd/engines).
//
// # Workers
//
// The page spawns workers with globalThis.tesseraSpawnWorker() (boot.js,
// which downloads and compiles the engines' program once, when the first
// worker starts); each worker (worker.js) runs that program, whose main
// calls Serve, handing it the functions of tessera/ai/players that answer
// (Players). This package imports no engine, so the page's program, which
// uses its Client, links none. The page side
// is a Client: NewClient spawns a worker on its first Move and spawns a new
// one whenever the last was lost.
//
// # Root parallelism
//
// A level that is a Monte Carlo tree search (catalogue.Searches) is searched on
// several workers at once: as many as navigator.hardwareConcurrency less
// one for the page, at least one and at most MaxWorkers, all running the
// same compiled module. Move sends each a search request for the same
// position with its own seed (the first keeps the request's); a playout
// budget is shared out among them, a time budget is not. Each answers its
// root statistics, each move named by its token (players.Search,
// mcts.Stats); the page adds them up (mcts.Merge) and plays their best
// move by that name (mcts.Stats.Reply), without replaying the record. Hurry and cancel go
// to every worker of the search. A worker that fails, crashes or misses the
// grace period is left out (and replaced on the next request) as long as
// another answered. Every other request (levels that are not tree searches,
// hints, reviews, bids) goes to the first worker alone, but for the
// evaluations of a review (EvaluateAll), which are shared out among the
// workers a position at a time.
//
// # Protocol
//
// Page and worker exchange JSON strings (Message, Encode, Decode) through
// postMessage:
//
//	page -> worker  {"type":"move","id":N,"request":{...ai.Request}}
//	page -> worker  {"type":"hint","id":N,"request":{...ai.Request}}
//	page -> worker  {"type":"review","id":N,"request":{...ai.Request}}
//	page -> worker  {"type":"evaluate","id":N,"request":{...ai.Request}}
//	page -> worker  {"type":"search","id":N,"request":{...ai.Request},"share":3}
//	page -> worker  {"type":"propose","id":N,"request":{"game":"carteso","options":{"size":"7"}}}
//	page -> worker  {"type":"take","id":N,"request":{"game":"carteso","options":{"size":"7","komi":"6.5"}}}
//	page -> worker  {"type":"cancel","id":N}
//	page -> worker  {"type":"hurry","id":N}
//	page -> worker  {"type":"playouts","id":N,"request":{"game":"iris",...},"millis":5000}
//	worker -> page  {"type":"reply","id":N,"reply":{"token":"3:L4"}}
//	worker -> page  {"type":"reply","id":N,"reply":{"token":"3:L4","winChance":0.63}}
//	worker -> page  {"type":"reply","id":N,"reply":{"review":[{"ply":0,"moves":[...],"lost":0.02}]}}
//	worker -> page  {"type":"reply","id":N,"reply":{"token":"","proposal":"-1.5"}}
//	worker -> page  {"type":"reply","id":N,"reply":{"token":"","takes":1}}
//	worker -> page  {"type":"stats","id":N,"stats":{"moves":[{"move":12,"visits":900,"wins":512.5,"proof":0}],...}}
//	worker -> page  {"type":"progress","id":N,"speed":{"playouts":900,"plies":99000,"seconds":0.5,"perSecond":1800}}
//	worker -> page  {"type":"speed","id":N,"speed":{...}}
//	worker -> page  {"type":"error","id":N,"error":"ai: ..."}
//	worker -> page  {"type":"fatal","error":"..."}
//	worker -> page  {"type":"fatal","error":"...","words":"The computer player could not be downloaded: ..."}
//
// Every move, hint, review, search, propose or take request (answered by
// players.Decide, players.Hint, players.Review, players.Search,
// players.Propose or players.Take: the last two are the computer's parts
// in the bid a game may open with, off the page's thread too) has its own
// id, greater than zero, and gets exactly one answer: a reply (stats for a search) or an error. A
// playouts request (random playouts of the game for millis ms, see
// tessera/ai/random.Playouts; the report page's speed test) is answered
// with a speed, after progress messages about every tenth of a second.
// Cancel abandons a request: it answers an error, or whatever it had
// finished, and the page drops it. Hurry ("move now") asks for the answer
// at once: the engine's context is cancelled and the worker replies with
// the best move the engine had so far (players.Decide returns it with the
// context's error; players.Search its statistics so far). A
// fatal message says the worker cannot go on (its Go program exited, a
// script failed to load, it received a message it could not read, its
// program could not be downloaded); the page then fails every request that
// worker holds and terminates it, and those errors carry the message's
// words for the player, when it has some (rules.Say). The Worker's
// own error events are turned into fatal messages on the page side, so a
// crashed worker makes Move return an error, never hang.
//
// # Cancellation
//
// Go in wasm is single-threaded: while a search runs, the worker's event
// loop does not, so a cancel message waits until the search yields. The
// worker hands engines a context whose Err method, when polled, yields to
// the event loop (a short time.Sleep) if 20 ms of work have passed since the
// last yield, so an engine that polls ctx.Err() as package ai asks sees a
// cancel within a few tens of milliseconds. Move itself returns ctx.Err() at
// once; if the worker has not answered the cancelled request within a grace
// period (a second), the Client terminates it, failing whatever else it held,
// and the next Move starts a fresh worker. A hurried Move waits for the
// answer up to the same grace period; past it the worker is terminated
// likewise and Move returns an error.
package aiworker
