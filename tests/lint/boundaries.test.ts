// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { untypedLinter } from './untypedLinter';

/** The import rules of docs/architecture.md are lint errors; these show each one bites. */
const eslint = untypedLinter();

/** Lints a probe file written where the rule applies (the zones are matched by its path). */
async function messagesFor(filePath: string, code: string): Promise<string[]> {
  // A test file's probe stays a test file (…lint-probe-N.test.ts), so the tests' rules apply.
  const probe = filePath.replace(/(\.test)?\.(tsx?)$/, `.lint-probe-${process.pid}$1.$2`);
  writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it('stops a UI primitive from reading data', async () => {
    const messages = await messagesFor(
      'src/ui/Probe.ts',
      "export { signInWithPassword } from '../data/auth';\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-paths.*src\/ui is presentational/);
  });

  it('keeps the parts screens share below the features', async () => {
    const messages = await messagesFor(
      'src/parts/Probe.ts',
      "export { RoleDashboard } from '../features/dashboards/RoleDashboard';\n",
    );
    expect(messages.join('\n')).toMatch(/src\/parts holds what every screen shares/);
  });

  it('stops a feature from importing another feature', async () => {
    const messages = await messagesFor(
      'src/features/auth/Probe.ts',
      "export { RoleDashboard } from '../dashboards/RoleDashboard';\n",
    );
    expect(messages.join('\n')).toMatch(/never imports another feature/);
  });

  it('lets only src/data import Firebase and Dexie', async () => {
    const outside = await messagesFor(
      'src/features/auth/Probe.ts',
      "export { getFirestore } from 'firebase/firestore';\n",
    );
    expect(outside.join('\n')).toMatch(/Only src\/data talks to Firebase/);
    const dexie = await messagesFor('src/routes/Probe.ts', "export { Dexie } from 'dexie';\n");
    expect(dexie.join('\n')).toMatch(/Only src\/data talks to IndexedDB/);
    const inside = await messagesFor(
      'src/data/Probe.ts',
      "export { getFirestore } from 'firebase/firestore';\n",
    );
    expect(inside.join('\n')).not.toMatch(/no-restricted-imports/);
  });

  it('stops the data core from knowing a domain or the session', async () => {
    const domain = await messagesFor(
      'src/data/outbox/Probe.ts',
      "export { TICKET_MUTATORS } from '../tickets/ticketMutators';\n",
    );
    expect(domain.join('\n')).toMatch(/data core .* knows no domain and no session/);
    const session = await messagesFor(
      'src/data/connection/Probe.ts',
      "export { currentUid } from '../session';\n",
    );
    expect(session.join('\n')).toMatch(/data core .* knows no domain and no session/);
    const registry = await messagesFor(
      'src/data/uploads/Probe.ts',
      "export { loadRegistry } from '../registry';\n",
    );
    expect(registry.join('\n')).toMatch(/data core .* knows no domain and no session/);
  });

  it('lets a data domain reach the session and the writes through the port only', async () => {
    const writes = await messagesFor('src/data/washes/Probe.ts', "export { queueWrite } from '../writes';\n");
    expect(writes.join('\n')).toMatch(
      /data domain reaches the session and the writes through src\/data\/port.ts only/,
    );
    const session = await messagesFor('src/data/time/Probe.ts', "export { currentUid } from '../session';\n");
    expect(session.join('\n')).toMatch(/through src\/data\/port.ts only/);
    const gathering = await messagesFor(
      'src/data/tickets/Probe.ts',
      "export { mirrorScopesFor } from '../mirror/scopes';\n",
    );
    expect(gathering.join('\n')).toMatch(/through src\/data\/port.ts only/);
    const port = await messagesFor(
      'src/data/washes/Probe.ts',
      "export { currentUid, writerOf } from '../port';\nexport { view } from '../mirror/view';\n",
    );
    expect(port.join('\n')).not.toMatch(/no-restricted-paths/);
  });

  it('lets screens reach a data domain through its index only', async () => {
    const inner = await messagesFor(
      'src/features/auth/Probe.ts',
      "export { useTickets } from '../../data/tickets/useTickets';\n",
    );
    expect(inner.join('\n')).toMatch(/through its index/);
    const index = await messagesFor(
      'src/features/auth/Probe.ts',
      "export { useTickets } from '../../data/tickets';\n",
    );
    expect(index.join('\n')).not.toMatch(/through its index/);
  });

  it('finds import cycles, a dynamic import on the way included', async () => {
    // Two real files importing each other, one step a dynamic import.
    const first = `src/utils/cycleProbeA.lint-probe-${process.pid}.ts`;
    const second = `src/utils/cycleProbeB.lint-probe-${process.pid}.ts`;
    writeFileSync(
      second,
      `import { a } from './cycleProbeA.lint-probe-${process.pid}';\nexport const b = () => a;\n`,
    );
    try {
      const messages = await messagesFor(
        first.replace(`.lint-probe-${process.pid}`, ''),
        `export const a = () => import('./cycleProbeB.lint-probe-${process.pid}');\n`,
      );
      expect(messages.join('\n')).toMatch(/import-x\/no-cycle/);
    } finally {
      rmSync(second, { force: true });
    }
  });

  it('keeps config free of app imports', async () => {
    const messages = await messagesFor('src/config/Probe.ts', "export { isValidVin } from '../utils/vin';\n");
    expect(messages.join('\n')).toMatch(/src\/config imports nothing/);
  });
});

