import type { MessageSummary } from "@common/schemas/mail";
import { describe, expect, it } from "vitest";
import { conversationOf, groupConversations } from "./threads";

function message(id: string, thread: string, from: string, patch: Partial<MessageSummary> = {}): MessageSummary {
  return {
    id,
    subject: `About ${thread}`,
    from: { address: `${from.toLowerCase()}@example.test`, name: from },
    to: [],
    date: "2026-11-29T10:00:00Z",
    unread: false,
    thread_id: thread,
    folder: "inbox",
    snippet: "",
    has_attachments: false,
    auth: { spf: "none", dkim: "none", dmarc: "none" },
    ...patch,
  };
}

describe("groupConversations", () => {
  it("keeps a conversation where its newest message stands, unread and with files when any of its messages is", () => {
    const listed = [
      message("3", "beans", "Thandi"),
      message("2", "hours", "Pieter", { unread: true }),
      message("1", "beans", "Anna", { unread: true, has_attachments: true }),
    ];
    const conversations = groupConversations(listed);
    expect(conversations.map((each) => each.id)).toEqual(["beans", "hours"]);
    expect(conversations[0]).toMatchObject({ unread: true, hasAttachments: true, senders: ["Thandi", "Anna"] });
    expect(conversations[0]?.latest.id).toBe("3");
    expect(conversationOf(conversations, "1")).toBe(0);
    expect(conversationOf(conversations, "2")).toBe(1);
    expect(conversationOf(conversations, null)).toBe(-1);
  });
});
