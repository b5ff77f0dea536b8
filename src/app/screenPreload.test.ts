// @vitest-environment jsdom
// (In a window: on a server the lazy component keeps its load and never asks again.)
import { lazyRouteComponent } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadOf } from './screenPreload';

describe('a lazy screen’s preload, as the router asks for it', () => {
  it('imports the screen’s code once: asked again (every tap on it), it answers without importing', async () => {
    const importer = vi.fn(() => Promise.resolve({ Screen: () => null }));
    const preload = preloadOf(lazyRouteComponent(importer, 'Screen'));
    await preload?.();
    await preload?.();
    await preload?.();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is none for a screen drawn from code already in the app', () => {
    expect(preloadOf(() => null)).toBeUndefined();
  });
});
