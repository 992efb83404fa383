package aiworker

import (
	"tessera/ai"
	"tessera/wasm/jsonwire"
)

// The JSON codec of Message and of the ai, mcts and random values it
// carries, written with jsonwire. An absent field reads as its zero value,
// and so does null (a null list or pointer as nil); a member of a key the
// codec does not know fails.

// writeMessage writes m, leaving out its zero optional fields.
func writeMessage(w *jsonwire.Writer, m Message) {
	w.ObjectStart()
	w.Key("type")
	w.String(string(m.Type))
	if m.ID != 0 {
		w.Key("id")
		w.Uint(m.ID)
	}
	if m.Request != nil {
		w.Key("request")
		writeRequest(w, *m.Request)
	}
	if m.Share != 0 {
		w.Key("share")
		w.Int(int64(m.Share))
	}
	if m.Reply != nil {
		w.Key("reply")
		writeReply(w, *m.Reply)
	}
	if m.Stats != nil {
		w.Key("stats")
		writeStats(w, *m.Stats)
	}
	writeOptionalString(w, "error", m.Error)
	writeOptionalString(w, "words", m.Words)
	if m.Millis != 0 {
		w.Key("millis")
		w.Int(int64(m.Millis))
	}
	if m.Speed != nil {
		w.Key("speed")
		writeSpeed(w, *m.Speed)
	}
	w.ObjectEnd()
}

// writeOptionalString writes the member key: s, unless s is empty.
func writeOptionalString(w *jsonwire.Writer, key, s string) {
	if s != "" {
		w.Key(key)
		w.String(s)
	}
}

// readMessage reads what writeMessage writes into m.
func readMessage(r *jsonwire.Reader, m *Message) {
	r.Object(func(key string) {
		switch key {
		case "type":
			m.Type = Type(readString(r, string(m.Type)))
		case "id":
			if !r.Null() {
				m.ID = r.Uint(64)
			}
		case "request":
			m.Request = readPointer(r, m.Request, readRequest)
		case "share":
			m.Share = readInt(r, m.Share)
		case "reply":
			m.Reply = readPointer(r, m.Reply, readReply)
		case "stats":
			m.Stats = readPointer(r, m.Stats, readStats)
		case "error":
			m.Error = readString(r, m.Error)
		case "words":
			m.Words = readString(r, m.Words)
		case "millis":
			m.Millis = readInt(r, m.Millis)
		case "speed":
			m.Speed = readPointer(r, m.Speed, readSpeed)
		default:
			r.UnknownKey(key)
		}
	})
}

// readString reads a string, or a null for old, which it returns.
func readString(r *jsonwire.Reader, old string) string {
	if r.Null() {
		return old
	}
	return r.String()
}

// readInt reads an int, or a null for old, which it returns.
func readInt(r *jsonwire.Reader, old int) int {
	if r.Null() {
		return old
	}
	return int(r.Int(0))
}

// readFloat reads a number, or a null for old, which it returns.
func readFloat(r *jsonwire.Reader, old float64) float64 {
	if r.Null() {
		return old
	}
	return r.Float()
}

// readPointer reads an object with read into *p (a new one if p is nil),
// or a null for nil.
func readPointer[T any](r *jsonwire.Reader, p *T, read func(*jsonwire.Reader, *T)) *T {
	if r.Null() {
		return nil
	}
	if p == nil {
		p = new(T)
	}
	read(r, p)
	return p
}

// writeRequest writes req, leaving out its empty optional fields.
func writeRequest(w *jsonwire.Writer, req ai.Request) {
	w.ObjectStart()
	w.Key("game")
	w.String(req.Game)
	if len(req.Options) != 0 {
		w.Key("options")
		w.StringMap(req.Options)
	}
	writeOptionalString(w, "setup", req.Setup)
	if len(req.Tokens) != 0 {
		w.Key("tokens")
		w.Strings(req.Tokens)
	}
	if len(req.Allowed) != 0 {
		w.Key("allowed")
		w.Strings(req.Allowed)
	}
	w.Key("level")
	w.String(req.Level)
	w.Key("seed")
	w.Uint(req.Seed)
	w.ObjectEnd()
}

// readRequest reads what writeRequest writes into req; empty options
// read as nil.
func readRequest(r *jsonwire.Reader, req *ai.Request) {
	r.Object(func(key string) {
		switch key {
		case "game":
			req.Game = readString(r, req.Game)
		case "options":
			if !r.Null() {
				req.Options = r.StringMap()
				if len(req.Options) == 0 {
					req.Options = nil
				}
			}
		case "setup":
			req.Setup = readString(r, req.Setup)
		case "tokens":
			req.Tokens = readStrings(r)
		case "allowed":
			req.Allowed = readStrings(r)
		case "level":
			req.Level = readString(r, req.Level)
		case "seed":
			if !r.Null() {
				req.Seed = r.Uint(64)
			}
		default:
			r.UnknownKey(key)
		}
	})
}

// readStrings reads an array of strings, or a null for nil.
func readStrings(r *jsonwire.Reader) []string {
	if r.Null() {
		return nil
	}
	return r.Strings()
}
