// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The writes' zod schemas are built at their first parse, not when the writes load
 * (docs/decisions.md, "The writes' schemas built at their first use"): built at import, the
 * registry's module graph was one task of 250–520 ms on a phone at 4× CPU, on every open.
 * Every top-level schema of a module under src/data that uses zod is `z.lazy(() => …)`.
 */
function filesUsingZod(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUsingZod(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /from '(\.\.\/)+lib\/zod'/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

/** The identifier a chain of calls and property reads starts from (`z` in `z.string().min(1)`). */
function rootOf(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current)) current = current.expression;
  return current;
}

/** Top-level consts built from zod at import: `z.…(…)` not wrapped in `z.lazy`. */
function eagerSchemas(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) =>
    ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.flatMap((declaration) => {
          const init = declaration.initializer;
          if (!init || !ts.isCallExpression(init)) return [];
          const root = rootOf(init);
          const lazy =
            ts.isPropertyAccessExpression(init.expression) &&
            ts.isIdentifier(init.expression.expression) &&
            init.expression.expression.text === 'z' &&
            init.expression.name.text === 'lazy';
          return ts.isIdentifier(root) && root.text === 'z' && !lazy
            ? [declaration.name.getText(source)]
            : [];
        })
      : [],
  );
}

describe("the writes' zod schemas", () => {
  const files = filesUsingZod('src/data');
  it('are found where the writes are', () => {
    expect(files).toContain(join('src', 'data', 'time', 'mutators.ts'));
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
  it.each(files)('%s builds each top-level schema at its first parse', (path) => {
    expect(eagerSchemas(path)).toEqual([]);
  });
  it('catches one built at import, and lets a lazy one and other constants be', () => {
    const probe = [
      "import { z } from '../../lib/zod';",
      'const Eager = z.object({ id: z.string() }).strict();',
      'const Lazy = z.lazy(() => z.string().min(1));',
      'const LIMIT = Math.max(1, 2);',
    ].join('\n');
    expect(eagerSchemas('probe.ts', probe)).toEqual(['Eager']);
  });
});
