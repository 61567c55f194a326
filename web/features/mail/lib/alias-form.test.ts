import { describe, expect, it } from "vitest";
import { ALIAS_FORM_DEFAULTS, aliasFormSchema } from "./alias-form";

const errorsOf = (values: object) => {
  const result = aliasFormSchema.safeParse({ ...ALIAS_FORM_DEFAULTS, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the alias form", () => {
  it("sends only the chosen kind's fields, tidied as the API takes them", () => {
    const forward = aliasFormSchema.parse({
      ...ALIAS_FORM_DEFAULTS,
      kind: "forward",
      local_part: " Orders ",
      mailbox_ids: ["m1"],
      addresses: "Thandi <Thandi@Gmail.com>, sam@example.net\nsam@example.net",
    });
    expect(forward).toEqual({
      kind: "forward",
      local_part: "orders",
      addresses: ["thandi@gmail.com", "sam@example.net"],
    });
    const catchAll = aliasFormSchema.parse({ ...ALIAS_FORM_DEFAULTS, kind: "catch_all", mailbox_ids: ["m1"] });
    expect(catchAll).toEqual({ kind: "catch_all", mailbox_ids: ["m1"] });
  });

  it("says what is wrong under the field it is about", () => {
    expect(errorsOf({ kind: "alias", local_part: "sales" })).toEqual(["mailbox_ids: Choose at least one mailbox"]);
    expect(errorsOf({ kind: "forward", local_part: "sales", addresses: "" })).toEqual([
      "addresses: Enter at least one address",
    ]);
    expect(errorsOf({ kind: "forward", local_part: "sales", addresses: "a@b.co, nope" })).toEqual([
      "addresses: nope is not a valid email address",
    ]);
    expect(errorsOf({ kind: "alias", local_part: "", mailbox_ids: ["m1"] })).toEqual([
      "local_part: Enter the part before the @",
    ]);
  });
});
