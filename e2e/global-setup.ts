import { startDnsServer } from "../server/test/dns-server";
import { readTxtRecords } from "./dns-zone";

/**
 * Starts the suite's DNS server on UDP 127.0.0.1 at E2E_PORT's number (the app listens on TCP, so each
 * run's two ports never meet another run's); the server checks custom domains against it (DNS_SERVERS).
 */
export default async function globalSetup() {
  const dns = await startDnsServer({ port: Number(process.env.E2E_PORT ?? 3100), readTxt: readTxtRecords });
  return async () => {
    await dns.close();
  };
}
