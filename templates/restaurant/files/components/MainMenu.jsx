import { useEffect, useId, useRef, useState } from "react";

/**
 * The main menu on phones: a Menu button that opens the site's links in a panel under the header, instead
 * of the links wrapping onto two rows. The header's own row of links takes over from 768 px (md).
 *
 * The page is prerendered, and its scripts make the button work once they have loaded. Until then (or
 * without JavaScript) the same button is a <details> element, which opens and closes without any script,
 * so the links are never out of reach and nothing moves when the page comes to life.
 *
 * Open, Escape or a tap outside closes it, Escape putting the focus back on the button; Tab goes from the
 * button into the links, and the menu closes once the focus leaves it.
 */
export default function MainMenu({ links, current, buttonClassName = "", panelClassName = "", linkClassName = "" }) {
  const id = useId();
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const root = useRef(null);
  const button = useRef(null);

  useEffect(() => {
    // Opened before the scripts loaded? Stay open.
    setOpen(root.current?.open === true);
    setLive(true);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    // A tap, a click or the focus anywhere else closes it.
    const onOutside = (event) => {
      if (!root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  const items = (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={link.href === current ? "page" : undefined}
            className={`block px-5 py-3 text-base ${linkClassName}`}
          >
            {link.label}
          </a>
        </li>
      ))}
    </>
  );
  const face = (
    <>
      <MenuIcon open={open} />
      <span>Menu</span>
    </>
  );
  const buttonLook = `inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${buttonClassName}`;
  const panelLook = `absolute inset-x-0 top-full z-30 border-y py-2 shadow-lg ${panelClassName}`;

  if (!live) {
    return (
      <details ref={root} className="md:hidden">
        <summary className={`list-none [&::-webkit-details-marker]:hidden ${buttonLook}`}>{face}</summary>
        <ul className={panelLook}>{items}</ul>
      </details>
    );
  }
  return (
    <div ref={root} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={buttonLook}
      >
        {face}
      </button>
      <ul id={id} hidden={!open} className={panelLook}>
        {items}
      </ul>
    </div>
  );
}

function MenuIcon({ open }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
