// A message as it leaves: built by nodemailer's MailComposer and signed with the sending domain's DKIM
// key by nodemailer's signer, the kept libraries decision 028 names. Bcc never appears in the headers:
// those recipients are only in the envelope.
import DKIM from "nodemailer/lib/dkim";
import MailComposer from "nodemailer/lib/mail-composer";

export type Person = { address: string; name: string };

export type OutgoingAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  from: Person;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  /** Without angle brackets, as the rows keep ids. */
  messageId: string;
  date: Date;
  inReplyTo: string | null;
  references: string[];
  attachments: OutgoingAttachment[];
};

/** What signs a domain's mail: its name, the selector its public key is published under, the PEM key. */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

const bracketed = (id: string) => `<${id}>`;

/** The message's bytes, unsigned. */
export function composeMime(mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    cc: mail.cc,
    bcc: mail.bcc,
    subject: mail.subject,
    // Lines end in CRLF on the wire: the bytes kept and signed are the ones that travel.
    text: mail.text.replace(/\r?\n/g, "\r\n"),
    messageId: bracketed(mail.messageId),
    date: mail.date,
    inReplyTo: mail.inReplyTo ? bracketed(mail.inReplyTo) : undefined,
    references: mail.references.length > 0 ? mail.references.map(bracketed) : undefined,
    attachments: mail.attachments,
  })
    .compile()
    .build();
}

/** `raw` with a DKIM-Signature header on top, over the headers receivers check and the whole body. */
export async function dkimSign(raw: Buffer, key: DkimKey): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of new DKIM(key).sign(raw)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
