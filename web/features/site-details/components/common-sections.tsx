import { SettingsCard } from "@/components/settings-card";
import { TextField } from "./text-field";

/** The business's name and tagline. */
export function BusinessSection() {
  return (
    <SettingsCard id="business" title="Business" description="What the site calls the business, on every page.">
      <div className="grid gap-4">
        <TextField path={["name"]} label="Business name" autoComplete="organization" />
        <TextField
          path={["tagline"]}
          label="Tagline"
          hint="One line under the name: what you do and where."
          placeholder="Hair, nails and skin, done with care in Umhlanga."
        />
      </div>
    </SettingsCard>
  );
}

/** How people reach the business. */
export function ContactSection() {
  return (
    <SettingsCard id="contact" title="Contact" description="Shown in the footer and on the Contact page.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField path={["contact", "phone"]} label="Phone number" type="tel" autoComplete="tel" />
        <TextField
          path={["contact", "whatsapp"]}
          label="WhatsApp number"
          type="tel"
          hint="With the country code: +27 82 123 4567."
        />
        <TextField path={["contact", "email"]} label="Email address" type="email" autoComplete="email" />
        <TextField path={["contact", "address"]} label="Address" rows={2} className="sm:col-span-2" />
      </div>
    </SettingsCard>
  );
}

/** The home page's words and the About page. */
export function AboutSection() {
  return (
    <SettingsCard id="about" title="About" description="The words on the home page and the About page.">
      <div className="grid gap-4">
        <TextField path={["copy", "headline"]} label="Headline" hint="The home page's big line." />
        <TextField
          path={["copy", "intro"]}
          label="Introduction"
          rows={3}
          hint="A sentence or two under the headline."
        />
        <TextField
          path={["copy", "about"]}
          label="About text"
          rows={8}
          hint="Your story for the About page. Leave a blank line between paragraphs."
        />
      </div>
    </SettingsCard>
  );
}
