/**
 * zod, configured for the app: every module that validates with zod imports it from
 * here. The Content-Security-Policy forbids eval, and zod would otherwise probe for it
 * with `Function('')` on first use, which the browser reports as a policy violation.
 * (Only the write path and a few screens use zod: it is kept off the startup path.)
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
