// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (open that one).
import { spawn } from "node:child_process";
import { ensureDependencies } from "./lib/prepare.mjs";
import { switchToProjectNode } from "./lib/runtime.mjs";

await switchToProjectNode();
ensureDependencies();
const env = { ...process.env, NODE_ENV: "development", APP_ORIGIN: process.env.APP_ORIGIN ?? "http://localhost:5173" };
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
