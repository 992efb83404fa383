package levels

import (
	"fmt"
	"strconv"
	"strings"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/ashikazu"
	"tessera/ai/ur/expectimax"
	"tessera/ai/ur/massugu"
)

// Named returns a fresh engine by the name its Name method gives:
// "Random", "Massugu", "Ashikazu-N" or "Expectimax-N" (N plies). It is the
// one place the labs and the tests turn a name into an engine.
func Named(name string) (arena.Engine, error) {
	switch name {
	case "Random":
		return arena.Random{}, nil
	case "Massugu":
		return massugu.Engine{}, nil
	}
	kind, n, ok := strings.Cut(name, "-")
	depth, err := strconv.Atoi(n)
	if !ok || err != nil || depth < 1 {
		return nil, fmt.Errorf("levels: no engine is named %q", name)
	}
	switch kind {
	case "Ashikazu":
		return ashikazu.Engine{Depth: depth}, nil
	case "Expectimax":
		return expectimax.New(expectimax.Settings{Depth: depth}), nil
	}
	return nil, fmt.Errorf("levels: no engine is named %q", name)
}

// MustNamed is Named for names written in the code: it panics on an
// unknown one.
func MustNamed(name string) arena.Engine {
	e, err := Named(name)
	if err != nil {
		panic(err)
	}
	return e
}
