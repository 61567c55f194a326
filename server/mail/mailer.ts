import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

/**
 * A file sent with a mail, such as an invoice's PDF. Its bytes are base64 text because a mail waits in
 * the job queue as JSON before it is sent, and a Buffer would not come back out of JSON as one.
 */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of MAIL_FROM, such as the visitor who sent a form. */
  replyTo?: string;
  /** The one link the mail is about, logged when mail goes to the outbox. */
  link?: string;
  attachments?: MailAttachment[];
  /** The organization the mail is about: from its own mail domain when it has a verified one. */
  organizationId?: string;
};

/** An organization's own sender: its name, `noreply@` its domain, and the key that signs for the domain. */
export type MailSender = {
  name: string;
  address: string;
  dkim: { domainName: string; keySelector: string; privateKey: string };
};

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  close: () => void;
};

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in DATA_DIR/outbox. A mail about
 * an organization asks `senderOf` who it is from; MAIL_FROM when nobody answers.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: (line: string) => void;
  senderOf?: (organizationId: string) => Promise<MailSender | null>;
}): Mailer {
  const log = options.log ?? ((line: string) => console.info(line));
  const envelope = async ({ to, subject, text, html, replyTo, attachments = [], organizationId }: Mail) => {
    const sender = organizationId ? await options.senderOf?.(organizationId) : null;
    return {
      from: sender ? { name: sender.name, address: sender.address } : options.from,
      dkim: sender?.dkim,
      to,
      subject,
      text,
      html,
      replyTo,
      attachments: attachments.map(({ filename, contentType, contentBase64 }) => ({
        filename,
        contentType,
        content: contentBase64,
        encoding: "base64",
      })),
    };
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(await envelope(mail));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail(await envelope(mail));
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`[mail] "${mail.subject}" to ${mail.to} written to ${file}${mail.link ? `\n[mail] link: ${mail.link}` : ""}`);
    },
    close: () => transport.close(),
  };
}
