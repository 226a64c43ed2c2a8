// play.mjs plays First Blood in the browser with real mouse clicks and
// keys, from the title screen, against the computer (seeded by the game's
// seed, so its moves are the same every run), then checks that the native
// build reaches the same hash from the actions the page reports. It saves
// the replay (a download), opens it again with the file picker, takes a
// screenshot of the battle, and checks that the settings live in browser
// storage: read at start, written when changed, there after a reload.
import { readFileSync } from "node:fs";
import {
  assert, brief, clickButton, clickRect, clickSquare, key, nativeHash, openGame, screenshot, shift, state, until,
} from "./lib.mjs";

export const name = "play";

// presetSettings runs in the page before its scripts: on the first visit
// it stores settings in which the computer does not pause between actions,
// as a player's earlier visit would have (plain JSON, no header).
function presetSettings() {
  if (localStorage.getItem("skirmish/settings.json") === null) {
    localStorage.setItem("skirmish/settings.json", JSON.stringify({ version: 1, computer_pace: 0 }));
  }
}

// storedSettings returns the settings file kept in browser storage.
async function storedSettings(page) {
  const v = await page.evaluate(() => localStorage.getItem("skirmish/settings.json"));
  return JSON.parse(v.slice(v.indexOf("{")));
}

export async function run(browser, log) {
  const { page, firstFrameMs } = await openGame(browser, "?seed=7&mute", presetSettings);
  log(`from navigation start: ${page.timings}`);

  let s = await state(page);
  assert(s.scene === "title", `the page opened on ${s.scene}, not the title`);
  assert(s.settings.computer_pace === 0, `computer pace ${s.settings.computer_pace}, want 0 from browser storage`);

  // A setting changed on the settings screen is written at once.
  await clickButton(page, "Settings");
  s = await until(page, "the settings screen", (s) => s.scene === "settings");
  const volume = Object.keys(s.buttons).find((l) => l.startsWith("Volume:"));
  await clickRect(page, s.buttons[volume]);
  s = await until(page, "a new volume", (s) => s.settings.volume !== 70);
  let saved;
  await until(page, "the settings saved", async () => {
    saved = await storedSettings(page);
    return saved.volume === s.settings.volume;
  });
  assert(saved.computer_pace === 0, `stored settings ${JSON.stringify(saved)}`);
  log(`volume set to ${saved.volume}; browser storage holds ${JSON.stringify(saved)}`);
  await clickButton(page, "Done");
  await until(page, "the title", (s) => s.scene === "title");
  await clickButton(page, "Play");
  await until(page, "the setup screen", (s) => s.scene === "setup");
  await clickButton(page, "Start");
  s = await until(page, "the battle with its board laid out", (s) => s.scene === "battle" && s.squares && s.humanToAct);
  assert(s.scenario === "first-blood" && s.seed === 7, `battle ${s.scenario} seed ${s.seed}, want first-blood seed 7`);
  assert(s.sitters.join() === "human,ai", `seats ${s.sitters}, want human,ai`);

  // Move Gnome A two squares west: key 1 (Move), a click on the square,
  // the left arrow for the facing, Enter.
  const gnome = s.models.find((m) => m.id === "A");
  const to = shift(gnome.at, -2);
  const move = s.choices.findIndex((c) => c.label.startsWith("Move"));
  assert(move >= 0 && move < 9, `no Move in the action bar: ${JSON.stringify(s.choices)}`);
  await key(page, `Digit${move + 1}`);
  await clickSquare(page, to);
  await key(page, "ArrowLeft");
  await key(page, "Enter");
  s = await until(page, "the move", (s) => s.actions.length === 1);
  const path = `${shift(gnome.at, -1)}-${to}`; // the notation lists the squares walked
  assert(s.actions[0] === `A move ${path} W`, `first action ${s.actions[0]}, want A move ${path} W`);

  // End the turn with the mouse; the computer plays the Goblins' turn.
  await clickButton(page, "End turn");
  s = await until(page, "the computer's turn", (s) => s.actions.length >= 3 && s.humanToAct && !s.busy, 60_000);
  assert(s.actions[1] === "end", `second action ${s.actions[1]}, want end`);

  // One more: select Gnome A with a click and walk it back east.
  const back = (await state(page)).models.find((m) => m.id === "A");
  if (s.phase === "act") {
    await clickSquare(page, back.at);
    const n = s.actions.length;
    await clickSquare(page, shift(back.at, 1));
    await key(page, "ArrowRight");
    await key(page, "Enter");
    s = await until(page, "the second move", (s) => s.actions.length > n);
  }

  // The native build agrees on the position.
  const want = nativeHash(s.scenario, s.seed, s.actions);
  log(`${s.actions.length} actions (${s.actions.join("; ")}); hash ${s.hash}, native ${want}`);
  assert(s.hash === want, `browser hash ${s.hash}, native hash ${want}`);
  const shot = await screenshot(page, "play");
  log(`screenshot ${shot}`);

  // Save the replay: the browser downloads it and keeps a copy.
  await clickButton(page, "Menu");
  await until(page, "the menu", (s) => s.window);
  const downloaded = page.waitForEvent("download");
  await clickButton(page, "Save replay");
  const dl = await downloaded;
  const file = await dl.path();
  const replay = JSON.parse(readFileSync(file, "utf8"));
  assert(replay.actions && replay.actions.length === s.actions.length,
    `the downloaded replay ${dl.suggestedFilename()} has ${replay.actions && replay.actions.length} actions, want ${s.actions.length}`);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("skirmish/replays/")));
  assert(kept.length === 1, `browser storage keeps ${kept.length} replays, want 1`);
  log(`replay downloaded as ${dl.suggestedFilename()}, kept as ${kept[0]}`);

  // Open it with the file picker from the load screen.
  await clickButton(page, "Menu");
  await until(page, "the menu", (s) => s.window);
  await clickButton(page, "Load replay");
  s = await until(page, "the load screen", (s) => s.scene === "load");
  assert(s.buttons["Open a replay file…"], `no "Open a replay file…" button: ${JSON.stringify(brief(s))}`);
  const chooser = page.waitForEvent("filechooser");
  await clickRect(page, s.buttons["Open a replay file…"]);
  await (await chooser).setFiles(file);
  s = await until(page, "the replay viewer", (s) => s.scene === "replay");
  assert(s.scenario === "first-blood" && s.seed === 7, `the viewer shows ${s.scenario} seed ${s.seed}`);

  // After a reload the settings are those stored.
  await page.reload();
  await page.waitForFunction(() => window.skirmish && window.skirmish.ready, null, { timeout: 120_000 });
  s = await state(page);
  assert(s.settings.volume === saved.volume && s.settings.computer_pace === 0,
    `after a reload: volume ${s.settings.volume}, pace ${s.settings.computer_pace}; want ${saved.volume}, 0`);

  assert(page.errors.length === 0, `the page reported errors:\n${page.errors.join("\n")}`);
  await page.context().close();
  return { firstFrameMs, served: page.served };
}
