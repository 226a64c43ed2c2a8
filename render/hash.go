package render

// Hash2 mixes two coordinates and a salt into a well-spread 32-bit number.
// Textures and jitter use it instead of a random source, so that they are
// the same on every run.
func Hash2(x, y, salt int) uint32 {
	h := uint32(x)*0x9e3779b1 ^ uint32(y)*0x85ebca77 ^ uint32(salt)*0xc2b2ae3d
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return h
}
