// A form written by hand as <form data-form="contact"> posts to the site's inbox without JavaScript too:
// the published page gives it the inbox's address and method when it names none. Only attributes change,
// so the markup still matches what the page renders when it hydrates.
import { escapeHtml } from "@common/escape-html";

const FORM_TAG = /<form\b[^>]*>/gi;

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return value === undefined ? undefined : unescapeAttribute(value);
}

/** React writes attribute values (and text) with these escapes: read back as the page meant them. */
export function unescapeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** `/_forms/contact`, with `?_success=/thanks` when the form names a page to go to once sent. */
export function formAction(name: string, success?: string): string {
  const action = `/_forms/${encodeURIComponent(name)}`;
  return success ? `${action}?${new URLSearchParams({ _success: success })}` : action;
}

/** Prerendered markup with each data-form form given `action` and `method="post"` where it lacks them. */
export function withFormActions(markup: string): string {
  return markup.replace(FORM_TAG, (tag) => {
    const name = attribute(tag, "data-form");
    if (!name) return tag;
    const added: string[] = [];
    if (!/\saction=/i.test(tag)) added.push(`action="${escapeHtml(formAction(name, attribute(tag, "data-success")))}"`);
    if (!/\smethod=/i.test(tag)) added.push('method="post"');
    if (added.length === 0) return tag;
    return `${tag.slice(0, -1).replace(/\/$/, "")} ${added.join(" ")}>`;
  });
}
