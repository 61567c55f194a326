import { escapeHtml } from "@common/escape-html";
import type { Mail } from "./mailer";

/** `details` is HTML the caller escaped: what the mail reports, between its sentence and its button. */
export function layout(heading: string, body: string, action: { label: string; url: string }, details = ""): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1><p>${escapeHtml(body)}</p>${details}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f172a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#64748b;font-size:12px">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
<p style="color:#64748b;font-size:12px">— Webcraft</p></body></html>`;
}

export function passwordResetMail(to: string, name: string, url: string): Mail {
  const body = `Hi ${name}, someone asked to reset the password of your Webcraft account. If it was you, choose a new password with the link below; it expires in one hour. If not, ignore this mail.`;
  return {
    to,
    subject: "Reset your Webcraft password",
    text: `${body}\n\n${url}\n`,
    html: layout("Reset your password", body, { label: "Choose a new password", url }),
    link: url,
  };
}

export function invitationMail(to: string, inviter: string, organization: string, url: string): Mail {
  const body = `${inviter} invited you to join ${organization} on Webcraft.`;
  return {
    to,
    subject: `Join ${organization} on Webcraft`,
    text: `${body}\n\nAccept the invitation: ${url}\n`,
    html: layout(`Join ${organization}`, body, { label: "Accept invitation", url }),
    link: url,
  };
}

export function emailChangeMail(to: string, name: string, url: string): Mail {
  const body = `Hi ${name}, you asked to sign in to Webcraft with this address from now on. Confirm it with the link below; it expires in one hour. Until you do, your account keeps its current address. If it was not you, ignore this mail.`;
  return {
    to,
    subject: "Confirm your new Webcraft address",
    text: `${body}\n\n${url}\n`,
    html: layout("Confirm your new address", body, { label: "Use this address", url }),
    link: url,
  };
}

/** A new submission to a site's form, its fields listed, replies going to the visitor when they gave an address. */
export function formSubmissionMail(input: {
  to: string;
  siteName: string;
  formName: string;
  fields: { name: string; value: string }[];
  files: string[];
  page: string;
  url: string;
  replyTo?: string;
}): Mail {
  const body = `Someone sent the form "${input.formName}" on ${input.siteName}${input.page ? ` from ${input.page}` : ""}.`;
  const rows = [...input.fields, ...(input.files.length > 0 ? [{ name: "Files", value: input.files.join(", ") }] : [])];
  const text = rows.map((row) => `${row.name}: ${row.value}`).join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const details = `<table style="border-collapse:collapse;margin:16px 0">${rows
    .map(
      (row) =>
        `<tr><th style="${cell};text-align:left">${escapeHtml(row.name)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
    )
    .join("")}</table>`;
  return {
    to: input.to,
    subject: `New submission to "${input.formName}" on ${input.siteName}`,
    text: `${body}\n\n${text}\n\nOpen it in the inbox: ${input.url}\n`,
    html: layout("New form submission", body, { label: "Open in the inbox", url: input.url }, details),
    // No `link`: the log's last link is an account mail's (tests follow it), never a notification's.
    replyTo: input.replyTo,
  };
}

/** The day's note of messages the spam guard kept from the inbox: a nudge to look, in case one is a person's. */
export function spamNoteMail(input: { to: string; siteName: string; count: number; when: string; url: string }): Mail {
  const messages = input.count === 1 ? "1 message went" : `${input.count} messages went`;
  const subject = `${messages} to Spam on ${input.siteName} ${input.when}`;
  const body = `${subject} — have a look in case one is real. Moving a message back with "Not spam" puts it in the inbox.`;
  return {
    to: input.to,
    subject,
    text: `${body}\n\nOpen the Spam folder: ${input.url}\n`,
    html: layout("Messages in Spam", body, { label: "Open the Spam folder", url: input.url }),
    // No `link`, as for the other notification mails: the log's last link stays an account mail's.
  };
}

export function claimLinkMail(to: string, agency: string, site: string, url: string, days: number): Mail {
  const body = `${agency} built the website "${site}" for you on Webcraft. Claim it to make it yours: sign in or create an account, and the site moves into your organization with everything in it. The link works for ${days} days.`;
  return {
    to,
    subject: `Your website "${site}" is ready to claim`,
    text: `${body}\n\nClaim your site: ${url}\n`,
    html: layout(`Claim "${site}"`, body, { label: "Claim your site", url }),
    link: url,
  };
}
