package main

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"skirmish/version"
)

// Resource types (winuser.h).
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

// checkWindows checks the Windows package: Skirmish.exe is an amd64 PE for
// the GUI subsystem whose resources hold the icon, the version information
// and the manifest.
func checkWindows(t *testing.T, pkg string) {
	files := readZip(t, pkg, []zipEntry{
		{"README.txt", 0o644},
		{"Skirmish.exe", 0o755},
	})
	if readme := string(files["README.txt"]); !strings.Contains(readme, "double-click Skirmish.exe") || !strings.Contains(readme, "\r\n") {
		t.Errorf("README.txt does not say to run Skirmish.exe, with Windows line ends:\n%q", readme)
	}
	f, err := pe.NewFile(bytes.NewReader(files["Skirmish.exe"]))
	if err != nil {
		t.Fatalf("Skirmish.exe is not a PE file: %v", err)
	}
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("Skirmish.exe: machine %#x, want amd64 (%#x)", f.Machine, pe.IMAGE_FILE_MACHINE_AMD64)
	}
	opt, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		t.Fatalf("Skirmish.exe: optional header %T, want PE32+", f.OptionalHeader)
	}
	if opt.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("Skirmish.exe: subsystem %d, want the Windows GUI (%d): a console window would open", opt.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}
	sec := f.Section(".rsrc")
	if sec == nil {
		t.Fatal("Skirmish.exe has no .rsrc section: no resources embedded")
	}
	data, err := sec.Data()
	if err != nil {
		t.Fatalf("Skirmish.exe: .rsrc: %v", err)
	}
	res := resourceSection{data: data, rva: sec.VirtualAddress}
	types, err := res.dir(0)
	if err != nil {
		t.Fatalf("Skirmish.exe: .rsrc: %v", err)
	}
	var ids []uint32
	for _, e := range types {
		if !e.named {
			ids = append(ids, e.id)
		}
	}
	for _, want := range []uint32{rtGroupIcon, rtVersion, rtManifest} {
		if !slices.Contains(ids, want) {
			t.Errorf("Skirmish.exe: the resources have types %v, no %d", ids, want)
		}
	}
	if t.Failed() {
		return
	}

	manifest := string(res.first(t, rtManifest))
	for _, frag := range []string{`level="asInvoker"`, ">permonitorv2", "<description>"} {
		if !strings.Contains(manifest, frag) {
			t.Errorf("the manifest has no %s:\n%s", frag, manifest)
		}
	}
	checkVersionInfo(t, res.first(t, rtVersion))
	checkGroupIcon(t, res.first(t, rtGroupIcon))
}

// resourceSection reads the resource tree of a PE file's .rsrc section.
type resourceSection struct {
	data []byte
	rva  uint32 // rva is the section's virtual address.
}

// resourceEntry is one entry of an IMAGE_RESOURCE_DIRECTORY.
type resourceEntry struct {
	named  bool   // named says the entry has a name, not an id.
	id     uint32 // id is the resource type, name or language.
	subdir bool   // subdir says offset is another directory, not a data entry.
	offset uint32 // offset is from the start of the section.
}

// dir reads the IMAGE_RESOURCE_DIRECTORY at off: a 16-byte header ending in
// the numbers of named and of id entries, then the entries, 8 bytes each:
// the name or id, and the offset of the data or (high bit set) of a
// subdirectory.
func (r resourceSection) dir(off uint32) ([]resourceEntry, error) {
	if uint64(off)+16 > uint64(len(r.data)) {
		return nil, fmt.Errorf("resource directory at %#x is past the section's end", off)
	}
	le := binary.LittleEndian
	n := int(le.Uint16(r.data[off+12:])) + int(le.Uint16(r.data[off+14:]))
	if uint64(off)+16+8*uint64(n) > uint64(len(r.data)) {
		return nil, fmt.Errorf("resource directory at %#x: %d entries run past the section's end", off, n)
	}
	var out []resourceEntry
	for i := range n {
		p := off + 16 + 8*uint32(i)
		name, target := le.Uint32(r.data[p:]), le.Uint32(r.data[p+4:])
		out = append(out, resourceEntry{
			named:  name&0x80000000 != 0,
			id:     name &^ 0x80000000,
			subdir: target&0x80000000 != 0,
			offset: target &^ 0x80000000,
		})
	}
	return out, nil
}

