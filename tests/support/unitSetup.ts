// Unit tests run in jsdom with an in-memory IndexedDB (fake-indexeddb), never the network.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor poll until their expectation holds; the 1 s default has been too short
// for a lazy screen's first import on a cold CI machine. A passing wait still ends at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
