package aiworker

import (
	"reflect"
	"testing"

	"tessera/ai"
	"tessera/ai/mcts"
	"tessera/ai/random"
	"tessera/rules"
)

// easyjsonEncodings are messages of every type, as the easyjson codec
// that came before jsonwire's wrote them: Encode writes the same texts,
// and Decode reads them back to the same messages.
var easyjsonEncodings = []struct {
	m    Message
	text string
}{
	{Message{Type: TypeMove, ID: 1, Request: &ai.Request{Game: "ur", Options: map[string]string{"pieces": "2"}, Setup: "x<&>\u2028\x01",
		Tokens: []string{"2:L4", "0"}, Allowed: []string{"1:R4"}, Level: "random", Seed: 1<<64 - 1}}, `{"type":"move","id":1,"request":{"game":"ur","options":{"pieces":"2"},"setup":"x\u003c\u0026\u003e\u2028\u0001","tokens":["2:L4","0"],"allowed":["1:R4"],"level":"random","seed":18446744073709551615}}`},
	{Message{Type: TypeHint, ID: 9, Request: &ai.Request{Game: "ur", Tokens: []string{"2:L4"}}}, `{"type":"hint","id":9,"request":{"game":"ur","tokens":["2:L4"],"level":"","seed":0}}`},
	{Message{Type: TypeReview, ID: 10, Request: &ai.Request{Game: "ur", Tokens: []string{"2:L4", "2:R4"}}}, `{"type":"review","id":10,"request":{"game":"ur","tokens":["2:L4","2:R4"],"level":"","seed":0}}`},
	{Message{Type: TypeEvaluate, ID: 15, Request: &ai.Request{Game: "echelon", Level: "echelon-mcts", Seed: 3}}, `{"type":"evaluate","id":15,"request":{"game":"echelon","level":"echelon-mcts","seed":3}}`},
	{Message{Type: TypeSearch, ID: 11, Request: &ai.Request{Game: "iris", Level: "iris-mcts"}, Share: 3}, `{"type":"search","id":11,"request":{"game":"iris","level":"iris-mcts","seed":0},"share":3}`},
	{Message{Type: TypePropose, ID: 13, Request: &ai.Request{Game: "carteso", Options: map[string]string{"size": "7"}}}, `{"type":"propose","id":13,"request":{"game":"carteso","options":{"size":"7"},"level":"","seed":0}}`},
	{Message{Type: TypeTake, ID: 14, Request: &ai.Request{Game: "carteso", Options: map[string]string{"komi": "6.5"}, Level: "random"}}, `{"type":"take","id":14,"request":{"game":"carteso","options":{"komi":"6.5"},"level":"random","seed":0}}`},
	{Message{Type: TypeCancel, ID: 1<<64 - 1}, `{"type":"cancel","id":18446744073709551615}`},
	{Message{Type: TypeHurry, ID: 5}, `{"type":"hurry","id":5}`},
	{Message{Type: TypeReply, ID: 2, Reply: &ai.Reply{Token: "3:L4", Note: "A \"note\"."}}, `{"type":"reply","id":2,"reply":{"token":"3:L4","note":"A \"note\"."}}`},
	{Message{Type: TypeReply, ID: 3, Reply: &ai.Reply{Resign: true}}, `{"type":"reply","id":3,"reply":{"token":"","resign":true}}`},
	{Message{Type: TypeReply, ID: 8, Reply: &ai.Reply{Token: "e5", WinChance: new(0.1)}}, `{"type":"reply","id":8,"reply":{"token":"e5","winChance":0.1}}`},
	{Message{Type: TypeReply, ID: 10, Reply: &ai.Reply{Review: []ai.PlyReview{
		{Ply: 1, Moves: []ai.MoveChance{{Token: "2:R4", Chance: 0.5}, {Token: "2:R2", Chance: 1e-7}}, Played: 1, Lost: 0.25},
		{Ply: 3}}}}, `{"type":"reply","id":10,"reply":{"token":"","review":[{"ply":1,"moves":[{"token":"2:R4","chance":0.5},{"token":"2:R2","chance":1e-07}],"played":1,"lost":0.25},{"ply":3,"moves":null,"played":0,"lost":0}]}}`},
	{Message{Type: TypeReply, ID: 15, Reply: &ai.Reply{Token: "", Eval: &ai.Evaluation{Chance: 0.75, Moves: []ai.MoveChance{{Token: "a1", Chance: 2.0 / 3}}}}}, `{"type":"reply","id":15,"reply":{"token":"","eval":{"chance":0.75,"moves":[{"token":"a1","chance":0.6666666666666666}]}}}`},
	{Message{Type: TypeReply, ID: 16, Reply: &ai.Reply{Eval: &ai.Evaluation{}}}, `{"type":"reply","id":16,"reply":{"token":"","eval":{"chance":0,"moves":null}}}`},
	{Message{Type: TypeReply, ID: 13, Reply: &ai.Reply{Proposal: "-1.5"}}, `{"type":"reply","id":13,"reply":{"token":"","proposal":"-1.5"}}`},
	{Message{Type: TypeReply, ID: 14, Reply: &ai.Reply{Takes: new(rules.Second)}}, `{"type":"reply","id":14,"reply":{"token":"","takes":1}}`},
	{Message{Type: TypeStats, ID: 11, Stats: &mcts.Stats{Moves: []mcts.MoveStats{{Move: 12, Token: "d4", Visits: 30, Wins: 17.5, Proof: mcts.Won},
		{Move: 1<<32 - 1, Proof: mcts.Lost}}, Proof: mcts.Drawn, Playouts: 30, Nodes: 40}}, `{"type":"stats","id":11,"stats":{"moves":[{"move":12,"token":"d4","visits":30,"wins":17.5,"proof":3},{"move":4294967295,"visits":0,"wins":0,"proof":1}],"proof":2,"playouts":30,"nodes":40}}`},
	{Message{Type: TypeStats, ID: 12, Stats: &mcts.Stats{}}, `{"type":"stats","id":12,"stats":{"moves":null,"proof":0,"playouts":0,"nodes":0}}`},
	{Message{Type: TypeStats, ID: 12, Stats: &mcts.Stats{Moves: []mcts.MoveStats{}}}, `{"type":"stats","id":12,"stats":{"moves":[],"proof":0,"playouts":0,"nodes":0}}`},
	{Message{Type: TypeError, ID: 3, Error: "ai: the game is over"}, `{"type":"error","id":3,"error":"ai: the game is over"}`},
	{Message{Type: TypeFatal, Error: "worker: no program", Words: "The computer player could not be downloaded."}, `{"type":"fatal","error":"worker: no program","words":"The computer player could not be downloaded."}`},
	{Message{Type: TypePlayouts, ID: 1, Request: &ai.Request{Game: "ur", Seed: 123456789}, Millis: 3000}, `{"type":"playouts","id":1,"request":{"game":"ur","level":"","seed":123456789},"millis":3000}`},
	{Message{Type: TypeProgress, ID: 1, Speed: &random.Speed{Playouts: 1000, Plies: 90000, Seconds: 0.5, PerSecond: 2000}}, `{"type":"progress","id":1,"speed":{"playouts":1000,"plies":90000,"seconds":0.5,"perSecond":2000}}`},
	{Message{Type: TypeSpeed, ID: 1, Speed: &random.Speed{Playouts: 7, Plies: 8, Seconds: 3.25, PerSecond: 2.1538461538461537, CPUSeconds: 1e21}}, `{"type":"speed","id":1,"speed":{"playouts":7,"plies":8,"seconds":3.25,"perSecond":2.1538461538461537,"cpuSeconds":1e+21}}`},
}

