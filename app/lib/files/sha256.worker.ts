// The hashing worker: a file's SHA-256 off the page's thread, so adding a large video never freezes it;
// with its copy in the origin-private file system from the same read, where the case file stores it.

import { serveJobs } from "../workers/serve-jobs.ts";
import { sha256OfBlob } from "./sha256.ts";
import { sha256IntoPrivateFile } from "./sha256-into-private-file.ts";
import type { Sha256Jobs } from "./sha256-protocol.ts";

serveJobs<Sha256Jobs>({ hash: (blob) => sha256OfBlob(blob), hashInto: sha256IntoPrivateFile });
