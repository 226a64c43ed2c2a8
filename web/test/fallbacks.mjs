// fallbacks.mjs checks that the page explains itself instead of starting
// the game when the browser has no WebAssembly, or cannot make a WebGL
// context (both taken away by init scripts), and that a full browser
// storage gives a clear message rather than losing a change silently.
import { assert, baseURL, clickButton, clickRect, openGame, until } from "./lib.mjs";

export const name = "fallbacks";

function noWebAssembly() {
  delete window.WebAssembly;
}

function noWebGL() {
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function getContext(kind, ...rest) {
    return /webgl/i.test(kind) ? null : get.call(this, kind, ...rest);
  };
}

// message opens the page with init and returns the problem shown.
async function message(browser, init) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 600 } });
  await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(baseURL() + "/");
  await page.waitForFunction(() => !document.getElementById("problem").hidden, null, { timeout: 10_000 });
  const text = await page.evaluate(() => document.getElementById("problem").innerText);
  const canvases = await page.evaluate(() => document.querySelectorAll("canvas").length);
  await context.close();
  return { text, canvases };
}

// fullStorage makes every write of the game to localStorage fail as a
// full storage does.
function fullStorage() {
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItem(key, value) {
    if (String(key).startsWith("skirmish/")) throw new DOMException("the quota has been exceeded", "QuotaExceededError");
    return set.call(this, key, value);
  };
}

export async function run(browser, log) {
  let m = await message(browser, noWebAssembly);
  assert(/cannot run Skirmish/.test(m.text) && /WebAssembly/.test(m.text), `without WebAssembly the page says: ${m.text}`);
  assert(m.canvases === 0, `without WebAssembly the page has ${m.canvases} canvases`);
  log(`without WebAssembly: ${m.text.split("\n")[0]}`);
  m = await message(browser, noWebGL);
  assert(/WebGL is not available/.test(m.text), `without WebGL the page says: ${m.text}`);
  assert(m.canvases === 0, `without WebGL the page has ${m.canvases} canvases`);
  log(`without WebGL: ${m.text.split("\n")[0]}`);

  const { page } = await openGame(browser, "?mute", fullStorage);
  await clickButton(page, "Settings");
  const s = await until(page, "the settings screen", (s) => s.scene === "settings");
  await clickRect(page, s.buttons[Object.keys(s.buttons).find((l) => l.startsWith("Volume:"))]);
  const t = await until(page, "a message about the full storage", (s) => /storage is full/.test(s.toast || ""));
  log(`with a full storage: ${t.toast}`);
  await page.context().close();
}
