package aiworker

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"tessera/ai"
	"tessera/ai/mcts"
	"tessera/rules"
)

var validMessages = []Message{
	{Type: TypeMove, ID: 1, Request: &ai.Request{Game: "ur", Options: map[string]string{"pieces": "2"},
		Tokens: []string{"2:L4", "0"}, Allowed: []string{"1:R4"}, Level: "random", Seed: 1<<64 - 1}},
	{Type: TypeMove, ID: 7, Request: &ai.Request{Game: "ur", Level: "random"}},
	{Type: TypeHint, ID: 9, Request: &ai.Request{Game: "ur", Tokens: []string{"2:L4"}}},
	{Type: TypeReview, ID: 10, Request: &ai.Request{Game: "ur", Tokens: []string{"2:L4", "2:R4"}}},
	{Type: TypeReply, ID: 10, Reply: &ai.Reply{Review: []ai.PlyReview{{Ply: 1, Moves: []ai.MoveChance{{Token: "2:R4", Chance: 0.5}, {Token: "2:R2", Chance: 0.25}}, Lost: 0.25}}, Note: "Review: a note."}},
	{Type: TypeSearch, ID: 11, Request: &ai.Request{Game: "iris", Level: "iris-mcts"}, Share: 3},
	{Type: TypeStats, ID: 11, Stats: &mcts.Stats{Moves: []mcts.MoveStats{{Move: 12, Visits: 30, Wins: 17.5, Proof: mcts.Won}, {Move: 256}}, Proof: mcts.Won, Playouts: 30, Nodes: 40}},
	{Type: TypeStats, ID: 12, Stats: &mcts.Stats{}},
	{Type: TypeCancel, ID: 1<<64 - 1},
	{Type: TypeHurry, ID: 5},
	{Type: TypeReply, ID: 2, Reply: &ai.Reply{Token: "3:L4"}},
	{Type: TypeReply, ID: 8, Reply: &ai.Reply{WinChance: new(0.63)}},
	{Type: TypeError, ID: 3, Error: "ai: the game is over"},
	{Type: TypeFatal, Error: "worker: the Go program exited"},
	{Type: TypeFatal, Error: "worker: no program", Words: "The computer player could not be downloaded."},
	{Type: TypePropose, ID: 13, Request: &ai.Request{Game: "carteso", Options: map[string]string{"size": "7"}}},
	{Type: TypeTake, ID: 14, Request: &ai.Request{Game: "carteso", Options: map[string]string{"komi": "6.5"}, Level: "random"}},
	{Type: TypeReply, ID: 13, Reply: &ai.Reply{Proposal: "-1.5"}},
	{Type: TypeReply, ID: 14, Reply: &ai.Reply{Takes: new(rules.First)}},
}

func TestRoundTrip(t *testing.T) {
	for _, m := range validMessages {
		got, err := Decode(m.Encode())
		if err != nil {
			t.Errorf("%s: %v", m.Encode(), err)
			continue
		}
		if !reflect.DeepEqual(got, m) {
			t.Errorf("%s decoded as %+v", m.Encode(), got)
		}
	}
}

// TestStandardJSON: what Encode writes reads the same through
// encoding/json (as JSON.parse reads it in worker.js), and what
// encoding/json writes decodes the same.
func TestStandardJSON(t *testing.T) {
	for _, m := range validMessages {
		var got Message
		if err := json.Unmarshal([]byte(m.Encode()), &got); err != nil || !reflect.DeepEqual(got, m) {
			t.Errorf("encoding/json reads %s as %+v (%v)", m.Encode(), got, err)
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := Decode(string(b)); err != nil || !reflect.DeepEqual(got, m) {
			t.Errorf("Decode(%s) = %+v, %v", b, got, err)
		}
	}
}

func TestDecodeRefuses(t *testing.T) {
	for _, data := range []string{
		``,
		`not json`,
		`[]`,
		`{"type":"move","id":1,"request":{"game":"ur"}} {}`,
		`{"type":"shout","id":1}`,
		`{"type":"move","id":1}`,
		`{"type":"move","request":{"game":"ur"}}`,
		`{"type":"move","id":-1,"request":{"game":"ur"}}`,
		`{"type":"move","id":1,"request":{"game":"ur"},"error":"x"}`,
		`{"type":"cancel"}`,
		`{"type":"hint","id":1}`,
		`{"type":"review","id":1}`,
		`{"type":"review","request":{"game":"ur"}}`,
		`{"type":"hurry","id":1,"request":{"game":"ur"}}`,
		`{"type":"cancel","id":1,"reply":{"token":"0"}}`,
		`{"type":"reply","id":1}`,
		`{"type":"error","id":1}`,
		`{"type":"error","error":"x"}`,
		`{"type":"fatal"}`,
		`{"type":"fatal","id":2,"error":"x"}`,
		`{"type":"fatal","words":"x"}`,
		`{"type":"error","id":1,"error":"x","words":"x"}`,
		`{"type":"cancel","id":1,"extra":true}`,
		`{"type":"search","id":1,"request":{"game":"iris"}}`,
		`{"type":"search","id":1,"request":{"game":"iris"},"share":-1}`,
		`{"type":"move","id":1,"request":{"game":"iris"},"share":2}`,
		`{"type":"search","id":1,"share":2}`,
		`{"type":"stats","id":1}`,
		`{"type":"stats","id":1,"stats":{},"reply":{"token":"e5"}}`,
		`{"type":"reply","id":1,"reply":{"token":"e5"},"stats":{}}`,
		`{"type":"stats","id":1,"stats":{"moves":[{"move":-1}]}}`,
		`{"type":"move","id":1,"request":{"game":"ur","seed":"1"}}`,
		"{\"type\":\"error\",\"id\":1,\"error\":\"\xff\"}",
	} {
		if m, err := Decode(data); err == nil {
			t.Errorf("Decode(%q) = %+v, want an error", data, m)
		} else if !strings.HasPrefix(err.Error(), "aiworker: ") {
			t.Errorf("Decode(%q): error %q does not start with the package name", data, err)
		}
	}
}

// FuzzDecode: Decode never panics, and what it accepts encodes to a
// message that decodes to the same encoding.
func FuzzDecode(f *testing.F) {
	for _, m := range validMessages {
		f.Add(m.Encode())
	}
	f.Add(`{"type":"fatal","error":""}`)
	f.Fuzz(func(t *testing.T, data string) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		enc := m.Encode()
		again, err := Decode(enc)
		if err != nil {
			t.Fatalf("%q decoded, but its encoding %q does not: %v", data, enc, err)
		}
		if again.Encode() != enc {
			t.Fatalf("encoding changed: %q then %q", enc, again.Encode())
		}
	})
}
