import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo, createServer as createTcpServer, type LookupFunction } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { AppError } from "../errors";
import { describeEachDb, type TestApp } from "../test/test-app";
import { deliverWebhook, WEBHOOK_QUEUE, type WebhookInput } from "./deliver-webhook";
import { postWebhook } from "./post-webhook";
import { isPrivateAddress } from "./private-address";
import { listDeliveries } from "./webhook-deliveries";
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from "./webhook-signature";
import { PUBLIC_ONLY, publicOnlyLookup, webhookUrlProblem } from "./webhook-url";

type Received = { headers: IncomingHttpHeaders; body: string };

/** A real HTTP receiver on a local port, answering the statuses it is told, in turn (then the last one). */
function startReceiver() {
  const received: Received[] = [];
  let statuses = [200];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = statuses.length > 1 ? (statuses.shift() ?? 200) : (statuses[0] ?? 200);
      response.writeHead(status).end("ok");
    });
  });
  return {
    received,
    answer: (next: number[]) => {
      statuses = next;
      received.length = 0;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/forms`,
    listen: async () => {
      server.listen(0, "127.0.0.1");
      await once(server, "listening");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A bare TCP listener on a local port counting the bytes it is sent: even a TLS greeting would show. */
async function startListener() {
  let bytes = 0;
  let closed = 0;
  const server = createTcpServer((socket) => {
    socket.on("data", (chunk) => {
      bytes += chunk.length;
      socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      closed += 1;
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    bytes: () => bytes,
    /** Connections that have come and gone: once they are, every byte sent has been counted. */
    closed: () => closed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves every name to 127.0.0.1 without asking whether it may: a rebinding name that got past the lookup. */
const toThisMachine: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

describeEachDb(
  "webhooks",
  (use) => {
    const receiver = startReceiver();
    let organizationId = "";
    let formNumber = 0;
    const secret = newWebhookSecret();

    beforeAll(async () => {
      await receiver.listen();
      const app = use();
      organizationId = (await app.createOrganization(await app.signUp())).id;
    });
    afterAll(() => receiver.close());
    beforeEach(() => receiver.answer([200]));

    function input(overrides: Partial<WebhookInput> = {}): WebhookInput {
      formNumber += 1;
      return {
        organizationId,
        owner: { kind: "form", id: `form-${formNumber}` },
        url: receiver.url(),
        secret,
        event: "form.submitted",
        payload: { fields: { email: "ada@example.com", message: "Hello ünïcode" } },
        ...overrides,
      };
    }

    async function deliver(app: TestApp, webhook: WebhookInput) {
      const id = await deliverWebhook(app.deps, webhook);
      await app.deps.jobs.drain({ includeDelayed: true, queues: [WEBHOOK_QUEUE] });
      const [delivery, ...others] = await listDeliveries(app.deps.db, webhook.owner);
      expect(others).toEqual([]);
      return { id, delivery };
    }

    test("posts the event as signed JSON that the receiver can verify", async () => {
      const app = use();
      const webhook = input();
      const { id, delivery } = await deliver(app, webhook);
      expect(receiver.received).toHaveLength(1);
      const [{ headers, body }] = receiver.received as [Received];
      expect(headers["content-type"]).toBe("application/json");
      expect(headers["webcraft-event"]).toBe("form.submitted");
      expect(headers["webcraft-delivery"]).toBe(id);
      const signature = String(headers["webcraft-signature"]);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(secret, signature, body)).toBe(true);
      expect(verifyWebhookSignature(newWebhookSecret(), signature, body)).toBe(false);
      expect(verifyWebhookSignature(secret, signature, body.replace("Hello", "Hullo"))).toBe(false);
      expect(JSON.parse(body)).toEqual({
        id,
        event: "form.submitted",
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: webhook.payload,
      });
      expect(delivery).toMatchObject({ id, status: "succeeded", attempts: 1, last_http_status: 200, last_error: null });
      expect(delivery?.next_attempt_at).toBeNull();
    });

    test("retries after a 500 and succeeds, each attempt signed afresh", async () => {
      const app = use();
      receiver.answer([500, 204]);
      const { id, delivery } = await deliver(app, input());
      expect(receiver.received.map((r) => r.headers["webcraft-delivery"])).toEqual([id, id]);
      for (const { headers, body } of receiver.received) {
        expect(verifyWebhookSignature(secret, String(headers["webcraft-signature"]), body)).toBe(true);
      }
      expect(receiver.received[0]?.body).toBe(receiver.received[1]?.body);
      expect(delivery).toMatchObject({ status: "succeeded", attempts: 2, last_http_status: 204 });
    });

    test("gives up after the last retry of the schedule", async () => {
      const app = use();
      receiver.answer([500]);
      const { delivery } = await deliver(app, input());
      // The first attempt and one per entry of WEBHOOK_RETRY_SECONDS ("0,0" here).
      expect(receiver.received).toHaveLength(3);
      expect(delivery).toMatchObject({ status: "failed", attempts: 3, last_http_status: 500 });
      expect(delivery?.next_attempt_at).toBeNull();
    });

    test("a receiver that cannot be reached is retried, and its error kept", async () => {
      const app = use();
      const closed = startReceiver();
      await closed.listen();
      const url = closed.url();
      await closed.close();
      const { delivery } = await deliver(app, input({ url }));
      expect(delivery).toMatchObject({ status: "failed", attempts: 3, last_http_status: null });
      expect(delivery?.last_error).toMatch(/ECONNREFUSED/);
    });

    test("a redirect is not followed: the delivery fails and the address it names gets nothing", async () => {
      const app = use();
      // Tests may post to this machine; outside them the receiver would be public and the redirect would
      // name a private address. Not following it is what keeps that address out of reach.
      const inside = startReceiver();
      await inside.listen();
      const redirecting = createServer((_request, response) => {
        response.writeHead(302, { Location: inside.url() }).end();
      });
      redirecting.listen(0, "127.0.0.1");
      await once(redirecting, "listening");
      try {
        const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/hooks/forms`;
        const { delivery } = await deliver(app, input({ url }));
        expect(inside.received).toEqual([]);
        expect(delivery).toMatchObject({ status: "failed", attempts: 3, last_http_status: 302, last_error: null });
      } finally {
        redirecting.close();
        await inside.close();
      }
    });

    test("lists an owner's deliveries newest first, without their secret", async () => {
      const app = use();
      const owner = { kind: "form", id: "form-listed" };
      const ids: string[] = [];
      for (const event of ["form.submitted", "form.test"]) {
        ids.push(await deliverWebhook(app.deps, input({ owner, event })));
        // Deliveries made in one millisecond have no order between them (their ids are random).
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await deliverWebhook(app.deps, input());
      await app.deps.jobs.drain();
      const deliveries = await listDeliveries(app.deps.db, owner);
      expect(deliveries.map((d) => [d.id, d.event, d.status])).toEqual([
        [ids[1], "form.test", "succeeded"],
        [ids[0], "form.submitted", "succeeded"],
      ]);
      expect(JSON.stringify(deliveries)).not.toContain(secret);
      expect(await listDeliveries(app.deps.db, owner, { limit: 1 })).toHaveLength(1);
    });

    test("refuses a URL that is not http(s)", async () => {
      const app = use();
      await expect(deliverWebhook(app.deps, input({ url: "ftp://example.com/hook" }))).rejects.toThrow(AppError);
      await expect(deliverWebhook(app.deps, input({ url: "not a url" }))).rejects.toThrow(
        "Enter a full URL starting with https:// or http://.",
      );
    });
  },
  { WEBHOOK_RETRY_SECONDS: "0,0" },
);

