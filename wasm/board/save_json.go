package board

import "tessera/wasm/jsonwire"

// The JSON codec of Saved, written with jsonwire. An absent field reads as
// its zero value, and so does null (a null list or map as nil); a member
// of a key the codec does not know fails. It reads every game the easyjson
// codec before it wrote (compat_test.go).

// encodeJSON writes s: a nil options map or record as null, the optional
// fields only when set, the seed as a string of its digits. Its error is
// for a review chance that is not finite.
func encodeJSON(s Saved) ([]byte, error) {
	var w jsonwire.Writer
	w.ObjectStart()
	w.Key("v")
	w.Int(int64(s.Version))
	w.Key("game")
	w.String(s.Game)
	w.Key("options")
	if s.Options == nil {
		w.Null()
	} else {
		w.StringMap(s.Options)
	}
	if s.Setup != "" {
		w.Key("setup")
		w.String(s.Setup)
	}
	w.Key("tokens")
	if s.Tokens == nil {
		w.Null()
	} else {
		w.Strings(s.Tokens)
	}
	if len(s.Undone) != 0 {
		w.Key("undone")
		w.Strings(s.Undone)
	}
	w.Key("sides")
	w.Strings(s.Sides[:])
	if s.Seed != 0 {
		w.Key("seed")
		w.UintString(s.Seed)
	}
	if len(s.Review) != 0 {
		w.Key("review")
		jsonwire.WriteReview(&w, s.Review)
	}
	w.ObjectEnd()
	return w.Bytes()
}

// decodeJSON reads what encodeJSON writes into s.
func decodeJSON(text string, s *Saved) error {
	r := jsonwire.NewReader([]byte(text))
	if !r.Null() {
		r.Object(func(key string) { readSavedMember(r, key, s) })
	}
	return r.End()
}

// readSavedMember reads the value of s's member key.
func readSavedMember(r *jsonwire.Reader, key string, s *Saved) {
	switch key {
	case "v":
		if !r.Null() {
			s.Version = int(r.Int(0))
		}
	case "game":
		if !r.Null() {
			s.Game = r.String()
		}
	case "options":
		if !r.Null() {
			s.Options = r.StringMap()
		}
	case "setup":
		if !r.Null() {
			s.Setup = r.String()
		}
	case "tokens":
		s.Tokens = nil
		if !r.Null() {
			s.Tokens = r.Strings()
		}
	case "undone":
		s.Undone = nil
		if !r.Null() {
			s.Undone = r.Strings()
		}
	case "sides":
		if !r.Null() {
			readSides(r, &s.Sides)
		}
	case "seed":
		if !r.Null() {
			s.Seed = r.UintString(64)
		}
	case "review":
		s.Review = nil
		if !r.Null() {
			s.Review = jsonwire.ReadReview(r)
		}
	default:
		r.UnknownKey(key)
	}
}

// readSides reads an array into sides: a null leaves a side as it was,
// and sides beyond the two are skipped.
func readSides(r *jsonwire.Reader, sides *[2]string) {
	i := 0
	r.Array(func() {
		switch {
		case i >= len(sides):
			r.Skip()
		case !r.Null():
			sides[i] = r.String()
		}
		i++
	})
}
