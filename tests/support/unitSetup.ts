// Unit tests run in node (or, where a file asks for it with `@vitest-environment jsdom`,
// in jsdom) with an in-memory IndexedDB (fake-indexeddb), never the network.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// React Testing Library only where there is a DOM: importing it costs every node file time.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor poll until their expectation holds; the 1 s default has been too short
  // for a lazy screen's first import on a cold CI machine. A passing wait still ends at once.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
  });
}
