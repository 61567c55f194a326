import site from "../data/site.json";
import "../styles.css";
import MainMenu from "./MainMenu.jsx";

const links = [
  { href: "/work", label: "Work" },
  { href: "/services", label: "Services" },
  { href: "/about", label: "Studio" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

const brand = { "--primary": site.colours.primary, "--accent": site.colours.accent };

export default function Layout({ children }) {
  return (
    <div
      style={brand}
      className="flex min-h-screen flex-col bg-[#f4f3ef] text-neutral-950 dark:bg-[#0d0d0d] dark:text-neutral-100"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:bg-white focus:px-3 focus:py-2 focus:text-black"
      >
        Skip to content
      </a>
      <header className="relative mx-auto flex w-full max-w-7xl items-center justify-between gap-x-8 px-4 py-6 sm:px-8 md:items-baseline">
        <a href="/" className="text-xl font-bold tracking-tight">
          {site.logo ? (
            <img src={site.logo} alt={site.name} height={36} className="h-9 w-auto" />
          ) : (
            <>
              {site.name}
              <span aria-hidden="true" className="text-[var(--accent)]">
                .
              </span>
            </>
          )}
        </a>
        <nav aria-label="Main">
          <MainMenu
            links={links}
            buttonClassName="font-mono-label border border-neutral-950 text-[13px] font-normal dark:border-neutral-100"
            panelClassName="font-mono-label border-neutral-300 bg-[#f4f3ef] dark:border-neutral-700 dark:bg-[#0d0d0d]"
            linkClassName="hover:text-[var(--primary)] hover:underline dark:hover:text-white"
          />
          <ul className="font-mono-label flex flex-wrap gap-x-5 gap-y-1 text-[13px] max-md:hidden">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="py-2 hover:text-[var(--primary)] hover:underline dark:hover:text-white">
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
      <footer className="bg-neutral-950 text-neutral-300 dark:border-t dark:border-neutral-800">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-8 md:grid-cols-[2fr_1fr_1fr]">
          <div>
            <p className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Have a project in mind?</p>
            <a
              href={`mailto:${site.contact.email}`}
              className="mt-3 inline-block text-lg text-white underline decoration-[var(--accent)] decoration-2 underline-offset-4"
            >
              {site.contact.email}
            </a>
          </div>
          <address className="not-italic text-sm leading-relaxed">
            <span className="font-mono-label block text-xs text-neutral-400">Studio</span>
            {site.contact.address}
            <br />
            <a href={`tel:${site.contact.phone.replace(/\s/g, "")}`} className="underline">
              {site.contact.phone}
            </a>
            <br />
            WhatsApp {site.contact.whatsapp}
          </address>
          <div className="text-sm">
            <span className="font-mono-label block text-xs text-neutral-400">Hours</span>
            <dl>
              {site.contact.hours.map((line) => (
                <div key={line.days}>
                  <dt className="inline">{line.days}: </dt>
                  <dd className="inline">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <p className="font-mono-label mx-auto max-w-7xl px-4 pb-8 text-xs text-neutral-400 sm:px-8">
          © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
    </div>
  );
}
