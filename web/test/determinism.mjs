// determinism.mjs checks that the rules give the same game in the browser
// as natively: the browser build verifies every replay of the determinism
// corpus (rules/determinism/testdata/replays) through window.skirmish
// .verifyReplay, and each line it gives (action count, final hash, digest
// of the hash after every action) must equal the line of its ruleset's
// hashes file (testdata/replays/<ruleset>/hashes.txt), which the native
// test (go test ./rules/determinism) checks the same replays against. The
// browser build holds every ruleset of game/rulesets, so a new ruleset's
// replays are checked here as soon as they are in the corpus.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { assert, openGame, root } from "./lib.mjs";

export const name = "determinism";

const pkg = path.join(root, "rules/determinism");
const corpus = path.join(pkg, "testdata");

// hashes reads every ruleset's hashes file into a map from a replay's path
// (relative to the package) to its line.
function hashes() {
  const want = new Map();
  for (const ruleset of readdirSync(path.join(corpus, "replays")).sort()) {
    const file = path.join(corpus, "replays", ruleset, "hashes.txt");
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line && !line.startsWith("#")) want.set(line.split(" ")[0], line);
    }
  }
  return want;
}

// replays lists the corpus's replay files, relative to its package, sorted.
function replays() {
  const out = [];
  for (const ruleset of readdirSync(path.join(corpus, "replays")).sort()) {
    for (const f of readdirSync(path.join(corpus, "replays", ruleset)).sort()) {
      if (f.endsWith(".replay.json")) out.push(`testdata/replays/${ruleset}/${f}`);
    }
  }
  return out;
}

export async function run(browser, log) {
  const want = hashes();
  const { page } = await openGame(browser, "?mute");
  const paths = replays();
  assert(paths.length >= want.size && paths.length > 0, `${paths.length} replays in the corpus, ${want.size} lines in the hashes files`);
  const rulesets = new Set();
  const start = Date.now();
  for (const p of paths) {
    const text = readFileSync(path.join(pkg, p), "utf8");
    const got = await page.evaluate(([p, text]) => window.skirmish.verifyReplay(p, text), [p, text]);
    assert(got === want.get(p), `${p}: the browser gives\n\t${got}\n${p.split("/").slice(0, 3).join("/")}/hashes.txt (checked natively) records\n\t${want.get(p)}`);
    rulesets.add(p.split("/")[2]);
  }
  assert(page.errors.length === 0, `page errors: ${page.errors.join("; ")}`);
  log(`${paths.length} replays of ${[...rulesets].join(", ")} give the native hashes (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  await page.context().close();
}
