// gamepads.mjs plays from the title screen into a two-player battle with
// two stubbed gamepads only: an init script replaces
// navigator.getGamepads (which Ebiten reads every frame) with two
// standard-mapping pads whose buttons the test presses and releases. Both
// pads join the couch game, each on its own side; pad 0 moves a Gnome and
// ends side 1's turn, pad 1 ends side 2's turn, and the native build must
// agree on the final hash.
import { assert, nativeHash, openGame, shift, state, ticks, until } from "./lib.mjs";
import { A, X, START, UP, DOWN, LEFT, RIGHT, stubPads } from "./pads.mjs";

export const name = "gamepads";

// press holds a button of a pad for a few ticks, then releases it.
async function press(page, pad, button) {
  await page.evaluate(([p, b]) => window.__testPads.set(p, b, true), [pad, button]);
  await ticks(page, 3);
  await page.evaluate(([p, b]) => window.__testPads.set(p, b, false), [pad, button]);
  await ticks(page, 3);
}

// focus moves the focus of the current screen or panel to the button
// labelled label with the pad's D-pad, then presses A.
async function choose(page, pad, label) {
  for (let i = 0; i < 24; i++) {
    const s = await state(page);
    if (s.focused === label) {
      await press(page, pad, A);
      return;
    }
    await press(page, pad, DOWN);
  }
  throw new Error(`pad ${pad} could not reach "${label}"; focused: ${(await state(page)).focused}`);
}

// panelChoose presses the action-bar button labelled label: X gives the
// action bar the focus (or takes it away: then X again), the D-pad moves
// it, A presses.
async function panelChoose(page, pad, label) {
  for (let i = 0; i < 30; i++) {
    const s = await state(page);
    if (s.focused === label) {
      await press(page, pad, A);
      return;
    }
    await press(page, pad, s.focused ? DOWN : X);
  }
  throw new Error(`pad ${pad} could not reach "${label}" in the action bar`);
}

// cursorTo walks the board cursor to square sq with the pad's D-pad.
async function cursorTo(page, pad, sq) {
  for (let i = 0; i < 40; i++) {
    const s = await state(page);
    if (s.cursor === sq) return;
    const [cx, cy] = [s.cursor.charCodeAt(0), Number(s.cursor.slice(1))];
    const [tx, ty] = [sq.charCodeAt(0), Number(sq.slice(1))];
    await press(page, pad, tx < cx ? LEFT : tx > cx ? RIGHT : ty < cy ? UP : DOWN);
  }
  throw new Error(`pad ${pad} could not bring the cursor to ${sq}`);
}

export async function run(browser, log) {
  const { page, firstFrameMs } = await openGame(browser, "?seed=11&mute", stubPads);
  log(`from navigation start: ${page.timings}`);
  await until(page, "two gamepads", (s) => s.pads.length === 2);

  // Title and setup: pad 0 opens Play, pad 1 seats a human for the
  // Goblins, pad 0 starts.
  await choose(page, 0, "Play");
  await until(page, "the setup screen", (s) => s.scene === "setup");
  await choose(page, 1, "Goblins: Computer");
  await until(page, "a human for the Goblins", (s) => s.buttons["Goblins: Human"]);
  await choose(page, 0, "Start");
  let s = await until(page, "the join screen or the battle", (s) => s.scene === "join" || s.scene === "battle");
  if (s.scene === "join") {
    // Each pad joins with A and takes the first free side; Start begins.
    await press(page, 0, A);
    await press(page, 1, A);
    await press(page, 0, START);
  }
  s = await until(page, "the battle", (s) => s.scene === "battle" && s.humanToAct && s.cursor);
  assert(s.sitters.join() === "human,human", `seats ${s.sitters}, want human,human`);
  assert(s.device === "gamepad", `last device ${s.device}, want gamepad`);
  log(`sides played by: ${s.seats.join(", ")}`);

  // Pad 0, side 1: walk the selected Gnome two squares west and face west.
  const gnome = s.models.find((m) => m.id === s.selected);
  const to = shift(gnome.at, -2);
  await cursorTo(page, 0, gnome.at);
  await cursorTo(page, 0, to);
  await press(page, 0, A);
  await press(page, 0, LEFT);
  await press(page, 0, A);
  s = await until(page, "pad 0's move", (s) => s.actions.length === 1);
  const path = `${shift(gnome.at, -1)}-${to}`; // the notation lists the squares walked
  assert(s.actions[0] === `${gnome.id} move ${path} W`, `pad 0 played ${s.actions[0]}, want ${gnome.id} move ${path} W`);
  assert(s.lastPad === 0, `the move came from pad ${s.lastPad}`);
  log(`pad 0 played ${s.actions[0]}`);

  // Pad 0 ends the Gnomes' turn from the action bar.
  await panelChoose(page, 0, "End turn");
  s = await until(page, "the Goblins' turn", (s) => s.actions.length === 2 && s.toAct === 1 && s.humanToAct);

  // Pad 1, side 2: the same from the Goblins' side.
  const before = s.padEvents["1"] || 0;
  await panelChoose(page, 1, "End turn");
  s = await until(page, "pad 1's action", (s) => s.actions.length === 3);
  assert(s.actions[2] === "end", `pad 1 played ${s.actions[2]}`);
  assert(s.lastPad === 1 && s.padEvents["1"] > before, `pad 1's input did not arrive: ${JSON.stringify(s.padEvents)}`);
  log(`pad 1 played ${s.actions[2]}; gamepad events per pad ${JSON.stringify(s.padEvents)}`);

  const want = nativeHash(s.scenario, s.seed, s.actions);
  assert(s.hash === want, `browser hash ${s.hash}, native hash ${want}`);
  assert(page.errors.length === 0, `the page reported errors:\n${page.errors.join("\n")}`);
  await page.context().close();
  return { firstFrameMs, served: page.served };
}
