import { WhatsAppButton } from "webcraft";
import "../styles.css";
import site, { brandColours, contact, hours, telHref } from "./facts.js";
import MainMenu from "./MainMenu.jsx";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Treatments" },
  { href: "/about", label: "About" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

export const tint =
  "bg-[color-mix(in_srgb,var(--accent)_16%,white)] dark:bg-[color-mix(in_srgb,var(--accent)_8%,#0a0a0a)]";

export function BookButton({ children = "Book on WhatsApp", className = "" }) {
  if (!contact.whatsapp) {
    return contact.phone ? (
      <a
        href={telHref(contact.phone)}
        className={`rounded-full bg-[var(--primary)] font-medium text-white hover:brightness-110 ${className}`}
      >
        Call to book
      </a>
    ) : null;
  }
  return (
    <WhatsAppButton
      className={`rounded-full bg-[var(--primary)] font-medium text-white hover:brightness-110 ${className}`}
    >
      {children}
    </WhatsAppButton>
  );
}

export default function Layout({ children, current = "/" }) {
  return (
    <div
      style={brandColours}
      className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-neutral-900"
      >
        Skip to content
      </a>
      <header className="relative">
        <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-4 px-5 py-5 md:grid-cols-3">
          {contact.phone ? (
            <a
              href={telHref(contact.phone)}
              className="hidden text-sm text-neutral-600 hover:text-neutral-900 md:block dark:text-neutral-400 dark:hover:text-white"
            >
              {contact.phone}
            </a>
          ) : (
            <span className="hidden md:block" />
          )}
          <a
            href="/"
            className="text-base font-light uppercase tracking-[0.18em] sm:text-xl sm:tracking-[0.25em] md:text-center"
          >
            {site.logo ? (
              <img src={site.logo} alt={site.name} height={48} className="h-12 w-auto md:mx-auto" />
            ) : (
              site.name
            )}
          </a>
          <div className="text-right">
            <BookButton className="inline-block px-4 py-2 text-sm sm:px-5">Book now</BookButton>
          </div>
        </div>
        <nav aria-label="Main" className="border-y border-neutral-200 dark:border-neutral-800">
          <div className="flex justify-center py-1 md:hidden">
            <MainMenu
              links={LINKS}
              current={current}
              buttonClassName="rounded-none text-xs font-medium uppercase tracking-[0.18em] text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white"
              panelClassName="border-neutral-200 bg-white text-center uppercase tracking-[0.18em] dark:border-neutral-800 dark:bg-neutral-950"
              linkClassName="text-sm text-neutral-700 hover:text-neutral-950 aria-[current=page]:text-neutral-950 aria-[current=page]:underline aria-[current=page]:decoration-[var(--primary)] aria-[current=page]:underline-offset-8 dark:text-neutral-300 dark:hover:text-white dark:aria-[current=page]:text-white"
            />
          </div>
          <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 px-1 text-xs font-medium uppercase tracking-[0.18em] max-md:hidden">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === current ? "page" : undefined}
                  className="block border-b-2 border-transparent px-2 py-3 text-neutral-600 hover:text-neutral-900 aria-[current=page]:border-[var(--primary)] aria-[current=page]:text-neutral-900 dark:text-neutral-400 dark:hover:text-white dark:aria-[current=page]:border-[var(--accent)] dark:aria-[current=page]:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className={`mt-20 ${tint}`}>
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 text-center md:grid-cols-3">
          <div>
            <p className="text-lg font-light uppercase tracking-[0.25em]">{site.name}</p>
            {site.tagline && (
              <p className="mx-auto mt-3 max-w-xs text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
                {site.tagline}
              </p>
            )}
          </div>
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 dark:text-neutral-400">
              Find us
            </h2>
            <address className="mt-3 space-y-1.5 text-sm not-italic leading-relaxed">
              {contact.address && <p>{contact.address}</p>}
              {contact.phone && (
                <p>
                  <a href={telHref(contact.phone)} className="underline-offset-4 hover:underline">
                    {contact.phone}
                  </a>
                </p>
              )}
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`} className="underline-offset-4 hover:underline">
                    {contact.email}
                  </a>
                </p>
              )}
            </address>
          </div>
          {hours.length > 0 && (
            <div>
              <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 dark:text-neutral-400">
                Opening hours
              </h2>
              <ul className="mt-3 space-y-1.5 text-sm">
                {hours.map((line) => (
                  <li key={line.days}>
                    {line.days} · <span className="font-medium">{line.hours}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <p className="pb-8 text-center text-xs text-neutral-600 dark:text-neutral-400">
          © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
    </div>
  );
}