// easyjsonReads are texts and the messages the easyjson codec read them
// as: nulls, empty lists and maps, keys that come twice, white space.
var easyjsonReads = map[string]Message{
	` { "type" : "hurry" , "id" : 5 , "error" : null } `:                                                                              {Type: TypeHurry, ID: 5},
	`{"type":"hurry","id":5,"id":6}`:                                                                                                  {Type: TypeHurry, ID: 6},
	`{"type":"move","id":1,"request":{"game":"ur","options":{},"tokens":[],"allowed":null,"level":null}}`:                             {Type: TypeMove, ID: 1, Request: &ai.Request{Game: "ur", Tokens: []string{}}},
	`{"type":"move","id":1,"request":{"game":"ur","options":{"a":null,"b":"1"},"tokens":[null,"x"]}}`:                                 {Type: TypeMove, ID: 1, Request: &ai.Request{Game: "ur", Options: map[string]string{"a": "", "b": "1"}, Tokens: []string{"", "x"}}},
	`{"type":"reply","id":1,"reply":{"token":"a\u00e9\ud834\udd1e\/","winChance":null,"takes":null,"review":[],"eval":{"moves":[]}}}`: {Type: TypeReply, ID: 1, Reply: &ai.Reply{Token: "aé𝄞/", Review: []ai.PlyReview{}, Eval: &ai.Evaluation{Moves: []ai.MoveChance{}}}},
	`{"type":"reply","id":1,"reply":{"token":"a","review":null,"winChance":1E-2}}`:                                                    {Type: TypeReply, ID: 1, Reply: &ai.Reply{Token: "a", WinChance: new(0.01)}},
	`{"type":"stats","id":1,"stats":{"moves":[{"move":1,"proof":-1}],"proof":null}}`:                                                  {Type: TypeStats, ID: 1, Stats: &mcts.Stats{Moves: []mcts.MoveStats{{Move: 1, Proof: -1}}}},
	`{"type":"reply","id":1,"request":null,"reply":{"token":"x"},"stats":null,"speed":null}`:                                          {Type: TypeReply, ID: 1, Reply: &ai.Reply{Token: "x"}},
}

