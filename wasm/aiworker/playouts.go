package aiworker

import (
	"context"
	"math/rand/v2"
	"time"

	"tessera/ai/random"
)

// playouts answers a playouts request: random playouts of the request's
// game from its options' initial position for m.Millis milliseconds
// (report.Playouts), a progress message about every tenth of a second,
// then the speed. Progress goes out while the work runs, so the page can
// draw a bar; the final speed is the request's one answer.
func (s *server) playouts(m Message) work {
	return func(ctx context.Context) (Message, error) {
		start, err := s.starts(m.Request.Game, m.Request.Options)
		if err != nil {
			return Message{}, err
		}
		rng := rand.New(rand.NewPCG(m.Request.Seed, m.Request.Seed))
		progress := func(sp random.Speed) {
			s.send(Message{Type: TypeProgress, ID: m.ID, Speed: &sp}.Encode())
		}
		sp := random.Playouts(ctx, start, time.Duration(m.Millis)*time.Millisecond, rng, progress)
		return Message{Type: TypeSpeed, Speed: &sp}, ctx.Err()
	}
}
