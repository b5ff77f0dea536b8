/**
 * Vite plugin: the sign-in page's markup written into index.html, before React's root
 * (src/features/auth/prerender.ts says why and how it hands over to the app). Hidden by
 * default; the startup script shows it only where the app would draw exactly it.
 */
import type { Plugin } from 'vite';
import { signInPrerender } from '../../src/features/auth/prerender.ts';

const ROOT = '<div id="root"></div>';

export function prerenderSignIn(): Plugin {
  return {
    name: 'lotcrew:prerender-sign-in',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(ROOT)) throw new Error('prerender: index.html has no empty #root');
      return html.replace(ROOT, `${signInPrerender()}\n    ${ROOT}`);
    },
  };
}
