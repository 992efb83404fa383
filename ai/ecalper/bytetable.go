package ecalper

// bitInByte[x][k] is the position of the k-th (0-based) set bit of the
// byte x, for k below the number of set bits of x. It is computed once and
// only read.
var bitInByte = func() (t [256][8]uint8) {
	for x := range 256 {
		k := 0
		for i := range 8 {
			if x>>i&1 != 0 {
				t[x][k] = uint8(i)
				k++
			}
		}
	}
	return t
}()
