package jsonwire

import "tessera/ai"

// The review of a game (ai.PlyReview by ply) is the one value two of the
// program's codecs carry: the worker's replies (wasm/aiworker) and the
// saved games (wasm/board). Its codec is here, once.

// WriteReview writes review as an array of ai.PlyReview objects.
func WriteReview(w *Writer, review []ai.PlyReview) {
	w.ArrayStart()
	for _, pr := range review {
		w.ObjectStart()
		w.Key("ply")
		w.Int(int64(pr.Ply))
		w.Key("moves")
		WriteMoveChances(w, pr.Moves)
		w.Key("played")
		w.Float(pr.Played)
		w.Key("lost")
		w.Float(pr.Lost)
		w.ObjectEnd()
	}
	w.ArrayEnd()
}

// WriteMoveChances writes moves as an array of ai.MoveChance objects, nil
// as null.
func WriteMoveChances(w *Writer, moves []ai.MoveChance) {
	if moves == nil {
		w.Null()
		return
	}
	w.ArrayStart()
	for _, mc := range moves {
		w.ObjectStart()
		w.Key("token")
		w.String(mc.Token)
		w.Key("chance")
		w.Float(mc.Chance)
		w.ObjectEnd()
	}
	w.ArrayEnd()
}

// ReadReview reads what WriteReview writes; a member of a key it does not
// know fails. An empty array reads as an empty slice, not nil.
func ReadReview(r *Reader) []ai.PlyReview {
	review := []ai.PlyReview{}
	r.Array(func() {
		var pr ai.PlyReview
		if r.Null() {
			review = append(review, pr)
			return
		}
		r.Object(func(key string) {
			switch {
			case key != "ply" && key != "moves" && key != "played" && key != "lost":
				r.UnknownKey(key)
			case r.Null():
				if key == "moves" {
					pr.Moves = nil
				}
			case key == "ply":
				pr.Ply = int(r.Int(0))
			case key == "moves":
				pr.Moves = ReadMoveChances(r)
			case key == "played":
				pr.Played = r.Float()
			default:
				pr.Lost = r.Float()
			}
		})
		review = append(review, pr)
	})
	return review
}

// ReadMoveChances reads an array of ai.MoveChance objects (not null).
func ReadMoveChances(r *Reader) []ai.MoveChance {
	moves := []ai.MoveChance{}
	r.Array(func() {
		var mc ai.MoveChance
		if !r.Null() {
			r.Object(func(key string) {
				switch {
				case key != "token" && key != "chance":
					r.UnknownKey(key)
				case r.Null():
				case key == "token":
					mc.Token = r.String()
				default:
					mc.Chance = r.Float()
				}
			})
		}
		moves = append(moves, mc)
	})
	return moves
}