describe("webhook URLs outside tests", () => {
  const strict = { allowPrivate: false };
  test("only public addresses", () => {
    for (const url of [
      "http://127.0.0.1:8080/",
      "http://localhost/hook",
      "http://api.localhost/hook",
      "http://[::1]/",
      "http://10.1.2.3/",
      "http://172.20.0.1/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:127.0.0.1]/",
      "http://0.0.0.0/",
    ]) {
      expect(webhookUrlProblem(url, strict), url).toMatch(/public addresses/);
    }
    expect(webhookUrlProblem("https://hooks.example.com/forms", strict)).toBeNull();
    expect(webhookUrlProblem("http://93.184.216.34/", strict)).toBeNull();
    expect(webhookUrlProblem("https://user:pass@example.com/", strict)).toMatch(/user name and password/);
    expect(webhookUrlProblem("http://127.0.0.1/", { allowPrivate: true })).toBeNull();
  });

  test("private ranges of both families", () => {
    for (const address of ["127.0.0.1", "10.0.0.1", "100.64.0.1", "fd00::1", "fe80::1", "::", "::1", "224.0.0.1"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["1.1.1.1", "93.184.216.34", "2606:4700:4700::1111"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  test("a trailing dot names the same host", () => {
    for (const url of [
      "http://localhost./",
      "http://foo.localhost./hook",
      "http://LOCALHOST./",
      "http://localhost%2e/",
      "http://127.0.0.1./",
    ]) {
      expect(webhookUrlProblem(url, strict), url).toBe(PUBLIC_ONLY);
    }
    expect(webhookUrlProblem("https://hooks.example.com./forms", strict)).toBeNull();
  });

  test("IPv6 addresses that carry an IPv4 address are judged by that IPv4 address", () => {
    for (const url of [
      "http://[64:ff9b::7f00:1]/", // NAT64 to 127.0.0.1
      "http://[64:ff9b::10.0.0.1]/",
      "http://[64:ff9b:1::808:808]/", // local-use NAT64: whatever it carries
      "http://[2002:7f00:1::]/", // 6to4 of 127.0.0.1
      "http://[2002:c0a8:101::1]/", // 6to4 of 192.168.1.1
      "http://[2001:0:7f00:1::]/", // Teredo whose server is 127.0.0.1
      "http://[2001:0:808:808::f5ff:fffe]/", // Teredo whose client is 10.0.0.1
      "http://[::ffff:7f00:1]/",
      "http://[0:0:0:0:0:ffff:a9fe:a9fe]/", // 169.254.169.254
      "http://[::7f00:1]/",
      "http://[::127.0.0.1]/",
    ]) {
      expect(webhookUrlProblem(url, strict), url).toBe(PUBLIC_ONLY);
    }
    for (const url of [
      "http://[64:ff9b::808:808]/",
      "http://[2002:808:808::1]/",
      "http://[2001:0:808:808::fefe:fefe]/", // server 8.8.8.8, client 1.1.1.1
      "http://[::ffff:808:808]/",
    ]) {
      expect(webhookUrlProblem(url, strict), url).toBeNull();
    }
  });

  test("every spelling of an address is judged alike", () => {
    for (const address of [
      "::ffff:127.0.0.1",
      "::FFFF:7F00:1",
      "0:0:0:0:0:ffff:7f00:0001",
      "64:ff9b::127.0.0.1",
      "0064:ff9b:0000:0000:0000:0000:0a00:0001",
      "fe80::1%eth0",
      "::0.0.0.1",
      "not an address",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["2606:4700:4700:0:0:0:0:1111", "::ffff:93.184.216.34", "2a00:1450:4001:0829::200e"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  test("reserved IPv6 ranges are not public", () => {
    for (const address of [
      "100::1",
      "2001:db8::1",
      "3fff::1",
      "2001:2::1",
      "2001:10::1",
      "fec0::1",
      "5f00::1",
      "4000::1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  test("a host name resolving to a private address is refused when connecting", async () => {
    const error = await new Promise<Error | null>((resolve) => publicOnlyLookup("localhost", {}, (e) => resolve(e)));
    expect(error?.message).toMatch(/localhost resolves to a private address/);
  });

  test("the address connected to is checked too: a name that reaches this machine is sent nothing", async () => {
    const listener = await startListener();
    try {
      for (const scheme of ["http", "https"]) {
        const url = `${scheme}://hooks.example.test:${listener.port}/hooks/forms`;
        const outcome = await postWebhook(url, {}, "{}", { allowPrivate: false, lookup: toThisMachine });
        expect(outcome, url).toEqual({ error: PUBLIC_ONLY });
      }
      // Both connections were made (the lookup let the name through) and closed without a byte.
      await vi.waitFor(() => expect(listener.closed()).toBe(2));
      expect(listener.bytes()).toBe(0);
    } finally {
      await listener.close();
    }
    // The same request where private addresses are allowed does arrive.
    const receiver = startReceiver();
    await receiver.listen();
    try {
      const url = receiver.url().replace("127.0.0.1", "hooks.example.test");
      expect(await postWebhook(url, {}, "{}", { allowPrivate: true, lookup: toThisMachine })).toEqual({ status: 200 });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  test("signatures older than five minutes do not verify", () => {
    const body = '{"a":1}';
    const now = 1_700_000_000;
    expect(verifyWebhookSignature("s", signWebhook("s", body, now - 299), body, now)).toBe(true);
    expect(verifyWebhookSignature("s", signWebhook("s", body, now - 301), body, now)).toBe(false);
  });
});
