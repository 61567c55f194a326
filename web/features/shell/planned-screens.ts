import {
  BadgeCheckIcon,
  CreditCardIcon,
  FileTextIcon,
  ImageIcon,
  InboxIcon,
  type LucideIcon,
  MailIcon,
  NetworkIcon,
  PackageIcon,
  ReceiptIcon,
  SettingsIcon,
  ShoppingCartIcon,
  StoreIcon,
  WandSparklesIcon,
} from "lucide-react";

export type PlannedScreenInfo = { title: string; description: string; icon: LucideIcon };

/** Admin screens whose routes exist but whose features are still to be built. */
export const PLANNED_SCREENS = {
  siteSettings: {
    title: "Site settings",
    description: "A site's name, address and publishing options.",
    icon: SettingsIcon,
  },
  claimSite: {
    title: "Claim site",
    description: "Take ownership of a site that was made for you.",
    icon: BadgeCheckIcon,
  },
  media: { title: "Media library", description: "Images and files uploaded to a site.", icon: ImageIcon },
  submissions: { title: "Form submissions", description: "Messages sent through a site's forms.", icon: InboxIcon },
  billing: { title: "Billing", description: "Your plan, invoices and payment details, in ZAR.", icon: CreditCardIcon },
  billingAfter: { title: "Payment complete", description: "Confirmation after a plan change.", icon: CreditCardIcon },
  billingPlan: { title: "Plan", description: "The details of one plan and changing to it.", icon: CreditCardIcon },
  creator: {
    title: "Site creator",
    description: "Start a new site from a description of your business.",
    icon: WandSparklesIcon,
  },
  mail: { title: "Mail", description: "Mail domains and mailboxes for your sites.", icon: MailIcon },
  mailDomain: { title: "Mail domain", description: "The mailboxes and settings of one domain.", icon: MailIcon },
  commerce: { title: "Commerce", description: "Stores, products and orders.", icon: ShoppingCartIcon },
  commerceProducts: { title: "Products", description: "The products of one store.", icon: StoreIcon },
  commerceProduct: { title: "Product", description: "One product's details, price and stock.", icon: PackageIcon },
  commerceOrder: { title: "Order", description: "One order, its items and its payment.", icon: ReceiptIcon },
  federated: {
    title: "Federated",
    description: "Sharing content with sites of other organizations.",
    icon: NetworkIcon,
  },
  content: { title: "Content", description: "Posts and pages written outside the code editor.", icon: FileTextIcon },
  contentItem: { title: "Content item", description: "One post or page and its versions.", icon: FileTextIcon },
} satisfies Record<string, PlannedScreenInfo>;

export type PlannedScreenId = keyof typeof PLANNED_SCREENS;
