import { WhatsAppButton } from "webcraft";
import "../styles.css";
import site, { brandColours, contact, hours, serviceAreas, telHref } from "./facts.js";
import { PhoneIcon, WrenchIcon } from "./Icons.jsx";
import MainMenu from "./MainMenu.jsx";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/about", label: "About" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

/** The big call button: the emergency number, on every page. */
export function CallButton({ className = "" }) {
  if (!contact.phone) return null;
  return (
    <a
      href={telHref(contact.phone)}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-[var(--primary)] font-bold text-white shadow-sm hover:brightness-110 ${className}`}
    >
      <PhoneIcon />
      <span>{contact.phone}</span>
    </a>
  );
}

export function WhatsAppLink({ className = "" }) {
  if (!contact.whatsapp) return null;
  return (
    <WhatsAppButton
      className={`inline-flex items-center justify-center rounded-lg border-2 border-current font-bold ${className}`}
    >
      WhatsApp us a photo
    </WhatsAppButton>
  );
}

export default function Layout({ children, current = "/" }) {
  return (
    <div
      style={brandColours}
      className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      {contact.phone && (
        <div className="bg-slate-950 text-white dark:border-b dark:border-slate-800">
          <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-5 py-2 text-sm sm:justify-between">
            <span className="flex items-center gap-2 font-semibold">
              <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-[var(--accent)]" />
              Emergency? We answer 24 hours a day.
            </span>
            <a href={telHref(contact.phone)} className="font-bold underline-offset-4 hover:underline">
              Call {contact.phone}
            </a>
          </p>
        </div>
      )}
      <header className="relative border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-4">
          <a href="/" className="flex items-center gap-3">
            {site.logo ? (
              <img src={site.logo} alt="" width={44} height={44} className="h-11 w-11 rounded-md object-contain" />
            ) : (
              <span
                aria-hidden="true"
                className="grid h-11 w-11 place-items-center rounded-md bg-[var(--primary)] text-white"
              >
                <WrenchIcon />
              </span>
            )}
            <span className="text-xl font-black tracking-tight">{site.name}</span>
          </a>
          <div className="hidden lg:block">
            <CallButton className="px-5 py-3" />
          </div>
          <nav aria-label="Main" className="md:hidden">
            <MainMenu
              links={LINKS}
              current={current}
              buttonClassName="border-2 border-slate-300 font-bold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
              panelClassName="border-slate-200 bg-white font-semibold dark:border-slate-800 dark:bg-slate-950"
              linkClassName="text-slate-800 hover:bg-slate-100 aria-[current=page]:underline aria-[current=page]:decoration-[var(--primary)] aria-[current=page]:decoration-4 aria-[current=page]:underline-offset-8 dark:text-slate-200 dark:hover:bg-slate-800"
            />
          </nav>
        </div>
        <nav aria-label="Main" className="mx-auto max-w-6xl px-3 pb-2 max-md:hidden">
          <ul className="flex flex-wrap gap-x-1 text-sm font-semibold">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === current ? "page" : undefined}
                  className="block rounded-md px-2 py-2 text-slate-700 hover:bg-slate-100 aria-[current=page]:text-slate-950 aria-[current=page]:underline aria-[current=page]:decoration-[var(--primary)] aria-[current=page]:decoration-4 aria-[current=page]:underline-offset-8 sm:px-3 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:text-white"
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
      <footer className="mt-16 border-t-8 border-[var(--primary)] bg-slate-900 text-slate-300">
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-1">
            <p className="text-xl font-black text-white">{site.name}</p>
            {site.tagline && <p className="mt-3 text-sm leading-relaxed">{site.tagline}</p>}
          </div>
          <div>
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">Contact</h2>
            <address className="mt-3 space-y-2 text-sm not-italic">
              {contact.phone && (
                <p>
                  <a href={telHref(contact.phone)} className="text-lg font-bold text-white hover:underline">
                    {contact.phone}
                  </a>
                </p>
              )}
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`} className="hover:underline">
                    {contact.email}
                  </a>
                </p>
              )}
              {contact.address && <p className="leading-relaxed">{contact.address}</p>}
            </address>
          </div>
          {hours.length > 0 && (
            <div>
              <h2 className="text-sm font-bold uppercase tracking-wider text-white">Hours</h2>
              <dl className="mt-3 space-y-2 text-sm">
                {hours.map((line) => (
                  <div key={line.days}>
                    <dt>{line.days}</dt>
                    <dd className="font-semibold text-white">{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          {serviceAreas.length > 0 && (
            <div>
              <h2 className="text-sm font-bold uppercase tracking-wider text-white">Areas we cover</h2>
              <p className="mt-3 text-sm leading-relaxed">{serviceAreas.join(", ")}</p>
            </div>
          )}
        </div>
        <p className="border-t border-slate-800 px-5 pb-24 pt-5 text-center text-xs text-slate-400 lg:pb-5">
          © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
      {contact.phone && (
        <a
          href={telHref(contact.phone)}
          className="fixed inset-x-3 bottom-3 z-20 flex items-center justify-center gap-2 rounded-xl bg-[var(--primary)] px-5 py-4 font-bold text-white shadow-lg lg:hidden"
        >
          <PhoneIcon />
          Call now
        </a>
      )}
    </div>
  );
}
