// The expected digests were worked out by hand, outside this code: the param string written out
// with PHP's urlencode rules (spaces as +, everything but letters, digits and -_. as upper-case %XX),
// then `printf '%s' '<param string>' | md5sum`.
import { describe, expect, it } from "vitest";
import { apiSignature, type Field, formSignature, paramString, payfastEncode } from "./payfast-signature";

const PASSPHRASE = "jt7NOE43FZPn";

const checkout: Field[] = [
  ["merchant_id", "10000100"],
  ["merchant_key", "46f0cd694581a"],
  ["return_url", "https://example.com/done?a=1&b=2"],
  ["name_first", "  Zoë "],
  ["name_last", ""],
  ["email_address", "jo+test@example.com"],
  ["amount", "99.00"],
  ["item_name", "Webcraft Starter, monthly (R99*)!~'"],
];

const CHECKOUT_PARAMS =
  "merchant_id=10000100&merchant_key=46f0cd694581a&return_url=https%3A%2F%2Fexample.com%2Fdone%3Fa%3D1%26b%3D2" +
  "&name_first=Zo%C3%AB&email_address=jo%2Btest%40example.com&amount=99.00" +
  "&item_name=Webcraft+Starter%2C+monthly+%28R99%2A%29%21%7E%27";

describe("payfastEncode", () => {
  it("writes spaces as + and escapes in upper case everything but letters, digits and -_.", () => {
    expect(payfastEncode("a b-c_d.e~!*'()")).toBe("a+b-c_d.e%7E%21%2A%27%28%29");
    expect(payfastEncode("R 99/month & more")).toBe("R+99%2Fmonth+%26+more");
    expect(payfastEncode("Zoë")).toBe("Zo%C3%AB");
  });
});

describe("a checkout form's signature", () => {
  it("keeps the fields in order, trimmed, and leaves the empty ones out", () => {
    expect(paramString(checkout)).toBe(CHECKOUT_PARAMS);
    // printf '%s' "$CHECKOUT_PARAMS" | md5sum
    expect(formSignature(checkout)).toBe("5b5164af898622f78665beb375e93c88");
  });

  it("ignores a signature field already among the fields", () => {
    expect(paramString([...checkout, ["signature", "abc"]])).toBe(CHECKOUT_PARAMS);
  });

  it("appends the passphrase, encoded like any value", () => {
    // printf '%s' "$CHECKOUT_PARAMS&passphrase=jt7NOE43FZPn" | md5sum
    expect(formSignature(checkout, PASSPHRASE)).toBe("b786bbb4df42a04a3e054bc6a60d7e98");
    // printf '%s' "$CHECKOUT_PARAMS&passphrase=salt+with+space" | md5sum
    expect(formSignature(checkout, "salt with space")).toBe("49c95e620d06e2b9662420109e07873e");
  });

  it("changes when a field's order, value or the passphrase changes", () => {
    const reordered: Field[] = [checkout[1] as Field, checkout[0] as Field, ...checkout.slice(2)];
    expect(formSignature(reordered, PASSPHRASE)).not.toBe("b786bbb4df42a04a3e054bc6a60d7e98");
    expect(formSignature(checkout, "another")).not.toBe("b786bbb4df42a04a3e054bc6a60d7e98");
  });
});

describe("a notification's signature", () => {
  it("keeps the empty fields as they were posted", () => {
    const posted: Field[] = [
      ["m_payment_id", "pay_1"],
      ["pf_payment_id", "1000001"],
      ["payment_status", "COMPLETE"],
      ["item_name", "Starter"],
      ["item_description", ""],
      ["amount_gross", "99.00"],
      ["custom_str1", ""],
      ["merchant_id", "10000100"],
      ["signature", "ignored"],
    ];
    expect(paramString(posted, { keepEmpty: true })).toBe(
      "m_payment_id=pay_1&pf_payment_id=1000001&payment_status=COMPLETE&item_name=Starter&item_description=" +
        "&amount_gross=99.00&custom_str1=&merchant_id=10000100",
    );
    // printf '%s' "<that>&passphrase=jt7NOE43FZPn" | md5sum
    expect(formSignature(posted, PASSPHRASE, { keepEmpty: true })).toBe("39e2cbeb0a7262e6d80a139dea0e61ae");
  });
});

describe("a merchant API call's signature", () => {
  const headers = { version: "v1", timestamp: "2024-03-01T10:00:00+02:00", "merchant-id": "10000100" };

  it("sorts the headers and the passphrase by name", () => {
    // printf '%s' 'merchant-id=10000100&passphrase=jt7NOE43FZPn&timestamp=2024-03-01T10%3A00%3A00%2B02%3A00&version=v1' | md5sum
    expect(apiSignature(headers, PASSPHRASE)).toBe("2664e0f47e984422a7230fd717a85d26");
  });

  it("sorts the body's variables in with them and leaves empty ones out", () => {
    // printf '%s' 'cycles=12&frequency=3&merchant-id=10000100&passphrase=…&timestamp=…&version=v1' | md5sum
    expect(apiSignature({ ...headers, frequency: "3", cycles: "12", amount: "" }, PASSPHRASE)).toBe(
      "2daafe882d1a1787d8e9af0af14070f7",
    );
  });
});
