package players

import (
	"testing"

	"tessera/ai/ecalper"
	"tessera/ai/mcts"
)

// EngineOf gives a level's engine, a tree search's budget replaced by the
// playouts asked for, without touching the level people play.
func TestEngineOf(t *testing.T) {
	e, err := EngineOf("iris", "iris-mcts-300", 50)
	if err != nil {
		t.Fatal(err)
	}
	if ts, ok := e.(mcts.LevelEngine); !ok || ts.Config.Playouts != 50 || ts.Config.Time != 0 {
		t.Errorf("iris-mcts-300 at 50 playouts: %#v", e)
	}
	e, err = EngineOf("ecalper", "ecalper-strong", 10)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := e.(*ecalper.Engine); !ok || r.Search.Playouts != 10 || r.Search.Time != 0 || r.ResignBelow == 0 {
		t.Errorf("ecalper-strong at 10 playouts: %#v", e)
	}
	orig, _ := Lookup("ecalper", "ecalper-strong")
	if s := orig.Engine.(*ecalper.Engine).Search; s.Playouts != ecalper.StrongPlayouts || s.Time != ecalper.StrongTime {
		t.Errorf("the level people play changed: %+v", s)
	}
	orig, _ = Lookup("iris", "iris-mcts-300")
	if orig.Engine.(mcts.LevelEngine).Config.Playouts != 300 {
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
