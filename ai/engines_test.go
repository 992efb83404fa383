package ai

import (
	"testing"

	"tessera/ai/ecalper"
)

// EngineOf gives a level's engine, a tree search's budget replaced by the
// playouts asked for, without touching the level people play.
func TestEngineOf(t *testing.T) {
	e, err := EngineOf("iris", "iris-mcts-300", 50)
	if err != nil {
		t.Fatal(err)
	}
	if ts, ok := e.(treeSearch); !ok || ts.cfg.Playouts != 50 || ts.cfg.Time != 0 {
		t.Errorf("iris-mcts-300 at 50 playouts: %#v", e)
	}
	e, err = EngineOf("ecalper", "ecalper-strong", 10)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := e.(resigning); !ok || r.Engine.Search.Playouts != 10 || r.Engine.Search.Time != 0 {
		t.Errorf("ecalper-strong at 10 playouts: %#v", e)
	}
	orig, _ := lookupLevel("ecalper", "ecalper-strong")
	if s := orig.engine.(resigning).Engine.Search; s.Playouts != ecalper.StrongPlayouts || s.Time != ecalper.StrongTime {
		t.Errorf("the level people play changed: %+v", s)
	}
	orig, _ = lookupLevel("iris", "iris-mcts-300")
	if orig.engine.(treeSearch).cfg.Playouts != 300 {
		t.Error("iris-mcts-300 changed")
	}
	if e, err := EngineOf("ur", "ur-massugu", 10); err != nil || e == nil {
		t.Errorf("an Ur level: %v, %v", e, err)
	}
	for _, c := range [][2]string{{"iris", "ur-massugu"}, {"iris", "nobody"}} {
		if _, err := EngineOf(c[0], c[1], 0); err == nil {
			t.Errorf("EngineOf(%q, %q) gave an engine", c[0], c[1])
		}
	}
}
