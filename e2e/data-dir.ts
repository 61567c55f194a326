import { existsSync } from "node:fs";

/** This run's port: parallel runs (several engineers on one machine) each take their own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The e2e server's data folder, where tests also read its outbox and DNS zone. In memory (/dev/shm) where
 * the machine has it: the server's SQLite syncs every commit to the disk, which on a slow disk made the
 * journeys wait on it; the data only lives for one run.
 */
export const E2E_DATA_DIR = existsSync("/dev/shm") ? `/dev/shm/webcraft-e2e-${E2E_PORT}` : `.data-e2e-${E2E_PORT}`;
