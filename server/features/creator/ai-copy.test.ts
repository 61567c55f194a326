import type { AiCopyEvent } from "@common/schemas/ai-copy";
import type { SiteCopy } from "@common/schemas/site-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { startChatCompletionsServer } from "../../test/chat-completions-server";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";

const service = await startChatCompletionsServer();
afterAll(() => service.close());

const KEY = "sk-test-never-shown";
const ASK = {
  name: "Thandi's Kitchen",
  category: "restaurant",
  description: "A family café in Observatory, Cape Town, serving breakfasts, bobotie and koeksisters since 2009.",
};
const COPY: SiteCopy = {
  headline: "Home cooking in the heart of Observatory",
  intro: "Breakfasts, bobotie and koeksisters, made by the same family since 2009.",
  about: "We opened in 2009.\n\nEverything is cooked on the day.",
  services: [
    { name: "Breakfast", description: "Served until 11:00.", price: "From R 65" },
    { name: "Bobotie", description: "With yellow rice and chutney.", price: "R 120" },
  ],
};

/** The copy route's events, read line by line as the browser reads them. */
async function askCopy(app: TestApp, user: TestUser, body: unknown = ASK, signal?: AbortSignal) {
  const response = await app.request("/api/creator/copy", { method: "POST", json: body, token: user.token, signal });
  return { response, events: readEvents(response) };
}

async function* readEvents(response: Response): AsyncGenerator<AiCopyEvent> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return;
  let buffered = "";
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line.startsWith("data: ")) yield JSON.parse(line.slice(6)) as AiCopyEvent;
  }
}

async function allEvents(app: TestApp, user: TestUser, body: unknown = ASK) {
  const { response, events } = await askCopy(app, user, body);
  expect(response.status).toBe(200);
  const seen: AiCopyEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

describeEachDb(
  "AI copy for the site creator",
  (use) => {
    let owner: TestUser;
    beforeAll(async () => {
      owner = (await signedUpOwner(use())).user;
    });

    it("is on in the installation's settings", async () => {
      const config = (await (await use().request("/api/config")).json()) as { aiCopy: boolean };
      expect(config.aiCopy).toBe(true);
    });

    it("streams progress as the service writes, then the copy, checked", async () => {
      service.answerWith({ kind: "stream", content: JSON.stringify(COPY), chunks: 6 });
      const events = await allEvents(use(), owner);
      const progress = events.filter((event) => event.type === "progress");
      expect(progress.length).toBe(6);
      const counts = progress.map((event) => event.characters);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(progress.at(-1)).toMatchObject({ characters: JSON.stringify(COPY).length });
      expect(progress.at(-1)?.sections).toEqual(["headline", "intro", "about", "services"]);
      expect(progress[0]?.sections).toContain("headline");
      expect(events.at(-1)).toEqual({ type: "copy", copy: COPY });
    });

    it("asks for streamed structured output of the copy's schema, with the key as a bearer token", async () => {
      const sent = service.requests.at(-1);
      expect(sent?.path).toBe("/v1/chat/completions");
      expect(sent?.authorization).toBe(`Bearer ${KEY}`);
      expect(sent?.body).toMatchObject({
        model: "test-model",
        stream: true,
        response_format: { type: "json_schema", json_schema: { name: "site_copy", strict: true } },
      });
      const format = sent?.body.response_format as { json_schema: { schema: { required: string[] } } } | undefined;
      expect(format?.json_schema.schema.required).toEqual(["headline", "intro", "about", "services"]);
      expect(JSON.stringify(sent?.body.messages)).toContain("bobotie");
    });

    it("reads a service that answers in one body instead of a stream", async () => {
      service.answerWith({ kind: "json", content: JSON.stringify(COPY) });
      const events = await allEvents(use(), owner);
      expect(events.at(-1)).toEqual({ type: "copy", copy: COPY });
    });

    it("stops the service's request when the browser cancels", async () => {
      service.answerWith({ kind: "stream", content: JSON.stringify(COPY), chunks: 6, hangAfter: 1 });
      const before = service.closedEarly();
      const cancel = new AbortController();
      const { events } = await askCopy(use(), owner, ASK, cancel.signal);
      const first = await events.next();
      expect(first.value).toMatchObject({ type: "progress" });
      cancel.abort();
      await events.return(undefined);
      await expect.poll(() => service.closedEarly()).toBe(before + 1);
    });

    describe("says why there is no copy", () => {
      const failures = [
        ["no start in time", { kind: "silent" }, "timeout", /took too long/],
        ["a stall mid-answer", { kind: "stream", content: JSON.stringify(COPY), hangAfter: 2 }, "timeout", /too long/],
        ["a refusal", { kind: "refuse", refusal: "I can't help with that." }, "refused", /declined.*can't help/],
        ["a content filter", { kind: "refuse", refusal: "", filter: true }, "refused", /content filter/],
        ["an answer that is not JSON", { kind: "stream", content: '{"headline": "Cut' }, "bad_json", /not valid JSON/],
        [
          "JSON that is no site's copy",
          { kind: "stream", content: JSON.stringify({ ...COPY, headline: "x".repeat(300) }) },
          "invalid_copy",
          /headline: The headline must be at most 120/,
        ],
        [
          "an upstream error",
          { kind: "status", status: 429, message: `Rate limit reached for key ${KEY}` },
          "upstream_error",
          /answered 429: Rate limit reached/,
        ],
        ["a server error", { kind: "status", status: 500, message: "overloaded" }, "upstream_error", /answered 500/],
      ] as const;
      for (const [what, behaviour, reason, message] of failures) {
        it(`for ${what}`, async () => {
          service.answerWith(behaviour);
          const events = await allEvents(use(), owner);
          const last = events.at(-1);
          expect(last).toMatchObject({ type: "error", reason });
          expect(last?.type === "error" && last.message).toMatch(message);
          expect(JSON.stringify(events)).not.toContain(KEY);
        });
      }
    });

    it("refuses a description too short to write from, before asking the service", async () => {
      const asked = service.requests.length;
      const { response } = await askCopy(use(), owner, { ...ASK, description: "Food" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toMatch(/at least 20 characters/);
      expect(service.requests.length).toBe(asked);
    });
  },
  () => ({ AI_BASE_URL: service.baseUrl, AI_MODEL: "test-model", AI_API_KEY: KEY, AI_TIMEOUT_SECONDS: "3" }),
);

describeEachDb("AI copy when no service is configured", (use) => {
  it("is off in the settings, and the route says so with a 503", async () => {
    const app = use();
    const config = (await (await app.request("/api/config")).json()) as { aiCopy: boolean };
    expect(config.aiCopy).toBe(false);
    const { user } = await signedUpOwner(app);
    const { response } = await askCopy(app, user);
    expect(response.status).toBe(503);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/AI copy is off.*AI_BASE_URL/);
  });
});

describeEachDb(
  "AI copy when the service cannot be reached",
  (use) => {
    it("says the service could not be reached", async () => {
      const app = use();
      const { user } = await signedUpOwner(app);
      const events = await allEvents(app, user);
      expect(events.at(-1)).toMatchObject({ type: "error", reason: "unreachable", message: /Could not reach/ });
    });
  },
  { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "test-model" },
);
