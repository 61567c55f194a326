// The server's side of the site front process (docs/decisions/008-site-front-process.md): starts it,
// answers its questions from the database and the blob store, tells it to forget sites, takes the connections it hands
// over and starts it again if it dies.
import { type ChildProcess, fork } from "node:child_process";
import type { Server as HttpServer } from "node:http";
import type { Socket } from "node:net";
import type { BlobStore } from "../../blobs/blob-store";
import { childEntry } from "../../child-entry";
import type { Db } from "../../db/create-db";
import type { Metrics } from "../../metrics/metrics";
import type { SiteChanges } from "../changes";
import type { SiteParts } from "../parts";
import type { VisitRecorder } from "../visits/visit-recorder";
import type { FrontConfig, FrontMessage, FrontQuestion, ServerMessage } from "./front-protocol";
import { fetchMediaTarget } from "./media-target";
import { fetchDeployment, fetchDomainTarget, fetchLiveVersion } from "./site-source";

const RESTART_DELAY_MS = 200;
const FORGET_TIMEOUT_MS = 2_000;
const CLOSE_TIMEOUT_MS = 5_000;
/**
 * The front's heap is a few MB: its scavenges take a tenth of a millisecond alone, while helper
 * threads would compete for the cores the clients and the server need (decision 008).
 */
const FRONT_V8_FLAGS = ["--single-threaded-gc"];

/** The front could not start (its own message, such as a port in use, is already on stderr). */
export class FrontStartError extends Error {}

type FrontOptions = {
  config: FrontConfig;
  db: Db;
  /** Where media bytes are read from for the front. */
  blobs: BlobStore;
  /** The published posts a site's sitemap lists (the posts feature's part). */
  posts: SiteParts["posts"];
  /** Where the front hears which sites changed, to forget them in its own cache. */
  siteChanges: SiteChanges;
  app: HttpServer;
  /** What visitors' access cookies are signed with (server/site/host/site-access.ts). */
  accessKey: Buffer;
  /** Where the page views the front counts are added up. */
  visits: VisitRecorder;
  /** Where the front's cache hits and misses are counted. */
  metrics?: Pick<Metrics, "siteCache">;
};

