package rules

import (
	"bytes"
	"errors"
	"hash/fnv"
	"math"
	"regexp"
	"strings"
	"testing"
)

func TestCodecRoundTrip(t *testing.T) {
	uvals := []uint64{0, 1, 127, 128, 300, 1 << 32, math.MaxUint64}
	ivals := []int64{0, 1, -1, 63, -64, 64, -65, math.MaxInt64, math.MinInt64}
	raw := []byte{0, 1, 2, 0xff}
	blob := bytes.Repeat([]byte{0xab}, 200)
	strs := []string{"", "a", "hello, world", "naïve ✓", strings.Repeat("x", 300)}

	w := NewWriter(nil)
	for _, v := range uvals {
		w.Uvarint(v)
	}
	for _, v := range ivals {
		w.Varint(v)
	}
	w.Byte(0)
	w.Byte(0xff)
	w.Bool(true)
	w.Bool(false)
	w.Raw(raw)
	w.Bytes(nil)
	w.Bytes(blob)
	for _, s := range strs {
		w.String(s)
	}
	w.Varint(-5)
	w.Varint(7)

	r := NewReader(w.Data())
	for _, want := range uvals {
		if got := r.Uvarint(); got != want {
			t.Errorf("Uvarint = %d, want %d", got, want)
		}
	}
	for _, want := range ivals {
		if got := r.Varint(); got != want {
			t.Errorf("Varint = %d, want %d", got, want)
		}
	}
	if a, b := r.Byte(), r.Byte(); a != 0 || b != 0xff {
		t.Errorf("Byte, Byte = %#x, %#x; want 0, 0xff", a, b)
	}
	if a, b := r.Bool(), r.Bool(); !a || b {
		t.Errorf("Bool, Bool = %v, %v; want true, false", a, b)
	}
	if got := r.Raw(len(raw)); !bytes.Equal(got, raw) {
		t.Errorf("Raw = %x, want %x", got, raw)
	}
	if got := r.Bytes(); len(got) != 0 {
		t.Errorf("Bytes = %x, want empty", got)
	}
	if got := r.Bytes(); !bytes.Equal(got, blob) {
		t.Errorf("Bytes = %d bytes, want the 200-byte blob", len(got))
	}
	for _, want := range strs {
		if got := r.String(); got != want {
			t.Errorf("String = %q, want %q", got, want)
		}
	}
	if got := r.Int("low", -5, 5); got != -5 {
		t.Errorf("Int(-5..5) = %d, want -5", got)
	}
	if got := r.Int("high", 0, 7); got != 7 {
		t.Errorf("Int(0..7) = %d, want 7", got)
	}
	if err := r.Done(); err != nil {
		t.Fatalf("Done: %v", err)
	}
	if r.Offset() != len(w.Data()) {
		t.Errorf("Offset = %d, want %d", r.Offset(), len(w.Data()))
	}
}

func TestWriterIsCanonical(t *testing.T) {
	write := func() []byte {
		w := NewWriter(make([]byte, 0, 4))
		w.Uvarint(1000)
		w.Varint(-1000)
		w.String("same")
		w.Bool(true)
		return w.Data()
	}
	if a, b := write(), write(); !bytes.Equal(a, b) {
		t.Errorf("same values encode differently: %x and %x", a, b)
	}
	// Known bytes: varints are the standard encoding/binary ones.
	w := NewWriter(nil)
	w.Uvarint(300)
	w.Varint(-1)
	w.String("ab")
	w.Bool(true)
	if got, want := w.Data(), []byte{0xac, 0x02, 0x01, 0x02, 'a', 'b', 0x01}; !bytes.Equal(got, want) {
		t.Errorf("encoding = %x, want %x", got, want)
	}
}

var byteOffset = regexp.MustCompile(`^byte (\d+), `)

