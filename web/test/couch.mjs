// couch.mjs plays a couch game of every ruleset in the browser with two
// stubbed gamepads only (issue 14), as game/couch does natively: an init
// script replaces navigator.getGamepads with two standard-mapping pads
// that the test presses, unplugs (the slot empties, gamepaddisconnected
// fires) and plugs back in. For every ruleset the app offers
// (state().rulesets), in one page, the test plays the quickest way its
// table knows (table.Quickest: window.skirmish.quick() answers the
// decision shown, state().plan tells the game's flow), so that it holds
// no knowledge of any ruleset:
//
//   - the title: the first A presses Play; the setup: pad 1 makes every
//     side human, ruleset chosen, Start on pad 0 must lead to the join
//     screen; pad 0 and pad 1 join with A, one side each, Start begins;
//   - the game is played by the pad seated at the side to act, through
//     the action list (X, the D-pad, A) and, where the table aims (a
//     deployment), the cursor (RT to the next spot, A); after each action
//     the focus must not sit on Undo, where the next A would undo it;
//   - every hand-over screen ("Pass to ...") is dismissed with A by the
//     pad of the side it names, and that A must neither play an action
//     nor select a fighter on the table it uncovers; a ruleset that hides
//     information must show at least the hand-overs its plan says, one
//     that hides nothing none;
//   - mid-game, with side 1 to act: pad 1 (seated at side 2) is barred
//     from the table; once the app rests, pad 1 is unplugged and the game
//     must pause within a few frames with no press; Start on pad 0 opens
//     the menu (B closes it); pad 1 comes back and the game must go on by
//     itself, seats unchanged; pad 1 is unplugged again and pad 0's A must
//     take its side over, playing nothing; pad 1 is plugged back in and
//     the seats stay;
//   - the stretches of each game that its plan skips (state().plan.skips:
//     a long middle, a long deployment) are played through the test hook
//     window.skirmish.skipAhead (as game/couch/skip_test.go does through
//     the session) once the opening, the hand-overs and the unplugging
//     are done, and its last actions through the pads again;
//   - the end window: Rematch must keep the seats (pad 1 still barred
//     from side 1's table), then back to the title through the menu;
//   - after both: Start on the title must lead on (to the join screen).
//
// COUCH_DEBUG=1 logs each decision (its taps and time) and each change
// of the focus.
import { assert, brief, openGame, state, until } from "./lib.mjs";
import { A, B, X, RT, START, UP, DOWN, LEFT, RIGHT, stubPads } from "./pads.mjs";

export const name = "couch";


// The seat names of the pads, as state().seats shows them.
const padName = (pad) => `Gamepad ${pad + 1}`;

// Couch plays one page with the stubbed pads.
class Couch {
  constructor(page, log) {
    this.page = page;
    this.log = log;
    this.taps = 0;
  }

  state() {
    return state(this.page);
  }

  until(what, cond, timeout) {
    return until(this.page, what, cond, timeout);
  }

  // tap presses button on pad for one Update.
  async tap(pad, button) {
    this.taps++;
    await this.page.evaluate(([p, b]) => window.__testPads.tap(p, b), [pad, button]);
  }

  // plug plugs pad in (into false: unplugs it) and returns the frames and
  // ticks until the game's pause is want, or null.
  plug(pad, into, want) {
    return this.page.evaluate(([p, i, w]) => window.__testPads.plug(p, i, w), [pad, into, want]);
  }

  // ticks waits n Updates.
  async ticks(n) {
    await this.page.evaluate((n) => window.__testPads.ticks(n), n);
  }

  // scene waits for the scene want and a frame of it.
  async scene(want, timeout = 30_000) {
    const s = await this.until(`the ${want} screen`, (s) => s.scene === want, timeout);
    await this.ticks(2);
    return s;
  }

  // choose moves the focus to the button whose label starts with label,
  // with the pad's D-pad (X first to reach a table's action list), and
  // presses A. In the action list it steps toward the entry.
  async choose(pad, label) {
    for (let i = 0; i < 40; i++) {
      const s = await this.state();
      const f = s.focused || "";
      if (f.startsWith(label)) {
        await this.tap(pad, A);
        return;
      }
      if (f === "" && s.scene === "battle" && !s.window) {
        await this.tap(pad, X);
        continue;
      }
      const labels = (s.choices || []).map((c) => c.label);
      const at = labels.findIndex((l) => f.startsWith(l) || l.startsWith(f));
      const to = labels.findIndex((l) => l.startsWith(label));
      await this.tap(pad, at >= 0 && to >= 0 && to < at ? UP : DOWN);
    }
    const s = await this.state();
    throw new Error(`pad ${pad} could not bring the focus to "${label}" on the ${s.scene} (focused "${s.focused}"; ${JSON.stringify(brief(s))})`);
  }
}

