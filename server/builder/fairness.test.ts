import { afterEach, describe, expect, it } from "vitest";
import { buildErrorOf, PAGE, site } from "./build-test-kit";
import { type Builder, createBuilder } from "./builder";
import { MAX_QUEUED_BUILDS_PER_ORGANIZATION } from "./limits";

const LOOP = site({ "pages/Index.jsx": "export default function Index() {\n  while (true) {}\n}\n" });
const NORMAL = site({ "pages/Index.jsx": PAGE });

let builder: Builder | undefined;
afterEach(() => builder?.close());

/** Every worker has started and built once, so what follows measures queueing, not start-up. */
async function warm(target: Builder, workers: number): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, (_, index) =>
      target.buildSite({ id: `warm-${index}`, organizationId: `warm-${index}` }, NORMAL),
    ),
  );
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: Math.round(performance.now() - started) };
}

describe("builds are fair between organizations and bounded in time", () => {
  it("publishes a victim's site while another organization's 8 endless-loop publishes queue", async () => {
    const timeoutMs = 5_000;
    builder = createBuilder({ workers: 2, timeoutMs });
    await warm(builder, 2);
    const victim = { id: "victim-site", organizationId: "victim" };
    const alone = await timed(builder.buildSite(victim, NORMAL));

    let bombsSettled = 0;
    const bombs = Array.from({ length: 8 }, (_, index) =>
      buildErrorOf(
        builder?.buildSite({ id: `bomb-${index}`, organizationId: "attacker" }, LOOP) as Promise<unknown>,
      ).finally(() => {
        bombsSettled += 1;
      }),
    );
    const beside = await timed(builder.buildSite(victim, NORMAL));
    const settledWhenVictimWasDone = bombsSettled;
    console.info(
      `victim's publish: ${alone.ms} ms alone, ${beside.ms} ms with 8 bombs queued (each stopped after ${timeoutMs / 1000} s)`,
    );
    expect(beside.value.pages).toEqual([{ route: "/", file: "index.html" }]);
    // It did not wait for a bomb to be stopped: no bomb had finished when the victim's site was built.
    expect(settledWhenVictimWasDone).toBe(0);
    await builder.close();
    expect((await Promise.all(bombs)).map((error) => error.status)).toEqual(Array(8).fill(503));
  }, 30_000);

  it("stops a page that keeps queueing promises, and the next build, of any organization, works", async () => {
    const timeoutMs = 3_000;
    builder = createBuilder({ workers: 1, timeoutMs });
    const spinner = site({
      "pages/Index.jsx": `function spin() { Promise.resolve().then(spin); }\nspin();\n${PAGE}`,
    });
    const inRender = site({
      "pages/Index.jsx": `export default function Index() {\n  const spin = () => Promise.resolve().then(spin);\n  spin();\n  return <p>hi</p>;\n}\n`,
    });
    for (const files of [spinner, inRender]) {
      const error = await buildErrorOf(builder.buildSite({ id: "spinner", organizationId: "spinning" }, files));
      expect(error).toMatchObject({
        status: 503,
        message: `The build took longer than ${timeoutMs / 1000} s and was stopped`,
      });
      const next = await timed(builder.buildSite({ id: "next", organizationId: "someone-else" }, NORMAL));
      expect(next.value.pages).toHaveLength(1);
    }
  }, 30_000);

  it(`answers 429 once an organization has ${MAX_QUEUED_BUILDS_PER_ORGANIZATION} builds waiting; others still queue`, async () => {
    builder = createBuilder({ workers: 1, timeoutMs: 20_000 });
    await warm(builder, 1);
    // One runs; the rest wait.
    const busy = { id: "busy", organizationId: "busy" };
    const queued = Array.from({ length: MAX_QUEUED_BUILDS_PER_ORGANIZATION + 1 }, () =>
      buildErrorOf(builder?.buildSite(busy, LOOP) as Promise<unknown>),
    );
    const refused = await buildErrorOf(builder.buildSite(busy, LOOP));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      `This organization already has ${MAX_QUEUED_BUILDS_PER_ORGANIZATION} builds waiting; please try again when they are done`,
    );
    const other = buildErrorOf(builder.buildSite({ id: "other", organizationId: "other" }, NORMAL));
    await builder.close();
    expect((await other).message).toBe("The builder is shutting down");
    expect(new Set((await Promise.all(queued)).map((error) => `${error.status} ${error.message}`))).toEqual(
      new Set(["503 The builder is shutting down"]),
    );
  });
});
