package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// icnsEntries lists the entries of the macOS icon file, each a PNG of
// the application icon: OSType and width in pixels. ic07 to ic09 are the
// 128, 256 and 512 point icons, ic10 the 512 point icon at 2x.
var icnsEntries = []struct {
	Type string
	Size int
}{
	{"ic07", 128},
	{"ic08", 256},
	{"ic09", 512},
	{"ic10", 1024},
}

// encodeICNS returns an Apple icon image (.icns) file: the magic "icns"
// and the file's length, then for each of icnsEntries its OSType, its
// length and the PNG data that icon returns for its size. Every length is
// a big-endian uint32 that counts its own 8-byte header.
func encodeICNS(icon func(size int) ([]byte, error)) ([]byte, error) {
	var body bytes.Buffer
	for _, el := range icnsEntries {
		data, err := icon(el.Size)
		if err != nil {
			return nil, fmt.Errorf("icns element %s: %w", el.Type, err)
		}
		writeICNSHeader(&body, el.Type, len(data))
		body.Write(data)
	}
	var out bytes.Buffer
	writeICNSHeader(&out, "icns", body.Len())
	out.Write(body.Bytes())
	return out.Bytes(), nil
}

// writeICNSHeader writes the 8-byte header of an ICNS block: the four
// characters of typ and the big-endian length of the block, header included,
// given the length of its contents.
func writeICNSHeader(buf *bytes.Buffer, typ string, contentLen int) {
	buf.WriteString(typ)
	buf.Write(binary.BigEndian.AppendUint32(nil, uint32(8+contentLen)))
}