// allowed reports whether pad may play side by the seats shown.
function allowed(s, side, pad) {
  const who = (s.seats || [])[side];
  return who === undefined || who === "anyone" || who.split(" or ").includes(padName(pad));
}

// padFor returns the first connected pad seated at side.
function padFor(s, side) {
  const pad = s.pads.find((p) => allowed(s, side, p));
  assert(pad !== undefined, `no connected pad may play side ${side + 1}: seats ${s.seats}, pads ${s.pads}`);
  return pad;
}

// Game is one game played to its end, the quickest way its table knows.
class Game {
  constructor(c, name, plan) {
    this.c = c;
    this.name = name;
    this.plan = plan; // state().plan: the skips, the hand-overs to expect
    this.quickError = ""; // why quick() last gave no answer
    this.handOvers = 0;
    this.midgame = true; // the unplugging is still to come
    this.skips = 0; // the skips done
  }

  // toEnd answers every decision until the end window shows.
  async toEnd() {
    const c = this.c;
    let last = "";
    let stuck = 0;
    for (let step = 0; ; step++) {
      assert(step < 5000, `the game did not end within ${step} decisions`);
      const s = await c.state();
      assert(s.scene === "battle", `the table closed: ${s.scene}`);
      if (s.window && s.buttons.Rematch) return s;
      assert(!s.paused, `the game paused although both pads are plugged in (seats ${s.seats})`);
      const key = [s.actions.length, s.selected, s.phase, s.covered, s.window, s.toAct, s.focused].join("|");
      if (key === last) {
        if (++stuck > 200) throw new Error(`the game is stuck (quick(): ${this.quickError || "no answer"}): ${JSON.stringify(brief(s))}`);
      } else {
        stuck = 0;
        last = key;
      }
      assert(s.window || !(s.focused || "").startsWith("Undo"),
        `the focus is on "${s.focused}" after ${s.actions.length} actions (${s.phase}, side ${s.toAct + 1} to act): the next A would undo`);
      if (process.env.COUCH_DEBUG && s.focused !== this.lastFocus) c.log(`  focus "${s.focused}" (${s.actions.length} actions, ${s.phase}, side ${s.toAct + 1}, covered ${s.covered})`);
      this.lastFocus = s.focused;
      if (s.covered) {
        await this.dismiss(s);
      } else if (s.window || s.busy || !s.humanToAct || s.toAct < 0) {
        await c.ticks(1);
      } else if (this.midgame && s.toAct === 0 && s.actions.length >= 4) {
        this.midgame = false;
        await this.unplugAndTakeOver(s);
      } else if (this.skipDue(s)) {
        await this.skipAhead(s);
      } else {
        await this.decide(s);
      }
    }
  }

  // decide answers side s.toAct's decision with its pad, as the table's
  // quick() says.
  async decide(s) {
    const c = this.c;
    const pad = padFor(s, s.toAct);
    const q = JSON.parse(await c.page.evaluate(() => window.skirmish.quick()));
    this.quickError = q.error || "";
    const option = q.aim ? "aim" : q.option;
    if (q.error || option === "") {
      await c.ticks(1); // the list is built a frame after the state changes
      return;
    }
    const before = s.actions.length;
    const t0 = Date.now(), taps0 = c.taps;
    if (option === "aim") {
      await this.aim(pad);
    } else {
      await c.choose(pad, option);
    }
    const t = await c.until(`pad ${pad}'s "${option}" for side ${s.toAct + 1}`,
      (t) => t.actions.length !== before || t.covered || t.window || t.phase !== s.phase || t.toAct !== s.toAct || t.selected !== s.selected, 20_000);
    if (option === "aim" && t.actions.length === before) {
      throw new Error(`pad ${pad}'s RT and A did not deploy (cursor ${t.cursor}, aim ${t.aim})`);
    }
    await c.ticks(2);
    const u = await c.state();
    if (process.env.COUCH_DEBUG) c.log(`side ${s.toAct + 1} ${s.phase}: "${option}" in ${c.taps - taps0} taps, ${Date.now() - t0} ms; focus then "${u.focused}"`);
    assert(!(u.focused || "").startsWith("Undo"),
      `after pad ${pad} chose "${option}" the focus is on "${u.focused}": the next A would undo it`);
  }

