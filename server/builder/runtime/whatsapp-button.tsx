// <WhatsAppButton>Chat with us</WhatsAppButton>: a link that opens a WhatsApp chat with the number in the
// site's settings. It goes through /_go/whatsapp on the site's host, which counts the click and redirects.

import type { AnchorHTMLAttributes, ReactNode } from "react";

type WhatsAppButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { children?: ReactNode };

const LOOK = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  padding: "0.625rem 1.25rem",
  borderRadius: "9999px",
  background: "#128c4b",
  color: "#ffffff",
  fontWeight: 600,
  textDecoration: "none",
} as const;

/** Styled as a green button unless given a `className`; the text defaults to "Chat on WhatsApp". */
export function WhatsAppButton({ children, className, style, ...rest }: WhatsAppButtonProps) {
  return (
    <a
      href="/_go/whatsapp"
      rel="nofollow"
      className={className}
      style={className ? style : { ...LOOK, ...style }}
      {...rest}
    >
      {children ?? "Chat on WhatsApp"}
    </a>
  );
}
