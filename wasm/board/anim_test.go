package board

import "testing"

func TestAnimProgress(t *testing.T) {
	a := Anim{Start: 100, Duration: 200}
	if a.Started(99) || !a.Started(100) {
		t.Errorf("Started is wrong around the start")
	}
	prev := -1.0
	for now := 100.0; now <= 300; now += 20 {
		p := a.Progress(now)
		if p < prev || p < 0 || p > 1 {
			t.Errorf("Progress(%g) = %g after %g", now, p, prev)
		}
		prev = p
	}
	if a.Progress(100) != 0 || a.Progress(300) != 1 || a.Progress(200) != 0.5 {
		t.Errorf("Progress at start, middle, end = %g, %g, %g", a.Progress(100), a.Progress(200), a.Progress(300))
	}
	if a.Done(299) || !a.Done(300) {
		t.Errorf("Done is wrong around the end")
	}
	if (Anim{Start: 5}).Progress(0) != 1 {
		t.Errorf("an animation without duration is not at its end at once")
	}
	if got := Lerp(Point{0, 10}, Point{10, 30}, 0.5); got != (Point{5, 20}) {
		t.Errorf("Lerp = %v", got)
	}
}

func TestSceneBusy(t *testing.T) {
	s := Scene{Now: 150, Anims: []Anim{{Start: 100, Duration: 100}}}
	if !s.Busy() {
		t.Errorf("a scene with a moving piece is not busy")
	}
	s.Now = 200
	if s.Busy() {
		t.Errorf("a scene whose animations ended is busy")
	}
	s.Dice = Dice{Faces: []bool{true, false, false, true}, Start: 190, Duration: 50}
	if !s.Busy() {
		t.Errorf("tumbling dice do not keep the scene busy")
	}
}
