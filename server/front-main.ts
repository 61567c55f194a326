// The site front's process (server/site/host/front-entry.ts, started by front-process.ts), with the
// paths features answer on site hosts.

import { runSiteFront } from "./site/host/front-entry";
import { SITE_HOST_PATHS } from "./site-host-parts";

runSiteFront(SITE_HOST_PATHS);
