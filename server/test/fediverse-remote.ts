// A second fediverse server for the tests, playing Mastodon: Fedify on its own loopback address
// (127.0.0.2), with people who follow, like, boost, reply, undo and delete, and an inbox that keeps every
// activity that reached it with a signature that verified. It can be taken down (503 to everything) to
// show retries. Site hosts (`{slug}.localhost`) resolve to 127.0.0.1 for this process, as DNS would.
import dns from "node:dns";
import { createServer, type Server } from "node:http";
import { createFederation, generateCryptoKeyPair, MemoryKvStore } from "@fedify/fedify";
import { detachSignature, signRequest, verifyJsonLd, verifyObject } from "@fedify/fedify/sig";
import {
  Accept,
  type Activity,
  Announce,
  type Object as APObject,
  Create,
  Delete,
  Endpoints,
  Follow,
  Like,
  Note,
  Person,
  Reject,
  Undo,
  Update,
} from "@fedify/vocab";

export const REMOTE_HOST = "127.0.0.2";

let resolving = false;
/** `*.localhost` resolves to 127.0.0.1 in this process, as it does in browsers. */
export function resolveLocalhostNames(): void {
  if (resolving) return;
  resolving = true;
  const original = dns.lookup;
  Object.assign(dns, {
    lookup: (hostname: string, ...rest: unknown[]) =>
      (original as (...args: unknown[]) => void)(hostname.endsWith(".localhost") ? "127.0.0.1" : hostname, ...rest),
  });
}

/** An activity the inbox took: as the library read it (`json`) and as it came over the wire (`raw`). */
export type Received = { type: string; json: Record<string, unknown>; raw: unknown; to: string };

