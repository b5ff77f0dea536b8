// Unit tests run in jsdom with an in-memory IndexedDB (fake-indexeddb), never the network.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
