package tunnel

import (
	"image/color"
	"math"

	"skirmish/render"
)

// The painter's squares. Each paints the pixels of square (x, y) of the map;
// all texture comes from hash2 and noise, so a level looks the same on every
// run and at every size.

// rock paints the solid ground outside the tunnels: dark, mottled, with a
// few lighter grains.
func (p *painter) rock(x, y int) {
	cs := p.cs
	f := 1 / float64(cs)
	for j := range cs {
		for i := range cs {
			gx, gy := x*cs+i, y*cs+j
			n := (noise(float64(gx)*f*2.2, float64(gy)*f*2.2, 21)-0.5)*16 + (noise(float64(gx)*f*7, float64(gy)*f*7, 22)-0.5)*8
			c := render.Shade(p.pal.Rock, int(n)+grain(gx, gy, 23, 2))
			if render.Hash2(gx, gy, 24)%71 == 0 {
				c = p.pal.RockSpeck
			}
			p.set(gx, gy, c)
		}
	}
}

// wall paints a raised block: a textured top face with a lit rim where it
// meets the tunnels, and a brick front face when the square below is open.
func (p *painter) wall(x, y int) {
	cs, pal := p.cs, p.pal
	f := 1 / float64(cs)
	faceH := 0
	if !p.tile(x, y+1).solid() {
		faceH = max(3, int(float64(cs)*0.3+0.5))
	}
	topH := cs - faceH
	openUp, openL, openR := !p.tile(x, y-1).solid(), !p.tile(x-1, y).solid(), !p.tile(x+1, y).solid()
	rockUp, rockL, rockR, rockDown := p.tile(x, y-1) == Rock, p.tile(x-1, y) == Rock, p.tile(x+1, y) == Rock, p.tile(x, y+1) == Rock
	rim := max(1, cs/20)
	bh := max(3, faceH/2)
	bw := max(6, cs/2)
	sb := max(4, cs/2) // stone block size on the top face
	for j := range cs {
		for i := range cs {
			gx, gy := x*cs+i, y*cs+j
			var c = pal.WallTop
			if j < topH {
				// Stone blocks in courses, half a square long, staggered.
				course := gy / sb
				bx := (gx + (course%2)*sb/2) / sb
				n := (noise(float64(gx)*f*2.5, float64(gy)*f*2.5, 31) - 0.5) * 12
				c = render.Shade(pal.WallTop, int(n)+int(render.Hash2(bx, course, 34)%11)-5+grain(gx, gy, 32, 3))
				if gy%sb == 0 || (gx+(course%2)*sb/2)%sb == 0 {
					c = render.Shade(c, -12)
				} else if gy%sb == 1 || (gx+(course%2)*sb/2)%sb == 1 {
					c = render.Shade(c, 6)
				}
				switch {
				case rockUp && j == 0, rockL && i == 0, rockR && i == cs-1, rockDown && j == cs-1:
					c = pal.Outline
				case faceH > 0 && j >= topH-rim, openUp && j < rim:
					c = pal.WallEdge
				case openL && i < rim, openR && i >= cs-rim:
					c = render.Mix(c, pal.WallEdge, 0.65)
				}
			} else {
				fj := j - topH
				row := fj / bh
				c = render.Shade(pal.Wall, grain(gx, gy, 33, 3)-fj*22/faceH)
				if fj > 0 && fj%bh == 0 || (gx+(row%2)*bw/2)%bw == 0 {
					c = render.Shade(c, -24)
				}
				if fj == faceH-1 {
					c = render.Shade(c, -34)
				}
			}
			p.set(gx, gy, c)
		}
	}
}

// floor paints a flagstone: a slightly different tone per square, grain and
// stains, dark joints on the square's edges (so the grid reads), sometimes a
// fainter joint splitting it in two, and the shadow of any wall above or to
// the left.
func (p *painter) floor(x, y int) {
	cs, pal := p.cs, p.pal
	f := 1 / float64(cs)
	tint := int(render.Hash2(x, y, 41)%13) - 6
	up := p.tile(x, y-1).solid() || p.tile(x, y-1) == DoorClosed
	left := p.tile(x-1, y).solid()
	split, at := 2, 0
	if cs >= 28 {
		split = int(render.Hash2(x, y, 42) % 3)
		at = cs/3 + int(render.Hash2(x, y, 43)%uint32(cs/3+1))
	}
	shadowH, shadowW := float64(cs)*0.42, float64(cs)*0.2
	for j := range cs {
		for i := range cs {
			gx, gy := x*cs+i, y*cs+j
			n := (noise(float64(gx)*f*3, float64(gy)*f*3, 44) - 0.5) * 14
			c := render.Shade(pal.Floor, tint+int(n)+grain(gx, gy, 45, 4))
			u := i // across the inner joint
			if split == 1 {
				u = j
			}
			switch {
			case i == 0 || j == 0:
				c = pal.FloorJoint
			case i == cs-1 || j == cs-1:
				c = render.Shade(c, -16)
			case split < 2 && u == at:
				c = render.Mix(c, pal.FloorJoint, 0.55)
			case i == 1 || j == 1 || split < 2 && u == at+1:
				c = render.Shade(c, 12)
			}
			if up {
				if k := 1 - float64(j)/shadowH; k > 0 {
					c = render.Dim(c, 1-0.6*k*k)
				}
			}
			if left {
				if k := 1 - float64(i)/shadowW; k > 0 {
					c = render.Dim(c, 1-0.35*k*k)
				}
			}
			p.set(gx, gy, c)
		}
	}
}

