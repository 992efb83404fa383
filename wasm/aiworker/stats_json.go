package aiworker

import (
	"tessera/ai/mcts"
	"tessera/ai/random"
	"tessera/rules"
	"tessera/wasm/jsonwire"
)

// writeStats writes s; its nil Moves as null.
func writeStats(w *jsonwire.Writer, s mcts.Stats) {
	w.ObjectStart()
	w.Key("moves")
	if s.Moves == nil {
		w.Null()
	} else {
		w.ArrayStart()
		for _, ms := range s.Moves {
			writeMoveStats(w, ms)
		}
		w.ArrayEnd()
	}
	w.Key("proof")
	w.Int(int64(s.Proof))
	w.Key("playouts")
	w.Int(int64(s.Playouts))
	w.Key("nodes")
	w.Int(int64(s.Nodes))
	w.ObjectEnd()
}

// writeMoveStats writes ms, without its token if it has none.
func writeMoveStats(w *jsonwire.Writer, ms mcts.MoveStats) {
	w.ObjectStart()
	w.Key("move")
	w.Uint(uint64(ms.Move))
	writeOptionalString(w, "token", ms.Token)
	w.Key("visits")
	w.Uint(uint64(ms.Visits))
	w.Key("wins")
	w.Float(ms.Wins)
	w.Key("proof")
	w.Int(int64(ms.Proof))
	w.ObjectEnd()
}

// readStats reads what writeStats writes into s.
func readStats(r *jsonwire.Reader, s *mcts.Stats) {
	r.Object(func(key string) {
		switch key {
		case "moves":
			s.Moves = nil
			if !r.Null() {
				s.Moves = []mcts.MoveStats{}
				r.Array(func() {
					var ms mcts.MoveStats
					if !r.Null() {
						readMoveStats(r, &ms)
					}
					s.Moves = append(s.Moves, ms)
				})
			}
		case "proof":
			s.Proof = readProof(r, s.Proof)
		case "playouts":
			s.Playouts = readInt(r, s.Playouts)
		case "nodes":
			s.Nodes = readInt(r, s.Nodes)
		default:
			r.UnknownKey(key)
		}
	})
}

// readProof reads a proof (an int8), or a null for old, which it returns.
func readProof(r *jsonwire.Reader, old mcts.Proof) mcts.Proof {
	if r.Null() {
		return old
	}
	return mcts.Proof(r.Int(8))
}

// readMoveStats reads what writeMoveStats writes into ms.
func readMoveStats(r *jsonwire.Reader, ms *mcts.MoveStats) {
	r.Object(func(key string) {
		switch key {
		case "move":
			if !r.Null() {
				ms.Move = rules.Move(r.Uint(32))
			}
		case "token":
			ms.Token = readString(r, ms.Token)
		case "visits":
			if !r.Null() {
				ms.Visits = uint32(r.Uint(32))
			}
		case "wins":
			ms.Wins = readFloat(r, ms.Wins)
		case "proof":
			ms.Proof = readProof(r, ms.Proof)
		default:
			r.UnknownKey(key)
		}
	})
}

// writeSpeed writes sp, without its CPU seconds if there are none.
func writeSpeed(w *jsonwire.Writer, sp random.Speed) {
	w.ObjectStart()
	w.Key("playouts")
	w.Int(int64(sp.Playouts))
	w.Key("plies")
	w.Int(int64(sp.Plies))
	w.Key("seconds")
	w.Float(sp.Seconds)
	w.Key("perSecond")
	w.Float(sp.PerSecond)
	if sp.CPUSeconds != 0 {
		w.Key("cpuSeconds")
		w.Float(sp.CPUSeconds)
	}
	w.ObjectEnd()
}

// readSpeed reads what writeSpeed writes into sp.
func readSpeed(r *jsonwire.Reader, sp *random.Speed) {
	r.Object(func(key string) {
		switch key {
		case "playouts":
			sp.Playouts = readInt(r, sp.Playouts)
		case "plies":
			sp.Plies = readInt(r, sp.Plies)
		case "seconds":
			sp.Seconds = readFloat(r, sp.Seconds)
		case "perSecond":
			sp.PerSecond = readFloat(r, sp.PerSecond)
		case "cpuSeconds":
			sp.CPUSeconds = readFloat(r, sp.CPUSeconds)
		default:
			r.UnknownKey(key)
		}
	})
}
