// How long `npm test` took, layer by layer and file by file, and whether that is inside
// the time budgets of tests/time-budgets.json. Pure functions: scripts/test-all.mjs feeds
// them the reports each layer writes; scripts/testTimings.test.ts checks them.

/** A layer over its budget by more than this share fails the run (where budgets are enforced). */
export const BUDGET_TOLERANCE = 0.15;
/** An end-to-end test longer than this says why (Playwright's `test.slow(true, 'why')`). */
export const SLOW_E2E_TEST_SECONDS = 20;
/** How many of a layer's slowest files the summary names. */
export const SLOWEST_SHOWN = 5;

const seconds = (milliseconds) => Math.round(milliseconds) / 1000;

/**
 * Every test of a Playwright JSON report, in one walk: where it is, its status, its time
 * (its retries added up), why it says it is slow, and its last error; and the per-file
 * times, slowest first.
 * @returns {{ files: { file: string, seconds: number }[], tests: { file: string, where: string, title: string, status: string, seconds: number, slowBecause: string | null, error: string | undefined }[] }}
 */
export function playwrightTimings(report) {
  const tests = [];
  const visit = (suites) => {
    for (const suite of suites ?? []) {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const milliseconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          const slow = [
            ...(test.annotations ?? []),
            ...(test.results ?? []).flatMap((r) => r.annotations ?? []),
          ]
            .filter((annotation) => annotation.type === 'slow' && annotation.description)
            .map((annotation) => annotation.description);
          tests.push({
            file: `tests/e2e/${spec.file}`,
            where: `${spec.file}:${spec.line}`,
            title: spec.title,
            status: test.status,
            seconds: seconds(milliseconds),
            slowBecause: slow[0] ?? null,
            error: test.results?.at(-1)?.error?.message,
          });
        }
      }
      visit(suite.suites);
    }
  };
  visit(report?.suites);
  const perFile = new Map();
  for (const test of tests) perFile.set(test.file, (perFile.get(test.file) ?? 0) + test.seconds);
  const files = [...perFile]
    .map(([file, total]) => ({ file, seconds: Math.round(total * 1000) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  return { files, tests };
}

/**
 * End-to-end tests over SLOW_E2E_TEST_SECONDS (stretched by the machine's allowance, as the
 * budgets are: scripts/machineSpeed.mjs) that do not say why.
 * @template {{ seconds: number, slowBecause: string | null }} T
 * @param {T[]} tests
 * @param {number} [allowance]
 * @returns {T[]}
 */
export function unexplainedSlowTests(tests, allowance = 1) {
  return tests.filter((test) => test.seconds > SLOW_E2E_TEST_SECONDS * allowance && !test.slowBecause);
}

/**
 * Compares each layer's time with its budget (seconds), and the whole run's with the total
 * when every budgeted layer ran. A layer over by more than BUDGET_TOLERANCE is over.
 * `allowance` stretches every budget, the total's too, for a machine measured slower than
 * the budgets' own (scripts/machineSpeed.mjs); the rows carry the stretched budgets. The
 * total's 15 minutes are the project's on the budgets' machine, where layers within their
 * budgets take ~620 s at most: a total that did not stretch failed on a machine 4-5× slower
 * alone, every test passing and every layer within its budget (docs/testing.md, 2 December).
 * @param {{ layer: string, seconds: number, files?: { file: string, seconds: number }[] }[]} layers
 * @param {Record<string, number>} givenBudgets
 * @param {number} totalSeconds
 * @param {number} [allowance]
 * @returns {{ rows: { layer: string, seconds: number, budget: number | null, over: boolean }[], over: { layer: string, seconds: number, budget: number, slowest: { file: string, seconds: number }[] }[] }}
 */
export function checkTimeBudgets(layers, givenBudgets, totalSeconds, allowance = 1) {
  const budgets = Object.fromEntries(
    Object.entries(givenBudgets).map(([layer, budget]) => [layer, Math.round(budget * allowance)]),
  );
  const rows = layers.map(({ layer, seconds: taken }) => {
    const budget = budgets[layer] ?? null;
    return {
      layer,
      seconds: taken,
      budget,
      over: budget !== null && taken > budget * (1 + BUDGET_TOLERANCE),
    };
  });
  const everyLayerRan = Object.keys(budgets)
    .filter((layer) => layer !== 'total')
    .every((layer) => layers.some((row) => row.layer === layer));
  if (everyLayerRan && budgets.total !== undefined) {
    rows.push({
      layer: 'total',
      seconds: totalSeconds,
      budget: budgets.total,
      over: totalSeconds > budgets.total * (1 + BUDGET_TOLERANCE),
    });
  }
  const over = rows
    .filter((row) => row.over)
    .map((row) => ({
      layer: row.layer,
      seconds: row.seconds,
      budget: /** @type {number} */ (row.budget),
      slowest: (row.layer === 'total'
        ? layers.flatMap((layer) => layer.files ?? [])
        : (layers.find((layer) => layer.layer === row.layer)?.files ?? [])
      )
        .toSorted((a, b) => b.seconds - a.seconds)
        .slice(0, SLOWEST_SHOWN),
    }));
  return { rows, over };
}

/** The layer table `npm test` prints: layer, seconds, budget, and a mark where over. */
export function formatTimingTable(rows) {
  const lines = ['  layer          seconds   budget'];
  for (const row of rows) {
    const budget = row.budget === null ? '-' : String(row.budget);
    const mark = row.over ? `  OVER by ${Math.round((row.seconds / row.budget - 1) * 100)} %` : '';
    lines.push(
      `  ${row.layer.padEnd(13)} ${row.seconds.toFixed(0).padStart(8)} ${budget.padStart(8)}${mark}`,
    );
  }
  return lines.join('\n');
}
