import type { OpenedMessage } from "@common/schemas/mail-compose";
import { describe, expect, it } from "vitest";
import { forwardedText, prefixedSubject, quotedReply, replyRecipients } from "./reply-text";

const person = (address: string, name = "") => ({ address, name });

function opened(patch: Partial<OpenedMessage>): OpenedMessage {
  return {
    id: "m1",
    subject: "Order",
    from: person("thandi@customer.test", "Thandi"),
    to: [person("info@karoo.test"), person("orders@customer.test")],
    cc: [person("Info@Karoo.test"), person("anna@customer.test")],
    bcc: [],
    date: "2026-11-29T10:00:00Z",
    text: "Three bags, please.\n\nThanks",
    ...patch,
  } as OpenedMessage;
}

describe("prefixedSubject", () => {
  it("adds Re: and Fwd: once", () => {
    expect(prefixedSubject("reply", "Order")).toBe("Re: Order");
    expect(prefixedSubject("reply", "RE: Order")).toBe("RE: Order");
    expect(prefixedSubject("forward", "Fw: Order")).toBe("Fw: Order");
    expect(prefixedSubject("forward", "Order")).toBe("Fwd: Order");
  });
});

describe("replyRecipients", () => {
  it("answers the sender; reply all adds everyone else, never the mailbox itself", () => {
    expect(replyRecipients("reply", opened({}), "info@karoo.test")).toEqual({ to: ["thandi@customer.test"], cc: [] });
    expect(replyRecipients("replyAll", opened({}), "info@karoo.test")).toEqual({
      to: ["thandi@customer.test", "orders@customer.test"],
      cc: ["anna@customer.test"],
    });
  });

  it("answers the people a message from this mailbox went to", () => {
    const sent = opened({ from: person("info@karoo.test"), to: [person("thandi@customer.test")], cc: [] });
    expect(replyRecipients("reply", sent, "info@karoo.test")).toEqual({ to: ["thandi@customer.test"], cc: [] });
  });
});

describe("quotedReply and forwardedText", () => {
  it("quotes each line under who wrote it", () => {
    expect(quotedReply(opened({}))).toMatch(/^\n\nOn .*, Thandi wrote:\n> Three bags, please\.\n>\n> Thanks\n$/);
  });

  it("passes the original on under its header lines", () => {
    const text = forwardedText(opened({}));
    expect(text).toContain("---------- Forwarded message ----------\nFrom: Thandi <thandi@customer.test>\n");
    expect(text).toContain("Cc: Info@Karoo.test, anna@customer.test");
    expect(text).toMatch(/\n\nThree bags, please\.\n\nThanks\n$/);
  });
});