  // aim brings the cursor of pad to where the selected fighter may
  // deploy and presses A there: B first when the focus is in the action
  // list (the D-pad then moves the cursor), RT to snap the cursor to the
  // next spot when it is not on one, the D-pad toward the table's aim
  // when RT does not bring it there.
  async aim(pad) {
    const c = this.c;
    let s = await c.state();
    if (s.focused) {
      await c.tap(pad, B);
      s = await c.until("the focus out of the list", (s) => !s.focused, 10_000);
    }
    if (s.cursor !== s.aim) {
      await c.tap(pad, RT);
      await c.ticks(1);
      s = await c.state();
    }
    for (let i = 0; i < 60 && s.cursor !== s.aim; i++) {
      assert(s.aim, `the table shows no aim for the deployment: ${JSON.stringify(brief(s))}`);
      const [cx, cy] = s.cursor.split(",").map(Number);
      const [ax, ay] = s.aim.split(",").map(Number);
      await c.tap(pad, ax < cx ? LEFT : ax > cx ? RIGHT : ay < cy ? UP : DOWN);
      await c.ticks(1);
      s = await c.state();
    }
    assert(s.cursor === s.aim, `pad ${pad} could not bring the cursor ${s.cursor} to the aim ${s.aim}`);
    await c.tap(pad, A);
  }

  // dismiss answers the hand-over screen with A on the pad of the side it
  // names, and checks that the A only uncovered the table.
  async dismiss(s) {
    const c = this.c;
    assert(!(s.phase || "").startsWith("Deploy"), `a hand-over screen in the deployment, where no hidden information changes hands`);
    const pad = padFor(s, s.coveredFor);
    await c.tap(pad, A);
    await c.ticks(3);
    const t = await c.state();
    assert(!t.covered, `pad ${pad}'s A did not dismiss the hand-over to side ${s.coveredFor + 1} (seats ${t.seats})`);
    assert(t.actions.length === s.actions.length,
      `the A that dismissed "Pass to" also played ${t.actions.length - s.actions.length} action(s) on the table: ${t.actions.slice(s.actions.length).join("; ")}`);
    assert(t.selected === s.selected, `the A that dismissed "Pass to" also selected "${t.selected}" (was "${s.selected}")`);
    this.handOvers++;
    c.log(`hand-over ${this.handOvers} to side ${s.coveredFor + 1} (${s.phase}) dismissed by pad ${pad}; nothing else happened`);
  }

  // unplugAndTakeOver runs mid-game with side 1 (pad 0's) to act.
  async unplugAndTakeOver(s) {
    const c = this.c;
    await wrongPad(c);
    const seats = s.seats;
    const before = s.actions.length;

    // Unplugged while nobody touches anything: the game pauses at once.
    let w = Date.now();
    await c.until("the app to rest", (s) => s.resting, 30_000);
    c.log(`the app rests after ${Date.now() - w} ms`);
    let d = await c.plug(1, false, true);
    assert(d, "the game did not pause within 300 frames of pad 1 unplugged");
    assert(d.frames <= maxFrames, `the game paused ${d.frames} frames after pad 1 was unplugged, want at most ${maxFrames}`);
    c.log(`pad 1 unplugged while the app rested: paused after ${d.frames} frame(s), ${d.ticks} tick(s)`);

    // The menu stays reachable while paused.
    await c.tap(0, START);
    let t = await c.until("the menu on Start while paused", (s) => s.buttons.Resume, 10_000);
    await c.tap(0, B);
    t = await c.until("B closing the menu", (s) => !s.buttons.Resume, 10_000);
    assert(t.paused, "the game went on with pad 1 still unplugged");

    // Plugged back in, idle: the game goes on with no press.
    w = Date.now();
    await c.until("the app to rest while paused", (s) => s.resting, 30_000);
    c.log(`the app rests after ${Date.now() - w} ms`);
    d = await c.plug(1, true, false);
    assert(d, "the game was still paused 300 frames after pad 1 came back");
    assert(d.frames <= maxFrames, `the pause ended ${d.frames} frames after pad 1 came back, want at most ${maxFrames}`);
    t = await c.state();
    assert(same(t.seats, seats), `after the replug the seats are ${t.seats}, want ${seats}`);
    c.log(`pad 1 plugged back: the game went on after ${d.frames} frame(s), ${d.ticks} tick(s); seats ${t.seats}`);

    // Unplugged again and taken over by pad 0's A.
    assert(await c.plug(1, false, true), "the game did not pause when pad 1 was unplugged again");
    await c.tap(0, A);
    await c.ticks(2);
    t = await c.state();
    assert(!t.paused, `pad 0's A did not take over the side of unplugged pad 1 (seats ${t.seats})`);
    assert(allowed(t, 1, 0), `after the take-over the seats are ${t.seats}: pad 0 should play side 2`);
    assert(t.actions.length === before, `the take-over played ${t.actions.length - before} action(s)`);
    const taken = t.seats;
    c.log(`pad 0 took over side 2: seats ${taken}`);

    await c.plug(1, true, false);
    await c.ticks(5);
    t = await c.state();
    assert(!t.paused, "paused after pad 1 came back to a game taken over");
    assert(same(t.seats, taken), `the replug after the take-over changed the seats from ${taken} to ${t.seats}`);
  }

