// The file store's two targets, each as a ratio against an anchor measured in the same run:
//   list 5,000 files with content  ≤ 1.3 × the same SQL through the raw driver
//   one save (version + pointer)    ≤ 1.5 × a raw single-row commit
// Run: npm run bench   (SQLite; also PostgreSQL when TEST_DATABASE_URL is set)
import { randomUUID } from "node:crypto";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { Actor } from "../server/auth/session";
import { createDb, type Db } from "../server/db/create-db";
import { migrateToLatest } from "../server/db/migrate";
import { byPath, selectFiles } from "../server/sources/file-rows";
import { insertFile } from "../server/sources/file-writes";
import { listFiles } from "../server/sources/files.service";
import { updateContent } from "../server/sources/versions.service";
import { freshDatabase } from "../server/test/databases";
import { median, time } from "./stats";

const FILES = 5000;
const CONTENT = `export default function Page() {\n  return <main>${"Lorem ipsum dolor sit amet. ".repeat(30)}</main>;\n}\n`;

type RawDriver = {
  list: (sqlText: string, params: readonly unknown[]) => Promise<unknown[]>;
  commitOneRow: () => Promise<void>;
  close: () => Promise<void>;
};

async function seed(db: Db): Promise<{ actor: Actor; siteId: string; fileId: string }> {
  const userId = randomUUID();
  const organizationId = randomUUID();
  const siteId = randomUUID();
  const now = new Date().toISOString();
  const k = db.kysely;
  await k
    .insertInto("user")
    .values({
      id: userId,
      name: "Bench",
      email: `${userId}@bench.test`,
      emailVerified: db.dialect === "sqlite" ? 0 : false,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await k
    .insertInto("organization")
    .values({ id: organizationId, name: "Bench", slug: organizationId, logo: null, metadata: null, createdAt: now })
    .execute();
  await k
    .insertInto("member")
    .values({ id: randomUUID(), organizationId, userId, role: "owner", createdAt: now })
    .execute();
  await k
    .insertInto("sites")
    .values({
      id: siteId,
      organization_id: organizationId,
      name: "Bench",
      slug: `bench-${siteId.slice(0, 8)}`,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const target = { organizationId, siteId, userId };
  let fileId = "";
  await k.transaction().execute(async (trx) => {
    for (let i = 0; i < FILES; i++) {
      const id = await insertFile(trx, db.dialect, target, {
        path: `pages/section-${i % 50}/Page${i}.jsx`,
        isDirectory: false,
        content: CONTENT,
        message: "Initial version",
      });
      if (i === 0) fileId = id;
    }
  });
  const actor: Actor = {
    userId,
    email: "b@bench.test",
    name: "Bench",
    sessionId: "bench",
    activeOrganizationId: organizationId,
  };
  return { actor, siteId, fileId };
}

async function rawDriver(url: string, dialect: Db["dialect"]): Promise<RawDriver> {
  if (dialect === "sqlite") {
    const database = new SQLite(url.replace(/^sqlite:/, ""));
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    database.exec("create table if not exists bench_commit (id text primary key, content text)");
    const insert = database.prepare("insert into bench_commit (id, content) values (?, ?)");
    return {
      list: async (text, params) => database.prepare(text).all(...params),
      commitOneRow: async () => {
        database.exec("begin");
        insert.run(randomUUID(), CONTENT);
        database.exec("commit");
      },
      close: async () => {
        database.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await pool.query("create table if not exists bench_commit (id text primary key, content text)");
  return {
    list: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    commitOneRow: async () => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("insert into bench_commit (id, content) values ($1, $2)", [randomUUID(), CONTENT]);
        await client.query("commit");
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function benchDialect(name: "sqlite" | "postgres") {
  const database = await freshDatabase(name);
  const db = createDb(database.url);
  try {
    await migrateToLatest(db);
    const { actor, siteId, fileId } = await seed(db);
    const raw = await rawDriver(database.url, name);
    const compiled = selectFiles(db.kysely).where("f.site_id", "=", siteId).orderBy(byPath(db.dialect)).compile();

    const ours: number[] = [];
    const anchor: number[] = [];
    for (let i = 0; i < 15; i++) {
      anchor.push(await time(() => raw.list(compiled.sql, compiled.parameters)));
      ours.push(await time(() => listFiles({ db, actor, siteId }, { directories: true })));
    }
    const listRatio = median(ours) / median(anchor);

    const saves: number[] = [];
    const commits: number[] = [];
    let base: string | undefined;
    for (let i = 0; i < 200; i++) {
      commits.push(await time(() => raw.commitOneRow()));
      saves.push(
        await time(async () => {
          const file = await updateContent({ db, actor, siteId }, fileId, {
            content: `${CONTENT}// ${i}`,
            base_version_id: base,
          });
          base = file.current_version_id ?? undefined;
        }),
      );
    }
    const saveRatio = median(saves) / median(commits);
    await raw.close();
    console.info(
      `[${name}] list ${FILES} files with content: webcraft ${median(ours).toFixed(2)} ms, raw driver ${median(anchor).toFixed(2)} ms → ratio ${listRatio.toFixed(2)} (target ≤ 1.3)`,
    );
    console.info(
      `[${name}] one save (version + pointer): webcraft ${median(saves).toFixed(3)} ms, raw single-row commit ${median(commits).toFixed(3)} ms → ratio ${saveRatio.toFixed(2)} (target ≤ 1.5)`,
    );
    return { listRatio, saveRatio };
  } finally {
    await db.close();
    await database.drop();
  }
}

const dialects: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
for (const dialect of dialects) await benchDialect(dialect);
