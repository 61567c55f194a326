// Better Auth's tables keep its camelCase column names; it reads and writes them itself.
import type { ColumnType } from "kysely";
import type { Timestamp } from "./schema";

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SessionTable = {
  id: string;
  token: string;
  userId: string;
  activeOrganizationId: string | null;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
};

export type OrganizationTable = {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  metadata: string | null;
  createdAt: Timestamp;
  /** Whether content editors may publish (0/1 in SQLite); off for a new organization. */
  clientsMayPublish: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
};

export type MemberTable = {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: Timestamp;
};

export type InvitationTable = {
  id: string;
  organizationId: string;
  email: string;
  role: string | null;
  status: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  inviterId: string;
};
