// run.mjs runs the browser tests one after another in one headless
// Chromium and prints a line per test, the time to first frame, and
// "browser: N passed, N failed". build/browser-test starts the server and
// sets SKIRMISH_URL and SKIRMISH_BIN. Pass test names to run only those.
import { launch } from "./lib.mjs";
import * as play from "./play.mjs";
import * as gamepads from "./gamepads.mjs";
import * as fallbacks from "./fallbacks.mjs";
import * as determinism from "./determinism.mjs";

const tests = [play, gamepads, fallbacks, determinism].filter((t) => process.argv.length <= 2 || process.argv.includes(t.name));
const browser = await launch();
console.log(`browser: ${browser.version()}`);
let passed = 0;
let failed = 0;
const firstFrames = [];
for (const t of tests) {
  const start = Date.now();
  const log = (msg) => console.log(`  ${t.name}: ${msg}`);
  try {
    const res = await t.run(browser, log);
    if (res && res.firstFrameMs) firstFrames.push(res.firstFrameMs);
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
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