  // skipDue reports whether the plan's next skip is due.
  skipDue(s) {
    const sk = this.plan.skips[this.skips];
    return sk && !this.midgame && s.actions.length >= sk.after && this.handOvers >= sk.handOvers;
  }

  // skipAhead plays the plan's next stretch of the game through the hook.
  async skipAhead(s) {
    const c = this.c;
    const i = this.skips++;
    const sk = this.plan.skips[i];
    const r = await c.page.evaluate((o) => window.skirmish.skipAhead(o), { skip: i });
    assert(r === "queued", `skipAhead: ${r}`);
    const t = await c.until("the skip", (t) => t.skip, 30_000);
    assert(!t.skip.error, `skipAhead: ${t.skip.error}`);
    assert(t.skip.played > 0, `skip ${i + 1} of ${this.name} played nothing (${t.skip.left} left)`);
    c.log(`in the ${s.phase} after ${s.actions.length} actions: ${t.skip.played} played through skipAhead` + (sk.until ? ", up to the table's stop" : "") + `, ${t.skip.left} left to the pads`);
    await c.ticks(3);
  }
}

// maxFrames is how many frames the game may take to pause when a pad is
// unplugged, or to go on when it comes back: the frame that reads the
// pads, and one more.
const maxFrames = 2;

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// wrongPad checks that a connected pad not seated at the side to act
// neither moves the cursor nor selects nor plays.
async function wrongPad(c) {
  const s = await c.until("a decision", (s) => s.toAct >= 0 && !s.covered && !s.window && !s.busy && s.humanToAct);
  const pad = s.pads.find((p) => !allowed(s, s.toAct, p));
  assert(pad !== undefined, `every connected pad may play side ${s.toAct + 1} (seats ${s.seats}): the seats filter nothing`);
  for (const b of [RIGHT, DOWN, A]) await c.tap(pad, b);
  await c.ticks(2);
  const t = await c.state();
  assert(t.cursor === s.cursor && t.selected === s.selected && t.actions.length === s.actions.length && t.focused === s.focused,
    `pad ${pad}, not seated at side ${s.toAct + 1} (seats ${s.seats}), moved the cursor ${s.cursor} -> ${t.cursor}, ` +
    `selected "${s.selected}" -> "${t.selected}", focused "${s.focused}" -> "${t.focused}", played ${t.actions.length - s.actions.length}`);
}

