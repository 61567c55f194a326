// Messages between the pool (server process) and a build worker, sent with structured-clone serialisation.
import type { BuildProblem, BuildStatus } from "./build-error";
import type { PreviewResult, SourceFile } from "./builder";
import type { SitePost } from "./content-module";
import type { SiteHead } from "./page-head";
import type { ShopFacts } from "./shop-facts";
import type { WorkerSiteResult } from "./site-build";
import type { MediaManifest } from "./site-runtime";

export type WorkerRequest =
  | {
      type: "preview";
      jobId: number;
      siteId: string;
      organizationId: string;
      files: SourceFile[];
      media?: MediaManifest;
      content?: SitePost[];
      shop?: ShopFacts | null;
      pagePath: string;
    }
  | {
      type: "site";
      jobId: number;
      siteId: string;
      organizationId: string;
      files: SourceFile[];
      media?: MediaManifest;
      head?: SiteHead;
      content?: SitePost[];
      shop?: ShopFacts | null;
      url?: string;
      contentOnly?: boolean;
    };

export type WorkerReply =
  | { type: "ready" }
  | { type: "done"; jobId: number; result: PreviewResult | WorkerSiteResult }
  | {
      type: "failed";
      jobId: number;
      status: BuildStatus;
      message: string;
      problems: BuildProblem[];
      /** The worker cannot take more builds (its esbuild service died) and exits after this reply. */
      fatal: boolean;
    };
