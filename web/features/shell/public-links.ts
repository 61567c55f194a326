export type PublicLink = { label: string; to: string };

export const PUBLIC_LINKS: PublicLink[] = [
  { label: "Documentation", to: "/docs" },
  { label: "Blog", to: "/blogs" },
  { label: "Privacy policy", to: "/privacy-policy" },
  { label: "Terms of service", to: "/terms-of-service" },
];