// scorch darkens the flagstone under a brazier in a soft ring.
func (p *painter) scorch(x, y int) {
	cs := p.cs
	r := float64(cs) * 0.46
	for j := range cs {
		for i := range cs {
			d := math.Hypot(float64(i)+0.5-float64(cs)/2, float64(j)+0.5-float64(cs)/2) / r
			if d >= 1 {
				continue
			}
			gx, gy := x*cs+i, y*cs+j
			k := p.pix.Pix[gy*p.pix.Stride+gx*4:]
			c := render.Dim(render.Mix(rgbOf(k), p.pal.DoorFrame, 0.35), 0.5+0.5*d*d)
			p.set(gx, gy, c)
		}
	}
}

// door paints a closed door: a dark frame, planks with wood grain running
// across the doorway, and two iron bands.
func (p *painter) door(x, y int) {
	cs, pal := p.cs, p.pal
	f := 1 / float64(cs)
	m := max(1, cs/14)
	fw := max(2, cs/14)
	across := p.tile(x-1, y).solid() && p.tile(x+1, y).solid() // in an east-west wall
	w := cs - 2*m
	pw := max(3, (w-2*fw)/4)
	for j := m; j < cs-m; j++ {
		for i := m; i < cs-m; i++ {
			gx, gy := x*cs+i, y*cs+j
			u, v := i-m, j-m
			if !across {
				u, v = v, u
			}
			var c = pal.DoorFrame
			switch {
			case u < fw || v < fw || u >= w-fw || v >= w-fw:
				c = render.Shade(pal.DoorFrame, grain(gx, gy, 51, 3))
			case (u-fw)%pw == 0:
				c = render.Shade(pal.Door, -40)
			default:
				plank := (u - fw) / pw
				n := (noise(float64(gx)*f*9, float64(gy)*f*1.3, 52+plank) - 0.5) * 26
				if !across {
					n = (noise(float64(gx)*f*1.3, float64(gy)*f*9, 52+plank) - 0.5) * 26
				}
				c = render.Shade(pal.Door, int(n)+int(render.Hash2(plank, x+y, 53)%9)-4+grain(gx, gy, 54, 3))
				if v*5/w == 1 || v*5/w == 3 {
					c = render.Shade(pal.DoorFrame, 14+grain(gx, gy, 55, 4))
				}
			}
			p.set(gx, gy, c)
		}
	}
}

// openDoor paints an open doorway: the door leaf swung against one side and
// the two posts of the frame.
func (p *painter) openDoor(x, y int) {
	cs, pal := p.cs, p.pal
	across := p.tile(x-1, y).solid() && p.tile(x+1, y).solid()
	post := max(2, cs/8)
	leaf := max(2, cs/7)
	for j := range cs {
		for i := range cs {
			u, v := i, j // u runs along the doorway, v through it
			if !across {
				u, v = j, i
			}
			gx, gy := x*cs+i, y*cs+j
			switch {
			case (u < post || u >= cs-post) && v >= cs*3/10 && v < cs*7/10:
				p.set(gx, gy, render.Shade(pal.DoorFrame, grain(gx, gy, 61, 3)))
			case u >= post && u < post+leaf && v >= cs*7/10 && v < cs-2:
				c := render.Shade(pal.Door, grain(gx, gy, 62, 5)-10)
				if u == post || u == post+leaf-1 {
					c = pal.DoorFrame
				}
				p.set(gx, gy, c)
			}
		}
	}
}

// exit paints a stair going down out of the map: steps that darken towards
// the way out, each with a light nosing, on the exit colour.
func (p *painter) exit(x, y int) {
	cs, pal := p.cs, p.pal
	d := exitDir(p.s, x, y)
	n := 4
	if cs < 24 {
		n = 3
	}
	stepLen := max(1, cs/n)
	nose := max(1, cs/22)
	for j := range cs {
		for i := range cs {
			var u int // distance from the side away from the way out
			switch d {
			case 0: // north
				u = cs - 1 - j
			case 1: // east
				u = i
			case 2: // south
				u = j
			default:
				u = cs - 1 - i
			}
			gx, gy := x*cs+i, y*cs+j
			step := min(n-1, u/stepLen)
			c := render.Shade(render.Dim(pal.Exit, 1-0.16*float64(step)), grain(gx, gy, 71, 3))
			switch {
			case i == 0 || j == 0 || i == cs-1 || j == cs-1:
				c = pal.FloorJoint
			case u%stepLen < nose:
				c = render.Mix(c, pal.ExitStep, 0.75)
			case u%stepLen < nose*3:
				c = render.Dim(c, 0.8)
			}
			p.set(gx, gy, c)
		}
	}
}

// rgbOf reads an opaque colour from four pixel bytes.
func rgbOf(b []byte) color.RGBA { return color.RGBA{b[0], b[1], b[2], 255} }
