// The import rules the code keeps, checked by `npm run check` (scripts/check.mjs) with dependency-cruiser,
// which resolves every import (relative paths, the @/ and @common/ aliases) before matching it.
// The server's layers, from the top: app.ts and boot.ts wire everything; features (server/features/*)
// contribute to the published site; the site wing (server/site/, its hosts in server/site/host/) serves
// it; the stores several features share (server/sources/ for a site's files, server/uploads/ for checking
// what is uploaded) sit below the features; infrastructure (builder, db, jobs, blobs, http, mail, svg, webhooks) knows none of them.
// Type-only imports count too: a type names what it depends on as much as a value does.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-feature-entry",
      comment:
        "A web feature reaches another only through its public entry, @/features/<name> (its index.ts), never a deeper path.",
      severity: "error",
      from: { path: "^web/features/([^/]+)/" },
      to: { path: "^web/features/[^/]+/", pathNot: ["^web/features/$1/", "^web/features/[^/]+/index\\.tsx?$"] },
    },
    {
      name: "web-features-below-app",
      comment: "The app layer (web/app/) composes the features; a feature never imports it.",
      severity: "error",
      from: { path: "^web/features/" },
      to: { path: "^web/app/" },
    },
    {
      name: "common-stands-alone",
      comment: "common/ is shared by the server and the web: it imports neither.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "server-and-web-apart",
      comment: "The server and the web meet only in common/.",
      severity: "error",
      from: { path: "^(server|web)/" },
      to: { path: "^(server|web)/", pathNot: ["^$1/"] },
    },
    {
      name: "site-wing-below-features",
      comment:
        "The site wing never imports a feature: features give it their parts (server/site/parts.ts), wired in boot.ts.",
      severity: "error",
      from: { path: "^server/site/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/features/" },
    },
    {
      name: "shared-stores-below-features",
      comment:
        "A site's source files (server/sources/) and the upload checks (server/uploads/) serve several features: they import none, nor the site wing.",
      severity: "error",
      from: { path: "^server/(sources|uploads)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/(features|site)/" },
    },
    {
      name: "infrastructure-below-the-site",
      comment:
        "The builder, database, jobs, blobs, HTTP helpers, mail, SVG and webhook code know nothing of features, sites or the app's whole bag of deps: each takes the slice it uses.",
      severity: "error",
      from: { path: "^server/(builder|db|jobs|blobs|http|mail|svg|webhooks)/", pathNot: "\\.test\\.ts$|test-kit" },
      to: { path: "^server/((features|site|auth)/|app-deps\\.ts$)" },
    },
    {
      name: "http-is-plumbing",
      comment:
        "server/http holds the plumbing every route uses: it may import common/, errors, env and lru, nothing above them.",
      severity: "error",
      from: { path: "^server/http/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/", pathNot: "^server/(http/|errors\\.ts$|env\\.ts$|lru\\.ts$)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules|^dist/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