describe('raw HTML', { timeout: 60_000 }, () => {
  it('is refused wherever app code could hand typed text to the HTML parser', async () => {
    const jsx = await messagesFor(
      'src/ui/Probe.ts',
      'export const probe = (note: string) => ({ props: { dangerouslySetInnerHTML: { __html: note } } });\n' +
        'export function show(element: HTMLElement, note: string) { element.innerHTML = note; }\n',
    );
    expect(jsx.join('\n')).toMatch(/never hand a string to the HTML parser/);
  });

  it('is refused in a screen (.tsx) too, where the catalogue rule is set as well', async () => {
    const messages = await messagesFor(
      'src/features/navigation/Probe.tsx',
      "import { useT } from '../../i18n';\n" +
        'export function Probe({ note }: { note: string }) {\n' +
        '  const t = useT();\n' +
        "  return <p aria-label={t('common.close')} dangerouslySetInnerHTML={{ __html: note }} />;\n" +
        '}\n' +
        "export const parse = (note: string) => new DOMParser().parseFromString(note, 'text/html');\n",
    );
    expect(messages.filter((message) => /never hand a string to the HTML parser/.test(message))).toHaveLength(
      2,
    );
    // The catalogue rule still holds beside it.
    const literal = await messagesFor(
      'src/features/navigation/Probe.tsx',
      'export const Probe = () => <b>Hi</b>;\n',
    );
    expect(literal.join('\n')).toMatch(/from the catalogue/);
  });
});

describe('the catalogues and the test doubles have their zones', { timeout: 60_000 }, () => {
  it('keeps src/i18n out of the presentational primitives and the data layer', async () => {
    const ui = await messagesFor('src/ui/Probe.ts', "export { useT } from '../i18n';\n");
    expect(ui.join('\n')).toMatch(/src\/ui is presentational/);
    const data = await messagesFor('src/data/Probe.ts', "export { useT } from '../i18n';\n");
    expect(data.join('\n')).toMatch(/src\/data may import src\/lib, src\/config and src\/utils only/);
  });

  it('lets only tests import src/testing', async () => {
    const feature = await messagesFor(
      'src/features/auth/Probe.ts',
      "export { newTicketArgs } from '../../testing/tickets';\n",
    );
    expect(feature.join('\n')).toMatch(/only tests import it/);
    const data = await messagesFor(
      'src/data/Probe.ts',
      "export { newTicketArgs } from '../testing/tickets';\n",
    );
    expect(data.join('\n')).toMatch(/src\/data may import/);
    const test = await messagesFor(
      'src/data/Probe.test.ts',
      "import { newTicketArgs } from '../testing/tickets';\nexport const args = newTicketArgs;\n",
    );
    expect(test.join('\n')).not.toMatch(/no-restricted-paths/);
  });
});

describe('texts come from the catalogues (issue #15)', { timeout: 60_000 }, () => {
  it('refuses literal text and literal labels in a screen, and takes t(key)', async () => {
    const literal = await messagesFor(
      'src/features/navigation/Probe.tsx',
      'export const Probe = () => <button aria-label="Close">Close it</button>;\n',
    );
    expect(literal.filter((message) => message.includes('from the catalogue'))).toHaveLength(2);
    const translated = await messagesFor(
      'src/features/navigation/Probe.tsx',
      "import { useT } from '../../i18n';\nexport function Probe() {\n  const t = useT();\n  return <button aria-label={t('common.close')}>{t('common.close')}</button>;\n}\n",
    );
    expect(translated.join('\n')).not.toMatch(/from the catalogue/);
  });
});
