// zod as the browser's code uses it: without its JIT. Its first object parse would otherwise probe
// `new Function`, which the site's CSP forbids (script-src has no 'unsafe-eval'): the probe fails quietly,
// but the browser reports a CSP violation (Lighthouse's "issues logged"), and the JIT could never run here.
import { z } from "zod";

z.config({ jitless: true });

export { z };