export function startSiteFront(options: FrontOptions) {
  const { config, db, blobs, posts, siteChanges, app, accessKey, visits, metrics } = options;
  let child: ChildProcess | null = null;
  let closing = false;
  let port = config.port;
  const forgets = new Map<number, () => void>();
  /** Flushes asked of the front, by id: resolved once its batch is stored. */
  const flushes = new Map<number, () => void>();
  /** The last batch of the front's being stored. */
  let recording: Promise<void> = Promise.resolve();
  let nextId = 1;
  /** Connections the front handed over, until they close: shutdown waits for them. */
  const handed = new Set<Socket>();
  let resolveReady: (port: number) => void = () => undefined;
  let rejectReady: (error: Error) => void = () => undefined;
  const ready = new Promise<number>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  let started = false;

  function reply(to: ChildProcess, message: ServerMessage) {
    // A front that has just died cannot be told; its exit starts a new one. (The callback keeps the
    // failure from becoming an 'error' event.)
    if (to.connected) to.send(message, () => undefined);
  }

  function take(socket: Socket | undefined, unread: Buffer | null) {
    if (!socket) return; // closed by the client on the way
    handed.add(socket);
    socket.once("close", () => handed.delete(socket));
    if (unread) socket.unshift(unread);
    app.emit("connection", socket);
    // Node's HTTP server reads a socket it consumes again when the socket resumes.
    process.nextTick(() => socket.resume());
  }

  /** The answer to a question of the front. */
  async function answerOf(message: FrontQuestion): Promise<ServerMessage> {
    const { id } = message;
    switch (message.type) {
      case "deployment":
        return { type: "deployment", id, rows: await fetchDeployment(db, blobs, posts, message.slug) };
      case "live-version":
        return { type: "live-version", id, version: await fetchLiveVersion(db, message.slug) };
      case "domain":
        return { type: "domain", id, target: await fetchDomainTarget(db, message.hostname) };
      case "media":
        return { type: "media", id, target: await fetchMediaTarget(db, message.slug, message.address) };
      case "blob":
        return { type: "blob", id, bytes: await blobs.get(message.key) };
    }
  }

  /** The same type of answer as `message` asks for, empty, with an error. */
  function failure(message: FrontQuestion, error: string): ServerMessage {
    const failed = { id: message.id, error };
    switch (message.type) {
      case "deployment":
        return { type: "deployment", rows: null, ...failed };
      case "live-version":
        return { type: "live-version", version: null, ...failed };
      case "domain":
        return { type: "domain", target: null, ...failed };
      case "media":
        return { type: "media", target: null, ...failed };
      case "blob":
        return { type: "blob", bytes: null, ...failed };
    }
  }

  async function answer(to: ChildProcess, message: FrontQuestion) {
    try {
      reply(to, await answerOf(message));
    } catch (error) {
      const about =
        message.type === "domain"
          ? message.hostname
          : message.type === "blob"
            ? message.key
            : message.type === "media"
              ? `${message.slug}${message.address}`
              : message.slug;
      console.error(`[hosting] loading ${about} for the site front`, error);
      reply(to, failure(message, error instanceof Error ? error.message : String(error)));
    }
  }

  function start() {
    const entry = childEntry(import.meta.url, "../../front-main.ts", "./site-front.js");
    const spawned = fork(entry.path, [JSON.stringify({ ...config, port })], {
      execArgv: [...entry.execArgv, ...FRONT_V8_FLAGS],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { NODE_ENV: process.env.NODE_ENV, WEBCRAFT_SITE_ACCESS_KEY: accessKey.toString("base64") },
    });
    child = spawned;
    spawned.on("message", (message: FrontMessage, socket?: Socket) => {
      if (message.type === "connection") take(socket, message.unread);
      else if (message.type === "listening") {
        port = message.port;
        started = true;
        resolveReady(port);
      } else if (message.type === "cache") {
        metrics?.siteCache(message.hits, message.misses);
      } else if (message.type === "forgotten") {
        forgets.get(message.id)?.();
      } else if (message.type === "visits") {
        const { id } = message;
        recording = visits.record(message.batch);
        if (id !== undefined) void recording.then(() => flushes.get(id)?.());
      } else void answer(spawned, message);
    });
    const stopSalts = visits.onSalts((salts) => reply(spawned, { type: "salts", salts }));
    spawned.on("error", () => undefined);
    spawned.on("exit", (code, signal) => {
      if (child === spawned) child = null;
      stopSalts();
      for (const done of forgets.values()) done();
      for (const done of flushes.values()) done();
      if (closing) return;
      if (!started)
        return rejectReady(new FrontStartError(`the site front exited before listening (${signal ?? code})`));
      console.error(`[hosting] the site front exited (${signal ?? code}); starting it again`);
      setTimeout(() => closing || start(), RESTART_DELAY_MS).unref();
    });
  }

  /** The front forgets a site with the server's cache; resolves when it has (or is not running). */
  function forget(siteId: string): Promise<void> {
    const running = child;
    if (!running?.connected) return Promise.resolve();
    const id = nextId++;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        forgets.delete(id);
        resolve();
      };
      const timer = setTimeout(done, FORGET_TIMEOUT_MS);
      forgets.set(id, done);
      reply(running, { type: "forget", id, siteId });
    });
  }

  /** The front hands over the page views it counted, and they are stored; resolves then (or when it is not running). */
  function flushVisits(): Promise<void> {
    const running = child;
    if (!running?.connected) return recording;
    const id = nextId++;
    return new Promise((resolve) => {
      flushes.set(id, () => {
        flushes.delete(id);
        resolve();
      });
      reply(running, { type: "flush-visits", id });
    });
  }

  const stopForgetting = siteChanges.hear(forget);
  // The app's server never listens itself; its request timeouts start with the front.
  app.emit("listening");
  start();

  return {
    /** Resolves with the port once the front listens. */
    ready,
    /** Stops the front (it finishes its answers), then ends the app's connections as their requests finish. */
    async close(): Promise<void> {
      closing = true;
      stopForgetting();
      const running = child;
      if (running?.connected) {
        const exited = new Promise((resolve) => running.once("exit", resolve));
        reply(running, { type: "close" });
        const timer = setTimeout(() => running.kill("SIGKILL"), CLOSE_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await recording;
      while (handed.size > 0) {
        app.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    flushVisits,
    /** The front process, for tests that must see it die. */
    get pid() {
      return child?.pid;
    },
  };
}
