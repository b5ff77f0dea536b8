import { describe, expect, test } from 'vitest';
import {
  checkTimeBudgets,
  formatTimingTable,
  playwrightTimings,
  unexplainedSlowTests,
} from './testTimings.mjs';
import {
  ALLOWANCE_ENV,
  MOST_ALLOWANCE,
  allowanceFor,
  allowanceForRun,
  allowanceFromEnv,
  mean,
  stretchedMs,
} from './machineSpeed.mjs';

const BUDGETS = { check: 90, unit: 90, e2e: 480, total: 900 };

describe('the time budgets of npm test', () => {
  test('a layer within its budget, or over it by at most 15 %, passes', () => {
    const { rows, over } = checkTimeBudgets(
      [
        { layer: 'check', seconds: 80, files: [] },
        { layer: 'unit', seconds: 103, files: [] },
      ],
      BUDGETS,
      183,
    );
    expect(over).toEqual([]);
    expect(rows.map((row) => row.over)).toEqual([false, false]);
  });

  test('a layer over its budget by more than 15 % fails, naming its slowest files first', () => {
    const files = [
      { file: 'src/a.test.ts', seconds: 1 },
      { file: 'src/slow.test.tsx', seconds: 60 },
      { file: 'src/b.test.ts', seconds: 2 },
    ];
    const { over } = checkTimeBudgets([{ layer: 'unit', seconds: 104, files }], BUDGETS, 104);
    expect(over).toHaveLength(1);
    expect(over[0]?.layer).toBe('unit');
    expect(over[0]?.slowest.map((file) => file.file)).toEqual([
      'src/slow.test.tsx',
      'src/b.test.ts',
      'src/a.test.ts',
    ]);
  });

  test('on a machine measured slower, every budget stretches by its allowance; a faster one is held to them', () => {
    const layers = [{ layer: 'unit', seconds: 130, files: [] }];
    expect(checkTimeBudgets(layers, BUDGETS, 130).over.map((row) => row.layer)).toEqual(['unit']);
    const slower = checkTimeBudgets(layers, BUDGETS, 130, 1.3);
    expect(slower.over).toEqual([]);
    expect(slower.rows[0]?.budget).toBe(117);
    expect(allowanceFor(1_300, 1_000)).toBe(1.3);
    expect(allowanceFor(800, 1_000)).toBe(1);
    expect(allowanceFor(5_000, 1_000)).toBe(MOST_ALLOWANCE);
    expect(checkTimeBudgets(layers, BUDGETS, 130, allowanceFor(5_000, 1_000)).rows[0]?.budget).toBe(
      Math.round(90 * MOST_ALLOWANCE),
    );
  });

  test('a run is judged by the slower of the machine’s readings before and after it', () => {
    // Read fast before the run, slow after it: the layers ran on the slower machine too.
    expect(allowanceForRun([600, 840], 400)).toBe(2.1);
    expect(allowanceForRun([840, 600], 400)).toBe(2.1);
    expect(allowanceForRun([300, 350], 400)).toBe(1);
  });

  test('the end-to-end tests are told the allowance, and their time limits stretch by it within its bounds', () => {
    // playwright.config.ts multiplies a test's 60 s and an expectation's 15 s by it.
    expect(allowanceFromEnv({ [ALLOWANCE_ENV]: '1.84' })).toBe(1.84);
    // Run by hand (no npm test around it), or told nonsense: the limits as written.
    expect(allowanceFromEnv({})).toBe(1);
    expect(allowanceFromEnv({ [ALLOWANCE_ENV]: 'fast' })).toBe(1);
    // Never shorter than written, never longer than the layers' own allowance.
    expect(allowanceFromEnv({ [ALLOWANCE_ENV]: '0.5' })).toBe(1);
    expect(allowanceFromEnv({ [ALLOWANCE_ENV]: '9' })).toBe(MOST_ALLOWANCE);
    expect(stretchedMs(60_000, { [ALLOWANCE_ENV]: '1.84' })).toBe(110_400);
    expect(stretchedMs(15_000, {})).toBe(15_000);
  });

  test('a slower machine stretches the total as it stretches the layers; the budgets’ machine does not', () => {
    const layers = [
      { layer: 'check', seconds: 150, files: [] },
      { layer: 'unit', seconds: 150, files: [] },
      { layer: 'e2e', seconds: 800, files: [{ file: 'tests/e2e/x.spec.ts', seconds: 700 }] },
    ];
    // Measured twice as slow: each layer within its doubled budget, the run's 1,100 s within 1,800.
    const slower = checkTimeBudgets(layers, BUDGETS, 1_100, 2);
    expect(slower.rows.map((row) => [row.layer, row.budget, row.over])).toEqual([
      ['check', 180, false],
      ['unit', 180, false],
      ['e2e', 960, false],
      ['total', 1_800, false],
    ]);
    // The same times on the budgets' machine: every layer over, and the total over its 900 s.
    const asFast = checkTimeBudgets(layers, BUDGETS, 1_100, 1);
    expect(asFast.over.map((row) => row.layer)).toEqual(['check', 'unit', 'e2e', 'total']);
  });

  test('the machine’s yardstick is the mean of its runs, to the millisecond', () => {
    expect(mean([900, 1_400, 1_000, 1_101])).toBe(1_100);
  });

  test('the total is checked only when every budgeted layer ran', () => {
    const partial = checkTimeBudgets([{ layer: 'unit', seconds: 50, files: [] }], BUDGETS, 2000);
    expect(partial.rows.map((row) => row.layer)).toEqual(['unit']);
    const whole = checkTimeBudgets(
      [
        { layer: 'check', seconds: 80, files: [{ file: 'lint', seconds: 80 }] },
        { layer: 'unit', seconds: 80, files: [] },
        { layer: 'e2e', seconds: 480, files: [{ file: 'tests/e2e/x.spec.ts', seconds: 400 }] },
      ],
      BUDGETS,
      1100,
    );
    expect(whole.over.map((row) => row.layer)).toEqual(['total']);
    expect(whole.over[0]?.slowest[0]?.file).toBe('tests/e2e/x.spec.ts');
  });

  test('the printed table marks a layer over budget by how much', () => {
    const { rows } = checkTimeBudgets([{ layer: 'unit', seconds: 180, files: [] }], BUDGETS, 180);
    expect(formatTimingTable(rows)).toMatch(/unit\s+180\s+90\s+OVER by 100 %/);
  });
});

