package game

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"skirmish/game/table"
	"skirmish/rules"
)

// sampleRate is the audio sample rate of the generated sounds.
const sampleRate = 44100

// sounds plays the table's short effects: dice rattling, a hit, a step, a
// door, the end of the game. They are synthesised at start (no audio files)
// so the game has no sound assets to license or load. Without an audio
// device the game stays silent and goes on.
type sounds struct {
	ctx   *audio.Context
	clips [numSounds][]byte
}

// numSounds is the number of sounds in the bank.
const numSounds = int(table.NoSound)

// hasAudioDevice is audioDevicePresent, asked once.
var hasAudioDevice = sync.OnceValue(audioDevicePresent)

var (
	soundOnce sync.Once
	soundBank *sounds
)

// theSounds returns the sound bank, made once per process (Ebiten allows
// one audio context).
func theSounds() *sounds {
	soundOnce.Do(func() {
		s := &sounds{ctx: audio.NewContext(sampleRate)}
		s.clips[table.SoundDice] = synth(0.28, func(t float64, n *noise) float64 {
			// Five clicks of filtered noise, the dice bouncing.
			v := 0.0
			for k := range 5 {
				at := 0.02 + float64(k)*0.05
				if d := t - at; d >= 0 && d < 0.03 {
					v += n.next() * math.Exp(-d*140) * 0.7
				}
			}
			return v
		})
		s.clips[table.SoundHit] = synth(0.22, func(t float64, n *noise) float64 {
			return (math.Sin(2*math.Pi*90*t*(1-t))*0.8 + n.next()*0.25) * math.Exp(-t*18)
		})
		s.clips[table.SoundStep] = synth(0.07, func(t float64, n *noise) float64 {
			return n.next() * 0.35 * math.Exp(-t*70)
		})
		s.clips[table.SoundDoor] = synth(0.45, func(t float64, n *noise) float64 {
			return (math.Sin(2*math.Pi*(160-120*t)*t)*0.4 + n.next()*0.1) * math.Exp(-t*5)
		})
		s.clips[table.SoundClick] = synth(0.04, func(t float64, n *noise) float64 {
			return math.Sin(2*math.Pi*1400*t) * 0.25 * math.Exp(-t*90)
		})
		s.clips[table.SoundEnd] = synth(0.9, func(t float64, n *noise) float64 {
			v := 0.0
			for k, f := range []float64{392, 494, 587} {
				if d := t - float64(k)*0.12; d >= 0 {
					v += math.Sin(2*math.Pi*f*d) * 0.22 * math.Exp(-d*3)
				}
			}
			return v
		})
		soundBank = s
	})
	return soundBank
}

// noise is a small deterministic noise generator for the synthesiser.
type noise struct{ x uint32 }

func (n *noise) next() float64 {
	n.x ^= n.x << 13
	n.x ^= n.x >> 17
	n.x ^= n.x << 5
	return float64(int32(n.x)) / math.MaxInt32
}

// synth renders secs seconds of f as 16-bit stereo PCM.
func synth(secs float64, f func(t float64, n *noise) float64) []byte {
	n := &noise{x: 2463534242}
	samples := int(secs * sampleRate)
	out := make([]byte, samples*4)
	for i := range samples {
		v := f(float64(i)/sampleRate, n)
		v = max(-1, min(1, v))
		s := int16(v * 32000)
		out[4*i], out[4*i+1] = byte(s), byte(s>>8)
		out[4*i+2], out[4*i+3] = byte(s), byte(s>>8)
	}
	return out
}

// play plays a sound at volume percent (0 is silent).
func (s *sounds) play(id table.Sound, volume int) {
	if s == nil || volume <= 0 || s.ctx == nil {
		return
	}
	p := s.ctx.NewPlayerFromBytes(s.clips[id])
	p.SetVolume(float64(volume) / 100)
	p.Play()
}

// playEvents plays the sounds of what just happened at a table of kind k,
// each sound once.
func (a *App) playEvents(k table.Kind, evs []rules.Event) {
	if a.opts.NoSound || a.Settings.Volume <= 0 || !hasAudioDevice() {
		return
	}
	s := theSounds()
	played := [numSounds]bool{}
	for _, e := range evs {
		id := k.Sound(e)
		if id < table.NoSound && !played[id] {
			played[id] = true
			s.play(id, a.Settings.Volume)
		}
	}
}
