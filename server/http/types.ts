import type { Auth, AuthSession } from "../auth/auth";
import type { Db } from "../db/create-db";
import type { Env } from "../env";
import type { Mailer } from "../mail/mailer";

export type AppDeps = {
  env: Env;
  db: Db;
  auth: Auth;
  mailer: Mailer;
};

export type AppEnv = {
  Variables: {
    auth: AuthSession | null;
  };
};
