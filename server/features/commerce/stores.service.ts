// A site's shop: its name, VAT registration and how orders reach buyers. One shop per site; the plan
// must include commerce (Business and up, where billing is on).
import { randomUUID } from "node:crypto";
import type { CreateStoreInput, Store, StoreOverview, UpdateStoreInput } from "@common/schemas/commerce";
import type { Selectable } from "kysely";
import type { Actor } from "../../auth/session";
import { requireActiveOrganization, requireSiteAccess } from "../../auth/site-access";
import { commerceDb } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";
import type { StoreTable } from "../../db/schema-commerce";
import { dbBool, isoTime, isUniqueViolation, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { SiteWing } from "../../site/site-wing";
import { organizationLimits, refuseOverPlan } from "../../site/storage-limits";
import { withOverview } from "./store-overview";

export type StoreContext = {
  db: Db;
  env: Pick<Env, "billing">;
  actor: Actor;
  /** Rebuilds the published pages of a site whose shop changed (its name, or that it now sells). */
  site?: Pick<SiteWing, "contentChanged">;
};

export const STORE_MESSAGES = {
  notFound: "No such shop",
  siteHasStore: "This site already has a shop",
};

function storeOf(row: Selectable<StoreTable>): Store {
  return {
    id: row.id,
    site_id: row.site_id,
    name: row.name,
    currency: "ZAR",
    vat_registered: Boolean(row.vat_registered),
    shipping: {
      flat_rate_cents: row.flat_rate_cents,
      free_over_cents: row.free_over_cents,
      collection_address: row.collection_address,
    },
    payments: {
      payfast_merchant_id: row.payfast_merchant_id,
      payfast_ready: Boolean(row.payfast_merchant_id && row.payfast_merchant_key && row.payfast_passphrase),
      eft_bank_account: row.eft_bank_account,
    },
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

export async function listStores({ db, actor }: StoreContext): Promise<StoreOverview[]> {
  const organizationId = await requireActiveOrganization(db, actor);
  const rows = await commerceDb(db)
    .selectFrom("stores")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("name")
    .execute();
  return withOverview(db, rows.map(storeOf), new Date());
}

/** A shop of the caller's active organization; another organization's answers as a missing one. */
export async function requireStore({ db, actor }: StoreContext, storeId: string): Promise<Selectable<StoreTable>> {
  const organizationId = await requireActiveOrganization(db, actor);
  const row = await commerceDb(db)
    .selectFrom("stores")
    .selectAll()
    .where("id", "=", storeId)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", STORE_MESSAGES.notFound);
  return row;
}

export async function getStore(ctx: StoreContext, storeId: string): Promise<Store> {
  return storeOf(await requireStore(ctx, storeId));
}

export async function createStore(ctx: StoreContext, input: CreateStoreInput): Promise<Store> {
  const { db, env, actor } = ctx;
  const site = await requireSiteAccess(db, actor, input.site_id);
  refuseOverPlan(await organizationLimits({ db, env }, site.organization_id), "commerce");
  const now = nowIso();
  const row = {
    id: randomUUID(),
    organization_id: site.organization_id,
    site_id: site.id,
    name: input.name,
    currency: "ZAR",
    vat_registered: dbBool(db.dialect, input.vat_registered),
    ...input.shipping,
    payfast_merchant_id: input.payments?.payfast_merchant_id ?? null,
    payfast_merchant_key: input.payments?.payfast_merchant_key ?? null,
    payfast_passphrase: input.payments?.payfast_passphrase ?? null,
    eft_bank_account: input.payments?.eft_bank_account ?? null,
    last_order_number: 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await commerceDb({ kysely: trx }).insertInto("stores").values(row).execute();
      await ctx.site?.contentChanged(site.id, trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", STORE_MESSAGES.siteHasStore);
    throw error;
  }
  return storeOf(row);
}

export async function updateStore(ctx: StoreContext, storeId: string, input: UpdateStoreInput): Promise<Store> {
  const store = await requireStore(ctx, storeId);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await commerceDb({ kysely: trx })
      .updateTable("stores")
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.vat_registered !== undefined && { vat_registered: dbBool(ctx.db.dialect, input.vat_registered) }),
        ...(input.shipping && input.shipping),
        ...(input.payments && input.payments),
        updated_at: nowIso(),
      })
      .where("id", "=", store.id)
      .execute();
    await ctx.site?.contentChanged(store.site_id, trx);
  });
  return getStore(ctx, store.id);
}
