// A real DNS server for tests (dns2, over UDP on a loopback port): the app's resolver is pointed at it
// with DNS_SERVERS, and each test says which TXT records it holds. API tests fill `txt` in process; the
// browser journeys, whose tests run in other processes than the server's, answer from `readTxt`.
import dns2 from "dns2";

const { Packet } = dns2;
/** Response codes of RFC 1035 (dns2's types leave its `Packet.RCODE` out). */
const SERVFAIL = 2;
const NXDOMAIN = 3;

export type TestDnsServer = Awaited<ReturnType<typeof startDnsServer>>;

type Options = {
  /** UDP port on 127.0.0.1; a free one when 0. */
  port?: number;
  /** TXT records of `name` kept outside this process, asked for when `txt` holds none. */
  readTxt?: (name: string) => (string | string[])[] | undefined;
};

export async function startDnsServer({ port = 0, readTxt }: Options = {}) {
  /** TXT records by lower-case name; a record is one string, or several that make one text. */
  const txt = new Map<string, (string | string[])[]>();
  /** Names whose lookups the server answers with SERVFAIL. */
  const failing = new Set<string>();
  /** Every question asked, as "TXT name". */
  const asked: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = question?.name.toLowerCase() ?? "";
      const texts = txt.get(name) ?? readTxt?.(name);
      if (question?.type === Packet.TYPE.TXT) asked.push(`TXT ${name}`);
      if (failing.has(name)) {
        response.header.rcode = SERVFAIL;
      } else if (question?.type === Packet.TYPE.TXT && texts) {
        for (const data of texts) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data }));
        }
      } else if (!texts) {
        response.header.rcode = NXDOMAIN;
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port, address: "127.0.0.1" } });
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${addresses.udp?.port}`,
    txt,
    failing,
    asked,
    close: () => server.close(),
  };
}
