import { mailboxApi, mailDomainApi } from "@common/api/mail";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { createAlias, listAliases, removeAlias } from "./aliases.service";
import { addMailDomain, getMailDomain, listMailDomains, removeMailDomain, verifyMailDomain } from "./domains.service";
import { createMailbox, listMailboxes, removeMailbox, updateMailbox } from "./mailboxes.service";

/** Mail domains, mailboxes and aliases, as declared in common/api/mail.ts. */
export function mailRoutes(deps: AppDeps) {
  const { db, env, blobs } = deps;
  const allow = permissionGuard(deps);
  const ctx = (c: Context<AppEnv>) => ({ db, env, blobs, actor: actorOf(c), role: c.get("role") });
  return apiRouter<AppEnv>()
    .openapi(allow(mailDomainApi.list), async (c) => c.json({ domains: await listMailDomains(ctx(c)) }, 200))
    .openapi(allow(mailDomainApi.add), async (c) => c.json(await addMailDomain(ctx(c), c.req.valid("json")), 201))
    .openapi(allow(mailDomainApi.get), async (c) =>
      c.json(await getMailDomain(ctx(c), c.req.valid("param").domainId), 200),
    )
    .openapi(allow(mailDomainApi.verify), async (c) =>
      c.json(await verifyMailDomain(ctx(c), c.req.valid("param").domainId), 200),
    )
    .openapi(allow(mailDomainApi.remove), async (c) => {
      await removeMailDomain(ctx(c), c.req.valid("param").domainId);
      return c.body(null, 204);
    })
    .openapi(allow(mailboxApi.list), async (c) =>
      c.json({ mailboxes: await listMailboxes(ctx(c), c.req.valid("param").domainId) }, 200),
    )
    .openapi(allow(mailboxApi.create), async (c) =>
      c.json(await createMailbox(ctx(c), c.req.valid("param").domainId, c.req.valid("json")), 201),
    )
    .openapi(allow(mailboxApi.update), async (c) =>
      c.json(await updateMailbox(ctx(c), c.req.valid("param").mailboxId, c.req.valid("json")), 200),
    )
    .openapi(allow(mailboxApi.remove), async (c) => {
      await removeMailbox(ctx(c), c.req.valid("param").mailboxId);
      return c.body(null, 204);
    })
    .openapi(allow(mailboxApi.listAliases), async (c) =>
      c.json({ aliases: await listAliases(ctx(c), c.req.valid("param").domainId) }, 200),
    )
    .openapi(allow(mailboxApi.createAlias), async (c) =>
      c.json(await createAlias(ctx(c), c.req.valid("param").domainId, c.req.valid("json")), 201),
    )
    .openapi(allow(mailboxApi.removeAlias), async (c) => {
      await removeAlias(ctx(c), c.req.valid("param").aliasId);
      return c.body(null, 204);
    });
}
