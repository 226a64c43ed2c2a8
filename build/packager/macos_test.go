package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"testing"

	"skirmish/version"
)

// Mach-O load commands the test reads (mach-o/loader.h).
const (
	lcCodeSignature = 0x1d
	lcBuildVersion  = 0x32
)

// checkMacOS checks a macOS package: the Skirmish.app layout and modes,
// Info.plist, the icon file and the Mach-O executable for arch.
func checkMacOS(t *testing.T, pkg, arch string) {
	const app = "Skirmish.app/Contents/"
	dir := fs.ModeDir | 0o755
	files := readZip(t, pkg, []zipEntry{
		{"README.txt", 0o644},
		{"Skirmish.app/", dir},
		{app, dir},
		{app + "Info.plist", 0o644},
		{app + "MacOS/", dir},
		{app + "MacOS/Skirmish", 0o755},
		{app + "PkgInfo", 0o644},
		{app + "Resources/", dir},
		{app + "Resources/Skirmish.icns", 0o644},
	})
	if t.Failed() {
		return
	}
	plist := parsePlist(t, files[app+"Info.plist"])
	want := map[string]string{
		"CFBundleName":               "Skirmish",
		"CFBundleDisplayName":        "Skirmish",
		"CFBundleIdentifier":         macBundleID,
		"CFBundleVersion":            version.Version,
		"CFBundleShortVersionString": version.Version,
		"CFBundleExecutable":         "Skirmish",
		"CFBundleIconFile":           "Skirmish",
		"CFBundlePackageType":        "APPL",
		"LSMinimumSystemVersion":     macMinimumSystem,
		"NSHighResolutionCapable":    "<true/>",
		"LSApplicationCategoryType":  "public.app-category.strategy-games",
	}
	for key, value := range want {
		if got, ok := plist[key]; !ok {
			t.Errorf("Info.plist has no %s", key)
		} else if got != value {
			t.Errorf("Info.plist: %s is %q, want %q", key, got, value)
		}
	}
	if _, ok := files[app+"MacOS/"+plist["CFBundleExecutable"]]; !ok {
		t.Errorf("CFBundleExecutable %q is not in Contents/MacOS", plist["CFBundleExecutable"])
	}
	if _, ok := files[app+"Resources/"+plist["CFBundleIconFile"]+".icns"]; !ok {
		t.Errorf("CFBundleIconFile %q has no .icns in Contents/Resources", plist["CFBundleIconFile"])
	}
	if got := string(files[app+"PkgInfo"]); got != "APPL????" {
		t.Errorf("PkgInfo is %q, want APPL????", got)
	}
	checkICNS(t, files[app+"Resources/Skirmish.icns"])
	checkMachO(t, files[app+"MacOS/Skirmish"], arch, plist["LSMinimumSystemVersion"])
}

// parsePlist reads an XML property list whose root is a dictionary of
// strings and booleans, with encoding/xml. A string value is returned as
// its text, a boolean as "<true/>" or "<false/>".
func parsePlist(t *testing.T, data []byte) map[string]string {
	t.Helper()
	var doc struct {
		XMLName xml.Name `xml:"plist"`
		Version string   `xml:"version,attr"`
		Dict    struct {
			Items []struct {
				XMLName xml.Name
				Text    string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("Info.plist: %v", err)
	}
	if doc.Version != "1.0" {
		t.Errorf("Info.plist: plist version %q, want 1.0", doc.Version)
	}
	items := doc.Dict.Items
	if len(items)%2 != 0 {
		t.Fatalf("Info.plist: the dictionary has %d elements, not key and value pairs", len(items))
	}
	out := map[string]string{}
	for i := 0; i < len(items); i += 2 {
		key, value := items[i], items[i+1]
		if key.XMLName.Local != "key" {
			t.Fatalf("Info.plist: element %d is <%s>, want <key>", i, key.XMLName.Local)
		}
		if _, dup := out[key.Text]; dup {
			t.Errorf("Info.plist: key %s given twice", key.Text)
		}
		switch value.XMLName.Local {
		case "string":
			out[key.Text] = value.Text
		case "true", "false":
			out[key.Text] = "<" + value.XMLName.Local + "/>"
		default:
			t.Errorf("Info.plist: %s has a <%s>, want a string or boolean", key.Text, value.XMLName.Local)
		}
	}
	return out
}

// checkICNS checks an icon file: the "icns" header with the file's length,
// then elements of a type and a length (header included, big-endian) that
// tile the file, holding the PNGs of icnsEntries at their sizes.
func checkICNS(t *testing.T, data []byte) {
	t.Helper()
	if len(data) < 8 || string(data[:4]) != "icns" {
		t.Fatalf("Skirmish.icns does not start with \"icns\": % x", data[:min(len(data), 8)])
	}
	if n := binary.BigEndian.Uint32(data[4:]); int(n) != len(data) {
		t.Fatalf("Skirmish.icns: header length %d, file %d bytes", n, len(data))
	}
	found := map[string]int{}
	for off := 8; off < len(data); {
		if off+8 > len(data) {
			t.Fatalf("Skirmish.icns: %d stray bytes at %d", len(data)-off, off)
		}
		typ, n := string(data[off:off+4]), int(binary.BigEndian.Uint32(data[off+4:]))
		if n < 8 || off+n > len(data) {
			t.Fatalf("Skirmish.icns: element %q at %d has length %d, past the end (%d)", typ, off, n, len(data))
		}
		img, err := png.Decode(bytes.NewReader(data[off+8 : off+n]))
		if err != nil {
			t.Errorf("Skirmish.icns: element %q is not a PNG: %v", typ, err)
		} else {
			found[typ] = img.Bounds().Dx()
			if img.Bounds() != image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dx()) {
				t.Errorf("Skirmish.icns: element %q is %v, not square", typ, img.Bounds())
			}
		}
		off += n
	}
	want := map[string]int{"ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024}
	if fmt.Sprint(found) != fmt.Sprint(want) {
		t.Errorf("Skirmish.icns holds %v (type: width), want %v", found, want)
	}
}

// checkMachO checks the macOS executable: a Mach-O executable for arch,
// built for the macOS version Info.plist declares (LC_BUILD_VERSION), and
// on arm64 signed (ad hoc, by Go's linker), which Apple silicon requires.
func checkMachO(t *testing.T, data []byte, arch, minSystem string) {
	t.Helper()
	f, err := macho.NewFile(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("Skirmish is not a Mach-O file: %v", err)
	}
	wantCPU := map[string]macho.Cpu{"arm64": macho.CpuArm64, "amd64": macho.CpuAmd64}[arch]
	if f.Cpu != wantCPU || f.Type != macho.TypeExec {
		t.Errorf("Skirmish: cpu %v, type %v; want %v, executable", f.Cpu, f.Type, wantCPU)
	}
	minos, signed := "", false
	for _, l := range f.Loads {
		raw := l.Raw()
		if len(raw) < 8 {
			continue
		}
		switch f.ByteOrder.Uint32(raw) {
		case lcBuildVersion:
			if len(raw) >= 16 {
				v := f.ByteOrder.Uint32(raw[12:]) // minos, as xxxx.yy.zz
				minos = fmt.Sprintf("%d.%d", v>>16, v>>8&0xFF)
			}
		case lcCodeSignature:
			signed = true
		}
	}
	if minos != minSystem {
		t.Errorf("Skirmish is built for macOS %q (LC_BUILD_VERSION), Info.plist says LSMinimumSystemVersion %q", minos, minSystem)
	}
	if arch == "arm64" && !signed {
		t.Error("Skirmish for arm64 has no code signature: Apple silicon will not run it")
	}
}