// first returns the data of the first resource of the given type: type,
// then name, then language, then an IMAGE_RESOURCE_DATA_ENTRY whose
// address is relative to the image, not the section.
func (r resourceSection) first(t *testing.T, typ uint32) []byte {
	t.Helper()
	entries, err := r.dir(0)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(entries, func(e resourceEntry) bool { return !e.named && e.id == typ })
	if i < 0 {
		t.Fatalf("no resource of type %d", typ)
	}
	e := entries[i]
	for level := range 2 { // name, then language
		if !e.subdir {
			t.Fatalf("resource type %d: level %d is not a directory", typ, level+1)
		}
		sub, err := r.dir(e.offset)
		if err != nil || len(sub) == 0 {
			t.Fatalf("resource type %d: level %d: %v (%d entries)", typ, level+1, err, len(sub))
		}
		e = sub[0]
	}
	if e.subdir || uint64(e.offset)+16 > uint64(len(r.data)) {
		t.Fatalf("resource type %d: bad data entry at %#x", typ, e.offset)
	}
	rva, size := binary.LittleEndian.Uint32(r.data[e.offset:]), binary.LittleEndian.Uint32(r.data[e.offset+4:])
	if rva < r.rva || uint64(rva-r.rva)+uint64(size) > uint64(len(r.data)) {
		t.Fatalf("resource type %d: data at %#x+%d is outside the section", typ, rva, size)
	}
	return r.data[rva-r.rva : rva-r.rva+size]
}

// checkVersionInfo checks a VS_VERSIONINFO resource: the fixed file and
// product versions are version.Version and the strings name the product
// and its version.
func checkVersionInfo(t *testing.T, data []byte) {
	t.Helper()
	sig := binary.LittleEndian.AppendUint32(nil, 0xFEEF04BD) // VS_FIXEDFILEINFO.dwSignature
	i := bytes.Index(data, sig)
	if i < 0 || i+24 > len(data) {
		t.Fatal("the version information has no VS_FIXEDFILEINFO")
	}
	fixed, err := windowsVersion(version.Version)
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	for _, v := range []struct {
		what string
		at   int
	}{{"file", i + 8}, {"product", i + 16}} {
		ms, ls := le.Uint32(data[v.at:]), le.Uint32(data[v.at+4:])
		got := fmt.Sprintf("%d.%d.%d.%d", ms>>16, ms&0xFFFF, ls>>16, ls&0xFFFF)
		if got != fixed {
			t.Errorf("version information: %s version %s, want %s", v.what, got, fixed)
		}
	}
	for _, s := range []string{"ProductName", "Skirmish", "ProductVersion", version.Version, "Skirmish.exe"} {
		if !bytes.Contains(data, utf16le(s)) {
			t.Errorf("the version information has no %q", s)
		}
	}
}

// utf16le returns s in UTF-16, little-endian, as Windows resources hold
// strings.
func utf16le(s string) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		out = binary.LittleEndian.AppendUint16(out, u)
	}
	return out
}

// checkGroupIcon checks a GRPICONDIR resource: an icon (type 1) with an
// image at each of winresIconSizes. A width byte of 0 means 256.
func checkGroupIcon(t *testing.T, data []byte) {
	t.Helper()
	le := binary.LittleEndian
	if len(data) < 6 || le.Uint16(data[2:]) != 1 {
		t.Fatalf("the group icon resource is not an icon directory: % x", data[:min(len(data), 6)])
	}
	n := int(le.Uint16(data[4:]))
	if len(data) < 6+14*n {
		t.Fatalf("the group icon lists %d images in %d bytes", n, len(data))
	}
	var sizes []int
	for i := range n {
		w := int(data[6+14*i])
		if w == 0 {
			w = 256
		}
		sizes = append(sizes, w)
	}
	slices.Sort(sizes)
	if !slices.Equal(sizes, winresIconSizes) {
		t.Errorf("the icon has images of %v pixels, want %v", sizes, winresIconSizes)
	}
}