func TestReaderTruncationNamesOffset(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		read func(r *Reader)
		want string // error prefix: the offset and what was read
	}{
		{"empty uvarint", nil, func(r *Reader) { r.Uvarint() }, "byte 0, reading a number"},
		{"cut uvarint", []byte{5, 0x80}, func(r *Reader) { r.Uvarint(); r.Uvarint() }, "byte 1, reading a number"},
		{"cut varint", []byte{1, 2, 0xff}, func(r *Reader) { r.Varint(); r.Varint(); r.Varint() }, "byte 2, reading a number"},
		{"byte", []byte{1}, func(r *Reader) { r.Byte(); r.Byte() }, "byte 1, reading a byte"},
		{"bool", []byte{1, 0}, func(r *Reader) { r.Bool(); r.Bool(); r.Bool() }, "byte 2, reading a byte"},
		{"raw", []byte{1, 2, 3}, func(r *Reader) { r.Byte(); r.Raw(3) }, "byte 1, reading 3 bytes"},
		{"negative raw", []byte{1}, func(r *Reader) { r.Raw(-1) }, "byte 0, reading -1 bytes"},
		{"string", []byte{9, 'a', 'b'}, func(r *Reader) { _ = r.String() }, "byte 1, reading"},
		{"huge bytes", []byte{0x80, 0x80, 0x04, 1}, func(r *Reader) { r.Bytes() }, "byte 3, reading a byte string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(tt.data)
			tt.read(r)
			err := r.Err()
			if err == nil {
				t.Fatalf("no error reading %x", tt.data)
			}
			if !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("error %q, want it to start %q", err, tt.want)
			}
			if !errors.Is(err, ErrTruncated) {
				t.Errorf("error %q does not wrap ErrTruncated", err)
			}
			if !byteOffset.MatchString(err.Error()) {
				t.Errorf("error %q does not name a byte offset", err)
			}
		})
	}
}

// A value that is read whole but is wrong must be reported at the byte where
// that value starts, so that the message points at the culprit.
func TestReaderBadValueNamesItsOffset(t *testing.T) {
	w := NewWriter(nil)
	w.String("xy") // bytes 0..2
	w.Varint(11)   // byte 3
	r := NewReader(w.Data())
	_ = r.String()
	r.Int("the count", 0, 10)
	if err := r.Err(); err == nil || !strings.HasPrefix(err.Error(), "byte 3, reading the count: 11 is outside 0..10") {
		t.Errorf("Int out of range: error %v, want it at byte 3 where the number starts", err)
	}

	r = NewReader([]byte{0, 1, 7})
	r.Bool()
	r.Bool()
	r.Bool()
	if err := r.Err(); err == nil || !strings.HasPrefix(err.Error(), "byte 2, reading a flag: value 7 is not 0 or 1") {
		t.Errorf("bad flag: error %v, want it at byte 2 where the flag is", err)
	}
}

func TestReaderErrorsAreSticky(t *testing.T) {
	w := NewWriter(nil)
	w.Uvarint(1)   // byte 0
	w.String("ok") // bytes 1..3
	w.Uvarint(128) // bytes 4..5
	r := NewReader(w.Data())
	r.Uvarint()
	_ = r.String()
	r.Uvarint()
	r.Uvarint() // nothing left: fails at byte 6
	first := r.Err()
	if first == nil || !strings.HasPrefix(first.Error(), "byte 6, reading a number") {
		t.Fatalf("error %v, want one at byte 6 reading a number", first)
	}
	off := r.Offset()
	if got := r.Uvarint(); got != 0 {
		t.Errorf("Uvarint after an error = %d, want 0", got)
	}
	if got := r.Varint(); got != 0 {
		t.Errorf("Varint after an error = %d, want 0", got)
	}
	if got := r.Byte(); got != 0 {
		t.Errorf("Byte after an error = %d, want 0", got)
	}
	if got := r.Bool(); got {
		t.Error("Bool after an error = true")
	}
	if got := r.Raw(0); got != nil {
		t.Errorf("Raw after an error = %x, want nil", got)
	}
	if got := r.String(); got != "" {
		t.Errorf("String after an error = %q", got)
	}
	if got := r.Int("n", -1, 1); got != 0 {
		t.Errorf("Int after an error = %d", got)
	}
	if r.Err() != first || r.Offset() != off {
		t.Errorf("error or offset changed after further reads: %v at %d, was %v at %d", r.Err(), r.Offset(), first, off)
	}
	if r.Done() != first {
		t.Errorf("Done = %v, want the first error %v", r.Done(), first)
	}
}

