import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formFieldLabels } from "./form-fields";

/** React's own markup of a page, as the prerender writes it. */
const page = (...children: ReturnType<typeof h>[]) => renderToString(h("main", null, ...children));

describe("the labels of a published site's forms", () => {
  it("reads the label around a field, the label for its id, its aria-label and a fieldset's legend", () => {
    const html = page(
      h(
        "form",
        { "data-form": "booking" },
        h("input", { type: "text", name: "_gotcha" }),
        h("input", { type: "hidden", name: "_t" }),
        h("label", null, "Your name", h("input", { name: "full_name" })),
        h("label", null, "Email ", h("span", null, "(optional)"), h("input", { name: "email", type: "email" })),
        h("label", { htmlFor: "when" }, "Preferred ", "date & time:"),
        h("input", { id: "when", name: "preferred_date" }),
        h("input", { name: "phone_number", "aria-label": "Phone" }),
        h(
          "fieldset",
          null,
          h("legend", null, "Which service?"),
          h("label", null, h("input", { type: "radio", name: "service", value: "cut" }), "Cut"),
          h("label", null, h("input", { type: "radio", name: "service", value: "colour" }), "Colour"),
        ),
        h(
          "label",
          null,
          "Anything else?",
          h("textarea", { name: "message", defaultValue: "Not a label" }),
          h("select", { name: "ignored_inside" }, h("option", null, "Nor this")),
        ),
        h("button", { type: "submit", name: "send" }, "Send"),
      ),
    );
    expect(formFieldLabels([html])).toEqual({
      booking: {
        full_name: "Your name",
        email: "Email",
        preferred_date: "Preferred date & time",
        phone_number: "Phone",
        service: "Which service?",
        message: "Anything else?",
        ignored_inside: "Anything else?",
      },
    });
  });

  it("keeps each form apart, the first page's label for a field, and leaves out forms of no label and other forms", () => {
    const first = `${page(
      h("form", { "data-form": "contact" }, h("label", null, "Name", h("input", { name: "name" }))),
      h("form", null, h("label", null, "Search", h("input", { name: "q" }))),
    )}<script>"<form data-form=x><label>No<input name=no></label></form>"</script>`;
    const second = page(
      h("form", { "data-form": "contact" }, h("label", null, "Other name", h("input", { name: "name" }))),
      h("form", { "data-form": "newsletter" }, h("input", { name: "email", placeholder: "you@example.com" })),
    );
    expect(formFieldLabels([first, second])).toEqual({ contact: { name: "Name" } });
  });
});
