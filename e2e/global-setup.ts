import { startChatCompletionsServer } from "../server/test/chat-completions-server";
import { startDnsServer } from "../server/test/dns-server";
import { startSmtpSink } from "../server/test/smtp-sink";
import { AI_COPY, AI_PORT } from "./ai-copy";
import { readMxRecords, readTxtRecords } from "./dns-zone";
import { fileArrivedMail, SINK_PORT } from "./mail-sink";

/**
 * Starts the suite's DNS server on UDP 127.0.0.1 at E2E_PORT's number (the app listens on TCP, so each
 * run's two ports never meet another run's); the server checks custom domains against it (DNS_SERVERS).
 * And a chat-completions service at AI_PORT, which the app writes the site creator's copy with, and the
 * mail server of every outside address the app's mailboxes write to (e2e/mail-sink.ts).
 */
export default async function globalSetup() {
  const dns = await startDnsServer({
    port: Number(process.env.E2E_PORT ?? 3100),
    readTxt: readTxtRecords,
    readMx: readMxRecords,
  });
  const ai = await startChatCompletionsServer(AI_PORT);
  ai.answerWith({ kind: "stream", content: JSON.stringify(AI_COPY), chunks: 8 });
  const sink = await startSmtpSink({ port: SINK_PORT, onArrive: fileArrivedMail });
  return async () => {
    await dns.close();
    await ai.close();
    await sink.close();
  };
}