describe('end-to-end timings from the Playwright report', () => {
  const report = {
    suites: [
      {
        file: 'tickets.spec.ts',
        specs: [
          {
            file: 'tickets.spec.ts',
            title: 'a crew member claims a ticket',
            tests: [{ annotations: [], results: [{ duration: 9_000 }, { duration: 12_500 }] }],
          },
          {
            file: 'tickets.spec.ts',
            title: 'a walk over every ticket screen',
            tests: [
              {
                annotations: [{ type: 'slow', description: 'scans eleven screens' }],
                results: [{ duration: 30_000 }],
              },
            ],
          },
        ],
        suites: [
          {
            specs: [
              {
                file: 'tickets.spec.ts',
                title: 'nested',
                tests: [{ annotations: [{ type: 'slow' }], results: [{ duration: 1_000 }] }],
              },
            ],
          },
        ],
      },
    ],
  };

  test('adds up each file’s tests, retries included, and says which tests explain their length', () => {
    const { files, tests } = playwrightTimings(report);
    expect(files).toEqual([{ file: 'tests/e2e/tickets.spec.ts', seconds: 52.5 }]);
    expect(tests.map((t) => [t.title, t.seconds, t.slowBecause])).toEqual([
      ['a crew member claims a ticket', 21.5, null],
      ['a walk over every ticket screen', 30, 'scans eleven screens'],
      ['nested', 1, null],
    ]);
    expect(unexplainedSlowTests(tests).map((t) => t.title)).toEqual(['a crew member claims a ticket']);
    // On a machine measured 1.1× slower, 21.5 s is what 19.5 s is on the budgets' machine.
    expect(unexplainedSlowTests(tests, 1.1)).toEqual([]);
  });
});

/**
 * The runner's own budget check, shown failing: `LOTCREW_SLOW_UNIT_TEST_S=120
 * LOTCREW_ENFORCE_TIME_BUDGETS=1 npm test -- --only unit` slows the unit layer past its
 * budget and the run fails, naming this file as the slowest.
 */
const slowdownSeconds = Number(process.env.LOTCREW_SLOW_UNIT_TEST_S ?? 0);
test.runIf(slowdownSeconds > 0)(
  'slows the unit layer on purpose by LOTCREW_SLOW_UNIT_TEST_S seconds (skipped unless that is set)',
  async () => {
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, slowdownSeconds * 1000));
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(slowdownSeconds * 1000 - 50);
  },
  slowdownSeconds * 1000 + 10_000,
);