// play plays one whole game of the ruleset id (named name) from the
// title, a rematch, and back.
async function play(c, id, name) {
  const started = Date.now();
  let s = await c.scene("title");
  if (s.focused !== "Play") await c.choose(0, "Play");
  else await c.tap(0, A); // the first A on the title presses Play
  s = await c.scene("setup");
  for (let i = 0; i < 4 && !s.buttons[`Ruleset: ${name}`]; i++) {
    await c.choose(0, "Ruleset:");
    s = await c.until(`a ruleset`, (s) => Object.keys(s.buttons).some((l) => l.startsWith("Ruleset:")));
  }
  assert(s.buttons[`Ruleset: ${name}`], `the setup offers no ${name}: ${Object.keys(s.buttons)}`);
  for (let i = 0; i < 4; i++) {
    const computer = Object.keys(s.buttons).find((l) => l.endsWith(": Computer"));
    if (!computer) break;
    await c.choose(1, computer);
    s = await c.until(`"${computer}" turned human`, (s) => !s.buttons[computer]);
  }
  assert(!Object.keys(s.buttons).some((l) => l.endsWith(": Computer")), "the setup still has computer sides");
  await c.tap(0, START);
  s = await c.until("the join screen after Start on the setup", (s) => s.scene !== "setup", 10_000).catch(() => null);
  assert(s, "Start on pad 0 on the setup screen did nothing: it should lead to the join screen");
  assert(s.scene === "join", `Start on the setup led to the ${s.scene}, not the join screen`);
  await c.ticks(2);
  await c.tap(0, A); // pad 0 takes the first free side (or keeps its seat)
  await c.tap(1, A); // pad 1 the next
  await c.tap(0, START);
  s = await c.until("the battle", (s) => s.scene === "battle" && s.ruleset);
  assert(s.ruleset === id, `the game is ${s.ruleset}, want ${id}`);
  const plan = s.plan;
  assert(plan, `state() shows no plan for the game of ${name}`);
  assert(!plan.missing, plan.missing);
  // The sides nobody joined go to the pads that did, in turn (a party of
  // four heroes: two each).
  assert(s.seats.length >= 2 && s.seats.every((x, i) => x === padName(i % 2)), `seats ${s.seats}, want ${padName(0)}, ${padName(1)} in turn`);
  assert(s.sitters.length === s.seats.length && s.sitters.every((x) => x === "human"), `sitters ${s.sitters}`);

  const g = new Game(c, name, plan);
  s = await g.toEnd();
  assert(!g.midgame, "the game ended before the unplugging");
  assert(g.skips === plan.skips.length, `the game ended after ${g.skips} of its ${plan.skips.length} skips`);
  if (!plan.hides) assert(g.handOvers === 0, `${name} hides nothing, but ${g.handOvers} hand-over screens showed`);
  assert(g.handOvers >= plan.handOvers, `${name} hides information, but only ${g.handOvers} hand-over screens showed, want at least ${plan.handOvers}`);
  c.log(`${name}: ${s.actions.length} actions to the end, ${g.handOvers} hand-overs, seats ${s.seats}, ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Rematch keeps the seats.
  const seats = s.seats;
  const hash = s.hash;
  await c.choose(0, "Rematch");
  s = await c.until("the rematch", (s) => s.scene === "battle" && !s.window && s.actions.length < 2 && s.hash !== hash, 10_000);
  await c.ticks(2);
  s = await c.state();
  assert(same(s.seats, seats), `after Rematch the seats are ${s.seats}, want ${seats} as before`);
  if (s.covered) await g.dismiss(s);
  await wrongPad(c);
  c.log(`rematch: seats ${s.seats}`);

  // Back to the title through the menu.
  await c.tap(0, START);
  await c.until("the menu", (s) => s.window && s.buttons["Back to title"], 10_000);
  await c.choose(0, "Back to title");
  for (let i = 0; i < 3; i++) {
    s = await c.until("a screen", () => true);
    if (s.scene === "title") break;
    await c.ticks(3);
    s = await c.state();
    const confirm = ["Leave to the title", "Back to title", "Leave", "Yes", "Quit to title"].find((l) => s.buttons[l]);
    if (s.scene !== "title" && confirm) await c.choose(0, confirm);
  }
  await c.scene("title");
}

export async function run(browser, log) {
  const started = Date.now();
  const { page, firstFrameMs } = await openGame(browser, "?seed=5&mute", stubPads);
  log(`from navigation start: ${page.timings}`);
  const c = new Couch(page, log);
  const s0 = await c.until("two gamepads", (s) => s.pads.length === 2);
  assert(s0.rulesets.length > 0 && s0.rulesetNames.length === s0.rulesets.length, `state() lists rulesets ${s0.rulesets}, names ${s0.rulesetNames}`);
  for (const [i, id] of s0.rulesets.entries()) await play(c, id, s0.rulesetNames[i]);

  // Start on the title leads on: to the join screen of the last setup.
  await c.tap(0, START);
  const s = await c.until("a screen after Start on the title", (s) => s.scene !== "title", 10_000).catch(() => null);
  assert(s, "Start on pad 0 on the title did nothing");
  log(`Start on the title led to the ${s.scene} screen; ${c.taps} taps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert(page.errors.length === 0, `the page reported errors:\n${page.errors.join("\n")}`);
  await page.context().close();
  return { firstFrameMs };
}
