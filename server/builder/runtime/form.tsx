// <Form name="contact">…fields…</Form>: a form the site's inbox receives at /_forms/{name}. It works
// without JavaScript (a post, then a redirect); with it, it sends in the background and answers in place.

import { isPreview } from "webcraft:site";
import {
  type CSSProperties,
  type FormHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type SubmitEvent,
  useEffect,
  useRef,
  useState,
} from "react";

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method" | "name"> & {
  /** The form's name in the inbox: letters, digits, "-" and "_". */
  name: string;
  /** A page of the site to go to once sent, such as "/thanks"; without it the form thanks in place. */
  success?: string;
  /** What the form shows once sent. */
  successMessage?: ReactNode;
  children?: ReactNode;
};

type Outcome =
  | { state: "idle" | "sending" }
  | { state: "sent" | "preview"; message: ReactNode }
  | { state: "failed"; message: string };

const SENT = "Thank you! Your message has been sent.";
const OFFLINE = "Your message could not be sent. Check your connection and try again.";
const FAILED = "Your message could not be sent. Please try again.";
const IN_PREVIEW = "Forms are received on the published site. Nothing was sent from this preview.";

// Off screen rather than display:none, which some bots read as a sign to skip the field.
const OFF_SCREEN: CSSProperties = {
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
};
const MESSAGE: CSSProperties = { margin: "0.75rem 0 0" };

async function failureOf(response: Response): Promise<string> {
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after"));
    return seconds > 0
      ? `Too many messages were sent. Please try again in ${Math.ceil(seconds)} seconds.`
      : "Too many messages were sent. Please try again in a minute.";
  }
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string" && body.error.message !== "") return body.error.message;
  } catch {
    // Not the inbox's JSON (a proxy's page, say): the general words below.
  }
  return FAILED;
}

export function Form({ name, success, successMessage = SENT, children, onSubmit, ...rest }: FormProps) {
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const shownAt = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // A very fast post counts toward the inbox's spam score.
    if (shownAt.current) shownAt.current.value = String(Date.now());
    // Posted before the page's script ran (or without it), the inbox sends the visitor back here with
    // ?submitted=1: the form thanks them where they can see it, and a reload or a shared link does not.
    const url = new URL(window.location.href);
    if (url.searchParams.get("submitted") === "1") {
      setOutcome({ state: "sent", message: successMessage });
      url.searchParams.delete("submitted");
      window.history.replaceState(window.history.state, "", url);
      status.current?.scrollIntoView({ block: "center" });
    }
  }, [successMessage]);

  // The editor's preview frame may not submit forms at all (the browser drops the submission before any
  // submit event), so a preview answers the click of a submit button (Enter in a field clicks it too).
  function clickInPreview(event: MouseEvent<HTMLFormElement>) {
    const control = (event.target as Element).closest("button, input");
    const isSubmit =
      (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
      (control.type === "submit" || control.type === "image") &&
      control.form === event.currentTarget;
    if (!isSubmit) return;
    event.preventDefault();
    if (event.currentTarget.reportValidity()) setOutcome({ state: "preview", message: IN_PREVIEW });
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (isPreview) {
      setOutcome({ state: "preview", message: IN_PREVIEW });
      return;
    }
    const form = event.currentTarget;
    const button = event.nativeEvent.submitter;
    const body = new FormData(form, button);
    setOutcome({ state: "sending" });
    button?.setAttribute("disabled", "");
    button?.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(form.action, { method: "POST", body, headers: { accept: "application/json" } });
      if (!response.ok) {
        setOutcome({ state: "failed", message: await failureOf(response) });
      } else if (success) {
        window.location.assign(success);
      } else {
        form.reset();
        setOutcome({ state: "sent", message: successMessage });
      }
    } catch {
      setOutcome({ state: "failed", message: OFFLINE });
    } finally {
      button?.removeAttribute("disabled");
      button?.removeAttribute("aria-busy");
    }
  }

  const shown = outcome.state === "sent" || outcome.state === "preview";

  return (
    <form
      {...rest}
      name={name}
      data-form={name}
      data-state={outcome.state}
      action={`/_forms/${encodeURIComponent(name)}`}
      method="post"
      aria-busy={outcome.state === "sending" || undefined}
      onSubmit={submit}
      onClickCapture={isPreview ? clickInPreview : undefined}
    >
      <div style={OFF_SCREEN} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="_t" ref={shownAt} defaultValue="" />
      {success ? <input type="hidden" name="_success" value={success} /> : null}
      {children}
      {/* Always there, empty until it speaks: a status that appears with its words is often not read out. */}
      <p role="status" ref={status} style={shown ? MESSAGE : undefined}>
        {shown ? outcome.message : null}
      </p>
      {outcome.state === "failed" ? (
        <p role="alert" style={MESSAGE}>
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}