// easyjsonRefused are texts the easyjson codec refused.
var easyjsonRefused = []string{
	`null`,
	`{"type":"hurry","id":5,"ID":5}`,
	`{"type":"reply","id":1,"reply":{"token":"x","extra":1}}`,
	`{"type":"stats","id":1,"stats":{"moves":[{"move":1,"proof":128}]}}`,
	`{"type":"stats","id":1,"stats":{"moves":[{"move":4294967296}]}}`,
	`{"type":"reply","id":1,"reply":{"token":"x","takes":-129}}`,
	`{"type":"reply","id":1,"reply":{"token":"x","winChance":"1"}}`,
	`{"type":"reply","id":1,"reply":{"token":"x","resign":1}}`,
	`{"type":"hurry","id":1.5}`,
	`{"type":"hurry","id":5}x`,
	"{\"type\":\"hurry\",\"id\":5,\"error\":\"\xff\"}",
}

func TestEasyjsonReads(t *testing.T) {
	for text, want := range easyjsonReads {
		if got, err := Decode(text); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("Decode(%s) = %+v, %v; want %+v", text, got, err, want)
		}
	}
	for _, text := range easyjsonRefused {
		if got, err := Decode(text); err == nil {
			t.Errorf("Decode(%s) = %+v without error", text, got)
		}
	}
}

func TestEasyjsonEncodings(t *testing.T) {
	for _, c := range easyjsonEncodings {
		if got := c.m.Encode(); got != c.text {
			t.Errorf("Encode() = %s\nwant       %s", got, c.text)
		}
		if got, err := Decode(c.text); err != nil || !reflect.DeepEqual(got, c.m) {
			t.Errorf("Decode(%s) = %+v, %v", c.text, got, err)
		}
	}
}
