package aiworker

import (
	"tessera/ai"
	"tessera/rules"
	"tessera/wasm/jsonwire"
)

// writeReply writes rep, leaving out its empty optional fields.
func writeReply(w *jsonwire.Writer, rep ai.Reply) {
	w.ObjectStart()
	w.Key("token")
	w.String(rep.Token)
	if rep.WinChance != nil {
		w.Key("winChance")
		w.Float(*rep.WinChance)
	}
	if rep.Resign {
		w.Key("resign")
		w.Bool(true)
	}
	writeOptionalString(w, "note", rep.Note)
	if len(rep.Review) != 0 {
		w.Key("review")
		jsonwire.WriteReview(w, rep.Review)
	}
	if rep.Eval != nil {
		w.Key("eval")
		w.ObjectStart()
		w.Key("chance")
		w.Float(rep.Eval.Chance)
		w.Key("moves")
		jsonwire.WriteMoveChances(w, rep.Eval.Moves)
		w.ObjectEnd()
	}
	writeOptionalString(w, "proposal", rep.Proposal)
	if rep.Takes != nil {
		w.Key("takes")
		w.Int(int64(*rep.Takes))
	}
	w.ObjectEnd()
}

// readReply reads what writeReply writes into rep.
func readReply(r *jsonwire.Reader, rep *ai.Reply) {
	r.Object(func(key string) {
		switch key {
		case "token":
			rep.Token = readString(r, rep.Token)
		case "winChance":
			rep.WinChance = nil
			if !r.Null() {
				rep.WinChance = new(r.Float())
			}
		case "resign":
			if !r.Null() {
				rep.Resign = r.Bool()
			}
		case "note":
			rep.Note = readString(r, rep.Note)
		case "review":
			rep.Review = nil
			if !r.Null() {
				rep.Review = jsonwire.ReadReview(r)
			}
		case "eval":
			rep.Eval = readPointer(r, rep.Eval, readEvaluation)
		case "proposal":
			rep.Proposal = readString(r, rep.Proposal)
		case "takes":
			rep.Takes = nil
			if !r.Null() {
				rep.Takes = new(rules.Player(r.Int(8)))
			}
		default:
			r.UnknownKey(key)
		}
	})
}

// readEvaluation reads an ai.Evaluation into e.
func readEvaluation(r *jsonwire.Reader, e *ai.Evaluation) {
	r.Object(func(key string) {
		switch key {
		case "chance":
			e.Chance = readFloat(r, e.Chance)
		case "moves":
			e.Moves = nil
			if !r.Null() {
				e.Moves = jsonwire.ReadMoveChances(r)
			}
		default:
			r.UnknownKey(key)
		}
	})
}