export async function startRemote() {
  resolveLocalhostNames();
  const federation = createFederation<void>({ kv: new MemoryKvStore(), allowPrivateAddress: true });
  const keys = new Map<string, CryptoKeyPair[]>();
  const keysOf = async (name: string) => {
    let pairs = keys.get(name);
    if (!pairs) {
      pairs = [await generateCryptoKeyPair("RSASSA-PKCS1-v1_5"), await generateCryptoKeyPair("Ed25519")];
      keys.set(name, pairs);
    }
    return pairs;
  };
  federation
    .setActorDispatcher("/users/{identifier}", async (ctx, identifier) => {
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: `${identifier[0]?.toUpperCase()}${identifier.slice(1)} Remote`,
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]?.cryptographicKey,
        assertionMethods: pairs.map((pair) => pair.multikey),
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => keysOf(identifier));
  const received: Received[] = [];
  const bodies = new Map<string, unknown>();
  const keep = async (ctx: { recipient: string | null }, activity: Activity) => {
    received.push({
      type: activity.constructor.name,
      json: (await activity.toJsonLd({ format: "compact" })) as Record<string, unknown>,
      raw: bodies.get(activity.id?.href ?? ""),
      to: ctx.recipient ?? "shared",
    });
  };
  const inbox = federation.setInboxListeners("/users/{identifier}/inbox", "/inbox");
  for (const type of [Accept, Reject, Create, Update, Delete, Announce, Like, Undo]) inbox.on(type, keep);

  let down = false;
  const server: Server = createServer(async (req, res) => {
    if (down) {
      res.writeHead(503).end("down");
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
    if (body) keepBody(body);
    const response = await federation.fetch(
      new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }),
      {
        contextData: undefined,
      },
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  function keepBody(body: Buffer) {
    try {
      const json = JSON.parse(body.toString("utf8")) as { id?: unknown };
      if (typeof json.id === "string") bodies.set(json.id, json);
    } catch {
      // Not JSON: the inbox refuses it on its own.
    }
  }
  await new Promise<void>((resolve) => server.listen(0, REMOTE_HOST, resolve));
  const origin = `http://${REMOTE_HOST}:${(server.address() as { port: number }).port}`;
  const ctx = federation.createContext(new URL(origin), undefined);
  let counter = 0;
  const nextId = (what: string) => new URL(`/${what}/${++counter}`, origin);

  /** Sends `activity` from `name` to the site actor's inbox (found by fetching the actor). */
  async function send(name: string, to: string, activity: Activity) {
    const target = await ctx.lookupObject(to);
    if (!target || !("inboxId" in target) || !(target.inboxId instanceof URL)) throw new Error(`no inbox at ${to}`);
    await ctx.sendActivity({ identifier: name }, { id: target.id, inboxId: target.inboxId }, activity, {
      immediate: true,
    });
  }

  return {
    origin,
    received,
    actorUri: (name: string) => ctx.getActorUri(name),
    lookup: (url: string): Promise<APObject | null> => ctx.lookupObject(url),
    /**
     * Checks what came over the wire as a server that reads them would: its Linked Data signature and its
     * object proof, each against the sender's published keys.
     */
    async verify(activity: Received): Promise<{ ldSignature: boolean; proof: boolean }> {
      const loaders = { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader };
      const ldSignature = await verifyJsonLd(activity.raw, loaders);
      // The proof covers the activity as it was before the Linked Data signature was added to it.
      const proof = (await verifyObject(Create, detachSignature(activity.raw), loaders)) !== null;
      return { ldSignature, proof };
    },
    /** The activities of `type` received so far, once at least `count` have arrived (within 10 s). */
    async waitFor(type: string, count = 1): Promise<Received[]> {
      const until = Date.now() + 10_000;
      for (;;) {
        const found = received.filter((activity) => activity.type === type);
        if (found.length >= count) return found;
        if (Date.now() > until)
          throw new Error(`${count} ${type} not received; got ${received.map((a) => a.type).join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    setDown(value: boolean) {
      down = value;
    },
    async follow(name: string, siteActor: string) {
      const follow = new Follow({ id: nextId("follows"), actor: ctx.getActorUri(name), object: new URL(siteActor) });
      await send(name, siteActor, follow);
      return follow;
    },
    async undo(name: string, siteActor: string, object: Activity) {
      await send(name, siteActor, new Undo({ id: nextId("undos"), actor: ctx.getActorUri(name), object }));
    },
    async like(name: string, siteActor: string, objectUri: string) {
      const like = new Like({ id: nextId("likes"), actor: ctx.getActorUri(name), object: new URL(objectUri) });
      await send(name, siteActor, like);
      return like;
    },
    async boost(name: string, siteActor: string, objectUri: string) {
      const boost = new Announce({ id: nextId("boosts"), actor: ctx.getActorUri(name), object: new URL(objectUri) });
      await send(name, siteActor, boost);
      return boost;
    },
    async reply(name: string, siteActor: string, inReplyTo: string, html: string) {
      const note = new Note({
        id: nextId("notes"),
        attribution: ctx.getActorUri(name),
        content: html,
        replyTarget: new URL(inReplyTo),
      });
      await send(name, siteActor, new Create({ id: nextId("creates"), actor: ctx.getActorUri(name), object: note }));
      return note;
    },
    async deleteNote(name: string, siteActor: string, noteId: URL) {
      await send(name, siteActor, new Delete({ id: nextId("deletes"), actor: ctx.getActorUri(name), object: noteId }));
    },
    /** `name` deletes its own account, as a server does when a person leaves it. */
    async deleteActor(name: string, siteActor: string) {
      const actor = ctx.getActorUri(name);
      await send(name, siteActor, new Delete({ id: nextId("deletes"), actor, object: actor }));
    },
    /** A Like posted with `name`'s key id but signed by another key: its signature cannot verify. */
    async forgedLike(name: string, inbox: string, objectUri: string) {
      const like = new Like({ id: nextId("likes"), actor: ctx.getActorUri(name), object: new URL(objectUri) });
      const body = JSON.stringify(await like.toJsonLd({ format: "compact" }));
      const wrong = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
      const keyId = new URL(`${ctx.getActorUri(name).href}#main-key`);
      const request = new Request(inbox, {
        method: "POST",
        headers: { "content-type": "application/activity+json" },
        body,
      });
      return fetch(await signRequest(request, wrong.privateKey, keyId));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Remote = Awaited<ReturnType<typeof startRemote>>;
