/**
 * zod, configured for the app: every module that validates with zod imports it from
 * here. The Content-Security-Policy forbids eval, and zod would otherwise probe for it
 * with `Function('')` on first use, which the browser reports as a policy violation.
 * (Only the write path and a few screens use zod: it is kept off the startup path.)
 *
 * The writes' schemas under src/data are each built at their first parse (`z.lazy(() => …)`,
 * tests/lint/lazySchemas.test.ts): built when the writes load, the ~70 of them were most of
 * one task of 250–520 ms on a phone at 4× CPU, at every open (docs/decisions.md).
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
