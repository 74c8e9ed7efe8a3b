import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { from: string; to: string[]; data: string };
/** accept: delivers; reject: refuses every recipient (550); hang: accepts the connection and never greets. */
export type SmtpBehaviour = "accept" | "reject" | "hang";
export type FakeSmtp = { url: string; received: Received[]; behave(behaviour: SmtpBehaviour): void; close(): Promise<void> };

/**
 * A local mail server (smtp://127.0.0.1, a free port) that keeps what it is sent, or misbehaves on
 * request. A recipient `holds` says yes to is never answered: its sender waits mid-send.
 */
export async function startFakeSmtp({ holds }: { holds?: (recipient: string) => boolean } = {}): Promise<FakeSmtp> {
  const received: Received[] = [];
  let behaviour: SmtpBehaviour = "accept";
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onConnect(_session, callback) {
      if (behaviour !== "hang") callback();
    },
    onRcptTo(address, _session, callback) {
      if (holds?.(address.address)) return;
      if (behaviour === "reject") callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    behave: (next) => void (behaviour = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
