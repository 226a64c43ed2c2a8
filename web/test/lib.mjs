// Helpers shared by the browser tests: starting Chromium, opening the game,
// reading window.skirmish.state(), clicking what it reports, and checking
// a game's hash against the native build.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(path.join(root, "build/.cache/npm/node_modules/"));
const { chromium } = require("playwright-core");

// env returns a required environment variable or stops with a message.
function env(name) {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the tests with build/browser-test`);
  return v;
}

export const baseURL = () => env("SKIRMISH_URL").replace(/\/$/, "");
export const outDir = path.join(root, "dist/web-test");

// launch starts headless Chromium with software WebGL (SwiftShader through
// ANGLE): the machines that run the tests have no GPU.
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

// openGame opens the page at query on a new 1280x800 page, collects the
// page's errors, waits for the game's first frame and returns the page
// with the time from navigation start to that frame, in ms, and what the
// server sent (page.served: the bytes of each file as they came over the
// wire, their size decoded and their Content-Encoding).
export async function openGame(browser, query, init) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const encodings = {};
  page.on("response", (r) => {
    encodings[fileOf(r.url())] = r.headers()["content-encoding"] || "identity";
  });
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(String(e.message || e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !/favicon/.test(m.text())) page.errors.push("console: " + m.text());
  });
  await page.goto(baseURL() + "/" + query);
  await page.waitForFunction(() => window.skirmish && window.skirmish.ready, null, { timeout: 120_000 });
  const firstFrameMs = await page.evaluate(() => window.skirmish.readyAt);
  const marks = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType("mark").map((m) => [m.name.replace("skirmish-", ""), Math.round(m.startTime)])));
  page.timings = `downloaded at ${marks.downloaded} ms, instantiated at ${marks.instantiated} ms, first frame at ${Math.round(firstFrameMs)} ms`;
  const files = await page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((e) => ({
      url: e.name,
      bytes: e.encodedBodySize,
      raw: e.decodedBodySize,
    })));
  page.served = servedFiles(files, encodings);
  return { page, firstFrameMs, served: page.served };
}

// servedFiles keeps the page, wasm_exec.js and skirmish.wasm from the
// page's resource timings (the bytes of each body as sent, and decoded),
// with the Content-Encoding each came with, and their total.
function servedFiles(entries, encodings) {
  const files = [];
  for (const e of entries) {
    const name = fileOf(e.url);
    if (["index.html", "wasm_exec.js", "skirmish.wasm"].includes(name) && !files.some((f) => f.name === name)) {
      files.push({ name, bytes: e.bytes, raw: e.raw, encoding: encodings[name] || "?" });
    }
  }
  return { files, total: files.reduce((t, f) => t + f.bytes, 0) };
}

// fileOf names the file of a URL of the game: "/" is index.html.
function fileOf(url) {
  return new URL(url).pathname.split("/").pop() || "index.html";
}

// describeServed says what servedFiles found, a file a line.
export function describeServed(s) {
  const mib = (n) => (n / 1048576).toFixed(2);
  return s.files.map((f) => `${f.name} ${f.bytes} bytes (${f.encoding}; ${f.raw} decoded)`).join(", ") +
    `; ${s.total} bytes in all (${mib(s.total)} MiB)`;
}

// state returns window.skirmish.state(), parsed.
export async function state(page) {
  return JSON.parse(await page.evaluate(() => window.skirmish.state()));
}

// until polls the state until cond (which may be async) holds, failing
// with what after timeout.
export async function until(page, what, cond, timeout = 30_000) {
  const end = Date.now() + timeout;
  let s;
  for (;;) {
    s = await state(page);
    if (await cond(s)) return s;
    if (Date.now() > end) {
      throw new Error(`${what} did not happen within ${timeout} ms; last state: ${JSON.stringify(brief(s))}`);
    }
    await page.waitForTimeout(50);
  }
}

// ticks waits until the game has run n more ticks.
export async function ticks(page, n) {
  const t = (await state(page)).tick;
  await until(page, `${n} ticks`, (s) => s.tick >= t + n, 10_000);
}

// brief drops the bulky fields of a state for messages.
export function brief(s) {
  const { squares, buttons, models, ...rest } = s || {};
  return { ...rest, buttons: Object.keys(buttons || {}) };
}

const centre = (r) => [r[0] + r[2] / 2, r[1] + r[3] / 2];

// clickRect moves the mouse to the middle of r ([x, y, w, h]) and clicks,
// leaving the game a few ticks to see each step.
export async function clickRect(page, r) {
  const [x, y] = centre(r);
  await page.mouse.move(x, y);
  await ticks(page, 2);
  await page.mouse.down();
  await ticks(page, 2);
  await page.mouse.up();
  await ticks(page, 2);
}

// clickButton clicks the button labelled label in the current scene.
export async function clickButton(page, label) {
  const s = await until(page, `a button "${label}"`, (s) => s.buttons[label] && !s.disabled.includes(label));
  await clickRect(page, s.buttons[label]);
}

// clickSquare clicks the board square named sq ("k3").
export async function clickSquare(page, sq) {
  const s = await until(page, `square ${sq} on the board`, (s) => s.squares && s.squares[sq]);
  await clickRect(page, s.squares[sq]);
}

// key presses a key for a few ticks.
export async function key(page, name) {
  await page.keyboard.down(name);
  await ticks(page, 2);
  await page.keyboard.up(name);
  await ticks(page, 2);
}

// nativeHash plays actions with the native build (skirmish play -json)
// and returns the final hash it reports.
export function nativeHash(scenario, seed, actions) {
  const bin = env("SKIRMISH_BIN");
  const out = execFileSync(bin, ["play", "-scenario", scenario, "-seed", String(seed), "-actions", actions.join("; "), "-json"], {
    encoding: "utf8",
  });
  return JSON.parse(out).hash;
}

// screenshot saves the page to dist/web-test/NAME.png and returns the path.
export async function screenshot(page, name) {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, name + ".png");
  await page.screenshot({ path: file });
  return file;
}

// assert throws msg when ok is false.
export function assert(ok, msg) {
  if (!ok) throw new Error(msg);
}

// shift returns the square dx columns from sq ("m3", -2 gives "k3").
export function shift(sq, dx) {
  const m = /^([a-z]+)(\d+)$/.exec(sq);
  assert(m && m[1].length === 1, `cannot shift square ${sq}`);
  return String.fromCharCode(m[1].charCodeAt(0) + dx) + m[2];
}
