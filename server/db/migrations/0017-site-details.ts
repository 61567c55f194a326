import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * What the Business details form needs of a site (docs/product.md#business-details):
 * - `template_id`: the template the site was made from (its folder under templates/), which says the fields
 *   its data/site.json has and the sample texts to compare it with; null for a blank or imported site, and
 *   for sites made before this column;
 * - `sample_texts_kept_at`: when someone chose to keep the texts still equal to the template's examples, after
 *   which the form no longer points them out.
 */
export function siteDetails(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("sites").addColumn("template_id", "text").execute();
      await db.schema.alterTable("sites").addColumn("sample_texts_kept_at", time).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("sites").dropColumn("sample_texts_kept_at").execute();
      await db.schema.alterTable("sites").dropColumn("template_id").execute();
    },
  };
}