func TestReaderDone(t *testing.T) {
	data := []byte{1, 2, 3, 4}
	r := NewReader(data)
	r.Byte()
	r.Byte()
	err := r.Done()
	if err == nil {
		t.Fatal("Done with 2 bytes left returned nil")
	}
	if want := "2 unexpected bytes after the end at byte 2"; err.Error() != want {
		t.Errorf("Done = %q, want %q", err, want)
	}
	r.Raw(2)
	if err := r.Done(); err != nil {
		t.Errorf("Done after reading everything: %v", err)
	}
	if err := NewReader(nil).Done(); err != nil {
		t.Errorf("Done on empty input: %v", err)
	}
}

func TestReaderIntRange(t *testing.T) {
	tests := []struct {
		v      int64
		lo, hi int
		ok     bool
	}{
		{0, 0, 0, true},
		{5, 0, 10, true},
		{0, 0, 10, true},
		{10, 0, 10, true},
		{-1, 0, 10, false},
		{11, 0, 10, false},
		{-10, -10, -1, true},
		{0, -10, -1, false},
		{math.MaxInt32 + 1, 0, math.MaxInt32, false},
		{math.MinInt64, math.MinInt64, 0, true},
	}
	for _, tt := range tests {
		w := NewWriter(nil)
		w.Varint(tt.v)
		r := NewReader(w.Data())
		got := r.Int("the value", tt.lo, tt.hi)
		switch {
		case tt.ok && (r.Err() != nil || int64(got) != tt.v):
			t.Errorf("Int(%d in %d..%d) = %d, %v; want %d, nil", tt.v, tt.lo, tt.hi, got, r.Err(), tt.v)
		case !tt.ok && r.Err() == nil:
			t.Errorf("Int(%d in %d..%d) = %d with no error", tt.v, tt.lo, tt.hi, got)
		case !tt.ok && got != 0:
			t.Errorf("Int(%d in %d..%d) returned %d with an error, want 0", tt.v, tt.lo, tt.hi, got)
		case !tt.ok && !strings.Contains(r.Err().Error(), "reading the value: "):
			t.Errorf("Int(%d in %d..%d): error %q does not name the value and the range", tt.v, tt.lo, tt.hi, r.Err())
		}
	}
}

func TestReaderVarintOverflow(t *testing.T) {
	r := NewReader(bytes.Repeat([]byte{0xff}, 11))
	r.Uvarint()
	if r.Err() == nil {
		t.Error("11-byte varint accepted")
	}
}

func TestHash64(t *testing.T) {
	known := []struct {
		in   string
		want uint64
	}{
		{"", 0xcbf29ce484222325},
		{"a", 0xaf63dc4c8601ec8c},
		{"foobar", 0x85944171f73967e8},
	}
	for _, k := range known {
		if got := Hash64([]byte(k.in)); got != k.want {
			t.Errorf("Hash64(%q) = %#x, want %#x", k.in, got, k.want)
		}
	}
	// Agrees with the standard library's FNV-1a on other inputs.
	d := NewDice(64)
	for n := range 100 {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(d.IntN(256))
		}
		h := fnv.New64a()
		h.Write(data)
		if got, want := Hash64(data), h.Sum64(); got != want {
			t.Fatalf("Hash64(%x) = %#x, hash/fnv says %#x", data, got, want)
		}
	}
}

func TestFormatHash(t *testing.T) {
	tests := []struct {
		h    uint64
		want string
	}{
		{0, "0000000000000000"},
		{0xab, "00000000000000ab"},
		{0xcbf29ce484222325, "cbf29ce484222325"},
		{math.MaxUint64, "ffffffffffffffff"},
	}
	hex16 := regexp.MustCompile(`^[0-9a-f]{16}$`)
	for _, tt := range tests {
		got := FormatHash(tt.h)
		if got != tt.want {
			t.Errorf("FormatHash(%#x) = %q, want %q", tt.h, got, tt.want)
		}
		if !hex16.MatchString(got) {
			t.Errorf("FormatHash(%#x) = %q is not 16 lower-case hex digits", tt.h, got)
		}
	}
}
