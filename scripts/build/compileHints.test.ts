import MagicString from 'magic-string';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { compiledWhole, EAGER_COMPILE_HINT, withCompileHint } from './compileHints';

const chunk = (facadeModuleId: string | null, kind: 'entry' | 'lazy' | 'shared') => ({
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  facadeModuleId,
});

describe('which chunks V8 is told to compile whole', () => {
  it('the entry and every screen the app opens lazily', () => {
    expect(compiledWhole(chunk('/app/index.html', 'entry'))).toBe(true);
    expect(compiledWhole(chunk('/app/src/features/tickets/TicketListPage.tsx', 'lazy'))).toBe(true);
    expect(compiledWhole(chunk('C:\\app\\src\\features\\finance\\FinancePage.tsx', 'lazy'))).toBe(true);
  });

  it('not the libraries and app code loaded on demand, nor the chunks screens share', () => {
    expect(compiledWhole(chunk('/app/src/data/signedInWork.ts', 'lazy'))).toBe(false);
    expect(compiledWhole(chunk('/app/node_modules/firebase/firestore/dist/index.esm.js', 'lazy'))).toBe(
      false,
    );
    expect(compiledWhole(chunk('/app/src/ui/VirtualList.tsx', 'shared'))).toBe(false);
    expect(compiledWhole(chunk(null, 'shared'))).toBe(false);
  });
});

describe('the hint on a built chunk', () => {
  // A minified chunk and its source map, as the build writes them (made by magic-string,
  // read back by source-map-js, which neither this project nor the hint wrote).
  const original = 'export function shown(a){return a+1}\nexport const hidden=2;';
  const source = new MagicString(original);
  const map = source.generateMap({ source: 'src/features/x.ts', hires: true, includeContent: true });

  it('is the first line, the chunk after it unchanged', () => {
    const hinted = withCompileHint(original, map.mappings);
    expect(hinted.code.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(hinted.code.slice(EAGER_COMPILE_HINT.length + 1)).toBe(original);
  });

  it('keeps every position of the chunk pointing at the same place in the source', () => {
    const hinted = withCompileHint(original, map.mappings);
    const before = new SourceMapConsumer({ ...map, version: '3' });
    const after = new SourceMapConsumer({ ...map, version: '3', mappings: hinted.mappings });
    const lines = original.split('\n');
    for (const [index, line] of lines.entries())
      for (const column of [0, 7, line.indexOf('=') + 1]) {
        const was = before.originalPositionFor({ line: index + 1, column });
        expect(was.line).toBe(index + 1);
        expect(after.originalPositionFor({ line: index + 2, column })).toEqual(was);
      }
    // The hint itself maps to nothing.
    expect(after.originalPositionFor({ line: 1, column: 3 }).source).toBeNull();
  });
});
