// pads.mjs holds the stubbed gamepads of the browser tests: stubPads
// (an init script that replaces navigator.getGamepads with two
// standard-layout pads the test presses, unplugs and plugs back) and the
// buttons of the standard mapping.

// The buttons of the standard gamepad mapping.
export const A = 0;
export const B = 1;
export const X = 2;
export const RT = 7;
export const START = 9;
export const UP = 12;
export const DOWN = 13;
export const LEFT = 14;
export const RIGHT = 15;

// stubPads runs in the page before any of its scripts: two pads in the
// slots 0 and 1 of navigator.getGamepads() (four slots, as Chromium
// reports them), with tap, unplug and plug for the test.
export function stubPads() {
  const pad = (index) => ({
    id: `Skirmish test pad ${index} (STANDARD GAMEPAD)`,
    index,
    connected: true,
    mapping: "standard",
    timestamp: 0,
    axes: [0, 0, 0, 0],
    buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
  });
  const pads = [pad(0), pad(1)];
  let polls = 0; // calls of getGamepads: the game reads the pads once a frame
  const set = (index, button, down) => {
    const b = pads[index].buttons[button];
    b.pressed = down;
    b.touched = down;
    b.value = down ? 1 : 0;
    pads[index].timestamp = performance.now();
  };
  const fire = (type, p) => {
    const e = new Event(type);
    Object.defineProperty(e, "gamepad", { value: p });
    window.dispatchEvent(e);
  };
  const tick = () => JSON.parse(window.skirmish.state()).tick;
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  // ticks waits until the game has run n Updates after now: the game
  // reads the pads in its Update, so a change made before has been seen.
  const ticks = async (n) => {
    const t = tick();
    while (tick() < t + n) await frame();
  };
  const released = {}; // the tick at which each pad's button was let go
  window.__testPads = {
    // set holds button of pad index down (or lets it go) until set again.
    set,
    // tap holds a button down for one Update and lets it go: the next
    // Update sees it up (a tap of the same button waits for that one).
    async tap(index, button) {
      const k = `${index}/${button}`;
      if (released[k] !== undefined && tick() <= released[k]) await ticks(1);
      set(index, button, true);
      await ticks(1);
      set(index, button, false);
      released[k] = tick();
    },
    ticks,
    // plug plugs pad index in (in false: unplugs it) and watches the
    // game's frames until it is paused (or not, for want false): it
    // returns the frames (reads of the pads) and the ticks that took, or
    // null when 300 frames were not enough.
    async plug(index, into, want) {
      const p = pads[index];
      for (let b = 0; b < p.buttons.length; b++) set(index, b, false);
      p.connected = into;
      p.timestamp = performance.now();
      fire(into ? "gamepadconnected" : "gamepaddisconnected", p);
      const t = tick();
      const n = polls;
      for (let i = 0; i < 300; i++) {
        const s = JSON.parse(window.skirmish.state());
        if (s.paused === want) return { frames: polls - n, ticks: s.tick - t };
        await frame();
      }
      return null;
    },
  };
  Object.defineProperty(Navigator.prototype, "getGamepads", {
    configurable: true,
    value: function getGamepads() {
      polls++;
      return [0, 1, 2, 3].map((i) => (i < pads.length && pads[i].connected ? pads[i] : null));
    },
  });
}
