// Radix's modal layers (dialogs, sheets, menus) hide the rest of the page from assistive technology
// with aria-hidden, which leaves it focusable and clickable by keyboard and speech. `inert` hides and
// disables it in one attribute. Radix has no option for that, so this swaps one for the other on the
// nodes Radix marks (`data-aria-hidden`), and lifts it when Radix takes its mark away.

const RADIX_MARK = "data-aria-hidden";
const OUR_MARK = "data-inert-behind-layer";

function settle(element: Element) {
  if (element.hasAttribute(RADIX_MARK)) {
    if (element.getAttribute("aria-hidden") === "true") {
      element.removeAttribute("aria-hidden");
      element.setAttribute("inert", "");
      element.setAttribute(OUR_MARK, "");
    }
  } else if (element.hasAttribute(OUR_MARK)) {
    element.removeAttribute("inert");
    element.removeAttribute(OUR_MARK);
  }
}

/** Watches the page once, for as long as it lives: what sits behind an open modal layer is inert. */
export function makeBackgroundInertBehindLayers(root: HTMLElement = document.body) {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.target instanceof Element) settle(mutation.target);
    }
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: [RADIX_MARK, "aria-hidden"] });
  return () => observer.disconnect();
}
