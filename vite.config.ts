import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressPlugin } from "./scripts/vite-precompress";

const backend = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompressPlugin()],
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
  },
});
