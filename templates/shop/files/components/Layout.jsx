import { Cart } from "webcraft";
import site from "../data/site.json";
import "../styles.css";
import MainMenu from "./MainMenu.jsx";

const links = [
  { href: "/", label: "Home" },
  { href: "/products", label: "Shop" },
  { href: "/about", label: "Our story" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

const brand = { "--primary": site.colours.primary, "--accent": site.colours.accent };
const firstDelivery = (site.delivery ?? [])[0];

export default function Layout({ children }) {
  return (
    <div
      style={brand}
      className="flex min-h-screen flex-col bg-white text-neutral-900 dark:bg-neutral-950 dark:text-neutral-100"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-black"
      >
        Skip to content
      </a>
      <header className="relative">
        {firstDelivery && (
          <p className="bg-neutral-900 px-4 py-2 text-center text-sm font-semibold text-white dark:bg-neutral-800">
            Delivery in {firstDelivery.area}: {firstDelivery.fee} · {firstDelivery.when}
          </p>
        )}
        <div className="bg-[var(--primary)] text-white">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-6 px-4 py-4 sm:px-6">
            <a href="/" className="flex items-center gap-2">
              {site.logo ? (
                <img src={site.logo} alt={site.name} height={44} className="h-11 w-auto" />
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    className="grid h-10 w-10 place-items-center rounded-xl bg-white text-xl font-black text-[var(--primary)] rotate-[-6deg]"
                  >
                    {site.name.replace(/^the\s+/i, "").charAt(0)}
                  </span>
                  <span className="text-xl font-black tracking-tight">{site.name}</span>
                </>
              )}
            </a>
            <div className="flex items-center gap-2">
              <nav aria-label="Main">
                <MainMenu
                  links={links}
                  buttonClassName="rounded-full bg-white/15 text-white hover:bg-white/25"
                  panelClassName="border-transparent bg-[var(--primary)] font-semibold text-white"
                  linkClassName="hover:bg-white/15"
                />
                <ul className="flex flex-wrap gap-1 text-[15px] font-semibold max-md:hidden">
                  {links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="block rounded-full px-3 py-1.5 hover:bg-white/15">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              {/* Only once the shop is open: until then orders come on WhatsApp. */}
              <Cart className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-[15px] font-bold text-white hover:bg-white/25" />
            </div>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-neutral-100 text-sm dark:bg-neutral-900">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
          <div>
            <p className="text-lg font-black">{site.name}</p>
            <p className="mt-1 text-neutral-700 dark:text-neutral-300">{site.tagline}</p>
          </div>
          <address className="not-italic leading-relaxed text-neutral-700 dark:text-neutral-300">
            <span className="block font-bold text-neutral-900 dark:text-white">Visit or call</span>
            {site.contact.address}
            <br />
            <a href={`tel:${site.contact.phone.replace(/\s/g, "")}`} className="underline">
              {site.contact.phone}
            </a>
            <br />
            WhatsApp {site.contact.whatsapp}
            <br />
            <a href={`mailto:${site.contact.email}`} className="underline">
              {site.contact.email}
            </a>
          </address>
          <div>
            <p className="font-bold">Trading hours</p>
            <dl className="mt-1 space-y-0.5 text-neutral-700 dark:text-neutral-300">
              {site.contact.hours.map((line) => (
                <div key={line.days} className="flex justify-between gap-4">
                  <dt>{line.days}</dt>
                  <dd>{line.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <p className="pb-6 text-center text-neutral-600 dark:text-neutral-400">
          © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
    </div>
  );
}
