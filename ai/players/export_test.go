package players

// Ratings returns game's table of ratings, for the tests.
func Ratings(game string) map[string]int { return ratings[game] }
