// run.mjs runs the browser tests one after another in one headless
// Chromium and prints a line per test, the download as served, the time
// to first frame, and "browser: N passed, N failed". build/browser-test
// starts the server and sets SKIRMISH_URL, SKIRMISH_BIN and
// SKIRMISH_DOWNLOAD_BUDGET (web/download-budget): the download, sent with
// brotli to Chromium (which asks for it from 127.0.0.1), must fit in it.
// Pass test names to run only those.
import { launch, describeServed } from "./lib.mjs";
import * as play from "./play.mjs";
import * as gamepads from "./gamepads.mjs";
import * as fallbacks from "./fallbacks.mjs";
import * as determinism from "./determinism.mjs";
import * as couch from "./couch.mjs";

const tests = [play, gamepads, couch, fallbacks, determinism].filter((t) => process.argv.length <= 2 || process.argv.includes(t.name));
const browser = await launch();
console.log(`browser: ${browser.version()}`);
let passed = 0;
let failed = 0;
const firstFrames = [];
let served;
for (const t of tests) {
  const start = Date.now();
  const log = (msg) => console.log(`  ${t.name}: ${msg}`);
  try {
    const res = await t.run(browser, log);
    if (res && res.firstFrameMs) firstFrames.push(res.firstFrameMs);
    if (res && res.served) served = res.served;
    passed++;
    console.log(`--- PASS ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed++;
    console.log(`--- FAIL ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)\n${e.stack || e}`);
  }
}
await browser.close();
if (firstFrames.length > 0) {
  const ms = firstFrames.map((v) => Math.round(v));
  console.log(`time to first frame (navigation start to window.skirmish.ready): ${ms.join(" ms, ")} ms`);
}
if (served) {
  console.log(`download as served: ${describeServed(served)}`);
  const problems = [];
  for (const f of served.files) {
    if (f.encoding !== "br") problems.push(`${f.name} came with Content-Encoding ${f.encoding}, not br`);
  }
  if (served.files.length !== 3) problems.push(`the page loaded ${served.files.map((f) => f.name).join(", ")}, not index.html, wasm_exec.js and skirmish.wasm`);
  const budget = Number(process.env.SKIRMISH_DOWNLOAD_BUDGET || 0);
  if (budget > 0 && served.total > budget) problems.push(`the download is ${served.total} bytes, over the budget of ${budget}`);
  if (problems.length > 0) {
    failed++;
    console.log(`--- FAIL download\n${problems.join("\n")}`);
  } else {
    passed++;
    console.log(`--- PASS download (${served.total} bytes${budget > 0 ? `, budget ${budget}` : ""})`);
  }
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
