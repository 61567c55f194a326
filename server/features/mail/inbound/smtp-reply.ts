/** An error smtp-server answers the client with: its code and text become the reply line. */
export type SmtpReply = Error & { responseCode: number };

export function smtpReply(code: number, text: string): SmtpReply {
  return Object.assign(new Error(text), { responseCode: code });
}

export function isSmtpReply(error: unknown): error is SmtpReply {
  return error instanceof Error && typeof (error as Partial<SmtpReply>).responseCode === "number";
}
