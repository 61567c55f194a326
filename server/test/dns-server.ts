// A real DNS server for tests (dns2, over UDP on a loopback port): the app's resolver is pointed at it
// with DNS_SERVERS, and each test says which TXT and MX records it holds. API tests fill `txt` and `mx`
// in process; the browser journeys, whose tests run in other processes than the server's, answer from
// `readTxt` and `readMx`.
import dns2 from "dns2";

const { Packet } = dns2;
/** Response codes of RFC 1035 (dns2's types leave its `Packet.RCODE` out). */
const SERVFAIL = 2;
const NXDOMAIN = 3;

/** A text in the strings of at most 255 bytes DNS carries it in, as providers split a long DKIM key. */
function characterStrings(text: string): string[] {
  const bytes = Buffer.from(text);
  const strings: string[] = [];
  for (let start = 0; start < bytes.length; start += 255) strings.push(bytes.subarray(start, start + 255).toString());
  return strings.length > 0 ? strings : [""];
}

export type TestDnsServer = Awaited<ReturnType<typeof startDnsServer>>;

type Options = {
  /** UDP port on 127.0.0.1; a free one when 0. */
  port?: number;
  /** TXT records of `name` kept outside this process, asked for when `txt` holds none. */
  readTxt?: (name: string) => (string | string[])[] | undefined;
  /** MX records of `name` kept outside this process, asked for when `mx` holds none. */
  readMx?: (name: string) => { exchange: string; priority: number }[] | undefined;
};

export async function startDnsServer({ port = 0, readTxt, readMx }: Options = {}) {
  /** TXT records by lower-case name; a record is one string, or several that make one text. */
  const txt = new Map<string, (string | string[])[]>();
  /** MX records by lower-case name. */
  const mx = new Map<string, { exchange: string; priority: number }[]>();
  /** Names whose lookups the server answers with SERVFAIL. */
  const failing = new Set<string>();
  /** Every TXT and MX question asked, as "TXT name" or "MX name". */
  const asked: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = question?.name.toLowerCase() ?? "";
      const texts = txt.get(name) ?? readTxt?.(name);
      const exchanges = mx.get(name) ?? readMx?.(name);
      if (question?.type === Packet.TYPE.TXT) asked.push(`TXT ${name}`);
      if (question?.type === Packet.TYPE.MX) asked.push(`MX ${name}`);
      if (failing.has(name)) {
        response.header.rcode = SERVFAIL;
      } else if (question?.type === Packet.TYPE.TXT && texts) {
        for (const text of texts) {
          const data = (Array.isArray(text) ? text : [text]).flatMap(characterStrings);
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data }));
        }
      } else if (question?.type === Packet.TYPE.MX && exchanges) {
        for (const { exchange, priority } of exchanges) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, exchange, priority }));
        }
      } else if (!texts && !exchanges) {
        // A name with records of another type answers with none of this one, as DNS does.
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
    mx,
    failing,
    asked,
    close: () => server.close(),
  };
}
