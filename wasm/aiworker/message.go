package aiworker

import (
	"errors"

	"tessera/ai"
	"tessera/ai/mcts"
	"tessera/ai/random"
	"tessera/wasm/jsonwire"
)

// Type says what a Message is.
type Type string

// The message types; see the package doc for who sends which.
const (
	TypeMove     Type = "move"     // page to worker: choose a move for Request
	TypeHint     Type = "hint"     // page to worker: a hint (move and win chance) for Request
	TypeReview   Type = "review"   // page to worker: a review of every choice of Request's record
	TypeEvaluate Type = "evaluate" // page to worker: the evaluation of Request's position (players.Evaluate)
	TypeSearch   Type = "search"   // page to worker: search Request as one of Share searches (players.Search)

	TypePropose Type = "propose" // page to worker: the computer's proposal in the bid that opens Request's game
	TypeTake    Type = "take"    // page to worker: the side the computer takes, offered the proposal in Request's options

	TypeCancel Type = "cancel" // page to worker: abandon request ID
	TypeHurry  Type = "hurry"  // page to worker: answer request ID now with the best so far
	TypeReply  Type = "reply"  // worker to page: the Reply to request ID
	TypeStats  Type = "stats"  // worker to page: the root Stats of search ID
	TypeError  Type = "error"  // worker to page: request ID failed with Error
	TypeFatal  Type = "fatal"  // worker to page: the worker cannot go on, because of Error

	TypePlayouts Type = "playouts" // page to worker: time random playouts of Request's game for Millis ms
	TypeProgress Type = "progress" // worker to page: the Speed so far of playouts request ID
	TypeSpeed    Type = "speed"    // worker to page: the final Speed of playouts request ID
)

// Message is one message between the page and a worker. Only the fields of
// its Type are set. Its JSON codec is message_json.go's.
type Message struct {
	Type    Type          `json:"type"`
	ID      uint64        `json:"id,omitempty"`      // the request's id; 0 only for fatal
	Request *ai.Request   `json:"request,omitempty"` // move, hint, review, search, propose, take and playouts only
	Share   int           `json:"share,omitempty"`   // search only: how many searches share the work, at least 1
	Reply   *ai.Reply     `json:"reply,omitempty"`   // reply only
	Stats   *mcts.Stats   `json:"stats,omitempty"`   // stats only
	Error   string        `json:"error,omitempty"`   // error and fatal only, never empty there
	Words   string        `json:"words,omitempty"`   // fatal only, optional: what to tell the player (worker.js's, when the engines could not be downloaded)
	Millis  int           `json:"millis,omitempty"`  // playouts only: how long to play them, in ms, at least 1
	Speed   *random.Speed `json:"speed,omitempty"`   // progress and speed only
}

// Encode writes m as the JSON string that goes through postMessage.
func (m Message) Encode() string {
	var w jsonwire.Writer
	writeMessage(&w, m)
	// Its one error is for a number that is not finite, written as null:
	// the stats' win counts and the chances are finite.
	b, _ := w.Bytes()
	return string(b)
}

// Decode reads a message written by Encode (or by worker.js) and checks
// that it carries exactly the fields its type needs.
func Decode(data string) (Message, error) {
	var m Message
	r := jsonwire.NewReader([]byte(data))
	if !r.Null() {
		readMessage(r, &m)
	}
	if err := r.End(); err != nil {
		return Message{}, errors.New("aiworker: unreadable message: " + err.Error())
	}
	if err := m.check(); err != nil {
		return Message{}, errors.New("aiworker: " + string(m.Type) + " message: " + err.Error())
	}
	return m, nil
}

// check says whether m carries exactly the fields of its type.
func (m Message) check() error {
	want := map[Type]struct{ id, request, share, reply, stats, err, words, millis, speed bool }{
		TypeMove:     {id: true, request: true},
		TypeHint:     {id: true, request: true},
		TypeReview:   {id: true, request: true},
		TypeEvaluate: {id: true, request: true},
		TypePropose:  {id: true, request: true},
		TypeTake:     {id: true, request: true},
		TypeSearch:   {id: true, request: true, share: true},
		TypeCancel:   {id: true},
		TypeHurry:    {id: true},
		TypeReply:    {id: true, reply: true},
		TypeStats:    {id: true, stats: true},
		TypeError:    {id: true, err: true},
		TypeFatal:    {err: true, words: true},
		TypePlayouts: {id: true, request: true, millis: true},
		TypeProgress: {id: true, speed: true},
		TypeSpeed:    {id: true, speed: true},
	}
	w, ok := want[m.Type]
	switch {
	case !ok:
		return errors.New("unknown type")
	case w.id != (m.ID != 0):
		return errors.New("wrong id")
	case w.request != (m.Request != nil):
		return errors.New("request missing or out of place")
	case w.share != (m.Share != 0):
		return errors.New("share missing or out of place")
	case m.Share < 0:
		return errors.New("negative share")
	case w.reply != (m.Reply != nil):
		return errors.New("reply missing or out of place")
	case w.stats != (m.Stats != nil):
		return errors.New("stats missing or out of place")
	case w.err != (m.Error != ""):
		return errors.New("error missing or out of place")
	case !w.words && m.Words != "":
		return errors.New("words out of place")
	case w.millis != (m.Millis != 0) || m.Millis < 0:
		return errors.New("millis missing, negative or out of place")
	case w.speed != (m.Speed != nil):
		return errors.New("speed missing or out of place")
	}
	return nil
}
