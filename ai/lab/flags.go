package lab

import "flag"

// Flags are the flags the labs share.
type Flags struct {
	Games, Size, Parallel *int
	Seed                  *uint64
}

// AddFlags adds the shared flags to fs, by default games games a pairing
// on boards of side size, parallel games at once.
func AddFlags(fs *flag.FlagSet, games, size, parallel int) Flags {
	return Flags{
		Games:    fs.Int("games", games, "games a pairing (or a board side), the seats swapped every game"),
		Size:     fs.Int("size", size, "side of the board"),
		Parallel: fs.Int("parallel", parallel, "games played at once"),
		Seed:     fs.Uint64("seed", 1, "seed of every search"),
	}
}
