/**
 * Saves the Firestore emulator's rule coverage report for the rules-test project
 * (reports/rules-coverage/, JSON, and HTML when asked) and prints two figures:
 * - allow conditions seen both granting and refusing, out of all `allow` statements;
 * - lines of rules code evaluated at least once, out of all lines holding code.
 * The coverage run of the rules layer (`npm run rules:coverage`) calls it from its global
 * teardown (tests/support/rulesGlobalSetup.ts) for the JSON only: the emulator takes ~35 s
 * to build it (115 MB on 30 November 2026), which is why `npm test` does not ask for it.
 * The HTML page, for reading by eye, comes from running this file while the emulators still
 * hold that run's coverage (`node scripts/rules-coverage.mjs`), or from the run with
 * LOTCREW_RULES_COVERAGE_HTML=1; at the report's present size the emulator answers an error
 * page instead, which is said, not saved.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { EMULATOR_HOSTS } from './emulators/suite.mjs';

const OUT_DIR = 'reports/rules-coverage';

function collect(nodes, byLine) {
  for (const node of nodes ?? []) {
    const line = node.sourcePosition?.line;
    if (line) {
      const seen = byLine.get(line) ?? { true: 0, false: 0, any: 0 };
      for (const { value, count } of node.values ?? []) {
        seen.any += count;
        if (value?.boolValue === true) seen.true += count;
        if (value?.boolValue === false) seen.false += count;
      }
      byLine.set(line, seen);
    }
    collect(node.children, byLine);
  }
}

/**
 * @param {string} project the emulator project whose coverage to save
 * @param {{ html?: boolean }} [options] whether to save the HTML page as well
 */
export async function saveRulesCoverage(project = 'demo-lotcrew-rules', { html: withHtml = true } = {}) {
  const base = `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${project}:ruleCoverage`;
  mkdirSync(OUT_DIR, { recursive: true });
  // The emulator builds each form of the report on its own (seconds apiece): asked for together.
  const [json, html] = await Promise.all([
    fetch(base).then((response) => response.json()),
    withHtml
      ? fetch(`${base}.html`).then(async (response) => {
          if (response.ok) return response.text();
          // Past a size the emulator answers its error page instead of the report.
          console.warn(`[rules coverage] the emulator could not build the HTML page (${response.status})`);
          return null;
        })
      : null,
  ]);
  if (json.error) {
    // The report keeps every value each expression took; past a size the emulator cannot
    // build it (500). Say so plainly rather than print figures of nothing.
    console.warn(
      `[rules coverage] the emulator could not build its report (${json.error.code} ${json.error.status}): no figures this run`,
    );
    return null;
  }
  // Unindented: indented, a large report passes the longest string V8 can build.
  writeFileSync(`${OUT_DIR}/firestore-rules-coverage.json`, JSON.stringify(json));
  if (html !== null) writeFileSync(`${OUT_DIR}/firestore-rules-coverage.html`, html);

  const source = json.rules?.files?.[0]?.content ?? '';
  const lines = source.split('\n');
  const byLine = new Map();
  collect(json.report, byLine);

  const allowLines = [];
  const codeLines = [];
  lines.forEach((text, index) => {
    const trimmed = text.trim();
    if (/^allow /.test(trimmed)) allowLines.push(index + 1);
    const isCode =
      trimmed !== '' &&
      !trimmed.startsWith('//') &&
      !/^[{}()]+;?$/.test(trimmed) &&
      !trimmed.startsWith("'") && // the rest of a list of names begun on the line before
      !/^(match|function|service|rules_version)\b/.test(trimmed);
    if (isCode) codeLines.push(index + 1);
  });
  const bothWays = allowLines.filter((line) => {
    const seen = byLine.get(line);
    return seen && seen.true > 0 && seen.false > 0;
  });
  const evaluated = codeLines.filter((line) => (byLine.get(line)?.any ?? 0) > 0);
  const summary = {
    allowConditions: allowLines.length,
    allowConditionsSeenGrantingAndRefusing: bothWays.length,
    neverBothWays: allowLines
      .filter((line) => !bothWays.includes(line))
      .map((line) => lines[line - 1].trim()),
    codeLines: codeLines.length,
    codeLinesEvaluated: evaluated.length,
  };
  writeFileSync(`${OUT_DIR}/summary.json`, JSON.stringify(summary, null, 2));
  console.log(
    `rules coverage: ${bothWays.length}/${allowLines.length} allow conditions seen both granting and refusing; ` +
      `${evaluated.length}/${codeLines.length} lines of rules code evaluated (report: ${OUT_DIR}/)`,
  );
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) await saveRulesCoverage();
