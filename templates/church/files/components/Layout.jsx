import site from "../data/site.json";
import "../styles.css";
import MainMenu from "./MainMenu.jsx";

const links = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/ministries", label: "Ministries" },
  { href: "/give", label: "Give" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Visit" },
];

const brand = { "--primary": site.colours.primary, "--accent": site.colours.accent };
const gatherings = site.gatherings ?? [];

export default function Layout({ children }) {
  return (
    <div
      style={brand}
      className="flex min-h-screen flex-col bg-[#fbf8f3] text-stone-800 dark:bg-stone-950 dark:text-stone-200"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-stone-900"
      >
        Skip to content
      </a>
      <header className="relative border-b border-stone-200 dark:border-stone-800">
        {gatherings.length > 0 && (
          <p className="bg-[var(--primary)] px-4 py-2 text-center text-sm text-white">
            Join us: {gatherings.map((g) => `${g.day} ${g.time}`).join(" · ")}
          </p>
        )}
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-8 px-4 py-4 sm:px-6">
          <a href="/" className="flex items-center gap-3">
            {site.logo ? (
              <img src={site.logo} alt={site.name} height={40} className="h-10 w-auto" />
            ) : (
              <>
                <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="shrink-0">
                  <circle cx="20" cy="20" r="20" fill="var(--primary)" />
                  <path
                    d="M8 26c4-3 8-3 12 0s8 3 12 0"
                    stroke="var(--accent)"
                    strokeWidth="2.5"
                    fill="none"
                    strokeLinecap="round"
                  />
                  <path d="M20 9v11M15 14h10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
                <span className="font-display text-lg font-semibold leading-tight">{site.name}</span>
              </>
            )}
          </a>
          <nav aria-label="Main">
            <MainMenu
              links={links}
              buttonClassName="border border-stone-300 text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
              panelClassName="border-stone-200 bg-[#fbf8f3] dark:border-stone-800 dark:bg-stone-950"
              linkClassName="hover:bg-stone-100 dark:hover:bg-stone-900"
            />
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-[15px] max-md:hidden">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="py-2 hover:underline hover:underline-offset-4">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-stone-200 bg-white text-sm dark:border-stone-800 dark:bg-stone-900">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
          <section aria-labelledby="footer-find">
            <h2 id="footer-find" className="font-display text-lg font-semibold text-stone-900 dark:text-white">
              {site.name}
            </h2>
            <p className="mt-2">{site.tagline}</p>
            <address className="mt-4 not-italic leading-relaxed">
              {site.contact.address}
              <br />
              <a href={`tel:${site.contact.phone.replace(/\s/g, "")}`} className="underline">
                {site.contact.phone}
              </a>
              <br />
              <a href={`mailto:${site.contact.email}`} className="underline">
                {site.contact.email}
              </a>
            </address>
          </section>
          {gatherings.length > 0 && (
            <section aria-labelledby="footer-services">
              <h2 id="footer-services" className="font-display text-lg font-semibold text-stone-900 dark:text-white">
                Services
              </h2>
              <ul className="mt-2 space-y-1">
                {gatherings.map((g) => (
                  <li key={`${g.day}${g.time}`}>
                    {g.day} {g.time} · {g.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className="font-display text-lg font-semibold text-stone-900 dark:text-white">
              Church office
            </h2>
            <dl className="mt-2 space-y-1">
              {site.contact.hours.map((line) => (
                <div key={line.days} className="flex justify-between gap-4">
                  <dt>{line.days}</dt>
                  <dd>{line.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <p className="border-t border-stone-200 px-4 py-4 text-center text-stone-600 dark:border-stone-800 dark:text-stone-400">
          © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
    </div>
  );
}
