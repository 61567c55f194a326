import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// Named ".js" as Vite's config loader wants an extension; TypeScript and Vite both find the .ts file.
import { apiRoutesPlugin } from "./scripts/vite-api-routes.js";
import { precompressPlugin } from "./scripts/vite-precompress.js";

const backend = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), apiRoutesPlugin(), precompressPlugin()],
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
      "@": fileURLToPath(new URL("./web", import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": backend },
    fs: { allow: [".."] },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen loads first (React, the router, the query client, Radix's menus…)
            // in one chunk of their own: it changes only when they do, so it stays cached across deploys.
            { name: "vendor", test: /[\\/]node_modules[\\/]/, tags: ["$initial"] },
            // Our code that every screen loads first stays with the entry. Left alone, each such module
            // that a lazy page also imports (cn(), constants…) becomes a chunk and a request of its own.
            {
              name: "app",
              test: (id) => !/[\\/]node_modules[\\/]|[\\/]web[\\/]main\.tsx$/.test(id),
              tags: ["$initial"],
            },
          ],
        },
      },
    },
  },
});
