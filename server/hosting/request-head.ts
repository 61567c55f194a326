/** The parts of an HTTP/1.x request head the site front needs; anything unusual is left to Node's parser. */
export type RequestHead = {
  method: string;
  /** The request target as sent (path and query). */
  target: string;
  /** 0 for HTTP/1.0, 1 for HTTP/1.1. */
  minor: 0 | 1;
  host?: string;
  ifNoneMatch?: string;
  acceptEncoding?: string;
  range?: string;
  ifRange?: string;
  connection?: string;
  /** Set when the request may carry a body, or asks for a protocol switch: never answered by the front. */
  unusual: boolean;
};

const REQUEST_LINE = /^([A-Z]+) (\/[!-~]*) HTTP\/1\.([01])$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: bare CR, LF, NUL and other controls are what we refuse.
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;

/**
 * Parses a request head (without its final blank line). Null when it is not a plain, well-formed
 * request: the caller then hands the bytes to Node's HTTP server, which answers errors itself.
 */
export function parseRequestHead(head: string): RequestHead | null {
  const lines = head.split("\r\n");
  const match = REQUEST_LINE.exec(lines[0] ?? "");
  if (!match) return null;
  const request: RequestHead = {
    method: match[1] as string,
    target: match[2] as string,
    minor: match[3] === "1" ? 1 : 0,
    unusual: false,
  };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    // A bare CR or LF could make another parser see a different request: only Node's strict parser decides.
    if (CONTROL.test(line)) return null;
    const colon = line.indexOf(":");
    if (colon <= 0) return null;
    const name = line.slice(0, colon);
    if (!HEADER_NAME.test(name)) return null;
    const value = line.slice(colon + 1).trim();
    switch (name.toLowerCase()) {
      case "host":
        if (request.host !== undefined) return null;
        request.host = value;
        break;
      case "if-none-match":
        request.ifNoneMatch = value;
        break;
      case "accept-encoding":
        request.acceptEncoding = value;
        break;
      case "range":
        request.range = value;
        break;
      case "if-range":
        request.ifRange = value;
        break;
      case "connection":
        request.connection = value.toLowerCase();
        break;
      case "content-length":
        if (value !== "0") request.unusual = true;
        break;
      case "transfer-encoding":
      case "upgrade":
      case "expect":
        request.unusual = true;
        break;
    }
  }
  return request;
}

/** HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 closes unless told to keep it. */
export function keepsAlive(request: RequestHead): boolean {
  const tokens = request.connection?.split(",").map((token) => token.trim()) ?? [];
  return request.minor === 1 ? !tokens.includes("close") : tokens.includes("keep-alive");
}
