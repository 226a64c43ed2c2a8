package rules

import (
	"bytes"
	"errors"
	"fmt"
)

// DecodeRoundTrip decodes data with rs, as a save or a replay would be
// read, and checks what comes back: a refusal must say why, and a state
// must encode to bytes that decode again to the same encoding and hash.
// It returns the state (nil when data was refused) and an error naming
// what is wrong. Every ruleset's fuzz targets call it on any bytes.
func DecodeRoundTrip(rs Ruleset, data []byte) (State, error) {
	st, err := rs.Decode(data)
	if err != nil {
		if err.Error() == "" {
			return nil, errors.New("an empty error message")
		}
		return nil, nil
	}
	enc := st.Encode()
	back, err := rs.Decode(enc)
	if err != nil {
		return st, fmt.Errorf("a decoded state encodes to bytes that do not decode: %v\n%s", err, st.Describe())
	}
	if !bytes.Equal(back.Encode(), enc) || back.Hash() != st.Hash() {
		return st, fmt.Errorf("a decoded state does not survive encoding again\n%s", st.Describe())
	}
	return st, nil
}
