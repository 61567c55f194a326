import { WhatsAppButton } from "webcraft";
import "../styles.css";
import site, { brandColours, contact, hours, telHref } from "./facts.js";
import MainMenu from "./MainMenu.jsx";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/menu", label: "Menu" },
  { href: "/about", label: "Our story" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Visit us" },
];

function Brand() {
  return (
    <a
      href="/"
      className="flex items-center gap-2.5 font-display text-lg font-semibold tracking-tight sm:gap-3 sm:text-2xl"
    >
      {site.logo ? (
        <img src={site.logo} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid h-10 w-10 place-items-center rounded-full bg-[var(--primary)] text-lg text-white"
        >
          {site.name.charAt(0)}
        </span>
      )}
      <span>{site.name}</span>
    </a>
  );
}

export default function Layout({ children, current = "/" }) {
  return (
    <div
      style={brandColours}
      className="flex min-h-screen flex-col bg-stone-50 text-stone-900 antialiased dark:bg-stone-950 dark:text-stone-100"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900"
      >
        Skip to content
      </a>
      <header className="relative border-b border-stone-200 bg-stone-50/90 dark:border-stone-800 dark:bg-stone-950/90">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-2 px-5 py-4 sm:gap-x-3 md:gap-x-6">
          <Brand />
          <nav aria-label="Main" className="order-3 md:order-2">
            <MainMenu
              links={LINKS}
              current={current}
              buttonClassName="rounded-full border border-stone-300 hover:bg-stone-200/70 dark:border-stone-700 dark:hover:bg-stone-800"
              panelClassName="border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-950"
              linkClassName="hover:bg-stone-200/70 aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-[var(--primary)] aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4 dark:hover:bg-stone-800"
            />
            <ul className="flex flex-wrap gap-1 text-sm font-medium max-md:hidden">
              {LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.href === current ? "page" : undefined}
                    className="block whitespace-nowrap rounded-full px-2.5 py-2 hover:bg-stone-200/70 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white dark:hover:bg-stone-800 dark:aria-[current=page]:bg-stone-100 dark:aria-[current=page]:text-stone-900"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {contact.whatsapp && (
            <WhatsAppButton className="order-2 ml-auto shrink-0 rounded-full bg-[var(--primary)] px-3 py-2 text-sm font-semibold text-white shadow-sm hover:brightness-110 sm:px-4 md:order-3 md:ml-0">
              {/* "Book" alone on a phone, where the header also holds the Menu button. */}
              Book<span className="max-sm:hidden"> a table</span>
            </WhatsAppButton>
          )}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="mt-16 bg-stone-900 text-stone-300 dark:bg-black">
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <p className="font-display text-2xl font-semibold text-white">{site.name}</p>
            {site.tagline && <p className="mt-3 max-w-xs text-sm leading-relaxed">{site.tagline}</p>}
          </div>
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-widest text-stone-400">Find us</h2>
            <address className="mt-3 space-y-2 text-sm not-italic leading-relaxed">
              {contact.address && <p>{contact.address}</p>}
              {contact.phone && (
                <p>
                  <a href={telHref(contact.phone)} className="text-white underline-offset-4 hover:underline">
                    {contact.phone}
                  </a>
                </p>
              )}
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`} className="text-white underline-offset-4 hover:underline">
                    {contact.email}
                  </a>
                </p>
              )}
            </address>
          </div>
          {hours.length > 0 && (
            <div>
              <h2 className="text-xs font-semibold uppercase tracking-widest text-stone-400">Opening hours</h2>
              <dl className="mt-3 space-y-2 text-sm">
                {hours.map((line) => (
                  <div key={line.days} className="flex justify-between gap-4 border-b border-stone-700/60 pb-2">
                    <dt>{line.days}</dt>
                    <dd className="text-white">{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
        <p className="border-t border-stone-800 px-5 py-5 text-center text-xs text-stone-400">
          © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
    </div>
  );
}
