// The site front's process (server/site/host/front-entry.ts, started by front-process.ts), with the
// paths features answer on site hosts, and those it hands to the server.

import { runSiteFront } from "./site/host/front-entry";
import { APP_ANSWERED_PREFIXES, SITE_HOST_PATHS } from "./site-host-parts";

runSiteFront(SITE_HOST_PATHS, APP_ANSWERED_PREFIXES);
